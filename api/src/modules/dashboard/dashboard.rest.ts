import { Router } from 'express';
import type { Services } from '../../services';
import { handle } from '../../platform/rest/handle';
import type { OrderWithItems } from '../orders/order.service';
import { toRestOrder } from '../orders/order.view';

export function dashboardRoutes(services: Services): Router {
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
