import { Router } from 'express';
import type { CatalogServices } from './catalog.context';
import { handle } from '../../platform/rest/handle';

export function categoryRoutes(services: CatalogServices): Router {
  const r = Router();
  r.get('/categories', handle((ctx) => services.categories.list(ctx)));
  r.post('/categories', handle((ctx, req) => services.categories.create(ctx, req.body), 201));
  r.put('/categories/:id', handle((ctx, req) => services.categories.update(ctx, req.params.id, req.body)));
  r.delete('/categories/:id', handle((ctx, req) => services.categories.delete(ctx, req.params.id)));
  return r;
}
