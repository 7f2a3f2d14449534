import { Router } from 'express';
import type { DashboardServices } from './dashboard.context';
import { handle } from '../../platform/rest/handle';
import { type OrderWithItems, toRestOrder } from '../orders';

export function dashboardRoutes(services: DashboardServices): Router {
  const r = Router();
  // The figures plus the 5 newest orders in the same shape as GET /api/orders.
  r.get(
    '/admin/stats',
    handle(async (ctx) => {
      const stats = await services.dashboard.stats(ctx);
      const recent = await services.dashboard.recentOrders(ctx, { withItems: true });
      return { ...stats, recentOrders: recent.map((o) => toRestOrder(o as OrderWithItems)) };
    }),
  );
  return r;
}
