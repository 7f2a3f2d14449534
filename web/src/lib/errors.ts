import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The message a person should read from an Apollo error (the server's text when there is one). */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** The error code of the first GraphQL error (BAD_USER_INPUT, PRICES_CHANGED, …). */
export function errorCode(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.extensions?.code as string | undefined;
  return undefined;
}

/** Field errors sent by the server: { email: 'Valid email is required' }. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (CombinedGraphQLErrors.is(error)) return (error.errors[0]?.extensions?.fields as Record<string, string>) ?? {};
  return {};
}
