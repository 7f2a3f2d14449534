// Where the anonymous catalogue cache (public-cache.ts) meets the two APIs: an Apollo plugin for GraphQL queries whose
// every root field is a public catalogue read, and an Express middleware for the public GET routes of /api. Both
// serve only anonymous callers, store only complete answers without errors, and key on the exact request.
import type { ApolloServerPlugin } from '@apollo/server';
import { HeaderMap } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';
import { Kind, OperationTypeNode, type OperationDefinitionNode } from 'graphql';
import { contextOf } from '../auth/request-context';
import type { GraphQLContext } from '../graphql/context';
import { graphqlAnswer, isAnonymous, weakEtag, type CachedAnswer, type PublicCache } from './public-cache';
import { storedEncoding } from './public-cache.encoding';

/** Root query fields whose answers are the same for every anonymous caller. */
export const PUBLIC_QUERY_FIELDS = new Set(['products', 'product', 'categories', 'content', 'seo', '__typename']);

/** The public GET routes of /api (their answers are the same for every anonymous caller). */
export const PUBLIC_REST_PATHS = /^\/(products(\/[^/]+(\/reviews)?)?|categories|seo\/[^/]+|content\/[^/]+)\/?$/;

/** A GraphQL key is at most this long (an absurd document or variables are simply not cached). */
const MAX_KEY = 16_384;

/** An operation made only of public root fields (none when the operation name matched nothing: execution says so). */
const cacheable = (operation: OperationDefinitionNode | undefined) =>
  operation !== undefined &&
  operation.operation === OperationTypeNode.QUERY &&
  operation.selectionSet.selections.every((s) => s.kind === Kind.FIELD && PUBLIC_QUERY_FIELDS.has(s.name.value));

/** The cache key of a GraphQL request: its exact text, operation name and variables. */
const graphqlKey = (query: string, operationName: unknown, variables: unknown) => `gql:${JSON.stringify([query, operationName ?? null, variables ?? null])}`;

/** What a cached GraphQL answer is sent as (Express's `res.type('application/json')` with the charset of a text body). */
export const GRAPHQL_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * The cached answer of a parsed GraphQL request body and its key, if any; counted as a hit or a miss unless `count` is
 * false (the fast path counts only what it serves: what it leaves to Express is counted there).
 */
export function graphqlHit(
  cache: PublicCache,
  body: { query?: unknown; operationName?: unknown; variables?: unknown } | undefined,
  count = true,
): { key: string; answer: CachedAnswer } | undefined {
  // With the cache off (PUBLIC_CACHE_MB=0) the fast path still runs guests' misses: no key to build then.
  if (!cache.enabled || typeof body?.query !== 'string') return undefined;
  const key = graphqlKey(body.query, body.operationName, body.variables);
  if (key.length > MAX_KEY) return undefined;
  const answer = count ? cache.get(key) : cache.peek(key);
  return answer && { key, answer };
}

/**
 * Sends a cached answer through Express, its status and content type already set: in the encoding the client takes,
 * as the copy the cache keeps (compressed once: PublicCache.encoded; the compression middleware leaves an encoded
 * answer alone), or as it is. With the answer's ETag, stored with it, so a hit hashes nothing (Express still answers
 * a matching If-None-Match with 304).
 */
export function sendCached(req: Request, res: Response, cache: PublicCache, key: string, answer: CachedAnswer, plain: string | Buffer): void {
  if (answer.etag) res.setHeader('ETag', answer.etag);
  const encoding = storedEncoding(req, typeof plain === 'string' ? Buffer.byteLength(plain) : plain.length);
  if (!encoding) return void res.send(plain);
  res.setHeader('Content-Encoding', encoding);
  res.send(cache.encoded(key, answer, encoding, () => (typeof plain === 'string' ? Buffer.from(plain) : plain)));
}

