// The HTTP side of the gate in front of PGlite (fair-gate.ts): a request to /graphql or /api holds a
// place from its arrival until its answer is sent (or the client goes away).
import type { RequestHandler } from 'express';
import { ServiceBusyError } from '../common/errors';
import type { FairGate } from './fair-gate';

/** Seconds a refused caller is told to wait: the queue drains in well under that at the default bound. */
export const BUSY_RETRY_AFTER = 1;
export const BUSY_MESSAGE = 'The shop is very busy right now. Please try again in a moment.';

export function fairGateMiddleware(gate: FairGate): RequestHandler {
  return (req, res, next) => {
    const entry = gate.enter();
    if (!entry) {
      const err = new ServiceBusyError(BUSY_MESSAGE, BUSY_RETRY_AFTER);
      if (req.baseUrl !== '/graphql') return next(err);
      // GraphQL clients read errors[].extensions.code, as formatError (graphql/errors.ts) writes them.
      res.setHeader('Retry-After', String(err.retryAfter));
      res.status(err.status).json({ errors: [{ message: err.message, extensions: { code: err.code, status: err.status, retryAfter: err.retryAfter } }] });
      return;
    }
    let gone = false;
    const leftEarly = () => (gone = true);
    res.once('close', leftEarly);
    void entry.then((release) => {
      res.off('close', leftEarly);
      // The client hung up while waiting: pass the place on at once.
      if (gone || res.writableEnded) return release();
      res.once('finish', release);
      res.once('close', release);
      next();
    });
  };
}
