// Prisma's Decimal (the money columns), recognised without importing the Prisma runtime outside db/,
// and how it leaves as JSON.
import { Prisma } from '../../generated/prisma/client';

/** True for a Prisma Decimal. Its class is named "Decimal2" at run time: ask the class, not its name. */
export const isDecimal = (value: unknown): value is Prisma.Decimal => Prisma.Decimal.isDecimal(value);

/** A Decimal as every API answer shows money: a two-decimal string, "1299.00" (never "1299"). */
export const moneyJson = (value: Prisma.Decimal): string => value.toFixed(2);

/*
 * Every Decimal column in the schema is money with two decimals (Decimal(10,2) / (12,2)), so a
 * Decimal serialises itself as its two-decimal string: JSON.stringify (Express's res.json, events,
 * logs) needs no replacer function, which would be called for every key of every answer.
 * decimal.js's own toJSON gives "1299" for 1299.00. Prisma also uses toJSON when it sends a Decimal
 * as a query parameter: a two-decimal string is exact for these columns (PostgreSQL would round a
 * third decimal the same way, half away from zero).
 */
Prisma.Decimal.prototype.toJSON = function toJSON(this: Prisma.Decimal) {
  return moneyJson(this);
};

/** Money read with plain SQL as text (`"price"::text`, exact) → the Decimal Prisma would have answered. */
export const decimalFromSql = (text: string): Prisma.Decimal => new Prisma.Decimal(text);
