// Builds the HTTP app: /graphql, /api, health checks, media and the built web app. Tests import it.
import type http from 'node:http';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Express, type Request, type RequestHandler, type Response } from 'express';
import helmet from 'helmet';
import cors from 'cors';
import compression from 'compression';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import type { Config } from './platform/config';
import type { Database } from './platform/db/database';
import './platform/db/decimal'; // money (Prisma Decimal) leaves every JSON answer as a two-decimal string (its toJSON)
import type { Logger } from './platform/logger';
import { createServices, type Services } from './services';
import { requestContext, contextOf } from './platform/auth/request-context';
import { apiDocsRouter } from './platform/rest/api-docs';
import { apiErrorHandler, notFound } from './platform/rest/errors';
import { errorLogPlugin, formatError } from './platform/graphql/errors';
import { costLimitPlugin, depthRule, MAX_TOKENS } from './platform/graphql/limits';
import { inputBoundaryPlugin } from './platform/graphql/input-boundary';
import { buildShopSchema, createLoaders, openApiDocument, registerModuleSecrets, shopApiRouter } from './modules';
import { isApiKey } from './modules/api-keys';
import type { GraphQLContext } from './platform/graphql/context';
import type { RequestContext } from './platform/common/context';
import { explorerRouter } from './platform/graphql/explorer';
import { healthRouter } from './platform/http/health';
import { imageFilesRouter, mediaRouter } from './modules/media';
import { paymentsRouter } from './modules/payments';
import { createHttpServer } from './platform/http/http-server';
import { jsonBody } from './platform/rest/body';
import { requestLogging } from './platform/http/request-log';
import { FairGate } from './platform/db/fair-gate';
import { fairGateMiddleware } from './platform/db/fair-gate.middleware';
import { graphqlMetricsPlugin, httpMetrics, metricsRouter } from './platform/metrics/metrics.routes';
import { BackupService, localControlRouter, newControlToken } from './modules/backup';
import { PublicCache } from './platform/public-cache/public-cache';
import { publicCacheGraphqlHits, publicCachePlugin, publicCacheRest } from './platform/public-cache/public-cache.routes';
import { fastPathBodyError, fastPathEnabled, publicCacheFastPath } from './platform/public-cache/public-cache.fast';
import { COMPRESSION_THRESHOLD } from './platform/public-cache/public-cache.encoding';
import { type DevCsp, type DevWeb, isViteRequest, loadServerRenderer, loadShell, pageCache, type RenderPage, seoFilesRouter, type ServerRenderer, startDevWeb, storefrontHtml, webFiles } from './modules/storefront';
import type { ServerGraphQL } from './platform/storefront/server-graphql';

export interface ShopApp {
  app: Express;
  /** The HTTP server's request listener: `app`, behind the fast path for cached GraphQL answers when that is on. */
  handler: http.RequestListener;
  httpServer: http.Server;
  services: Services;
  backups: BackupService;
  /** Anonymous catalogue answers (api/src/platform/public-cache); emptied by the database's change notifications. */
  publicCache: PublicCache;
  /** The token `npm run backup` shows to reach this process (embedded database: DATA_DIR/control.json, modules/backup/local-control.ts). */
  controlToken: string;
  /** The first-come-first-served gate in front of embedded PGlite; null on PostgreSQL. */
  gate: FairGate | null;
  /** Stops Apollo (draining the HTTP server) and the services; the caller closes the database. */
  stop(): Promise<void>;
}

