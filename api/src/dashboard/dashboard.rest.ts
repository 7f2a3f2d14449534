import { Router } from 'express';
import type { Services } from '../services';
import { handle } from '../rest/handle';

export function dashboardRoutes(services: Services): Router {
  const r = Router();
  r.get('/admin/stats', handle((ctx) => services.dashboard.stats(ctx)));
  return r;
}
