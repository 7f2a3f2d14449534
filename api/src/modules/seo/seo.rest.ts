import { Router } from 'express';
import type { SeoServices } from './seo.context';
import { handle } from '../../platform/rest/handle';
import { NotFoundError } from '../../platform/common/errors';
import { SEO_NOT_FOUND } from './seo.service';

export function seoRoutes(services: SeoServices): Router {
  const r = Router();
  r.get('/seo', handle((ctx) => services.seo.list(ctx)));
  // One parameter name on the three paths (the OpenAPI document allows no two paths that differ only by
  // it): a page name on GET, the record's id on PUT and DELETE.
  r.get(
    '/seo/:key',
    handle(async (ctx, req) => {
      const meta = await services.seo.findByPage(ctx, req.params.key);
      if (!meta) throw new NotFoundError(SEO_NOT_FOUND);
      return meta;
    }),
  );
  r.post('/seo', handle((ctx, req) => services.seo.create(ctx, req.body), 201));
  r.put('/seo/:key', handle((ctx, req) => services.seo.update(ctx, req.params.key, req.body)));
  r.delete('/seo/:key', handle(async (ctx, req) => ({ id: await services.seo.delete(ctx, req.params.key) })));
  return r;
}
