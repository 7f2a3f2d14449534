// Builds the RequestContext for every request (REST and GraphQL alike) from the bearer token: a
// sign-in JWT (a person) or an API key (`vff_…`, an integration with scopes; no person). A refused
// JWT leaves a guest (public reads go on); a refused API key is answered 401 here.
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { UnauthorizedError } from '../common/errors';
import { guestContext, type RequestContext } from '../common/context';
import type { AccountService } from '../../modules/accounts/account.service';
import type { ApiKeyService } from '../../modules/api-keys/api-key.service';
import { looksLikeApiKey } from '../../modules/api-keys/api-key.schemas';
import { bearerToken, type TokenService } from './token';

export function requestContext(tokens: TokenService, accounts: AccountService, apiKeys: Pick<ApiKeyService, 'authenticate'>): RequestHandler {
  return async (req, res, next) => {
    const ctx = guestContext(req.ip, typeof req.id === 'string' || typeof req.id === 'number' ? String(req.id) : randomUUID());
    res.locals.ctx = ctx;
    const token = bearerToken(req.headers.authorization);
    if (!token) return next();
    try {
      if (looksLikeApiKey(token)) {
        // One query by the key's prefix (plus a lastUsedAt write at most once a minute). A refused key is a
        // 401 on every route, public reads included: an integration whose key was revoked or mistyped must
        // find out at once, not carry on as a guest, and someone trying keys learns nothing from public data.
        // (A browser's expired sign-in token, below, still browses as a guest.)
        const found = await apiKeys.authenticate(token);
        if ('refused' in found) return refuse(req, res, next, found.refused);
        ctx.apiKey = found.key;
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

/**
 * Answers a refused API key before any route runs (so no cache either): REST's `{ message }` through the app's error
 * handler, and on /graphql the shape GraphQL clients read, one UNAUTHENTICATED error and no data.
 */
function refuse(req: Request, res: Response, next: NextFunction, err: UnauthorizedError) {
  const path = req.baseUrl + req.path;
  if (path !== '/graphql' && !path.startsWith('/graphql/')) return next(err);
  res.status(err.status).json({ errors: [{ message: err.message, extensions: { code: err.code, status: err.status } }] });
}

export const contextOf = (res: Response): RequestContext => res.locals.ctx as RequestContext;
export type { Request };
