import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { isAppError, TooManyRequestsError } from '../common/errors';
import type { Logger } from '../logger';

// Errors the GraphQL layer itself raises for a caller's mistake; they pass through as they are.
const CALLER_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'QUERY_TOO_COMPLEX',
]);

/** Expected failures keep their code, message and field errors; surprises are logged once and hidden. */
export function formatError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const unwrapped = unwrapResolverError(error);
    // A resolver's AppError, or one a plugin raised before execution (the input boundary) wrapped in a GraphQLError.
    const original = unwrapped instanceof GraphQLError && isAppError(unwrapped.originalError) ? unwrapped.originalError : unwrapped;
    if (isAppError(original)) {
      return {
        message: original.message,
        locations: formatted.locations,
        path: formatted.path,
        extensions: {
          code: original.code,
          status: original.status,
          ...(original.fields ? { fields: original.fields } : {}),
          // RATE_LIMITED: seconds until the caller may try again
          ...(original instanceof TooManyRequestsError ? { retryAfter: original.retryAfter } : {}),
        },
      };
    }
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && CALLER_CODES.has(code)) {
      return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code } };
    }
    // Apollo's own 4xx answers without a code of their own (e.g. a persisted query whose hash does not match).
    if (isCallerHttpError(original)) {
      return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code: 'BAD_REQUEST' } };
    }
    logger.error({ err: original }, 'unhandled GraphQL error');
    return { message: 'Something went wrong on our side. Please try again.', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}

function isCallerHttpError(error: unknown): boolean {
  if (!(error instanceof GraphQLError)) return false;
  const http = error.extensions.http as { status?: unknown } | undefined;
  return typeof http?.status === 'number' && http.status >= 400 && http.status < 500;
}
