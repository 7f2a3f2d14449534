// Keyset pagination of the admin's orders list: an opaque cursor after the last row of a
// page, so a page at any depth costs O(page) on the sort's index (migration sort_tiebreak_indexes)
// instead of OFFSET's O(depth). The cursor is base64url JSON of the sort and the last row's sort
// keys; it is not signed (it grants nothing: the caller may read every order anyway) but every part
// is checked, so a tampered one is a 400 with a clear message, never a 500 or a wrong page.
import type { Prisma } from '../../generated/prisma/client';
import { ValidationError } from '../../platform/common/errors';
import { isUuid } from '../../platform/input/validate';

export const ORDER_SORT_KEYS = {
  NEWEST: [['createdAt', 'desc'], ['id', 'desc']],
  OLDEST: [['createdAt', 'asc'], ['id', 'asc']],
  TOTAL_HIGH: [['total', 'desc'], ['createdAt', 'desc'], ['id', 'desc']],
  TOTAL_LOW: [['total', 'asc'], ['createdAt', 'desc'], ['id', 'desc']],
} as const;
export type OrderSortKey = keyof typeof ORDER_SORT_KEYS;
type Key = 'createdAt' | 'id' | 'total';

export const INVALID_CURSOR = 'Invalid cursor: pass the endCursor of a page of this list unchanged';
export const CURSOR_OTHER_SORT = 'The cursor belongs to another sort order: start again from the first page';

/** The orderBy of a sort: its keys, the id last as tiebreaker. */
export const orderByOf = (sort: OrderSortKey): Prisma.OrderOrderByWithRelationInput[] =>
  ORDER_SORT_KEYS[sort].map(([field, dir]) => ({ [field]: dir }));

export function encodeOrderCursor(sort: OrderSortKey, row: { id: string; createdAt: Date; total: { toString(): string } }): string {
  const values = ORDER_SORT_KEYS[sort].map(([field]) => (field === 'createdAt' ? row.createdAt.toISOString() : field === 'total' ? row.total.toString() : row.id));
  return Buffer.from(JSON.stringify([sort, ...values])).toString('base64url');
}

const MONEY = /^\d{1,8}(\.\d{1,2})?$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The rows strictly after the cursor in the sort's order; 400 for anything but an untouched cursor of the same sort. */
export function afterOrderCursor(sort: OrderSortKey, cursor: string): Prisma.OrderWhereInput {
  const parts = decode(cursor);
  if (parts[0] !== sort) {
    if (typeof parts[0] === 'string' && parts[0] in ORDER_SORT_KEYS) throw ValidationError.field('after', CURSOR_OTHER_SORT);
    throw ValidationError.field('after', INVALID_CURSOR);
  }
  const keys = ORDER_SORT_KEYS[sort];
  if (parts.length !== keys.length + 1) throw ValidationError.field('after', INVALID_CURSOR);
  const values = keys.map(([field], i) => parseValue(field, parts[i + 1]));
  // (k1 > v1) OR (k1 = v1 AND k2 > v2) OR … with each key's direction; plus k1 ≥ v1 on its own,
  // which the index serves as the scan's start, so the OR only filters the ties at the boundary.
  const beyond = (i: number) => ({ [keys[i][0]]: { [keys[i][1] === 'asc' ? 'gt' : 'lt']: values[i] } });
  const equal = (i: number) => ({ [keys[i][0]]: values[i] });
  const or = keys.map((_, i) => Object.assign({}, ...keys.slice(0, i).map((__, j) => equal(j)), beyond(i)) as Prisma.OrderWhereInput);
  const start = { [keys[0][0]]: { [keys[0][1] === 'asc' ? 'gte' : 'lte']: values[0] } } as Prisma.OrderWhereInput;
  return { AND: [start, { OR: or }] };
}

function decode(cursor: string): unknown[] {
  if (cursor.length > 300 || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw ValidationError.field('after', INVALID_CURSOR);
  try {
    const parts: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(parts)) return parts;
  } catch {
    // falls through to the 400
  }
  throw ValidationError.field('after', INVALID_CURSOR);
}

function parseValue(field: Key, v: unknown): string | Date {
  if (typeof v === 'string') {
    if (field === 'id' && isUuid(v)) return v.toLowerCase();
    if (field === 'total' && MONEY.test(v)) return v;
    if (field === 'createdAt' && ISO.test(v) && !Number.isNaN(Date.parse(v))) return new Date(v);
  }
  throw ValidationError.field('after', INVALID_CURSOR);
}
