// Request ids and the access log, at no cost when the log level leaves requests out (issue 16).
//
// Every answer carries X-Request-Id (the caller's, up to 64 characters, or a new UUID); `req.id`
// holds it, and so does the RequestContext (auth/request-context.ts), so every error log of the
// request names it (issue 17). What pino-http did on every request — a child logger bound to the
// request, listeners for the end of the answer — now happens only when it produces something:
//   - `req.log`, a child logger with the serialized request (its id, method, URL without order
//     tokens, …), is built on first use: by an error handler, never on a request that goes well;
//   - the access line ('request completed', or 'request errored' for a 5xx, with `res` and
//     `responseTime`, as pino-http wrote it) is written only when the logger's level is `info` or
//     lower; at `warn` (production's quiet setting) a request costs a header and an id.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express, RequestHandler } from 'express';
import pino from 'pino';
import type { Logger } from './logger';
import { redactOrderTokens } from './orders/order-token';

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

/** The request as logs show it: pino's standard serializer, with order tokens out of its URL and route parameters (orders/order-token.ts). */
export function serializeRequest(req: IncomingMessage): Record<string, unknown> {
  const s = pino.stdSerializers.req(req) as unknown as { url?: string; params?: Record<string, unknown> };
  return { ...s, url: s.url && redactOrderTokens(s.url), params: s.params && { ...s.params, token: undefined } };
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
