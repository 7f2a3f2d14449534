// Coupon rules in one place (docs/decisions/0003-coupons-enforced-on-the-server.md), pure so the cart,
// checkout quote and order placement apply exactly the same arithmetic. Amounts are integer paise.
import { formatRupees, toPaise } from '../../platform/common/money';

export interface CouponLike {
  code: string;
  type: 'percentage' | 'fixed';
  value: { toString(): string } | number | string;
  minAmount: { toString(): string } | number | string;
  maxDiscount: { toString(): string } | number | string | null;
  active: boolean;
  expiresAt: Date | null;
  /** Left out: no start date, no limit. */
  startsAt?: Date | null;
  usageLimit?: number | null;
  usageCount?: number;
}

export type CouponCheck = { ok: true; discountPaise: number } | { ok: false; code: CouponRejection; message: string };
export type CouponRejection = 'INVALID' | 'INACTIVE' | 'NOT_STARTED' | 'EXPIRED' | 'USAGE_LIMIT' | 'ALREADY_USED' | 'MIN_AMOUNT';

export const INVALID_COUPON = 'Invalid coupon code';
export const COUPON_NOT_STARTED = 'This coupon is not active yet';
export const COUPON_USAGE_LIMIT = 'This coupon has reached its usage limit';
export const COUPON_ALREADY_USED = 'This coupon has already been used';

/** Whether the coupon's total usage limit is used up (cancelled orders gave theirs back). */
export const usageLimitReached = (coupon: Pick<CouponLike, 'usageLimit' | 'usageCount'>) =>
  coupon.usageLimit !== null && coupon.usageLimit !== undefined && (coupon.usageCount ?? 0) >= coupon.usageLimit;

/**
 * Whether the coupon applies to a subtotal, and the discount it gives (the per-customer limit needs
 * the database: CouponService checks it): percentage of the
 * subtotal (rounded to the paisa) or a fixed amount, capped by maxDiscount and by the subtotal.
 */
export function checkCoupon(coupon: CouponLike | null, subtotalPaise: number, now = new Date()): CouponCheck {
  if (!coupon) return { ok: false, code: 'INVALID', message: INVALID_COUPON };
  if (!coupon.active) return { ok: false, code: 'INACTIVE', message: 'This coupon is no longer active' };
  if (coupon.startsAt && coupon.startsAt.getTime() > now.getTime()) return { ok: false, code: 'NOT_STARTED', message: COUPON_NOT_STARTED };
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= now.getTime()) return { ok: false, code: 'EXPIRED', message: 'This coupon has expired' };
  if (usageLimitReached(coupon)) return { ok: false, code: 'USAGE_LIMIT', message: COUPON_USAGE_LIMIT };
  const min = toPaise(coupon.minAmount);
  if (subtotalPaise < min) return { ok: false, code: 'MIN_AMOUNT', message: `Minimum order amount is ${formatRupees(min)}` };
  const raw = coupon.type === 'percentage' ? Math.round((subtotalPaise * Number(coupon.value.toString())) / 100) : toPaise(coupon.value);
  const cap = coupon.maxDiscount === null ? Infinity : toPaise(coupon.maxDiscount);
  return { ok: true, discountPaise: Math.max(0, Math.min(raw, cap, subtotalPaise)) };
}

/** Codes are matched case-insensitively and stored upper-case. */
export const normalizeCouponCode = (code: string) => code.trim().toUpperCase();
