import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../graphql/context';
import { listCost } from '../graphql/limits';
import { MoneyScalar } from '../graphql/scalars';
import { CouponCheckResultType, CouponPage, CouponType } from './coupon.type';
import { CouponInput, CouponListArgs } from './coupon.input';

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
  @Mutation(() => CouponType)
  createCoupon(@Arg('input') input: CouponInput, @Ctx() { ctx, services }: GraphQLContext) {
    return services.coupons.create(ctx, input);
  }

  @Authorized('admin')
  @Mutation(() => CouponType)
  updateCoupon(@Arg('id', () => ID) id: string, @Arg('input') input: CouponInput, @Ctx() { ctx, services }: GraphQLContext) {
    return services.coupons.update(ctx, id, input);
  }

  @Authorized('admin')
  @Mutation(() => ID, { description: '(admin) Returns the deleted id. Orders keep their couponCode.' })
  deleteCoupon(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GraphQLContext) {
    return services.coupons.delete(ctx, id);
  }
}
