// GET /metrics for Prometheus, the HTTP middleware that counts every answer, and the Apollo plugin
// that counts GraphQL operations. Off unless METRICS_TOKEN is set; then only with that bearer token.
import { createHash, timingSafeEqual } from 'node:crypto';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { ApolloServerPlugin } from '@apollo/server';
import { getOperationAST } from 'graphql';
import type { MetricsService } from './metrics.service';
import { notFound } from '../rest/errors';

const digest = (s: string) => createHash('sha256').update(s).digest();

export function metricsRouter(metrics: MetricsService, token: string | undefined): Router {
  const r = Router();
  if (!token) {
    r.get('/metrics', notFound); // off: a plain 404, not the web app's page
    return r;
  }
  const expected = digest(token);
  r.get('/metrics', async (req, res, next) => {
    try {
      const sent = /^Bearer (.+)$/i.exec(req.get('authorization') ?? '')?.[1]?.trim() ?? '';
      if (!timingSafeEqual(digest(sent), expected)) {
        res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
        res.status(401).json({ message: 'A valid metrics token is required (Authorization: Bearer <METRICS_TOKEN>)' });
        return;
      }
      const { contentType, body } = await metrics.exposition();
      res.setHeader('Cache-Control', 'no-store');
      res.type(contentType).send(body);
    } catch (e) {
      next(e);
    }
  });
  return r;
}

/**
 * The route pattern an answer belongs to, never the raw URL (ids would make a series per product):
 * the matched Express route under its router's mount path, else the area it was served from.
 */
function routeOf(req: Request, res: Response): string {
  // An answer given before the routers (the public cache) names its route pattern itself.
  if (typeof res.locals.routePattern === 'string') return res.locals.routePattern;
  const route: unknown = (req as { route?: unknown }).route;
  const pattern = typeof route === 'object' && route !== null && 'path' in route ? route.path : undefined;
  if (typeof pattern === 'string') return `${req.baseUrl}${pattern}`;
  const path = req.originalUrl.split('?')[0];
  if (path === '/graphql' || path.startsWith('/graphql/')) return '/graphql';
  for (const area of ['/api/', '/media/', '/assets/']) if (path.startsWith(area)) return `${area}*`;
  return '(other)';
}

export function httpMetrics(metrics: MetricsService): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      metrics.httpRequest(req.method, routeOf(req, res), res.statusCode, seconds);
    });
    next();
  };
}

export function graphqlMetricsPlugin(metrics: MetricsService): ApolloServerPlugin {
  return {
    async requestDidStart() {
      const started = process.hrtime.bigint();
      return {
        async willSendResponse({ operationName, operation, request, document, response }) {
          const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
          // An operation that failed validation was never resolved: its name comes from the request or the parsed document.
          const name = operationName ?? request.operationName ?? (document && getOperationAST(document)?.name?.value);
          metrics.graphqlOperation(name, operation?.operation ?? 'unknown', !errors?.length, Number(process.hrtime.bigint() - started) / 1e9);
        },
      };
    },
  };
}
