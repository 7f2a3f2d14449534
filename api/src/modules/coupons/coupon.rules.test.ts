// The pure coupon arithmetic shared by the cart, the checkout quote and order placement. Paise.
import { checkCoupon, normalizeCouponCode, type CouponLike } from './coupon.rules';

const coupon = (over: Partial<CouponLike> = {}): CouponLike => ({
  code: 'WELCOME10',
  type: 'percentage',
  value: '10.00',
  minAmount: '0.00',
  maxDiscount: null,
  active: true,
  expiresAt: null,
  ...over,
});
const FLAT100 = coupon({ code: 'FLAT100', type: 'fixed', value: '100.00', minAmount: '999.00' });
const NOW = new Date('2025-06-01T12:00:00Z');

describe('checkCoupon', () => {
  it('gives 10% of ₹1,234.50 as ₹123.45', () => {
    expect(checkCoupon(coupon(), 123450, NOW)).toEqual({ ok: true, discountPaise: 12345 });
  });

  it('rounds a percentage to the nearest paisa (10% of ₹0.05 = ₹0.01; 15% of ₹10.03 = ₹1.50)', () => {
    expect(checkCoupon(coupon(), 5, NOW)).toEqual({ ok: true, discountPaise: 1 });
    expect(checkCoupon(coupon({ value: 15 }), 1003, NOW)).toEqual({ ok: true, discountPaise: 150 });
  });

  it('refuses FLAT100 under ₹999 with the minimum in rupees', () => {
    expect(checkCoupon(FLAT100, 99899, NOW)).toEqual({ ok: false, code: 'MIN_AMOUNT', message: 'Minimum order amount is ₹999.00' });
  });

  it('formats a large minimum with Indian digit grouping', () => {
    const big = coupon({ minAmount: '150000.00' });
    expect(checkCoupon(big, 100, NOW)).toMatchObject({ ok: false, message: 'Minimum order amount is ₹1,50,000.00' });
  });

  it('applies FLAT100 from exactly ₹999.00', () => {
    expect(checkCoupon(FLAT100, 99900, NOW)).toEqual({ ok: true, discountPaise: 10000 });
  });

  it('caps a percentage coupon at maxDiscount', () => {
    const capped = coupon({ value: '50', maxDiscount: '250.00' });
    expect(checkCoupon(capped, 200000, NOW)).toEqual({ ok: true, discountPaise: 25000 });
    expect(checkCoupon(capped, 40000, NOW)).toEqual({ ok: true, discountPaise: 20000 });
  });

  it('never gives more than the subtotal', () => {
    const big = coupon({ type: 'fixed', value: '500.00' });
    expect(checkCoupon(big, 29999, NOW)).toEqual({ ok: true, discountPaise: 29999 });
    expect(checkCoupon(coupon({ value: 100 }), 4550, NOW)).toEqual({ ok: true, discountPaise: 4550 });
  });

  it('refuses unknown, inactive and expired coupons with their messages', () => {
    expect(checkCoupon(null, 10000, NOW)).toEqual({ ok: false, code: 'INVALID', message: 'Invalid coupon code' });
    expect(checkCoupon(coupon({ active: false }), 10000, NOW)).toEqual({ ok: false, code: 'INACTIVE', message: 'This coupon is no longer active' });
    expect(checkCoupon(coupon({ expiresAt: new Date('2025-06-01T11:59:59Z') }), 10000, NOW)).toEqual({
      ok: false,
      code: 'EXPIRED',
      message: 'This coupon has expired',
    });
  });

  it('accepts a coupon until the moment it expires', () => {
    expect(checkCoupon(coupon({ expiresAt: new Date('2025-06-01T12:00:01Z') }), 10000, NOW)).toEqual({ ok: true, discountPaise: 1000 });
    expect(checkCoupon(coupon({ expiresAt: NOW }), 10000, NOW)).toMatchObject({ ok: false, code: 'EXPIRED' });
  });
});

describe('normalizeCouponCode', () => {
  it('trims and upper-cases', () => {
    expect(normalizeCouponCode('  welcome10 ')).toBe('WELCOME10');
    expect(normalizeCouponCode('Flat100')).toBe('FLAT100');
  });
});

describe('checkCoupon: start date and usage limit', () => {
  it('refuses a coupon before its start date and applies it from that moment', () => {
    expect(checkCoupon(coupon({ startsAt: new Date('2025-06-01T12:00:01Z') }), 10000, NOW)).toEqual({ ok: false, code: 'NOT_STARTED', message: 'This coupon is not active yet' });
    expect(checkCoupon(coupon({ startsAt: NOW }), 10000, NOW)).toEqual({ ok: true, discountPaise: 1000 });
  });

  it('refuses a coupon whose uses reached its limit; no limit, no refusal', () => {
    expect(checkCoupon(coupon({ usageLimit: 5, usageCount: 5 }), 10000, NOW)).toEqual({ ok: false, code: 'USAGE_LIMIT', message: 'This coupon has reached its usage limit' });
    expect(checkCoupon(coupon({ usageLimit: 5, usageCount: 4 }), 10000, NOW)).toMatchObject({ ok: true });
    expect(checkCoupon(coupon({ usageLimit: null, usageCount: 500 }), 10000, NOW)).toMatchObject({ ok: true });
  });
});
