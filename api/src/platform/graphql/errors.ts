import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { isAppError, ServiceBusyError, TooManyRequestsError, type AppError } from '../common/errors';
import type { Logger } from '../logger';
import type { GraphQLContext } from './context';

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

const GENERIC = 'Something went wrong on our side. Please try again.';

/** A resolver's AppError, or one a plugin raised before execution (the input boundary) wrapped in a GraphQLError. */
function appErrorOf(error: unknown): AppError | undefined {
  const unwrapped = unwrapResolverError(error);
  if (isAppError(unwrapped)) return unwrapped;
  return unwrapped instanceof GraphQLError && isAppError(unwrapped.originalError) ? unwrapped.originalError : undefined;
}

/**
 * The code of a caller's mistake the GraphQL layer raised: a known code, or BAD_REQUEST for an error Apollo
 * gave a 4xx HTTP status but no code (a persisted-query hash that does not match its query, an unknown
 * persisted-query version). Undefined for a surprise.
 */
function callerCode(error: unknown, code: unknown): string | undefined {
  if (typeof code === 'string' && CALLER_CODES.has(code)) return code;
  const http = error instanceof GraphQLError ? (error.extensions.http as { status?: unknown } | undefined) : undefined;
  if (code === undefined || code === 'INTERNAL_SERVER_ERROR') {
    if (typeof http?.status === 'number' && http.status >= 400 && http.status < 500) return 'BAD_REQUEST';
  }
  return undefined;
}

const isSurprise = (error: unknown) => !appErrorOf(error) && !callerCode(error, error instanceof GraphQLError ? error.extensions.code : undefined);

/** Surprises already logged with their request id by errorLogPlugin. */
const logged = new WeakSet<object>();

/** Logs each unexpected error once, with the request id (the answer only says "something went wrong"). */
export function errorLogPlugin(logger: Logger): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart({ contextValue }) {
      return {
        async didEncounterErrors({ errors }) {
          for (const error of errors) {
            if (!isSurprise(error)) continue;
            logged.add(error);
            logger.error({ err: unwrapResolverError(error), reqId: contextValue.ctx?.requestId }, 'unhandled GraphQL error');
          }
        },
      };
    },
  };
}

/** Expected failures keep their code, message and field errors; surprises are hidden (and logged once). */
export function formatError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const appError = appErrorOf(error);
    if (appError) {
      return {
        message: appError.message,
        locations: formatted.locations,
        path: formatted.path,
        extensions: {
          code: appError.code,
          status: appError.status,
          ...(appError.fields ? { fields: appError.fields } : {}),
          // RATE_LIMITED, SERVICE_BUSY: seconds until the caller may try again
          ...(appError instanceof TooManyRequestsError || appError instanceof ServiceBusyError ? { retryAfter: appError.retryAfter } : {}),
        },
      };
    }
    const code = callerCode(error, formatted.extensions?.code);
    if (code) return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code } };
    // Errors raised before a request's plugins run (context creation) reach only this point.
    if (!(typeof error === 'object' && error !== null && logged.has(error))) logger.error({ err: unwrapResolverError(error) }, 'unhandled GraphQL error');
    return { message: GENERIC, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}
