import { Router } from 'express';
import type { ContentServices } from './content.context';
import { handle } from '../../platform/rest/handle';
import { NotFoundError } from '../../platform/common/errors';

export function contentRoutes(services: ContentServices): Router {
  const r = Router();
  r.get(
    '/content/:section',
    handle(async (ctx, req) => {
      const row = await services.content.find(ctx, req.params.section);
      if (!row) throw new NotFoundError('Content not found');
      return row;
    }),
  );
  r.put('/content/:section', handle((ctx, req) => services.content.update(ctx, req.params.section, req.body)));
  return r;
}
