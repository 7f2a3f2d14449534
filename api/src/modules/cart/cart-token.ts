// Cart tokens: 32 random bytes, base64url — unguessable, so the token alone opens its cart.
// Only the sha256 is stored: a copy of the database opens no cart. Pure helpers, no database.
import { createHash, randomBytes } from 'node:crypto';
import { NotFoundError } from '../../platform/common/errors';

export const CART_NOT_FOUND = 'Cart not found';
export const CART_EXPIRED = 'This cart has expired; its items were released. Please start a new cart.';
export const CART_NOT_YOURS = 'This cart belongs to another account';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

export const newCartToken = (): string => randomBytes(32).toString('base64url');

export const hashCartToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** null/undefined/'' = no token; anything that cannot be a token opens no cart (404, as an unknown one). */
export function cartTokenOf(value: unknown): string | null {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return null;
  if (typeof value !== 'string' || !TOKEN_SHAPE.test(value.trim())) throw cartNotFound();
  return value.trim();
}

export const cartNotFound = () => new NotFoundError(CART_NOT_FOUND, 'CART_NOT_FOUND');
export const cartExpired = () => new NotFoundError(CART_EXPIRED, 'CART_EXPIRED');

/** When a guest cart changed now expires. */
export const guestExpiry = (days: number, now = Date.now()) => new Date(now + days * DAY_MS);
