// The coupons module's descriptor: what it adds to the GraphQL schema, /api, the OpenAPI document, each request's
// loaders and the seed. Only the composition root (api/src/modules.ts) imports it; other modules use index.ts.
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
