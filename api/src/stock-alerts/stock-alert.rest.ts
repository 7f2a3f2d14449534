import { Router } from 'express';
import type { Services } from '../services';
import { contextOf } from '../auth/request-context';

export function stockAlertRoutes(services: Services): Router {
  const r = Router();
  // 201 for a new alert, 200 when the shopper was already waiting for this variant.
  r.post('/stock-alerts', async (req, res, next) => {
    try {
      const { stockAlert, alreadyWaiting } = await services.stockAlerts.subscribe(contextOf(res), req.body);
      res.status(alreadyWaiting ? 200 : 201).json({ ...stockAlert, alreadyWaiting });
    } catch (e) {
      next(e);
    }
  });
  // The signed-in shopper's waiting alerts (401 for guests, 403 for API keys); DELETE stops one (404 when not theirs or no longer waiting).
  r.get('/stock-alerts', async (_req, res, next) => {
    try {
      res.json(await services.stockAlerts.mine(contextOf(res)));
    } catch (e) {
      next(e);
    }
  });
  r.delete('/stock-alerts/:id', async (req, res, next) => {
    try {
      res.json({ id: (await services.stockAlerts.cancel(contextOf(res), req.params.id)).deletedId });
    } catch (e) {
      next(e);
    }
  });
  // Admin: products with shoppers waiting, most waited-for first; ?limit= (default 25) &offset=; total in X-Total-Count.
  r.get('/admin/stock-alerts', async (req, res, next) => {
    try {
      const page = await services.stockAlerts.demand(contextOf(res), { limit: req.query.limit, offset: req.query.offset });
      res.setHeader('X-Total-Count', String(page.total));
      res.json(page.items);
    } catch (e) {
      next(e);
    }
  });
  return r;
}
