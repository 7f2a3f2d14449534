import { Router } from 'express';
import type { NewsletterServices } from './newsletter.context';
import { contextOf } from '../../platform/auth/request-context';

export function newsletterRoutes(services: NewsletterServices): Router {
  const r = Router();
  // 201 for a new subscriber, 200 when the address was already subscribed.
  r.post('/newsletter', async (req, res, next) => {
    try {
      const result = await services.newsletter.subscribe(contextOf(res), req.body);
      res.status(result.alreadySubscribed ? 200 : 201).json(result);
    } catch (e) {
      next(e);
    }
  });
  return r;
}
