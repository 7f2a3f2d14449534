// The /api error format: { message, errors? } with 4xx for everything a caller can fix. The app uses it
// as its last handler too, so no path answers Express's HTML error page.
import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { isAppError, ServiceBusyError, TooManyRequestsError } from '../common/errors';
import type { Logger } from '../logger';

const BODY_ERRORS: Record<string, [number, string]> = {
  'entity.parse.failed': [400, 'Malformed JSON in request body'],
  'entity.too.large': [413, 'Request body is too large'],
  'encoding.unsupported': [415, 'Unsupported content encoding'],
  'charset.unsupported': [415, 'Unsupported charset'],
  'request.aborted': [400, 'Request was aborted'],
  'entity.verify.failed': [400, 'Request body could not be read'],
};

/** "1 MB", "10 KB": the body parser's limit (bytes) as the 413 message names it. */
const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${+(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`);

/** The answer to an error the body parser raised (malformed, too large, bad encoding), if it is one. */
export function bodyError(err: unknown): { status: number; message: string } | undefined {
  const e: HttpErrorFields = typeof err === 'object' && err !== null ? err : {};
  const known = typeof e.type === 'string' ? BODY_ERRORS[e.type] : undefined;
  if (!known) return undefined;
  const [status, message] = known;
  return { status, message: status === 413 && typeof e.limit === 'number' ? `${message} (the limit is ${size(e.limit)})` : message };
}

/** 429: when to come back (Retry-After) and the limit in the IETF draft's RateLimit-* headers. */
function setRateLimitHeaders(res: Response, err: TooManyRequestsError) {
  res.setHeader('Retry-After', String(err.retryAfter));
  res.setHeader('RateLimit-Limit', String(err.limit));
  res.setHeader('RateLimit-Remaining', '0');
  res.setHeader('RateLimit-Reset', String(err.retryAfter));
}

export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ message: `No API route for ${req.method} ${req.path}` });
};

/** Outside /api: a path nothing serves (the web app answers browsers' page requests before this). */
export const notFound: RequestHandler = (req, res) => {
  res.status(404).json({ message: `Not found: ${req.method} ${req.path}` });
};

/** What Express and its body parser put on the errors they raise (http-errors). */
interface HttpErrorFields {
  type?: unknown;
  limit?: unknown;
  status?: unknown;
  expose?: unknown;
  message?: unknown;
}

export function apiErrorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (res.headersSent) return next(err); // mid-answer: only Express can end the connection
    if (isAppError(err)) {
      if (err instanceof TooManyRequestsError) setRateLimitHeaders(res, err);
      if (err instanceof ServiceBusyError) res.setHeader('Retry-After', String(err.retryAfter));
      res.status(err.status).json(err.fields ? { message: err.message, errors: err.fields } : { message: err.message });
      return;
    }
    const body = bodyError(err);
    if (body) {
      res.status(body.status).json({ message: body.message });
      return;
    }
    const e: HttpErrorFields = typeof err === 'object' && err !== null ? err : {};
    // Other client errors raised by Express itself (e.g. a path parameter that is not valid %-encoding).
    if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
      res.status(e.status).json({ message: err instanceof URIError ? 'Malformed URL encoding' : e.expose ? String(e.message) : 'Bad request' });
      return;
    }
    (req.log ?? logger).error({ err }, 'unhandled error');
    res.status(500).json({ message: 'Something went wrong on our side. Please try again.' });
  };
}
