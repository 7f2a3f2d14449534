import { Router } from 'express';
import type { Services } from '../services';
import { handle } from '../rest/handle';
import { NotFoundError } from '../common/errors';
import { SEO_NOT_FOUND } from './seo.service';

export function seoRoutes(services: Services): Router {
  const r = Router();
  r.get('/seo', handle((ctx) => services.seo.list(ctx)));
  r.get(
    '/seo/:pageName',
    handle(async (ctx, req) => {
      const meta = await services.seo.findByPage(ctx, req.params.pageName);
      if (!meta) throw new NotFoundError(SEO_NOT_FOUND);
      return meta;
    }),
  );
  r.post('/seo', handle((ctx, req) => services.seo.create(ctx, req.body), 201));
  r.put('/seo/:id', handle((ctx, req) => services.seo.update(ctx, req.params.id, req.body)));
  r.delete('/seo/:id', handle(async (ctx, req) => ({ id: await services.seo.delete(ctx, req.params.id) })));
  return r;
}
