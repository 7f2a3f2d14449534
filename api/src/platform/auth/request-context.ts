// Builds the RequestContext for every request (REST and GraphQL alike) from the bearer token: a
// sign-in JWT (a person) or an API key (`vff_…`, an integration with scopes; no person). A refused
// JWT leaves a guest (public reads go on); a refused API key is answered 401 here.
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { UnauthorizedError } from '../common/errors';
import { guestContext, type ApiKeyCaller, type AuthUser, type RequestContext } from '../common/context';
import { bearerToken, type TokenClaims, type TokenService } from './token';

/**
 * How a bearer token is checked, by the modules that issue tokens (accounts: sign-in tokens; api-keys: keys), handed in
 * by the composition root: the platform reads the header and builds the context, and knows neither table.
 */
export interface CredentialChecks {
  /** whether the token is an API key's shape (`vff_…`), checked by `authenticateKey` instead of as a sign-in token */
  isApiKey(token: string): boolean;
  authenticateKey(token: string): Promise<{ key: ApiKeyCaller } | { refused: UnauthorizedError }>;
  /** the person behind a verified sign-in token's claims, or why the token no longer counts */
  findUser(claims: Pick<TokenClaims, 'sub' | 'ver'>): Promise<{ user: AuthUser } | { refused: UnauthorizedError }>;
}

export function requestContext(tokens: TokenService, checks: CredentialChecks): RequestHandler {
  return async (req, res, next) => {
    const ctx = guestContext(req.ip, typeof req.id === 'string' || typeof req.id === 'number' ? String(req.id) : randomUUID());
    res.locals.ctx = ctx;
    const token = bearerToken(req.headers.authorization);
    if (!token) return next();
    try {
      if (checks.isApiKey(token)) {
        // One query by the key's prefix (plus a lastUsedAt write at most once a minute). A refused key is a
        // 401 on every route, public reads included: an integration whose key was revoked or mistyped must
        // find out at once, not carry on as a guest, and someone trying keys learns nothing from public data.
        // (A browser's expired sign-in token, below, still browses as a guest.)
        const found = await checks.authenticateKey(token);
        if ('refused' in found) return refuse(req, res, next, found.refused);
        ctx.apiKey = found.key;
        return next();
      }
      // One query: the user and their token version (a revoked token is refused like an expired one).
      const found = await checks.findUser(tokens.verify(token));
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