export async function createApp(config: Config, db: Database, logger: Logger): Promise<ShopApp> {
  registerModuleSecrets(); // the access log's redactions, before the first request
  const services = createServices({ prisma: db.prisma, jobsSql: db.jobsSql, config, logger, poolStats: () => db.poolStats() });
  // The job queue's schema and queues must exist before the first change emits an event; its
  // workers start separately (main.ts, after listening; tests when they want deliveries).
  await services.outbox.start();
  // With Redis, its counters from the first request on (the shop serves anyway if Redis is away).
  await services.throttles.ready();
  const publicCache = new PublicCache(config.publicCacheBytes);
  await publicCache.start(db);
  services.metrics.observePublicCache(() => publicCache.snapshot());
  const app = express();
  // The server's listener: Express, or the fast path for cached GraphQL answers in front of it (set below).
  let handler: http.RequestListener = app;
  const httpServer = createHttpServer((req, res) => handler(req, res), config.http);
  // `npm run dev` (WEB_DEV=1): the web app from its sources through Vite in middleware mode, its pages
  // server-rendered as in production (modules/storefront/dev-web.ts). Before the CSP, which allows its preamble.
  const devWeb = config.webDevRoot ? await startDevWeb(config.webDevRoot, httpServer, logger) : null;

  app.disable('x-powered-by');
  // Off unless TRUST_PROXY names the proxies in front of the shop: otherwise any client could
  // choose its address for the throttles (and the logs) with X-Forwarded-For.
  app.set('trust proxy', config.trustProxy);
  if (config.trustProxy === false) app.use(noticeUntrustedProxy(logger));
  // Money: Prisma's Decimal serialises itself as a two-decimal string (platform/db/decimal.ts), so Express's
  // res.json needs no replacer (a replacer function is called for every key of every answer).

  app.use(httpMetrics(services.metrics));
  // X-Request-Id on every answer; the access log only when LOG_LEVEL lets it through (request-log.ts).
  app.use(
    requestLogging(app, logger, {
      ignore: (url) =>
        url === '/healthz' || url === '/readyz' || url.startsWith('/assets/') || url.startsWith('/media/') || (devWeb !== null && isViteRequest(url)),
    }),
  );
  const compress = compression({ threshold: COMPRESSION_THRESHOLD });
  app.use(compressionWhenAccepted(compress));
  const security = staticHeaders(
    helmet({
      contentSecurityPolicy: { directives: cspDirectives(devWeb?.csp ?? null) },
      crossOriginEmbedderPolicy: false,
      // Payment windows (Razorpay, our sandbox) report back to their opener.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    }),
  );
  app.use(security.middleware);
  if (config.corsOrigins.length) {
    app.use(
      cors({
        origin: config.corsOrigins.includes('*') ? true : config.corsOrigins,
        exposedHeaders: ['X-Total-Count', 'X-Total-Count-Capped', 'X-Next-Cursor', 'X-Request-Id', 'Idempotent-Replayed'],
        maxAge: 600,
      }),
    );
  }

  app.use(healthRouter(db));
  const backups = new BackupService(db, { dataDir: config.dataDir, keep: config.backups.keep }, logger);
  const controlToken = newControlToken();
  if (db.kind === 'pglite') app.use(localControlRouter(backups, controlToken, logger));
  app.use(metricsRouter(services.metrics, config.metricsToken));
  app.use(mediaRouter());
  app.use(imageFilesRouter(services.images));
  // The sandbox window exists only while the sandbox is the provider: with Razorpay, or with no online payment, /payments/sandbox/* is a 404.
  if (services.payments.isSandbox) app.use(paymentsRouter(services));
  // Embedded PGlite (one connection): requests that use the database wait their turn first come,
  // first served, at most PGLITE_QUEUE_LIMIT of them; one more is a 503 (platform/db/fair-gate.ts).
  const gate = db.kind === 'pglite' ? new FairGate(PGLITE_CONCURRENCY, config.pgliteQueueLimit) : null;
  if (gate) app.use(['/graphql', '/api'], fairGateMiddleware(gate));
  app.use(
    requestContext(services.tokens, {
      isApiKey,
      authenticateKey: (token) => services.apiKeys.authenticate(token),
      findUser: (claims) => services.accounts.findAuthUser(claims),
    }),
  );
  app.use('/api', apiDocsRouter(openApiDocument)); // GET /api/openapi.json, /api/docs
  app.use('/api', publicCacheRest(publicCache));
  app.use('/api', shopApiRouter(services, logger));

  const schema = await buildShopSchema();
  /** What GraphQL resolvers get, whichever way the request came (Express, the fast path, the server render). */
  const graphqlContext = (ctx: RequestContext): GraphQLContext<Services, object> => ({ ctx, services, loaders: createLoaders(services) });
  const apollo = new ApolloServer<GraphQLContext<Services, object>>({
    schema,
    introspection: true,
    // main.ts owns SIGTERM/SIGINT (drain HTTP, then close the database); Apollo's own handler would race it.
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: false,
    validationRules: [depthRule],
    parseOptions: { maxTokens: MAX_TOKENS },
    formatError: formatError(logger),
    // No @cacheControl hints exist, so Apollo's cache-control plugin (a hook on every resolved field)
    // would only compute "no-store"; it is off and /graphql says no-store itself (below). The anonymous
    // catalogue cache (publicCachePlugin) keys on the request, not on hints.
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      inputBoundaryPlugin(),
      costLimitPlugin(schema),
      errorLogPlugin(logger),
      graphqlMetricsPlugin(services.metrics),
      publicCachePlugin(publicCache),
    ],
  });
  await apollo.start();
  app.use('/graphql', explorerRouter());
  const graphqlBody = jsonBody();
  const observeHit = (name: string | null) => services.metrics.graphqlOperation(name, 'query', true, 0);
  app.use(
    '/graphql',
    noStore,
    fastPathBodyError,
    graphqlBody,
    publicCacheGraphqlHits(publicCache, observeHit),
    expressMiddleware(apollo, { context: async ({ res }) => graphqlContext(contextOf(res)) }),
  );
  app.use('/graphql', apiErrorHandler(logger));

  await serveWeb(app, services, config, logger, { devWeb, publicCache }, (res) => {
    // The server render's queries: Apollo Server in-process (its validation, depth and cost limits,
    // plugins), for an anonymous visitor whoever asks, with loaders of its own.
    const contextValue = graphqlContext({ ...contextOf(res), user: null, apiKey: null });
    return async (request) => {
      const response = await apollo.executeOperation<Record<string, unknown>>(request, { contextValue });
      if (response.body.kind !== 'single') throw new Error('incremental delivery is not used by the storefront');
      return response.body.singleResult;
    };
  });
  // Whatever no route answered (or an error a router passed on): JSON in the API's shape, never Express's HTML page.
  app.use(notFound);
  app.use(apiErrorHandler(logger));

  // Anonymous GraphQL requests before Express, with the headers Express's path gives them (public-cache.fast.ts): cached
  // answers, and on PostgreSQL the others too (on the embedded database they wait in the fair gate, in Express).
  const fastMisses = gate === null;
  if (fastPathEnabled(publicCache, { accessLog: logger.isLevelEnabled('info'), cors: config.corsOrigins.length > 0, misses: fastMisses })) {
    handler = publicCacheFastPath(app, {
      cache: publicCache,
      parseBody: graphqlBody,
      headers: [['Vary', 'Accept-Encoding'], ...security.headers, ['Cache-Control', NO_STORE]],
      compressionThreshold: COMPRESSION_THRESHOLD,
      compress,
      trustProxy: config.trustProxy !== false,
      observeHttp: (status, seconds) => services.metrics.httpRequest('POST', '/graphql', status, seconds),
      observeHit,
      execute: fastMisses
        ? ({ headers, body }, ctx) =>
            apollo.executeHTTPGraphQLRequest({ httpGraphQLRequest: { method: 'POST', headers, search: '', body }, context: async () => graphqlContext(ctx) })
        : null,
    });
  }

  return {
    app,
    handler,
    httpServer,
    services,
    backups,
    controlToken,
    publicCache,
    gate,
    async stop() {
      // Apollo's drain stops accepting and waits for in-flight requests; idle keep-alive sockets
      // are closed at once so they do not hold the shutdown for the whole grace period.
      const stopping = apollo.stop();
      setImmediate(() => httpServer.closeIdleConnections());
      await stopping;
      await devWeb?.close();
      await publicCache.close();
      await services.close();
    },
  };
}

/**
 * Requests using PGlite at once: their statements interleave in PGlite's own lock. More than one, so
 * a request waiting on something else (a password hash, a payment provider) does not stop the shop;
 * few, so that no request queues behind many others' statements.
 */
const PGLITE_CONCURRENCY = 4;

/** GraphQL answers are personal or change with every write: never stored by a browser or proxy. */
const NO_STORE = 'no-store';
const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', NO_STORE);
  next();
};

