// Coupon input rules with the spec's §5 texts; the same path for GraphQL and REST.
import { z, money } from '../../platform/input/validate';
import { normalizeCouponCode } from './coupon.rules';

export const COUPON_TYPES = ['percentage', 'fixed'] as const;
export const DUPLICATE_COUPON = 'A coupon with this code already exists';

const code = z
  .string({ error: 'Code is required' })
  .transform(normalizeCouponCode)
  .pipe(
    z
      .string()
      .min(1, 'Code is required')
      .max(40, 'Code must be at most 40 characters')
      .regex(/^[A-Z0-9_-]+$/, 'Code may contain only letters, numbers, - and _'),
  );

const type = z.enum(COUPON_TYPES, { error: 'Type must be percentage or fixed' });

/**
 * An ISO date-time, a Date, or a plain date read in India: "2025-12-31" as an expiry is valid through
 * the end of that day, as a start date from its beginning.
 */
const dateField = (label: string, plainDayTime: string) =>
  z.preprocess(
    (v) => {
      if (v === '' || v === undefined) return v === '' ? null : undefined;
      if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v.trim())) return new Date(`${v.trim()}T${plainDayTime}+05:30`);
      if (typeof v === 'string' || typeof v === 'number') return new Date(v);
      return v;
    },
    z
      .date({ error: `${label} must be a valid date` })
      .refine((d) => !Number.isNaN(d.getTime()), `${label} must be a valid date`)
      // JavaScript dates reach ±275760 years; PostgreSQL refuses those far out of its range (a 500).
      .refine((d) => d.getUTCFullYear() >= 1970 && d.getUTCFullYear() <= 9999, `${label} must be a valid date`)
      .nullish(),
  ).describe('An ISO 8601 date-time, or a date (YYYY-MM-DD) in India: an expiry lasts through that day, a start begins it. null or "" clears it.');

/** A whole number of uses, 1 to 1,000,000; '' or null = no limit. */
const limit = (label: string) =>
  z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .number({ error: `${label} must be a whole number of 1 or more` })
      .int(`${label} must be a whole number of 1 or more`)
      .min(1, `${label} must be a whole number of 1 or more`)
      .max(1_000_000, `${label} can be at most 1,000,000`)
      .nullish(),
  );

const active = z.boolean({ error: 'Active must be true or false' }).nullish();

/**
 * Create and update take the same fields. On update, an omitted optional field keeps its current
 * value; null clears maxDiscount, expiresAt, startsAt and the limits, and resets minAmount to 0.
 */
export const couponSchema = z
  .object({
    code,
    type,
    value: money('Value must be greater than 0', 0.01),
    minAmount: z.preprocess((v) => (v === '' ? null : v), money('Minimum amount must be 0 or greater', 0).nullish()),
    maxDiscount: z.preprocess((v) => (v === '' ? null : v), money('Max discount must be 0 or greater', 0).nullish()),
    expiresAt: dateField('Expiry date', '23:59:59.999'),
    startsAt: dateField('Start date', '00:00:00.000'),
    usageLimit: limit('Usage limit'),
    perCustomerLimit: limit('Per-customer limit'),
    active,
  })
  .superRefine((c, issue) => {
    if (c.type === 'percentage' && c.value > 100) {
      issue.addIssue({ code: 'custom', path: ['value'], message: 'Percentage cannot be more than 100' });
    }
    if (c.startsAt && c.expiresAt && c.startsAt.getTime() >= c.expiresAt.getTime()) {
      issue.addIssue({ code: 'custom', path: ['startsAt'], message: 'Start date must be before the expiry date' });
    }
  });

export const validateCouponSchema = z.object({
  code: z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string({ error: 'Coupon code must be text' }).max(100, 'Invalid coupon code')),
  subtotal: z.preprocess((v) => (v === '' ? null : v), money('Subtotal must be 0 or greater', 0).nullish()),
});

export const couponListSchema = z.object({
  search: z.preprocess((v) => (v === '' ? undefined : v), z.string({ error: 'Search must be text' }).max(100).optional()),
});

export type CouponData = z.output<typeof couponSchema>;