export function publicCachePlugin(cache: PublicCache): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      if (!cache.enabled) return;
      let key: string | null = null;
      let since = 0;
      return {
        async responseForOperation({ contextValue, operation, request }) {
          if (!request.query || !cacheable(operation) || !isAnonymous(contextValue.ctx)) return null;
          const candidate = graphqlKey(request.query, request.operationName, request.variables);
          if (candidate.length > MAX_KEY) return null;
          key = candidate;
          since = cache.begin();
          // Usually answered before Apollo (publicCacheGraphqlHits); this serves what came in meanwhile.
          const hit = cache.peek(key);
          if (!hit) return null;
          key = null; // served from the cache: nothing to store
          return {
            http: { status: undefined, headers: new HeaderMap() },
            body: { kind: 'single', singleResult: JSON.parse((hit.body as Buffer).toString()) as Record<string, unknown> },
          };
        },
        async willSendResponse({ response }) {
          if (key === null || response.body.kind !== 'single' || response.body.singleResult.errors) return;
          // As Apollo sends it (its JSON text ends with a newline): a hit is byte for byte the answer, with the same ETag.
          cache.set(key, graphqlAnswer(key, `${JSON.stringify(response.body.singleResult)}\n`), since);
        },
      };
    },
  };
}

/**
 * A POSTed GraphQL request that is already in the cache, answered before Apollo: no parsing, validation or context
 * (the cached answer is that of the same text, operation name and variables, which Apollo validated and ran; the key
 * exists only for cacheable operations). `observe` counts it as Apollo's metrics plugin would.
 */
export function publicCacheGraphqlHits(cache: PublicCache, observe: (operationName: string | null) => void): RequestHandler {
  return (req, res, next) => {
    const body = req.body as { query?: unknown; operationName?: unknown; variables?: unknown } | undefined;
    if (!cache.enabled || req.method !== 'POST' || !isAnonymous(contextOf(res))) return next();
    const hit = graphqlHit(cache, body);
    if (!hit) return next();
    res.locals.routePattern = '/graphql';
    res.setHeader('Content-Type', GRAPHQL_CONTENT_TYPE);
    sendCached(req, res, cache, hit.key, hit.answer, hit.answer.body as Buffer);
    observe(typeof body?.operationName === 'string' ? body.operationName : null);
  };
}

/**
 * The public GET routes of /api for anonymous callers, from the cache; every answer of these routes says how it may
 * be cached on the way (Express adds the ETag and answers 304 to a matching If-None-Match).
 */
export function publicCacheRest(cache: PublicCache): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !PUBLIC_REST_PATHS.test(req.path)) return next();
    const anonymous = isAnonymous(contextOf(res));
    // Shared caches (a CDN) may keep anonymous answers but must ask again each time (an ETag makes that cheap);
    // the answer differs with the Authorization header.
    res.setHeader('Cache-Control', anonymous ? 'public, max-age=0, must-revalidate' : 'private, no-cache');
    res.vary('Authorization');
    if (!anonymous || !cache.enabled) return next();
    const key = `rest:${req.originalUrl}`;
    const since = cache.begin();
    const hit = cache.get(key);
    if (hit) {
      res.locals.routePattern = `/api${routePattern(req.path)}`; // for the metrics, as the router would have named it
      res.set(hit.headers);
      sendCached(req, res, cache, key, hit, hit.body as string);
      return;
    }
    keepAnswer(res, (body) => cache.set(key, { body, etag: weakEtag(Buffer.from(body)), headers: routeHeaders(res), bytes: key.length + body.length }, since));
    next();
  };
}

/** Headers that belong to one request, not to the answer (the hit gets its own; CORS answers each caller's Origin). */
const PER_REQUEST = new Set(['x-request-id', 'set-cookie', 'content-length', 'etag', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'vary']);
const perRequest = (name: string) => PER_REQUEST.has(name) || name.startsWith('access-control-');

/** The headers the route set on its answer (content type, X-Total-Count and the like), to give a hit the same. */
function routeHeaders(res: Response): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value !== undefined && !perRequest(name)) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}

/** The route pattern of a public path: /products/<id>/reviews → /products/:id/reviews. */
function routePattern(path: string): string {
  const [, area, id, sub] = path.replace(/\/$/, '').split('/');
  if (id === undefined) return `/${area}`;
  const param = area === 'seo' ? ':pageName' : area === 'content' ? ':section' : ':id';
  return `/${area}/${param}${sub ? `/${sub}` : ''}`;
}

/** Calls `keep` with the JSON text of a 200 answer as it is sent. */
function keepAnswer(res: Response, keep: (body: string) => void) {
  const send = res.send.bind(res);
  res.send = (body?: unknown) => {
    if (res.statusCode === 200 && typeof body === 'string' && /json/.test(String(res.getHeader('Content-Type') ?? ''))) keep(body);
    return send(body);
  };
}
