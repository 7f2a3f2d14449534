// Request ids and the access log, at no cost when the log level leaves requests out.
//
// Every answer carries X-Request-Id (the caller's, up to 64 characters, or a new UUID); `req.id`
// holds it, and so does the RequestContext (auth/request-context.ts), so every error log of the
// request names it. What pino-http did on every request — a child logger bound to the
// request, listeners for the end of the answer — now happens only when it produces something:
//   - `req.log`, a child logger with the serialized request (its id, method, URL and headers
//     without the secrets they may carry, …), is built on first use: by an error handler, never on a request that goes well;
//   - the access line ('request completed', or 'request errored' for a 5xx, with `res` and
//     `responseTime`, as pino-http wrote it) is written only when the logger's level is `info` or
//     lower; at `warn` (production's quiet setting) a request costs a header and an id.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express, RequestHandler } from 'express';
import pino from 'pino';
import type { Logger } from '../logger';

export interface RequestLogOptions {
  /** Requests whose access line is never written (health checks, static files). */
  ignore(url: string): boolean;
}

declare module 'node:http' {
  interface IncomingMessage {
    /** The request id: the X-Request-Id header of the answer (set by requestLogging). */
    id?: string;
    /** A logger bound to this request (built on first use). */
    readonly log?: Logger;
  }
}

const LOG = Symbol('requestLog');
type LoggedRequest = IncomingMessage & { [LOG]?: Logger };

/** The request as logs show it: pino's standard serializer, without the secrets a request may carry (see `redactUrl` and `SECRET_HEADERS`). */
export function serializeRequest(req: IncomingMessage): Record<string, unknown> {
  const s = pino.stdSerializers.req(req) as unknown as { url?: string; query?: unknown; params?: Record<string, unknown>; headers?: Record<string, unknown> };
  return {
    ...s,
    url: s.url && redactUrl(s.url),
    query: s.query && redactSecrets(s.query),
    params: s.params && { ...s.params, token: undefined },
    headers: s.headers && redactHeaders(s.headers),
  };
}

const REDACTED = '[redacted]';
/** Headers that are credentials: a log reader must not be able to replay them (a cart, an order retry, a session). */
const SECRET_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'x-cart-token', 'idempotency-key', 'x-api-key']);
/** Query parameters and GraphQL variables whose value is a credential (a reset link's token, a cart token, a password…). */
const SECRET_NAME = /token$|^password$|^confirmPassword$|secret|^api_?key$|^key$|^idempotency_?key$/i;
/** Query parameters holding GraphQL JSON (a GET request), redacted inside. */
const JSON_PARAMS = new Set(['variables', 'extensions']);

function redactHeaders(headers: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(headers)) out[name] = SECRET_HEADERS.has(name.toLowerCase()) ? REDACTED : value;
  return out;
}

/** A copy of parsed query or JSON data with every secret-named value replaced. */
function redactSecrets(value: unknown, name = ''): unknown {
  if (SECRET_NAME.test(name)) return REDACTED;
  if (typeof value === 'string' && JSON_PARAMS.has(name)) return redactJson(value);
  if (Array.isArray(value)) return value.map((v) => redactSecrets(v, name));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactSecrets(v, k)]));
  return value;
}

function redactJson(text: string): string {
  try {
    return JSON.stringify(redactSecrets(JSON.parse(text)));
  } catch {
    return text; // not JSON: a GraphQL server refuses it anyway
  }
}

/** Path prefixes whose next segment is a credential, as modules declare them (ShopModule.secretPaths). */
const secretPathPrefixes = new Set<string>();
let secretPaths: RegExp | null = null;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Called by the composition root with every module's `secretPaths`, before the first request is logged. */
export function registerSecretPaths(prefixes: readonly string[]): void {
  for (const p of prefixes) secretPathPrefixes.add(p);
  secretPaths = secretPathPrefixes.size ? new RegExp(`(${[...secretPathPrefixes].map(escape).join('|')})[^/?#]+`, 'g') : null;
}

/**
 * A URL as logs may show it: the credentials modules name in paths (an order's access token) as `[token]`, secret query
 * parameters (a reset link's `?token=` from links sent before the link moved to the fragment) and
 * secret GraphQL variables of a GET request replaced; everything else byte for byte.
 */
export function redactUrl(url: string): string {
  const path = secretPaths ? url.replace(secretPaths, '$1[token]') : url;
  const q = path.indexOf('?');
  if (q < 0) return path;
  const pairs = path
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      const name = safeDecode(pair.slice(0, eq));
      if (SECRET_NAME.test(name)) return `${pair.slice(0, eq)}=${REDACTED}`;
      if (!JSON_PARAMS.has(name)) return pair;
      const json = safeDecode(pair.slice(eq + 1));
      const redacted = redactJson(json);
      return redacted === json ? pair : `${pair.slice(0, eq)}=${encodeURIComponent(redacted)}`;
    });
  return `${path.slice(0, q)}?${pairs.join('&')}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/**
 * Installs the request id and the access log on `app`: `req.log` is a lazy getter on Express's
 * request prototype (no per-request closure or property), the middleware sets the id and header.
 */
export function requestLogging(app: Express, logger: Logger, options: RequestLogOptions): RequestHandler {
  Object.defineProperty(app.request, 'log', {
    configurable: true,
    get(this: LoggedRequest): Logger {
      return (this[LOG] ??= logger.child({ req: serializeRequest(this) }));
    },
  });
  return (req, res, next) => {
    const id = requestId(req);
    req.id = id;
    res.setHeader('X-Request-Id', id);
    if (logger.isLevelEnabled('info') && !options.ignore(req.url)) accessLog(req, res, Date.now());
    next();
  };
}

/** The request's id: the caller's X-Request-Id (up to 64 characters) or a new UUID. */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return (typeof given === 'string' && given.slice(0, 64)) || randomUUID();
}

function accessLog(req: IncomingMessage, res: ServerResponse, started: number) {
  const done = () => {
    res.off('finish', done);
    res.off('close', done);
    const responseTime = Date.now() - started;
    const log = req.log;
    if (!log) return;
    const out = pino.stdSerializers.res(res);
    if (res.statusCode >= 500) log.info({ res: out, err: new Error(`failed with status code ${res.statusCode}`), responseTime }, 'request errored');
    else log.info({ res: out, responseTime }, 'request completed');
  };
  res.on('finish', done);
  res.on('close', done);
}
