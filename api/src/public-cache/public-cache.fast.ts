// A cached GraphQL answer served before Express (issue 16, item 7: the product by id with the anonymous cache was
// 0.92× the bare node:http + pg floor, the target 1.5×).
//
// Why: a hit answered inside Express (publicCacheGraphqlHits) still paid the whole middleware chain — Express's
// router and request/response prototypes, metrics, request id, compression check, helmet's headers, CORS, the health,
// metrics, media and payment routers' path matching, the request context, `res.send`'s ETag hash — about 0.35 ms of
// server CPU against the floor's 0.2 ms for a real one-row read. Here a hit is the body parser, one Map look-up and one
// `writeHead` + `end` of bytes and an ETag computed when the answer was stored.
//
// What it answers: exactly what the Express path would, headers included (`public-cache.fast.test.ts` compares the
// two): POST /graphql without an Authorization header (so no person and no API key: the cache's `isAnonymous`), whose
// body is a GraphQL request already in the cache. Everything else — a miss, any other route, a signed-in or API-key
// caller — goes to Express untouched, with the body already parsed by the same parser (`req.body`; its error, if any,
// raised where Express's parser would raise it: `fastPathBodyError`). It steps aside altogether (`fastPathEnabled`)
// when the answer would depend on more than the request body: an access log being written (LOG_LEVEL info or
// lower) or CORS origins configured (each caller's Origin is answered); and per request when X-Forwarded-For arrives
// at a shop that does not trust proxies (Express's path logs a notice about it once). An answer of 1 KB or more for a
// client that accepts compression is compressed by the same compression middleware as Express's path.
// A hit does not wait in the embedded database's fair gate (db/fair-gate.ts): it uses no database.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { NextFunction, RequestHandler } from 'express';
import type { PublicCache } from './public-cache';
import { GRAPHQL_CONTENT_TYPE, graphqlHit } from './public-cache.routes';
import { requestId } from '../request-log';

type HeaderValue = string | number | readonly string[];

export interface FastPathOptions {
  cache: PublicCache;
  /** The /graphql JSON body parser (the same limits and errors as Express's path). */
  parseBody: RequestHandler;
  /**
   * The headers every /graphql answer carries whatever the request, in the order Express's path sets them (Vary from
   * the compression wrapper, helmet's, Cache-Control: no-store); the request id, content type, length and ETag are
   * added here.
   */
  headers: readonly (readonly [string, HeaderValue])[];
  /** Answers at least this large are compressed for a client that accepts it, by `compress`. */
  compressionThreshold: number;
  /** The compression middleware of Express's path (the same instance). */
  compress: RequestHandler;
  /** Whether X-Forwarded-For is trusted (TRUST_PROXY); if not, such requests go to Express (its notice). */
  trustProxy: boolean;
  /** Counts a served hit as Express's path would: the HTTP request and the GraphQL operation. */
  observe(operationName: string | null, seconds: number): void;
}

const BODY_ERROR = Symbol('fastPathBodyError');
type ParsedRequest = IncomingMessage & { body?: unknown; [BODY_ERROR]?: unknown };

/** Whether the fast path may run at all (see the top of this file). */
export const fastPathEnabled = (cache: PublicCache, o: { accessLog: boolean; cors: boolean }) => cache.enabled && !o.accessLog && !o.cors;

/**
 * The request listener: cached anonymous GraphQL answers at once, everything else to `app`.
 * (Express's request/response methods do not exist here: only node's.)
 */
export function publicCacheFastPath(app: RequestListener, o: FastPathOptions): RequestListener {
  const fixed: string[] = [];
  for (const [name, value] of o.headers) {
    if (Array.isArray(value)) for (const v of value as readonly string[]) fixed.push(name, v);
    else fixed.push(name, String(value));
  }
  return (req: ParsedRequest, res: ServerResponse) => {
    if (
      req.method !== 'POST' ||
      req.url !== '/graphql' ||
      req.headers.authorization !== undefined ||
      (!o.trustProxy && req.headers['x-forwarded-for'] !== undefined)
    ) {
      return app(req, res);
    }
    const started = process.hrtime.bigint();
    o.parseBody(
      req as never,
      res as never,
      ((err?: unknown) => {
        if (err !== undefined) {
          req[BODY_ERROR] = err;
          return app(req, res);
        }
        const body = req.body as { operationName?: unknown } | undefined;
        const hit = graphqlHit(o.cache, body, false);
        if (!hit) return app(req, res);
        o.cache.served();
        const id = requestId(req);
        req.id = id;
        const bytes = hit.body as Buffer;
        const done = () => o.observe(typeof body?.operationName === 'string' ? body.operationName : null, Number(process.hrtime.bigint() - started) / 1e9);
        if (req.headers['accept-encoding'] !== undefined && bytes.length >= o.compressionThreshold) {
          // Compressed by the very middleware Express's path uses (its negotiation, its encoders, its headers).
          o.compress(
            req as never,
            res as never,
            (() => {
              res.setHeader('X-Request-Id', id);
              for (const [name, value] of o.headers) res.setHeader(name, value);
              res.setHeader('Content-Type', GRAPHQL_CONTENT_TYPE);
              res.setHeader('Content-Length', bytes.length);
              res.setHeader('ETag', hit.etag ?? '');
              res.statusCode = 200;
              res.end(bytes);
              done();
            }) as NextFunction,
          );
          return;
        }
        res.writeHead(200, [
          'X-Request-Id',
          id,
          ...fixed,
          'Content-Type',
          GRAPHQL_CONTENT_TYPE,
          'Content-Length',
          String(bytes.length),
          'ETag',
          hit.etag ?? '',
        ]);
        res.end(bytes);
        done();
      }) as NextFunction,
    );
  };
}

/**
 * In Express's /graphql chain, where its JSON body parser runs: the parser's error for a body the fast path already
 * read (the parser itself then sees a finished request and passes).
 */
export const fastPathBodyError: RequestHandler = (req, _res, next) => {
  const err = (req as ParsedRequest)[BODY_ERROR];
  if (err === undefined) return next();
  next(err);
};
