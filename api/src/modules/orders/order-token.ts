// Order access tokens: whoever holds an order's token reads the whole order
// (orderByToken, GET /api/orders/by-token/:token); it powers the guest's confirmation page.
//
// The token is 32 random bytes from node:crypto, base64url (43 characters, URL-safe), stored as is
// in a unique column (orders.accessToken). Storing it unhashed is deliberate: it grants only reading
// an order that lives in the same database (anyone who can read the column can read the order), and
// an idempotent replay of placeOrder must answer the same token, so it has to be recoverable. An
// HMAC of the order id would need no column but would tie every link to a server secret (rotating
// JWT_SECRET would break every confirmation link); the column keeps them independent.
//
// Looking a token up by its unique index is not constant-time, but 256 random bits cannot be
// learned by timing an index probe, and look-ups are throttled per client (order-token-ip).
import { randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;
/** base64url of 32 bytes; rows back-filled by the migration have the same shape (244 random bits). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const newAccessToken = (): string => randomBytes(TOKEN_BYTES).toString('base64url');

/** Whether `token` could be an access token at all (anything else is "not found" without a query). */
export const isAccessTokenShape = (token: unknown): token is string => typeof token === 'string' && TOKEN_SHAPE.test(token);

/**
 * The paths that carry an order's token (the confirmation page /order/<token> and GET /api/orders/by-token/<token>):
 * access logs show `[token]` there, so they never hand out the orders they read (the module's `secretPaths`).
 */
export const ORDER_TOKEN_PATHS = ['/order/', '/orders/by-token/'];
