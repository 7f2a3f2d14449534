// How the app reads the server's failures (docs/decisions/0010-expected-failures-are-typed.md). A mutation
// answers a payload `{ <object>, errors: [{ field, code, message }] }`: `unwrap` turns a payload with errors into a
// thrown PayloadFailure, so a call site either gets the payload's object or fails like any other
// error. Auth, rate limits, the input boundary (BAD_USER_INPUT) and surprises stay top-level GraphQL
// errors (Apollo's CombinedGraphQLErrors). errorMessage / errorCode / fieldErrors read both alike.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type {
  AccountErrorCode,
  ApiKeyErrorCode,
  CartErrorCode,
  CatalogErrorCode,
  CheckoutErrorCode,
  ContactErrorCode,
  ContentErrorCode,
  CouponErrorCode,
  EmailErrorCode,
  NewsletterErrorCode,
  OrderErrorCode,
  OrderPaymentErrorCode,
  ReviewErrorCode,
  SeoErrorCode,
  StockAlertErrorCode,
  WebhookErrorCode,
  WishlistErrorCode,
} from '@/graphql/graphql';

/** The codes a payload can carry: the generated `<Domain>ErrorCode` enums. */
export type PayloadErrorCode =
  | AccountErrorCode
  | ApiKeyErrorCode
  | CartErrorCode
  | CatalogErrorCode
  | CheckoutErrorCode
  | ContactErrorCode
  | ContentErrorCode
  | CouponErrorCode
  | EmailErrorCode
  | NewsletterErrorCode
  | OrderErrorCode
  | OrderPaymentErrorCode
  | ReviewErrorCode
  | SeoErrorCode
  | StockAlertErrorCode
  | WebhookErrorCode
  | WishlistErrorCode;

/** The codes that stay top-level GraphQL errors (`extensions.code`). */
export type TopLevelErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'RATE_LIMITED' | 'BAD_USER_INPUT' | 'INTERNAL_SERVER_ERROR';

/** Any code errorCode() can answer: compare with these literals and a typo fails the typecheck. */
export type ErrorCode = PayloadErrorCode | TopLevelErrorCode;

/** One expected failure as a payload carries it. */
export interface PayloadError<C extends string = PayloadErrorCode> {
  /** the input field at fault as a dotted path (`email`, `items.0.quantity`), or null */
  field: string | null;
  code: C;
  message: string;
}

/** What every mutation payload has. */
export interface MutationPayload<C extends string = PayloadErrorCode> {
  errors: readonly PayloadError<C>[];
}

/** A mutation the server refused with payload errors (field errors, OUT_OF_STOCK, PRICES_CHANGED, …). */
export class PayloadFailure<C extends PayloadErrorCode = PayloadErrorCode> extends Error {
  override readonly name = 'PayloadFailure';

  constructor(readonly errors: readonly PayloadError<C>[]) {
    super(errors[0]?.message ?? 'The request was refused');
  }

  /** The first error's code. */
  get code(): C | undefined {
    return this.errors[0]?.code;
  }
}

/** `instanceof` alone would type the failure's codes as any. */
const isPayloadFailure = (error: unknown): error is PayloadFailure => error instanceof PayloadFailure;

type Success<P, K extends keyof P> = Omit<P, 'errors'> & { [F in K]: NonNullable<P[F]> };

/**
 * The payload of a mutation's answer without its errors, or a thrown PayloadFailure when it has some.
 * Name the fields the success must carry to get them non-null: `const { order } = unwrap(data?.placeOrder, 'order')`.
 */
export function unwrap<P extends MutationPayload<PayloadErrorCode>, K extends Exclude<keyof P, 'errors' | '__typename'> = never>(
  payload: P | null | undefined,
  ...required: K[]
): Success<P, K> {
  if (!payload) throw new Error('No answer from the server');
  if (payload.errors.length) throw new PayloadFailure(payload.errors);
  for (const field of required) {
    if (payload[field] === null || payload[field] === undefined) throw new Error(`The server's answer has no ${String(field)}`);
  }
  return payload as Success<P, K>;
}

/** The payload of a mutation's answer, whose one root field it is: `{ createCategory: {…} }` → `{…}`. */
export function rootPayload<P extends MutationPayload<PayloadErrorCode>>(data: Record<string, P> | null | undefined): P | undefined {
  return data ? Object.values(data)[0] : undefined;
}

/** The message a person should read from an error (the server's text when there is one). */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (isPayloadFailure(error)) return error.errors[0]?.message ?? fallback;
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** The server's message when the server refused (payload or GraphQL error); `fallback` for anything else (network trouble…). */
export function serverMessage(error: unknown, fallback: string): string {
  return ((isPayloadFailure(error) || CombinedGraphQLErrors.is(error)) && errorMessage(error, '')) || fallback;
}

/** The code of the failure: the payload's first error code, or the first GraphQL error's `extensions.code`. */
export function errorCode(error: unknown): ErrorCode | undefined {
  if (isPayloadFailure(error)) return error.code;
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.extensions?.code as ErrorCode | undefined;
  return undefined;
}

/** Field errors sent by the server: { email: 'Valid email is required' } (the first message of each field). */
export function fieldErrors(error: unknown): Record<string, string> {
  if (isPayloadFailure(error)) {
    const fields: Record<string, string> = {};
    for (const { field, message } of error.errors) if (field && !(field in fields)) fields[field] = message;
    return fields;
  }
  if (CombinedGraphQLErrors.is(error)) return (error.errors[0]?.extensions?.fields as Record<string, string>) ?? {};
  return {};
}
