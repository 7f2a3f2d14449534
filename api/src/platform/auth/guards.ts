// Who may do what. A person signs in with a JWT (customer or admin); an integration sends an API
// key with scopes (docs/decisions/0012-integrations-use-scoped-api-keys.md). Every admin
// operation states the scope it needs: a signed-in admin has every scope, a key only its own
// (`admin` = all of them, a write scope includes the read of its area). Customer operations (own
// cart, profile, orders, checkout) are for people only: a key is refused with a 403 that says so.
import { ForbiddenError, UnauthorizedError } from '../common/errors';
import type { ApiKeyScope, AuthUser, RequestContext } from '../common/context';

export const API_KEY_SCOPES = ['catalogue_read', 'catalogue_write', 'orders_read', 'orders_write', 'admin'] as const satisfies readonly ApiKeyScope[];

export const ADMIN_REQUIRED = 'Admin access required';
export const KEY_NOT_A_CUSTOMER = 'An API key cannot act as a customer (cart, profile, own orders, checkout); these need a person signed in';

/** The scopes that grant `needed`: itself, the write scope of its area for a read, and admin. */
const GRANTED_BY: Record<ApiKeyScope, readonly ApiKeyScope[]> = {
  catalogue_read: ['catalogue_read', 'catalogue_write', 'admin'],
  catalogue_write: ['catalogue_write', 'admin'],
  orders_read: ['orders_read', 'orders_write', 'admin'],
  orders_write: ['orders_write', 'admin'],
  admin: ['admin'],
};

/** The scopes a key may hold to do what needs `needed` (the OpenAPI document names them). */
export const scopesGranting = (needed: ApiKeyScope): readonly ApiKeyScope[] => GRANTED_BY[needed];

/** Whether a key with `granted` scopes may do what needs `needed`. */
export const scopesAllow = (granted: readonly ApiKeyScope[], needed: ApiKeyScope): boolean => GRANTED_BY[needed].some((s) => granted.includes(s));

export const missingScope = (needed: ApiKeyScope) => `This API key does not have the ${needed} scope needed for this operation`;

/** A person who is signed in; a key is a 403 (not a customer), no or a refused token a 401. */
export function requireUser(ctx: RequestContext): AuthUser {
  if (ctx.apiKey) throw new ForbiddenError(KEY_NOT_A_CUSTOMER);
  if (!ctx.user) throw ctx.authError ?? new UnauthorizedError('Please sign in to continue');
  return ctx.user;
}

/** An admin operation: a key with a scope that grants `scope`, or a signed-in admin. */
export function requireScope(ctx: RequestContext, scope: ApiKeyScope): void {
  if (ctx.apiKey) {
    if (!scopesAllow(ctx.apiKey.scopes, scope)) throw new ForbiddenError(missingScope(scope));
    return;
  }
  if (requireUser(ctx).role !== 'admin') throw new ForbiddenError(ADMIN_REQUIRED);
}

/** Whether the caller may do what needs `scope`, without throwing (a guest or a customer: no). */
export function hasScope(ctx: RequestContext, scope: ApiKeyScope): boolean {
  if (ctx.apiKey) return scopesAllow(ctx.apiKey.scopes, scope);
  return ctx.user?.role === 'admin';
}

/** A public operation that only people may use (placing an order, starting a payment). */
export function refuseApiKey(ctx: RequestContext): void {
  if (ctx.apiKey) throw new ForbiddenError(KEY_NOT_A_CUSTOMER);
}
