// Coupon form (with usage limits and a start date) and the input it sends. The server decides
// (api/src/modules/coupons/coupon.schemas.ts); these rules mirror its messages for a quicker form, and
// coupon-schema.agree.test.ts runs both on the same inputs.
import * as yup from 'yup';
import type { AdminCouponFragment, CouponInput, CouponType } from '@/graphql/graphql';
import { fromDateInput, fromStartDateInput, toDateInput } from '@/lib/format';

export interface CouponFormValues {
  code: string;
  type: CouponType;
  value: number | '';
  minAmount: number | '';
  maxDiscount: number | '';
  startsAt: string;
  expiresAt: string;
  usageLimit: number | '';
  perCustomerLimit: number | '';
  active: boolean;
}

const emptyToUndefined = (value: unknown, original: unknown) => (original === '' || original === null ? undefined : value);

/** The server's words for a limit below the uses so far. */
export const limitBelowUses = (uses: number) => `Usage limit cannot be below the ${uses} ${uses === 1 ? 'use' : 'uses'} so far`;

/** A whole number of uses, 1 to 1,000,000, or empty for no limit. */
const limit = (label: string) => {
  const message = `${label} must be a whole number of 1 or more`;
  return yup.number().transform(emptyToUndefined).typeError(message).integer(message).min(1, message).max(1_000_000, `${label} can be at most 1,000,000`);
};

/** The rules for a coupon that has been used `usedSoFar` times (0 for a new one). */
export const couponSchemaFor = (usedSoFar: number) =>
  yup.object({
    code: yup.string().trim().required('Code is required').matches(/^[A-Za-z0-9_-]+$/, 'Code may contain only letters, numbers, - and _'),
    type: yup.string().oneOf(['PERCENTAGE', 'FIXED']).required(),
    value: yup
      .number()
      .transform(emptyToUndefined)
      .typeError('Value must be greater than 0')
      .required('Value must be greater than 0')
      .min(0.01, 'Value must be greater than 0')
      .when('type', { is: 'PERCENTAGE', then: (s) => s.max(100, 'Percentage cannot be more than 100') }),
    minAmount: yup.number().transform(emptyToUndefined).typeError('Minimum amount must be 0 or greater').min(0, 'Minimum amount must be 0 or greater'),
    maxDiscount: yup.number().transform(emptyToUndefined).typeError('Max discount must be 0 or greater').min(0, 'Max discount must be 0 or greater'),
    // Days as YYYY-MM-DD compare as text; a coupon may start and end on the same day.
    startsAt: yup.string().test('before-expiry', 'Start date must be before the expiry date', function (start) {
      const end = (this.parent as CouponFormValues).expiresAt;
      return !start || !end || start <= end;
    }),
    expiresAt: yup.string(),
    usageLimit: limit('Usage limit').test('not-below-uses', limitBelowUses(usedSoFar), (v) => v === undefined || v >= usedSoFar),
    perCustomerLimit: limit('Per-customer limit'),
    active: yup.boolean(),
  });

const money = (v: number | '') => (v === '' ? null : Number(v).toFixed(2));
const count = (v: number | '') => (v === '' ? null : Number(v));

export function toCouponInput(v: CouponFormValues): CouponInput {
  return {
    code: v.code.trim().toUpperCase(),
    type: v.type,
    value: Number(v.value).toFixed(2),
    minAmount: money(v.minAmount),
    maxDiscount: money(v.maxDiscount),
    startsAt: fromStartDateInput(v.startsAt),
    expiresAt: fromDateInput(v.expiresAt),
    usageLimit: count(v.usageLimit),
    perCustomerLimit: count(v.perCustomerLimit),
    active: v.active,
  };
}

export function fromCoupon(c: AdminCouponFragment | null): CouponFormValues {
  if (!c) return { code: '', type: 'PERCENTAGE', value: '', minAmount: '', maxDiscount: '', startsAt: '', expiresAt: '', usageLimit: '', perCustomerLimit: '', active: true };
  return {
    code: c.code,
    type: c.type,
    value: Number(c.value),
    minAmount: Number(c.minAmount) > 0 ? Number(c.minAmount) : '',
    maxDiscount: c.maxDiscount === null ? '' : Number(c.maxDiscount),
    startsAt: toDateInput(c.startsAt),
    expiresAt: toDateInput(c.expiresAt),
    usageLimit: c.usageLimit ?? '',
    perCustomerLimit: c.perCustomerLimit ?? '',
    active: c.active,
  };
}
