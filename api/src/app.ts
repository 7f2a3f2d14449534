// Builds the HTTP app: /graphql, /api, health checks, media and the built web app. Tests import it.
import type http from 'node:http';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import cors from 'cors';
import compression from 'compression';
import pinoHttp from 'pino-http';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import type { Config } from './config';
import type { Database } from './db/database';
import { decimalReplacer } from './db/decimal';
import type { Logger } from './logger';
import { createServices, type Services } from './services';
import { requestContext, contextOf } from './auth/request-context';
import { apiRouter } from './rest/router';
import { apiDocsRouter } from './rest/api-docs';
import { apiErrorHandler, notFound } from './rest/errors';
import { buildShopSchema } from './graphql/schema';
import { errorLogPlugin, formatError } from './graphql/errors';
import { costLimitPlugin, depthRule, MAX_TOKENS } from './graphql/limits';
import { inputBoundaryPlugin } from './graphql/input-boundary';
import { createLoaders } from './graphql/loaders';
import type { GraphQLContext } from './graphql/context';
import { explorerRouter } from './graphql/explorer';
import { healthRouter } from './health';
import { mediaRouter } from './media/media.routes';
import { imageFilesRouter } from './media/image.rest';
import { paymentsRouter } from './payments/payment.routes';
import { createHttpServer } from './http-server';
import { jsonBody } from './rest/body';
import { redactOrderTokens } from './orders/order-token';
import { graphqlMetricsPlugin, httpMetrics, metricsRouter } from './metrics/metrics.routes';
import { loadShell, seoFilesRouter, storefrontHtml } from './storefront/storefront.routes';

export interface ShopApp {
  app: Express;
  httpServer: http.Server;
  services: Services;
  /** Stops Apollo (draining the HTTP server) and the services; the caller closes the database. */
  stop(): Promise<void>;
}

export async function createApp(config: Config, db: Database, logger: Logger): Promise<ShopApp> {
  const services = createServices({ prisma: db.prisma, jobsSql: db.jobsSql, config, logger, poolStats: () => db.poolStats() });
  // The job queue's schema and queues must exist before the first change emits an event; its
  // workers start separately (main.ts, after listening; tests when they want deliveries).
  await services.outbox.start();
  // With Redis, its counters from the first request on (the shop serves anyway if Redis is away).
  await services.throttles.ready();
  const app = express();
  const httpServer = createHttpServer(app, config.http);

  app.disable('x-powered-by');
  // Off unless TRUST_PROXY names the proxies in front of the shop: otherwise any client could
  // choose its address for the throttles (and the logs) with X-Forwarded-For.
  app.set('trust proxy', config.trustProxy);
  if (config.trustProxy === false) app.use(noticeUntrustedProxy(logger));
  // Money (Prisma Decimal) leaves as a two-decimal string everywhere in REST.
  app.set('json replacer', decimalReplacer);

  app.use(httpMetrics(services.metrics));
  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const id = (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      // The serialized request, with order tokens out of its URL and route parameters (orders/order-token.ts).
      serializers: { req: (req: { url?: string; params?: Record<string, unknown> }) => ({ ...req, url: req.url && redactOrderTokens(req.url), params: req.params && { ...req.params, token: undefined } }) },
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' || req.url?.startsWith('/assets/') === true || req.url?.startsWith('/media/') === true },
    }),
  );
  app.use(compression()); // gzip/deflate for JSON answers and the web app's assets when the client accepts it
  app.use(
    helmet({
      contentSecurityPolicy: { directives: cspDirectives() },
      crossOriginEmbedderPolicy: false,
      // Payment windows (Razorpay, our sandbox) report back to their opener.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    }),
  );
  if (config.corsOrigins.length) {
    app.use(cors({ origin: config.corsOrigins.includes('*') ? true : config.corsOrigins, exposedHeaders: ['X-Total-Count', 'X-Request-Id', 'Idempotent-Replayed'], maxAge: 600 }));
  }

  app.use(healthRouter(db));
  app.use(metricsRouter(services.metrics, config.metricsToken));
  app.use(mediaRouter());
  app.use(imageFilesRouter(services.images));
  app.use(paymentsRouter(services));
  app.use(requestContext(services.tokens, services.accounts, services.apiKeys));
  app.use('/api', apiDocsRouter()); // GET /api/openapi.json, /api/docs
  app.use('/api', apiRouter(services, logger));

  const schema = await buildShopSchema();
  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    introspection: true,
    // main.ts owns SIGTERM/SIGINT (drain HTTP, then close the database); Apollo's own handler would race it.
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: false,
    validationRules: [depthRule],
    parseOptions: { maxTokens: MAX_TOKENS },
    formatError: formatError(logger),
    plugins: [ApolloServerPluginDrainHttpServer({ httpServer }), ApolloServerPluginLandingPageDisabled(), inputBoundaryPlugin(), costLimitPlugin(schema), errorLogPlugin(logger), graphqlMetricsPlugin(services.metrics)],
  });
  await apollo.start();
  app.use('/graphql', explorerRouter());
  app.use(
    '/graphql',
    jsonBody(),
    expressMiddleware(apollo, {
      context: async ({ res }) => ({ ctx: contextOf(res), services, loaders: createLoaders(services) }),
    }),
  );
  app.use('/graphql', apiErrorHandler(logger));

  serveWeb(app, services, config, logger);
  // Whatever no route answered (or an error a router passed on): JSON in the API's shape, never Express's HTML page.
  app.use(notFound);
  app.use(apiErrorHandler(logger));

  return {
    app,
    httpServer,
    services,
    async stop() {
      // Apollo's drain stops accepting and waits for in-flight requests; idle keep-alive sockets
      // are closed at once so they do not hold the shutdown for the whole grace period.
      const stopping = apollo.stop();
      setImmediate(() => httpServer.closeIdleConnections());
      await stopping;
      await services.close();
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
        'a request came with X-Forwarded-For, which is ignored because TRUST_PROXY is not set; if the shop runs behind a reverse proxy, set TRUST_PROXY (1, or the proxy\'s address), or every shopper counts as the proxy\'s address in the rate limits',
      );
    }
    next();
  };
}

/**
 * robots.txt and sitemap.xml, then the built web app: its files, and for every other GET wanting
 * HTML the app shell with the page's head and status from the server (storefront/).
 */
function serveWeb(app: Express, services: Services, config: Config, logger: Logger) {
  const dist = config.webDist;
  const options = { publicUrl: config.publicUrl, logger };
  app.use(seoFilesRouter(services, options));
  const index = join(dist, 'index.html');
  if (!existsSync(index)) {
    app.get('/', (_req, res) => {
      res.type('text').send('The web app is not built yet. Run `npm run build` (npm start does it for you).');
    });
    return;
  }
  app.use('/assets', express.static(join(dist, 'assets'), { immutable: true, maxAge: '1y', index: false }));
  app.use(express.static(dist, { index: false, maxAge: '1h' }));
  // Every other GET that wants HTML gets the app shell (the app renders its own 404 screen) with the status the page has.
  app.get(/.*/, storefrontHtml(services, loadShell(index), options));
}

function cspDirectives() {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", 'https://checkout.razorpay.com'],
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