/**
 * gzip/deflate/br for JSON answers and HTML pages when the client accepts it and the body is at least
 * COMPRESSION_THRESHOLD bytes; answers already encoded pass untouched (the web app's files, compressed
 * when it is built, and the copies the anonymous cache keeps of its answers). A request without
 * Accept-Encoding skips the compression wrapper altogether (it patches res.write/end and inspects headers on every answer); it still gets
 * `Vary: Accept-Encoding`, so a shared cache keeps the compressed and plain answers apart.
 */
function compressionWhenAccepted(compress: RequestHandler): RequestHandler {
  return (req, res, next) => {
    if (req.headers['accept-encoding']) return compress(req, res, next);
    res.setHeader('Vary', 'Accept-Encoding');
    next();
  };
}

/**
 * Helmet's headers do not depend on the request (no CSP nonces here): they are computed once, by
 * running helmet against a recording response at start, and set from that list on every answer
 * (`middleware`; the fast path for cached GraphQL answers sends the same `headers`).
 */
function staticHeaders(middleware: (req: Request, res: never, next: (err?: unknown) => void) => void): {
  headers: [string, string | number | readonly string[]][];
  middleware: RequestHandler;
} {
  const headers: [string, string | number | readonly string[]][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => void headers.push([name, value]),
    removeHeader: (name: string) => void removed.push(name),
    getHeader: () => undefined,
  };
  let called = false;
  middleware({ headers: {} } as Request, recorder as never, (err) => {
    if (err) throw err instanceof Error ? err : new Error('helmet refused to start');
    called = true;
  });
  if (!called) throw new Error('helmet did not answer synchronously: its headers cannot be precomputed');
  return {
    headers,
    middleware: (_req, res, next) => {
      for (const name of removed) res.removeHeader(name);
      for (const [name, value] of headers) res.setHeader(name, value);
      next();
    },
  };
}

