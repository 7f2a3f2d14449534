// A cached GraphQL answer served before Express, for the speed targets (docs/performance.md): with cache hits
// answered inside Express, the product by id was 0.92× the bare node:http + pg floor.
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
// at a shop that does not trust proxies (Express's path logs a notice about it once). A hit of 1 KB or more for a
// client that accepts brotli or gzip is sent as the compressed copy the cache keeps with it (made once,
// public-cache.encoding.ts), as Express's path sends it; any other answer of that size for a client that accepts
// compression is compressed by the same compression middleware as Express's path.
// A hit does not wait in the embedded database's fair gate (db/fair-gate.ts): it uses no database.
//
// Misses too, for the same speed targets: the uncached product by id was 0.40× the floor on a quiet machine, 0.82 ms
// of server CPU against 0.20.
// With `execute` set, an anonymous request that is not in the cache is run by the same Apollo Server (its
// parsing, validation, limits, plugins — the cache's included, which stores the answer — and error formatting) with
// the context Express's path gives a guest (`guestContext`), and sent with the headers Express's path sends. It
// is unset on the embedded database (its requests wait in the fair gate, an Express middleware), and a miss still goes
// to Express when X-Forwarded-For arrives (the client's address then depends on TRUST_PROXY: Express works it out) or
// the body is not a JSON object. Should Apollo itself fail, the error is handed to Express's /graphql error handler, as
// a refused body is. `public-cache.fast.test.ts` compares the two paths' answers to queries, mutations and errors.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { HeaderMap, type HTTPGraphQLResponse } from '@apollo/server';
import type { NextFunction, RequestHandler } from 'express';
import { guestContext, type RequestContext } from '../common/context';
import { weakEtag, type PublicCache } from './public-cache';
import { GRAPHQL_CONTENT_TYPE, graphqlHit } from './public-cache.routes';
import { storedEncoding } from './public-cache.encoding';
import { requestId } from '../http/request-log';

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
  /** Counts an answer's HTTP request as Express's path would. */
  observeHttp(status: number, seconds: number): void;
  /** Counts a served hit's GraphQL operation as Apollo's metrics plugin would (a miss is counted by the plugin). */
  observeHit(operationName: string | null): void;
  /** Runs an anonymous request the cache does not hold (see the top of this file); null: Express runs it. */
  execute: AnonymousGraphQL | null;
}

/** Apollo Server's HTTP handling of a POST /graphql for a guest whose context is `ctx`. */
export type AnonymousGraphQL = (request: { headers: HeaderMap; body: unknown }, ctx: RequestContext) => Promise<HTTPGraphQLResponse>;


const BODY_ERROR = Symbol('fastPathBodyError');
type ParsedRequest = IncomingMessage & { body?: unknown; [BODY_ERROR]?: unknown };

/** Whether the fast path may run at all (see the top of this file): for hits, for misses, or both. */
export const fastPathEnabled = (cache: PublicCache, o: { accessLog: boolean; cors: boolean; misses: boolean }) =>
  (cache.enabled || o.misses) && !o.accessLog && !o.cors;

/**
 * The request listener: anonymous GraphQL requests (from the cache, or run by `execute`), everything else to `app`.
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
        if (hit) {
          o.cache.served();
          const id = (req.id = requestId(req));
          // In the encoding the client takes, the copy the cache keeps (compressed once), as Express's path sends it.
          const plain = hit.answer.body as Buffer;
          const encoding = storedEncoding(req, plain.length);
          const answerHeaders: [string, string][] = [['Content-Type', GRAPHQL_CONTENT_TYPE]];
          if (encoding) answerHeaders.push(['Content-Encoding', encoding]);
          const bytes = encoding ? o.cache.encoded(hit.key, hit.answer, encoding, () => plain) : plain;
          send(req, res, 200, id, answerHeaders, bytes, hit.answer.etag ?? '', () => {
            o.observeHttp(200, seconds(started));
            o.observeHit(typeof body?.operationName === 'string' ? body.operationName : null);
          });
          return;
        }
        if (!o.execute || req.headers['x-forwarded-for'] !== undefined || typeof body !== 'object' || body === null || Array.isArray(body)) {
          return app(req, res);
        }
        const id = (req.id = requestId(req));
        const headers = new HeaderMap();
        for (const [name, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
        o.execute({ headers, body }, guestContext(req.socket.remoteAddress, id)).then(
          (answer) => {
            if (answer.body.kind !== 'complete') throw new Error('incremental delivery is not enabled');
            const bytes = Buffer.from(answer.body.string);
            const status = answer.status ?? 200;
            send(req, res, status, id, [...answer.headers], bytes, weakEtag(bytes), () => o.observeHttp(status, seconds(started)));
          },
        ).catch((err: unknown) => {
          if (res.headersSent) return void res.destroy(err instanceof Error ? err : undefined);
          // Express's /graphql error handler answers it (fastPathBodyError raises it there).
          req[BODY_ERROR] = err;
          app(req, res);
        });
      }) as NextFunction,
    );
  };

  /**
   * One answer with the headers Express's path gives it, in its order: the request id, the fixed headers, the answer's
   * own (content type), then length and ETag (`res.send`'s). Compressed when the client accepts it and it is large enough,
   * unless it is already (a cached answer's stored copy).
   */
  function send(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    id: string,
    answerHeaders: (readonly [string, string])[],
    bytes: Buffer,
    etag: string,
    done: () => void,
  ) {
    const encoded = answerHeaders.some(([name]) => name === 'Content-Encoding');
    if (!encoded && req.headers['accept-encoding'] !== undefined && bytes.length >= o.compressionThreshold) {
      // Compressed by the very middleware Express's path uses (its negotiation, its encoders, its headers).
      o.compress(
        req as never,
        res as never,
        (() => {
          res.setHeader('X-Request-Id', id);
          for (const [name, value] of o.headers) res.setHeader(name, value);
          for (const [name, value] of answerHeaders) res.setHeader(name, value);
          res.setHeader('Content-Length', bytes.length);
          res.setHeader('ETag', etag);
          res.statusCode = status;
          res.end(bytes);
          done();
        }) as NextFunction,
      );
      return;
    }
    res.writeHead(status, ['X-Request-Id', id, ...fixed, ...answerHeaders.flat(), 'Content-Length', String(bytes.length), 'ETag', etag]);
    res.end(bytes);
    done();
  }
}

const seconds = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e9;

/**
 * In Express's /graphql chain, where its JSON body parser runs: the parser's error for a body the fast path already
 * read (the parser itself then sees a finished request and passes).
 */
export const fastPathBodyError: RequestHandler = (req, _res, next) => {
  const err = (req as ParsedRequest)[BODY_ERROR];
  if (err === undefined) return next();
  next(err);
};
