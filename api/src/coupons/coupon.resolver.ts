import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../graphql/context';
import { listCost } from '../graphql/limits';
import { MoneyScalar } from '../graphql/scalars';
import { payload } from '../graphql/payload';
import { CouponCheckResultType, CouponErrors, CouponPage, CouponPayload, CouponType, DeleteCouponPayload } from './coupon.type';
import { CouponInput, CouponListArgs, DeleteCouponInput, UpdateCouponInput } from './coupon.input';

/** The shop side: anyone may check a code. */
@Resolver()
export class CouponShopResolver {
  @Query(() => CouponCheckResultType, { description: 'Whether a code applies; the minimum amount is checked only when a subtotal is given.' })
  validateCoupon(
    @Arg('code', () => String) code: string,
    @Arg('subtotal', () => MoneyScalar, { nullable: true }) subtotal: number | null,
    @Ctx() { ctx, services }: GraphQLContext,
  ) {
    return services.coupons.validate(ctx, { code, subtotal });
  }
}

@Resolver(() => CouponType)
export class CouponAdminResolver {
  @Authorized('admin')
  @Query(() => CouponPage, { complexity: listCost, description: '(admin) Newest first; search = code prefix.' })
  coupons(@Args() args: CouponListArgs, @Ctx() { ctx, services }: GraphQLContext) {
    return services.coupons.list(ctx, args);
  }

  @Authorized('admin')
  @Mutation(() => CouponPayload, { description: '(admin) A new coupon; DUPLICATE_COUPON when the code is taken' })
  createCoupon(@Arg('input') input: CouponInput, @Ctx() { ctx, services }: GraphQLContext) {
    return payload(CouponErrors, async () => ({ coupon: await services.coupons.create(ctx, input) }));
  }

  @Authorized('admin')
  @Mutation(() => CouponPayload, { description: '(admin) Replaces a coupon’s fields' })
  updateCoupon(@Arg('input') { id, ...input }: UpdateCouponInput, @Ctx() { ctx, services }: GraphQLContext) {
    return payload(CouponErrors, async () => ({ coupon: await services.coupons.update(ctx, id, input) }));
  }

  @Authorized('admin')
  @Mutation(() => DeleteCouponPayload, { description: '(admin) Orders keep their couponCode.' })
  deleteCoupon(@Arg('input') { id }: DeleteCouponInput, @Ctx() { ctx, services }: GraphQLContext) {
    return payload(CouponErrors, async () => ({ deletedId: await services.coupons.delete(ctx, id) }));
  }
}
