// Test helper: mutation payloads as the server answers them (docs/decisions/0010-expected-failures-are-typed.md),
// for mocked responses: `{ <object fields>, errors: [] }` on success, the object fields null and typed errors
// `{ field, code, message }` when refused.
import type { PayloadErrorCode } from '@/lib/errors';

/** A successful payload: its fields and no errors. */
export function okPayload<T extends Record<string, unknown>>(__typename: string, fields: T) {
  return { __typename, ...fields, errors: [] };
}

export interface MockPayloadError {
  field?: string | null;
  code: PayloadErrorCode;
  message: string;
}

/**
 * A refused payload: each of `nullFields` null, and the errors typed `errorTypename`
 * (`refusedPayload('CartPayload', ['cart'], 'CartError', { code: 'OUT_OF_STOCK', message: '…' })`).
 */
export function refusedPayload(__typename: string, nullFields: string[], errorTypename: string, ...errors: MockPayloadError[]) {
  return {
    __typename,
    ...Object.fromEntries(nullFields.map((f) => [f, null])),
    errors: errors.map(({ field = null, code, message }) => ({ __typename: errorTypename, field, code, message })),
  };
}
