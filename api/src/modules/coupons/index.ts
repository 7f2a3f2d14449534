// The coupons module's public face: its descriptor for the composition root (api/src/modules.ts) and what other modules
// may use. Anything not exported here is the module's own.
// Coupons: the admin's codes and their limits, and redeeming one at checkout.
import { shopModule } from '../../platform/module';
import { seedCouponCodes } from './coupon.seed';
import type { CouponsServices } from './coupons.context';
import { CouponShopResolver, CouponAdminResolver } from './coupon.resolver';
import { couponRoutes } from './coupon.rest';
import { couponTag } from './coupon.openapi';

export const couponsModule = shopModule<CouponsServices>({
  name: 'coupons',
  resolvers: [CouponShopResolver, CouponAdminResolver],
  routes: (services) => [couponRoutes(services)],
  openapi: [couponTag],
  seed: seedCouponCodes,
});
export type { CouponsServices } from './coupons.context';

export { couponCustomer, couponRefusal, redeemCoupon, releaseCoupon, type CouponCustomer } from './coupon-usage.service';
export { normalizeCouponCode, type CouponRejection } from './coupon.rules';
export { CouponService } from './coupon.service';
