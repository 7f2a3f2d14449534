// The coupons module's public face: what other modules and the composition root may use. Anything not exported here
// is the module's own; its descriptor is coupons.module.ts.
// Coupons: the admin's codes and their limits, and redeeming one at checkout.
export type { CouponsServices } from './coupons.context';

export { couponCustomer, couponRefusal, redeemCoupon, releaseCoupon, type CouponCustomer } from './coupon-usage.service';
export { normalizeCouponCode, type CouponRejection } from './coupon.rules';
export { CouponService } from './coupon.service';
