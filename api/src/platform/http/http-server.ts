// The HTTP server's limits, chosen rather than left to Node's defaults: how long a client may take
// to send its request, how long an idle connection is kept, how many requests one connection may
// carry and how large the headers may be. Request bodies are limited by the parsers (rest/body.ts).
import http from 'node:http';
import type { HttpSettings } from '../config';

/** Larger headers are refused with 431. Node's default, stated: a browser's headers with a bearer token are 1–3 KB. */
export const MAX_HEADER_SIZE = 16 * 1024;
/** Headers past this count are ignored (a browser sends about 20). */
export const MAX_HEADERS_COUNT = 100;
/** After this many requests a connection is closed (the client reconnects): one socket cannot pin an instance for ever. */
export const MAX_REQUESTS_PER_SOCKET = 1000;
/**
 * A connection on which nothing moves for this long is closed: a client that stops reading its
 * answer. Longer than the slowest request (a checkout may wait 15 s for a connection, then run 30 s).
 */
export const SOCKET_IDLE_TIMEOUT = 60_000;

export function createHttpServer(app: http.RequestListener, settings: HttpSettings): http.Server {
  const server = http.createServer(
    {
      headersTimeout: settings.headersTimeout,
      requestTimeout: settings.requestTimeout,
      // How often Node looks for connections past the two timeouts above (30 s by default, which
      // would let a slow client keep its connection three times as long as headersTimeout says).
      connectionsCheckingInterval: Math.min(5000, Math.max(100, Math.floor(settings.headersTimeout / 4))),
      keepAliveTimeout: settings.keepAliveTimeout,
      maxHeaderSize: MAX_HEADER_SIZE,
    },
    app,
  );
  server.maxHeadersCount = MAX_HEADERS_COUNT;
  server.maxRequestsPerSocket = MAX_REQUESTS_PER_SOCKET;
  server.setTimeout(SOCKET_IDLE_TIMEOUT);
  return server;
}
