import { Router } from 'express';
import type { ApiKeysServices } from './api-keys.context';
import { handle } from '../../platform/rest/handle';
import { contextOf } from '../../platform/auth/request-context';

export function apiKeyRoutes(services: ApiKeysServices): Router {
  const r = Router();
  // Admin list: a JSON array, newest first, revoked keys too; ?limit= (default 50) &offset=; total in X-Total-Count.
  r.get('/api-keys', async (req, res, next) => {
    try {
      const page = await services.apiKeys.list(contextOf(res), { limit: req.query.limit, offset: req.query.offset });
      res.setHeader('X-Total-Count', String(page.total));
      res.json(page.items);
    } catch (e) {
      next(e);
    }
  });
  // 201 with the key and its `secret`, which is never shown again.
  r.post(
    '/api-keys',
    handle(async (ctx, req) => {
      const { apiKey, secret } = await services.apiKeys.create(ctx, req.body);
      return { ...apiKey, secret };
    }, 201),
  );
  r.post(
    '/api-keys/:id/revoke',
    handle((ctx, req) => services.apiKeys.revoke(ctx, req.params.id)),
  );
  return r;
}