/**
 * Behind a reverse proxy without TRUST_PROXY every client has the proxy's address, so the limits
 * per client would be shared by all shoppers: say so once, when a forwarded request first comes.
 */
function noticeUntrustedProxy(logger: Logger): RequestHandler {
  let told = false;
  return (req, _res, next) => {
    if (!told && req.headers['x-forwarded-for'] !== undefined) {
      told = true;
      logger.warn(
        { remoteAddress: req.socket.remoteAddress },
        "a request came with X-Forwarded-For, which is ignored because TRUST_PROXY is not set; if the shop runs behind a reverse proxy, set TRUST_PROXY (1, or the proxy's address), or every shopper counts as the proxy's address in the rate limits",
      );
    }
    next();
  };
}

/**
 * robots.txt and sitemap.xml, then the built web app (or under `npm run dev` Vite's): its files, and
 * for every other GET wanting HTML the app shell with the page's head and status from the server (storefront/).
 */
async function serveWeb(
  app: Express,
  services: Services,
  config: Config,
  logger: Logger,
  { devWeb, publicCache }: { devWeb: DevWeb | null; publicCache: PublicCache },
  graphqlFor: (res: Response) => ServerGraphQL,
) {
  const dist = config.webDist;
  // Rendered pages are kept in the anonymous catalogue cache when it is on (modules/storefront/page-cache.ts).
  const options = { publicUrl: config.publicUrl, logger, pageCache: pageCache(publicCache) };
  const renderWith =
    (renderer: ServerRenderer): RenderPage =>
    (url, res) =>
      renderer.render(url, graphqlFor(res));
  app.use(seoFilesRouter(services, options));
  if (devWeb) {
    // The same handler as below; only the shell and the renderer's entry come from Vite. No page cache here: an
    // edit to the web app would not show until the catalogue changed.
    app.use(devWeb.middlewares);
    app.get(/.*/, storefrontHtml(services, devWeb.shell, { ...options, pageCache: null }, renderWith(devWeb.renderer)));
    return;
  }
  const index = join(dist, 'index.html');
  if (!existsSync(index)) {
    app.get('/', (_req, res) => {
      res.type('text').send('The web app is not built yet. Run `npm run build` (npm start does it for you).');
    });
    return;
  }
  // Each file as its brotli or gzip twin made by the build when the client accepts one (modules/storefront/web-files.ts).
  app.use('/assets', webFiles(join(dist, 'assets'), { immutable: true, maxAge: '1y' }));
  app.use(webFiles(dist, { maxAge: '1h' }));
  // Every other GET that wants HTML gets the app shell (the app renders its own 404 screen) with the status the page has.
  // With the web build's server entry, storefront pages come rendered (modules/storefront/server-render.ts).
  const renderer = await loadServerRenderer(dist, logger);
  app.get(/.*/, storefrontHtml(services, loadShell(index), options, renderer && renderWith(renderer)));
}

/** The CSP; under `npm run dev` with the few additions Vite's dev shell needs (`dev`, modules/storefront/dev-web.ts). */
function cspDirectives(dev: DevCsp | null) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", 'https://checkout.razorpay.com', ...(dev?.scriptSrc ?? [])],
    ...(dev && { workerSrc: dev.workerSrc }),
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", 'https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
    frameSrc: ["'self'", 'https://api.razorpay.com', 'https://checkout.razorpay.com'],
    formAction: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'self'"],
    // The shop may run on plain HTTP inside a LAN; TLS is the reverse proxy's job.
    upgradeInsecureRequests: null,
  };
}
