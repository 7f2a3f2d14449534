// The /api REST shim's frame: JSON bodies, the input boundary, then every module's routes (in the composition root's
// order), then 404 and the one error handler. Routes are thin over the same services as GraphQL.
import { Router } from 'express';
import type { Logger } from '../logger';
import { apiErrorHandler, apiNotFound } from './errors';
import { jsonBody } from './body';
import { inputBoundary } from './input-boundary';

export function apiRouter(routes: Router[], logger: Logger): Router {
  const api = Router();
  api.use(jsonBody());
  api.use(inputBoundary); // every string of the path, query and body: storable text, or 400
  for (const r of routes) api.use(r);
  api.use(apiNotFound);
  api.use(apiErrorHandler(logger));
  return api;
}
