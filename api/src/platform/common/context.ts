// The request context: the first argument of every service method.
export type Role = 'customer' | 'admin';

export interface AuthUser {
  id: string;
  email: string;
  role: Role;
}

/**
 * What an API key may do (docs/decisions/0012-integrations-use-scoped-api-keys.md): read or write the
 * catalogue, read orders or change their status, or `admin` = everything a signed-in admin may do. A
 * write scope includes the read of its area. The same values as the database enum "ApiKeyScope".
 */
export type ApiKeyScope = 'catalogue_read' | 'catalogue_write' | 'orders_read' | 'orders_write' | 'admin';

/** The caller when a request carries an API key instead of a person's token. */
export interface ApiKeyCaller {
  id: string;
  name: string;
  /** The public part of the key, e.g. `vff_live_3f2a1b9c4d5e`. */
  prefix: string;
  scopes: readonly ApiKeyScope[];
}

export interface RequestContext {
  /** The signed-in person; always null for an API key (a key is not a person). */
  user: AuthUser | null;
  /** Set when the request carries a valid, unrevoked API key. */
  apiKey?: ApiKeyCaller | null;
  ip: string;
  requestId: string;
  /** Set when a token was sent but is expired or invalid: public calls go on as a guest, protected ones answer this 401. */
  authError?: Error;
}

export const systemContext = (): RequestContext => ({ user: null, ip: '127.0.0.1', requestId: 'system' });

/** A request without an Authorization header (auth/request-context.ts; the fast path for guests' GraphQL). */
export const guestContext = (ip: string | undefined, requestId: string): RequestContext => ({ user: null, ip: ip ?? 'unknown', requestId });
