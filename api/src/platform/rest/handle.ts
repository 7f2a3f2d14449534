import type { Request, RequestHandler } from 'express';
import type { RequestContext } from '../common/context';
import { contextOf } from '../auth/request-context';
import { isRecord } from '../input/validate';

/** One field of a JSON body whatever arrived (an object, an array, nothing): the service validates it. */
export const bodyField = (body: unknown, key: string): unknown => (isRecord(body) ? body[key] : undefined);

/** A thin REST route: call one service method with the request context, answer JSON. */
export function handle(fn: (ctx: RequestContext, req: Request) => Promise<unknown>, status = 200): RequestHandler {
  return async (req, res, next) => {
    try {
      const result = await fn(contextOf(res), req);
      res.status(status).json(result ?? null);
    } catch (e) {
      next(e);
    }
  };
}
