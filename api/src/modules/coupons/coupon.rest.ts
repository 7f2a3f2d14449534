import { Router } from 'express';
import type { CouponsServices } from './coupons.context';
import { AppError } from '../../platform/common/errors';
import { handle } from '../../platform/rest/handle';
import { contextOf } from '../../platform/auth/request-context';

/** An invalid code is a 400 whose `message` the cart shows under the coupon box. */
class InvalidCouponError extends AppError {
  constructor(message: string) {
    super(400, 'INVALID_COUPON', message);
  }
}

export function couponRoutes(services: CouponsServices): Router {
  const r = Router();
  r.post(
    '/coupons/validate',
    handle(async (ctx, req) => {
      const { valid, message, code, type, value, minAmount, maxDiscount, discount } = await services.coupons.validate(ctx, req.body);
      if (!valid) throw new InvalidCouponError(message ?? 'Invalid coupon code');
      return { code, type, value, minAmount, maxDiscount, discount };
    }),
  );
  // Admin list: a JSON array, newest first; ?search= code prefix, ?limit= (default 100) &offset=; total in X-Total-Count.
  r.get('/coupons', async (req, res, next) => {
    try {
      const page = await services.coupons.list(contextOf(res), { limit: req.query.limit ?? 100, offset: req.query.offset, search: req.query.search });
      res.setHeader('X-Total-Count', String(page.total));
      res.json(page.items);
    } catch (e) {
      next(e);
    }
  });
  r.post('/coupons', handle((ctx, req) => services.coupons.create(ctx, req.body), 201));
  r.put('/coupons/:id', handle((ctx, req) => services.coupons.update(ctx, String(req.params.id), req.body)));
  r.delete(
    '/coupons/:id',
    handle(async (ctx, req) => ({ id: await services.coupons.delete(ctx, String(req.params.id)) })),
  );
  return r;
}
