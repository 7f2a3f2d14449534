import { Router } from 'express';
import type { Services } from '../services';
import { bodyField, handle } from '../rest/handle';

/** /api/cart: lines are { id, productId, quantity, size, color, createdAt, lineTotal, available, problem, product }. */
export function cartRoutes(services: Services): Router {
  const r = Router();
  r.get('/cart', handle(async (ctx) => (await services.cart.get(ctx)).items));
  r.post('/cart', handle(async (ctx, req) => (await services.cart.add(ctx, req.body)).item, 201));
  r.post(
    '/cart/merge',
    handle(async (ctx, req) => {
      const { cart, skipped } = await services.cart.merge(ctx, bodyField(req.body, 'items'));
      return { items: cart.items, skipped };
    }),
  );
  r.put('/cart/:id', handle(async (ctx, req) => (await services.cart.update(ctx, String(req.params.id), req.body)).item));
  r.delete(
    '/cart/:id',
    handle(async (ctx, req) => {
      await services.cart.remove(ctx, String(req.params.id));
      return { id: String(req.params.id) };
    }),
  );
  r.delete(
    '/cart',
    handle(async (ctx) => {
      await services.cart.clear(ctx);
      return { ok: true };
    }),
  );
  return r;
}
