import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { CouponsContext } from './coupons.context';
import { listCost } from '../../platform/graphql/limits';
import { MoneyScalar } from '../../platform/graphql/scalars';
import { payload } from '../../platform/graphql/payload';
import { CouponCheckResultType, CouponErrors, CouponPage, CouponPayload, CouponType, DeleteCouponPayload } from './coupon.type';
import { CouponInput, CouponListArgs, DeleteCouponInput, UpdateCouponInput } from './coupon.input';
import type { ApiKeyScope } from '../../platform/common/context';

/** The shop side: anyone may check a code. */
@Resolver()
export class CouponShopResolver {
  @Query(() => CouponCheckResultType, {
    description: 'Public: whether a code applies, and the discount it gives on `subtotal`. A code that does not apply is `valid: false` with a `message`, not an error. The minimum amount is checked only when a subtotal is given, the per-customer limit only for a signed-in customer; checkout checks everything again (the limits under the coupon’s lock).',
  })
  validateCoupon(
    @Arg('code', () => String, { description: 'The code as the shopper typed it, in any letter case (surrounding spaces are ignored)' }) code: string,
    @Arg('subtotal', () => MoneyScalar, { nullable: true, description: 'The cart subtotal in rupees before discount, 0 or more; left out, the minimum amount is not checked and the discount is 0.00' })
    subtotal: number | null,
    @Ctx() { ctx, services }: CouponsContext,
  ) {
    return services.coupons.validate(ctx, { code, subtotal });
  }
}

@Resolver(() => CouponType)
export class CouponAdminResolver {
  @Authorized<ApiKeyScope>('admin')
  @Query(() => CouponPage, { complexity: listCost, description: '(admin) Every coupon, newest first, a page at a time; `search` keeps the codes starting with it.' })
  coupons(@Args() args: CouponListArgs, @Ctx() { ctx, services }: CouponsContext) {
    return services.coupons.list(ctx, args);
  }

  @Authorized<ApiKeyScope>('admin')
  @Mutation(() => CouponPayload, { description: '(admin) A new coupon; DUPLICATE_COUPON when the code is taken' })
  createCoupon(@Arg('input', { description: 'The new coupon' }) input: CouponInput, @Ctx() { ctx, services }: CouponsContext) {
    return payload(CouponErrors, async () => ({ coupon: await services.coupons.create(ctx, input) }));
  }

  @Authorized<ApiKeyScope>('admin')
  @Mutation(() => CouponPayload, { description: '(admin) Changes a coupon: code, type and value always; optional fields left out keep their value. DUPLICATE_COUPON when the new code is taken' })
  updateCoupon(@Arg('input', { description: 'The coupon’s id and its fields' }) { id, ...input }: UpdateCouponInput, @Ctx() { ctx, services }: CouponsContext) {
    return payload(CouponErrors, async () => ({ coupon: await services.coupons.update(ctx, id, input) }));
  }

  @Authorized<ApiKeyScope>('admin')
  @Mutation(() => DeleteCouponPayload, { description: '(admin) Deletes a coupon; orders that used it keep their couponCode and discount.' })
  deleteCoupon(@Arg('input', { description: 'The coupon’s id' }) { id }: DeleteCouponInput, @Ctx() { ctx, services }: CouponsContext) {
    return payload(CouponErrors, async () => ({ deletedId: await services.coupons.delete(ctx, id) }));
  }
}
