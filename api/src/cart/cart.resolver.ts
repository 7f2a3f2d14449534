import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../graphql/context';
import { CartMergeResultType, CartType } from './cart.type';
import { CartItemInput } from './cart.input';

/** Signed-in customers only: a guest's cart lives in the browser until mergeCart. */
@Resolver(() => CartType)
export class CartResolver {
  @Authorized()
  @Query(() => CartType)
  cart(@Ctx() { ctx, services }: GraphQLContext) {
    return services.cart.get(ctx);
  }

  @Authorized()
  @Mutation(() => CartType, { description: 'Same product+size+colour raises that line; OUT_OF_STOCK (409) past the stock.' })
  async addToCart(@Arg('input') input: CartItemInput, @Ctx() { ctx, services }: GraphQLContext) {
    return (await services.cart.add(ctx, input)).cart;
  }

  @Authorized()
  @Mutation(() => CartType)
  async updateCartItem(@Arg('id', () => ID) id: string, @Arg('quantity', () => Int) quantity: number, @Ctx() { ctx, services }: GraphQLContext) {
    return (await services.cart.update(ctx, id, { quantity })).cart;
  }

  @Authorized()
  @Mutation(() => CartType)
  removeCartItem(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GraphQLContext) {
    return services.cart.remove(ctx, id);
  }

  @Authorized()
  @Mutation(() => CartType)
  clearCart(@Ctx() { ctx, services }: GraphQLContext) {
    return services.cart.clear(ctx);
  }

  @Authorized()
  @Mutation(() => CartMergeResultType, { description: "Guest lines into the account cart; lines that cannot be carried over are reported in `skipped`." })
  mergeCart(@Arg('items', () => [CartItemInput]) items: CartItemInput[], @Ctx() { ctx, services }: GraphQLContext) {
    return services.cart.merge(ctx, items);
  }
}
