// One validation path for both APIs: services parse whatever arrived (GraphQL input or REST
// body) with a zod schema whose messages are the spec's texts.
import { z } from 'zod';
import { ValidationError, type FieldErrors } from '../common/errors';
import { isValidEmail, normalizeEmail } from './email';

export { z };

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  throw new ValidationError(fields);
}

/** A required, trimmed string; `message` for missing, wrong type or blank. */
export const requiredText = (message: string, max = 5000) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

export const optionalText = (max = 5000) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

export const email = (message: string) =>
  z
    .string({ error: message })
    .max(1000, message)
    .transform(normalizeEmail)
    .refine(isValidEmail, message);

/**
 * An e-mail typed to find an existing row (sign-in, order tracking): normalised like `email`, but only the
 * loose shape is required, so addresses stored before the strict rules still sign in.
 */
export const lookupEmail = (message: string) =>
  z
    .string({ error: message })
    .max(1000, message)
    .transform(normalizeEmail)
    .refine((v) => v.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), message);

/**
 * Money as a number or a numeric string ("499", "499.5"), rounded to paise.
 * `min` is in rupees; `message` is used for every failure, as the spec has one text per field.
 */
export const money = (message: string, min = 0.01) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v)) ? Number(v) : v),
    z
      .number({ error: message })
      .refine(Number.isFinite, message)
      .refine((n) => n >= min, message)
      .refine((n) => n <= 99_999_999.99, 'Amount is too large')
      .transform((n) => Math.round(n * 100) / 100),
  );

/** Optional money: null, undefined and '' mean "not set". */
export const optionalMoney = (message: string, min = 0.01) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), money(message, min).nullable());

/** http(s) URLs or site-relative paths ("/media/…") served by the shop itself. */
export const url = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((v) => {
      if (/^\/[^/\s]/.test(v)) return true;
      try {
        const u = new URL(v);
        return u.protocol === 'http:' || u.protocol === 'https:';
      } catch {
        return false;
      }
    }, message);

export const uuid = (message: string) => z.string({ error: message }).trim().uuid(message);

/** Narrowing guards for untyped input (request bodies, preprocessed values). */
export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
export const isList = (v: unknown): v is unknown[] => Array.isArray(v);

export const isUuid = (v: unknown): v is string =>
  typeof v === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v);
