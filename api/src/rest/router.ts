// The /api REST shim: every route of spec §7, thin over the same services as GraphQL.
import express, { Router } from 'express';
import type { Services } from '../services';
import type { Logger } from '../logger';
import { accountRoutes } from '../accounts/account.rest';
import { apiErrorHandler, apiNotFound } from './errors';

export function apiRouter(services: Services, logger: Logger): Router {
  const api = Router();
  api.use(express.json({ limit: '1mb' }));
  api.use(accountRoutes(services));
  api.use(apiNotFound);
  api.use(apiErrorHandler(logger));
  return api;
}
