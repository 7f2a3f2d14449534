import { Router } from 'express';
import type { ReviewsServices } from './reviews.context';
import { handle } from '../../platform/rest/handle';
import { contextOf } from '../../platform/auth/request-context';
import { isRecord } from '../../platform/input/validate';

export function reviewRoutes(services: ReviewsServices): Router {
  const r = Router();
  // A product's published reviews (newest first, ?limit= default 5 &offset=) with the summary.
  r.get(
    '/products/:id/reviews',
    handle(async (ctx, req) => {
      const id = String(req.params.id);
      const page = await services.reviews.forProduct(ctx, id, { limit: req.query.limit, offset: req.query.offset });
      return { summary: await services.reviews.summary(id), ...page };
    }),
  );
  r.get(
    '/products/:id/reviews/eligibility',
    handle((ctx, req) => services.reviews.eligibility(ctx, String(req.params.id))),
  );
  r.post(
    '/products/:id/reviews',
    handle((ctx, req) => services.reviews.create(ctx, { ...body(req.body), productId: String(req.params.id) }), 201),
  );
  r.put(
    '/reviews/:id',
    handle((ctx, req) => services.reviews.update(ctx, { ...body(req.body), id: String(req.params.id) })),
  );
  // Admin list: a JSON array, newest first; ?rating= ?status= ?productId= ?limit= (default 25) &offset=; total in X-Total-Count.
  r.get('/reviews', async (req, res, next) => {
    try {
      const { limit, offset, rating, status, productId } = req.query;
      const page = await services.reviews.adminList(contextOf(res), { limit, offset, rating, status, productId });
      res.setHeader('X-Total-Count', String(page.total));
      res.json(page.items);
    } catch (e) {
      next(e);
    }
  });
  r.post(
    '/reviews/:id/hide',
    handle((ctx, req) => services.reviews.hide(ctx, { ...body(req.body), id: String(req.params.id) })),
  );
  r.post(
    '/reviews/:id/publish',
    handle((ctx, req) => services.reviews.publish(ctx, { id: String(req.params.id) })),
  );
  r.put(
    '/reviews/:id/reply',
    handle((ctx, req) => services.reviews.reply(ctx, { ...body(req.body), id: String(req.params.id) })),
  );
  return r;
}

/** The JSON body's fields (a non-object body leaves only the path's id, and the schema names what is missing). */
const body = (b: unknown): Record<string, unknown> => (isRecord(b) && !Array.isArray(b) ? b : {});
