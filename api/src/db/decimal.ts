// Prisma's Decimal (the money columns), recognised without importing the Prisma runtime outside db/.
import { Prisma } from '../generated/prisma/client';

/** True for a Prisma Decimal. Its class is named "Decimal2" at run time: ask the class, not its name. */
export const isDecimal = (value: unknown): value is Prisma.Decimal => Prisma.Decimal.isDecimal(value);
