import { Router } from 'express';
import type { CatalogServices } from './catalog.context';
import { handle } from '../../platform/rest/handle';
import { contextOf } from '../../platform/auth/request-context';
import { restSort } from './product.filters';
import { withVariantViews } from './variant.view';

/** Products answer with `variants: [{ id, productId, sku, size, color, stock, available }]` (null for a missing option). */
const restProduct = withVariantViews;

/** GET /api/products query → the service's list input (the service validates: bad numbers are 400s). */
function listInput(q: Record<string, unknown>) {
  return {
    filter: {
      categoryId: q.categoryId,
      categoryIds: q.categoryIds,
      category: q.category,
      minPrice: q.minPrice,
      maxPrice: q.maxPrice,
      search: q.search,
      sizes: q.sizes,
      featured: q.featured,
      ids: q.ids,
      onSale: q.sale ?? q.onSale,
      inStock: q.inStock,
      lowStock: q.lowStock,
      nameOrSku: q.nameOrSku,
    },
    sort: restSort(q.sort),
    limit: q.limit,
    offset: q.offset,
  };
}

export function productRoutes(services: CatalogServices): Router {
  const r = Router();
  r.get('/products', async (req, res, next) => {
    try {
      const page = await services.products.list(contextOf(res), listInput(req.query), { rest: true });
      res.setHeader('X-Total-Count', String(page.total));
      // A capped count (platform/common/paging.ts, COUNT_CAP): X-Total-Count is then a lower bound.
      if (page.totalCapped) res.setHeader('X-Total-Count-Capped', 'true');
      res.json(page.items.map(restProduct));
    } catch (e) {
      next(e);
    }
  });
  r.get('/products/:id', handle(async (ctx, req) => restProduct(await services.products.get(ctx, req.params.id, { rest: true }))));
  r.post('/products', handle(async (ctx, req) => restProduct(await services.products.create(ctx, req.body)), 201));
  r.put('/products/:id', handle(async (ctx, req) => restProduct(await services.products.update(ctx, req.params.id, req.body))));
  r.delete('/products/:id', handle((ctx, req) => services.products.delete(ctx, req.params.id)));
  return r;
}
