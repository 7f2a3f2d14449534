// Expected failures are typed in the schema (docs/decisions/0010-expected-failures-are-typed.md), Saleor/Shopify style:
// every mutation answers a payload `{ <object>, errors: [<Domain>Error!]! }`, and each domain has a
// `<Domain>ErrorCode` enum listing the failures its mutations can report. Codegen turns those enums
// into TypeScript, so clients branch on `CheckoutErrorCode.PricesChanged`, not on strings.
//
// The services keep throwing AppErrors (REST maps the very same errors to `{ message, errors }`, one
// mapping in rest/errors.ts); `payload()` below is the only place where GraphQL turns one into
// payload errors. An AppError whose code the domain does not list stays a top-level error: that is
// how UNAUTHENTICATED, FORBIDDEN and RATE_LIMITED reach clients, as GraphQL clients expect.
import { Field, ID, ObjectType, registerEnumType, type ClassType } from 'type-graphql';
import { isAppError, type AppError } from '../common/errors';

/** One expected failure as the payload carries it. */
export interface PayloadError {
  field: string | null;
  code: string;
  message: string;
}

/** The payload code of an AppError: validation failures are INVALID (BAD_USER_INPUT is GraphQL's top-level code). */
const payloadCode = (e: AppError) => (e.code === 'BAD_USER_INPUT' ? 'INVALID' : e.code);

/** Codes every domain's enum starts from, with their descriptions. */
export const COMMON_CODES = {
  INVALID: 'The input broke a rule; `field` names it and `message` says what to fix',
  NOT_FOUND: 'The object the input refers to does not exist (or is not yours)',
} as const;

export interface DomainErrors {
  /** The GraphQL object type `<Domain>Error`. */
  type: ClassType;
  codes: ReadonlySet<string>;
}

/**
 * Registers `<domain>ErrorCode` (the given codes, each with its description) and the `<domain>Error`
 * object type. Call once per domain, at module level.
 */
export function domainErrors(domain: string, codes: Record<string, string>): DomainErrors {
  const values = Object.fromEntries(Object.keys(codes).map((code) => [code, code]));
  registerEnumType(values, {
    name: `${domain}ErrorCode`,
    description: `What can go wrong in a ${domain.toLowerCase()} mutation, as \`${domain}Error.code\``,
    valuesConfig: Object.fromEntries(Object.entries(codes).map(([code, description]) => [code, { description }])),
  });

  @ObjectType(`${domain}Error`, { description: `An expected failure of a ${domain.toLowerCase()} mutation; the payload's object is then null` })
  class DomainError implements PayloadError {
    @Field(() => String, { nullable: true, description: 'The input field at fault as a dotted path (`email`, `items.0.quantity`), or null when the failure is about the request as a whole' })
    field!: string | null;

    @Field(() => values, { description: 'Stable code to branch on' })
    code!: string;

    @Field({ description: 'A sentence to show the person, in the shop’s words' })
    message!: string;
  }
  return { type: DomainError, codes: new Set(Object.keys(codes)) };
}

/** What a payload field holds: its GraphQL type and description (every payload field is nullable). */
export interface PayloadField {
  type: () => unknown;
  description: string;
}

/**
 * A payload type `name`: the given fields (null when the mutation failed) and `errors`.
 * Shapes vary (`{ cart }`, `{ token, user }`, `{ deletedId }`), so each payload names its fields.
 */
export function Payload(name: string, errors: DomainErrors, description: string, fields: Record<string, PayloadField>): ClassType {
  @ObjectType(name, { description })
  class PayloadType {
    @Field(() => [errors.type], { description: 'Empty when the mutation succeeded' })
    errors!: PayloadError[];
  }
  for (const [field, spec] of Object.entries(fields)) {
    Field(spec.type as () => ClassType, { nullable: true, description: spec.description })(PayloadType.prototype, field);
  }
  return PayloadType;
}

/** The delete payload: the id of what was deleted (for Apollo's `cache.evict`), or errors. */
export function DeletePayload(name: string, errors: DomainErrors, typeName: string): ClassType {
  return Payload(name, errors, `The answer of deleting a ${typeName}`, {
    deletedId: { type: () => ID, description: `The id of the deleted ${typeName}; evict it with cache.identify({ __typename: '${typeName}', id: deletedId })` },
  });
}

export type PayloadResult<T extends object> = Partial<T> & { errors: PayloadError[] };

/** The AppError as payload errors: one per failing field, or one for the whole request. */
export function toPayloadErrors(e: AppError): PayloadError[] {
  const code = payloadCode(e);
  return e.payloadErrors().map(({ field, message }) => ({ field, code, message }));
}

/**
 * Runs a mutation: the fields it produced, or — when it throws an AppError the domain lists — that
 * failure in `errors` (the other fields are then null). Anything else (auth, rate limits, surprises)
 * propagates as a top-level error.
 */
export async function payload<T extends object>(errors: DomainErrors, run: () => Promise<T>): Promise<PayloadResult<T>> {
  try {
    return { ...(await run()), errors: [] };
  } catch (e) {
    if (isAppError(e) && errors.codes.has(payloadCode(e))) return { errors: toPayloadErrors(e) } as PayloadResult<T>;
    throw e;
  }
}

/**
 * A lookup by id or key: null when the thing is absent (a NOT_FOUND AppError), so one miss never wipes
 * its sibling fields. Other failures (auth, rate limits) stay errors.
 */
export async function orNull<T>(run: () => Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch (e) {
    if (isAppError(e) && e.status === 404) return null;
    throw e;
  }
}
