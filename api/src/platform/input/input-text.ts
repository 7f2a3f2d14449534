// The input boundary's rule, shared by REST (rest/input-boundary.ts) and GraphQL (graphql/input-boundary.ts):
// whatever a caller sends, every string in it (scalars, list elements, nested objects, object keys) must be
// text the database can store and a person could have typed. PostgreSQL refuses NUL in text and JSONB and
// the driver cannot encode a lone UTF-16 surrogate, so without this check such input fails as a 500 deep in a
// service. The zod schemas still cap each field; this is the floor under all of them.

export const MAX_TEXT_LENGTH = 20_000;
export const MAX_INPUT_DEPTH = 64;

export const INPUT_TEXT_MESSAGES = {
  control: 'Text must not contain control characters',
  surrogate: 'Text must be valid Unicode (it contains a lone surrogate)',
  tooLong: `Text must be at most ${MAX_TEXT_LENGTH} characters`,
  tooDeep: `Input must not be nested more than ${MAX_INPUT_DEPTH} levels deep`,
} as const;

export type InputPath = ReadonlyArray<string | number>;

export interface InputProblem {
  path: InputPath;
  message: string;
}

/**
 * Why a string is refused, or null when it is fine: C0/C1 control characters and DEL (tab, newline and
 * carriage return are allowed), unpaired surrogates, or more than MAX_TEXT_LENGTH UTF-16 units.
 */
export function textProblem(s: string): string | null {
  if (s.length > MAX_TEXT_LENGTH) return INPUT_TEXT_MESSAGES.tooLong;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20) {
      if (c !== 0x09 && c !== 0x0a && c !== 0x0d) return INPUT_TEXT_MESSAGES.control;
    } else if (c >= 0x7f && c <= 0x9f) {
      return INPUT_TEXT_MESSAGES.control;
    } else if (c >= 0xd800 && c <= 0xdfff) {
      const next = s.charCodeAt(i + 1); // NaN past the end
      if (c > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return INPUT_TEXT_MESSAGES.surrogate;
      i++; // a well-formed pair
    }
  }
  return null;
}

/**
 * The first refused string in a JSON-like value (depth first, in key order), with its path; null when all
 * are fine. Object keys are checked too (the content sections store whole JSON objects). Values nested
 * deeper than MAX_INPUT_DEPTH are refused rather than walked, so a hostile body cannot exhaust the stack
 * here or in a later JSON.stringify.
 */
export function findInputProblem(value: unknown, path: InputPath = []): InputProblem | null {
  if (typeof value === 'string') {
    const message = textProblem(value);
    return message ? { path, message } : null;
  }
  if (typeof value !== 'object' || value === null) return null;
  if (path.length >= MAX_INPUT_DEPTH) return { path, message: INPUT_TEXT_MESSAGES.tooDeep };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const problem = findInputProblem(value[i], [...path, i]);
      if (problem) return problem;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const keyMessage = textProblem(key);
    if (keyMessage) return { path, message: keyMessage };
    const problem = findInputProblem(item, [...path, key]);
    if (problem) return problem;
  }
  return null;
}

/** The field name an error map uses: "shippingAddress.firstName", "sizes.0"; "_" for the input itself. */
export const inputPathKey = (path: InputPath): string => (path.length ? path.join('.') : '_');
