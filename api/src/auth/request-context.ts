// Builds the RequestContext for every request (REST and GraphQL alike) from the bearer token: a
// sign-in JWT (a person) or an API key (`vff_…`, an integration with scopes; no person).
import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { UnauthorizedError } from '../common/errors';
import { guestContext, type RequestContext } from '../common/context';
import type { AccountService } from '../accounts/account.service';
import type { ApiKeyService } from '../api-keys/api-key.service';
import { looksLikeApiKey } from '../api-keys/api-key.schemas';
import { bearerToken, type TokenService } from './token';

export function requestContext(tokens: TokenService, accounts: AccountService, apiKeys: Pick<ApiKeyService, 'authenticate'>): RequestHandler {
  return async (req, res, next) => {
    const ctx = guestContext(req.ip, typeof req.id === 'string' || typeof req.id === 'number' ? String(req.id) : randomUUID());
    res.locals.ctx = ctx;
    const token = bearerToken(req.headers.authorization);
    if (!token) return next();
    try {
      if (looksLikeApiKey(token)) {
        // One query by the key's prefix (plus a lastUsedAt write at most once a minute). A refused key
        // is treated like a refused token: protected calls answer its 401, public ones go on as a guest.
        const found = await apiKeys.authenticate(token);
        if ('key' in found) ctx.apiKey = found.key;
        else ctx.authError = found.refused;
        return next();
      }
      // One query: the user and their token version (a revoked token is refused like an expired one).
      const found = await accounts.findAuthUser(tokens.verify(token));
      if ('user' in found) ctx.user = found.user;
      else ctx.authError = found.refused;
      next();
    } catch (e) {
      if (e instanceof UnauthorizedError) {
        ctx.authError = e;
        return next();
      }
      next(e);
    }
  };
}

export const contextOf = (res: Response): RequestContext => res.locals.ctx as RequestContext;
export type { Request };
