import { Router } from 'express';
import type { WishlistServices } from './wishlist.context';
import { contextOf } from '../../platform/auth/request-context';
import { handle } from '../../platform/rest/handle';

/** /api/wishlist: the signed-in shopper's own wishlist (people only; an API key is a 403). */
export function wishlistRoutes(services: WishlistServices): Router {
  const r = Router();
  r.get(
    '/wishlist',
    handle((ctx, req) => services.wishlist.list(ctx, { limit: req.query.limit, offset: req.query.offset })),
  );
  // 201 when the product was hearted now, 200 when it was in the wishlist already.
  r.post('/wishlist', async (req, res, next) => {
    try {
      const { entry, added } = await services.wishlist.add(contextOf(res), req.body);
      res.status(added ? 201 : 200).json(entry);
    } catch (e) {
      next(e);
    }
  });
  r.post(
    '/wishlist/merge',
    handle((ctx, req) => services.wishlist.merge(ctx, req.body)),
  );
  r.delete(
    '/wishlist/:productId',
    handle((ctx, req) => services.wishlist.remove(ctx, { productId: String(req.params.productId) })),
  );
  return r;
}
