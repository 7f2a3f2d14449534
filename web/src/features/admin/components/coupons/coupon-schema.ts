// Coupon form (spec §5, Coupon (admin)) and the input it sends.
import * as yup from 'yup';
import type { AdminCouponFragment, CouponInput, CouponType } from '@/graphql/graphql';
import { fromDateInput, toDateInput } from '@/lib/format';

export interface CouponFormValues {
  code: string;
  type: CouponType;
  value: number | '';
  minAmount: number | '';
  maxDiscount: number | '';
  expiresAt: string;
  active: boolean;
}

const emptyToUndefined = (value: unknown, original: unknown) => (original === '' || original === null ? undefined : value);

export const couponSchema = yup.object({
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
  expiresAt: yup.string(),
  active: yup.boolean(),
});

const money = (v: number | '') => (v === '' ? null : Number(v).toFixed(2));

export function toCouponInput(v: CouponFormValues): CouponInput {
  return {
    code: v.code.trim().toUpperCase(),
    type: v.type,
    value: Number(v.value).toFixed(2),
    minAmount: money(v.minAmount),
    maxDiscount: money(v.maxDiscount),
    expiresAt: fromDateInput(v.expiresAt),
    active: v.active,
  };
}

export function fromCoupon(c: AdminCouponFragment | null): CouponFormValues {
  if (!c) return { code: '', type: 'PERCENTAGE', value: '', minAmount: '', maxDiscount: '', expiresAt: '', active: true };
  return {
    code: c.code,
    type: c.type,
    value: Number(c.value),
    minAmount: Number(c.minAmount) > 0 ? Number(c.minAmount) : '',
    maxDiscount: c.maxDiscount === null ? '' : Number(c.maxDiscount),
    expiresAt: toDateInput(c.expiresAt),
    active: c.active,
  };
}
