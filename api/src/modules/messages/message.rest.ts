import { Router } from 'express';
import type { MessagesServices } from './messages.context';
import { handle } from '../../platform/rest/handle';

export function messageRoutes(services: MessagesServices): Router {
  const r = Router();
  r.post('/contact', handle((ctx, req) => services.messages.send(ctx, req.body), 201));
  // Admin list: an array, newest first; ?limit (default and max 100) & ?offset, total in X-Total-Count.
  r.get(
    '/contact-messages',
    handle(async (ctx, req) => {
      const page = await services.messages.list(ctx, { limit: req.query.limit ?? 100, offset: req.query.offset });
      req.res?.setHeader('X-Total-Count', String(page.total));
      return page.items;
    }),
  );
  return r;
}
