import { Router } from 'express';
import type { StockAlertsServices } from './stock-alerts.context';
import { contextOf } from '../../platform/auth/request-context';

export function stockAlertRoutes(services: StockAlertsServices): Router {
  const r = Router();
  // 202 with { confirmationRequired: true } whenever a link was (or had been) e-mailed — new or repeated
  // alike, so the answer tells nothing about the address; a confirmed shopper's live alert: 201 new, 200 already waiting.
  r.post('/stock-alerts', async (req, res, next) => {
    try {
      const { stockAlert, confirmationRequired, alreadyWaiting, message } = await services.stockAlerts.subscribe(contextOf(res), req.body);
      if (!stockAlert) res.status(202).json({ confirmationRequired, message });
      else res.status(alreadyWaiting ? 200 : 201).json({ ...stockAlert, alreadyWaiting, confirmationRequired, message });
    } catch (e) {
      next(e);
    }
  });
  // From the e-mailed links (the web pages read the token or signature from the fragment); no sign-in needed.
  r.post('/stock-alerts/confirm', async (req, res, next) => {
    try {
      res.json(await services.stockAlerts.confirm(contextOf(res), req.body));
    } catch (e) {
      next(e);
    }
  });
  r.post('/stock-alerts/cancel', async (req, res, next) => {
    try {
      res.json({ message: await services.stockAlerts.cancelByLink(contextOf(res), req.body) });
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
