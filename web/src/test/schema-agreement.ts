// For the *.agree.test.ts files: one form's values run through the web's yup schema (as formik runs it) and
// the server's zod schema (as parseInput reads it), reduced to what the person sees under one field.
import { prepareDataForValidation } from 'formik';
import { ValidationError, type AnyObjectSchema } from 'yup';

/** The part of a zod schema used here, so the web needs no zod types of its own. */
export interface ServerSchema {
  safeParse(input: unknown): { success: true } | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

/** The message under one field on each side; null when that side accepts the field. */
export interface Verdicts {
  web: string | null;
  server: string | null;
}

/** Each side's text where they differ today: other words, or one side alone refuses (each test says why in a comment). */
export interface Differ {
  web: string | null;
  server: string | null;
}

/** Accepted by both (null), refused by both with one text (a string), or a difference spelled out side by side. */
export type Expected = null | string | Differ;

export const differ = (web: string | null, server: string | null): Differ => ({ web, server });

/** formik's first message for `field` (it turns '' into undefined, validates everything and keeps the first error per path). */
export async function webMessage(schema: AnyObjectSchema, values: object, field: string): Promise<string | null> {
  try {
    await schema.validate(prepareDataForValidation(values), { abortEarly: false });
    return null;
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    return err.inner.find((e) => e.path === field)?.message ?? null;
  }
}

/** The server's message for `field`: parseInput keeps the first issue per dotted path. */
export function serverMessage(schema: ServerSchema, input: unknown, field: string): string | null {
  const result = schema.safeParse(input);
  if (result.success) return null;
  return result.error.issues.find((issue) => issue.path.join('.') === field)?.message ?? null;
}

/**
 * The verdicts on `field` of `base` with that field (and `also`, a field that follows it) changed: `sent` turns
 * form values into what the server's schema receives (the form's submit mapping, GraphQL's enum and scalar parsing).
 */
export function agreement<V extends object>(web: AnyObjectSchema, server: ServerSchema, base: V, sent: (values: V) => unknown) {
  return async (field: keyof V & string, value: unknown, also: Partial<V> = {}): Promise<Verdicts> => {
    const values = { ...base, ...also, [field]: value };
    return { web: await webMessage(web, values, field), server: serverMessage(server, sent(values), field) };
  };
}

/** Both accept, or both refuse; and the texts are `expected` (one for both, or each side's own). */
export function expectVerdicts(actual: Verdicts, expected: Expected) {
  const wanted = expected === null || typeof expected === 'string' ? { web: expected, server: expected } : expected;
  expect(actual).toEqual(wanted);
}

/** One boundary input of a field and what both sides make of it. */
export type Row = [label: string, value: unknown, expected: Expected];

const x = (n: number) => 'x'.repeat(n);

/** yup's e-mail rule against the server's `email` (api/src/platform/input/email.ts), both with `message`. */
export const emailRows = (message: string): Row[] => [
  ['an address', 'ravi@example.in', null],
  ['spaces around and capitals', '  Ravi@Example.IN ', null],
  ['a 64-character local part', `${x(64)}@example.in`, null],
  ['empty', '', message],
  ['only spaces', '   ', message],
  ['no @', 'ravi.example.in', message],
  ['two @', 'ravi@shop@example.in', message],
  ['a space inside', 'ravi patel@example.in', message],
  // yup's e-mail pattern is looser than the server's: the form lets these through and shows the server's refusal after sending.
  ['no dot in the domain', 'ravi@example', differ(null, message)],
  ['a one-letter top-level domain', 'ravi@example.i', differ(null, message)],
  ['two dots in a row', 'ravi..patel@example.in', differ(null, message)],
  ['a 65-character local part', `${x(65)}@example.in`, differ(null, message)],
];

/** yup's e-mail rule against the server's `lookupEmail` (finds an existing account: only the loose shape), both with `message`. */
export const lookupEmailRows = (message: string): Row[] => [
  ['an address', 'ravi@example.in', null],
  ['spaces around and capitals', '  Ravi@Example.IN ', null],
  ['two dots in a row', 'ravi..patel@example.in', null],
  ['a 65-character local part', `${x(65)}@example.in`, null],
  ['empty', '', message],
  ['only spaces', '   ', message],
  ['no @', 'ravi.example.in', message],
  ['two @', 'ravi@shop@example.in', message],
  ['a space inside', 'ravi patel@example.in', message],
  // yup accepts a domain without a dot and any length; the server's lookup needs a dot and at most 254 characters.
  ['no dot in the domain', 'ravi@example', differ(null, message)],
  ['255 characters', `${x(64)}@${x(63)}.${x(63)}.${x(59)}.in`, differ(null, message)],
];
