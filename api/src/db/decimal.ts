// Prisma's Decimal (the money columns), recognised without importing the Prisma runtime outside db/.
import { Prisma } from '../generated/prisma/client';

/** True for a Prisma Decimal. Its class is named "Decimal2" at run time: ask the class, not its name. */
export const isDecimal = (value: unknown): value is Prisma.Decimal => Prisma.Decimal.isDecimal(value);

/**
 * JSON.stringify replacer: a Decimal leaves as a two-decimal string ("1299.00"), as in every API
 * answer. Used by the REST app and by events (api/src/outbox/events.service.ts).
 */
export function decimalReplacer(this: unknown, key: string, value: unknown): unknown {
  const original = (this as Record<string, unknown>)[key];
  return isDecimal(original) ? Number(original.toString()).toFixed(2) : value;
}
