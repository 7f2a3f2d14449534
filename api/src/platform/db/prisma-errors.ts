// Prisma's known request errors, named once: services ask these instead of comparing error codes.
// https://www.prisma.io/docs/orm/reference/error-reference#prisma-client-query-engine
import { Prisma } from '../../generated/prisma/client';

const hasCode = (e: unknown, code: string): boolean => e instanceof Prisma.PrismaClientKnownRequestError && e.code === code;

/** P2002: a unique constraint refused the write (a taken e-mail, code, name, page…). */
export const isUniqueViolation = (e: unknown): boolean => hasCode(e, 'P2002');

/** P2025: the row to update or delete does not exist (any more). */
export const isRecordMissing = (e: unknown): boolean => hasCode(e, 'P2025');

/** P2003: a foreign key refused the write: an unknown referenced row, or rows that still point here. */
export const isForeignKeyViolation = (e: unknown): boolean => hasCode(e, 'P2003');
