import { Router, type Request } from 'express';
import type { CartServices } from './cart.context';
import { bodyField, handle } from '../../platform/rest/handle';

/**
 * The cart a request names: the `X-Cart-Token` header, else a `cartToken` field of the JSON body;
 * neither = the signed-in customer's cart. (Never the query string: URLs end up in logs.)
 */
export const cartTokenFrom = (req: Request): unknown => req.get('X-Cart-Token') ?? bodyField(req.body, 'cartToken');

/** /api/cart: lines are { id, productId, quantity, size, color, createdAt, lineTotal, available, problem, product }. */
export function cartRoutes(services: CartServices): Router {
  const r = Router();
  r.post('/carts', handle((ctx) => services.cart.create(ctx), 201));
  r.get('/cart', handle(async (ctx, req) => (await services.cart.get(ctx, cartTokenFrom(req))).items));
  r.post('/cart', handle(async (ctx, req) => (await services.cart.add(ctx, req.body, cartTokenFrom(req))).item, 201));
  r.post(
    '/cart/merge',
    handle(async (ctx, req) => {
      const items = bodyField(req.body, 'items');
      const cartToken = bodyField(req.body, 'cartToken');
      const { cart, skipped } = items !== undefined && cartToken === undefined ? await services.cart.merge(ctx, items) : await services.cart.mergeGuestCart(ctx, cartToken);
      return { items: cart.items, skipped };
    }),
  );
  r.put('/cart/:id', handle(async (ctx, req) => (await services.cart.update(ctx, String(req.params.id), req.body, cartTokenFrom(req))).item));
  r.delete(
    '/cart/:id',
    handle(async (ctx, req) => {
      await services.cart.remove(ctx, String(req.params.id), cartTokenFrom(req));
      return { id: String(req.params.id) };
    }),
  );
  r.delete(
    '/cart',
    handle(async (ctx, req) => {
      await services.cart.clear(ctx, cartTokenFrom(req));
      return { ok: true };
    }),
  );
  return r;
}
