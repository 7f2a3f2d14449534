// The /api error format: { message, errors? } with 4xx for everything a caller can fix.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { isAppError } from '../common/errors';
import type { Logger } from '../logger';

const BODY_ERRORS: Record<string, [number, string]> = {
  'entity.parse.failed': [400, 'Malformed JSON in request body'],
  'entity.too.large': [413, 'Request body is too large (the limit is 1 MB)'],
  'encoding.unsupported': [415, 'Unsupported content encoding'],
  'charset.unsupported': [415, 'Unsupported charset'],
  'request.aborted': [400, 'Request was aborted'],
  'entity.verify.failed': [400, 'Request body could not be read'],
};

export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ message: `No API route for ${req.method} ${req.path}` });
};

/** What Express and its body parser put on the errors they raise (http-errors). */
interface HttpErrorFields {
  type?: unknown;
  status?: unknown;
  expose?: unknown;
  message?: unknown;
}

export function apiErrorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => {
    if (isAppError(err)) {
      res.status(err.status).json(err.fields ? { message: err.message, errors: err.fields } : { message: err.message });
      return;
    }
    const e: HttpErrorFields = typeof err === 'object' && err !== null ? err : {};
    const bodyError = typeof e.type === 'string' ? BODY_ERRORS[e.type] : undefined;
    if (bodyError) {
      res.status(bodyError[0]).json({ message: bodyError[1] });
      return;
    }
    // Other client errors raised by Express itself (e.g. a path parameter that is not valid %-encoding).
    if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
      res.status(e.status).json({ message: err instanceof URIError ? 'Malformed URL encoding' : e.expose ? String(e.message) : 'Bad request' });
      return;
    }
    (req.log ?? logger).error({ err }, 'unhandled error');
    res.status(500).json({ message: 'Something went wrong on our side. Please try again.' });
  };
}
