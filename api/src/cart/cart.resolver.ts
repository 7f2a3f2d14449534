import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../graphql/context';
import { payload } from '../graphql/payload';
import { CartErrors, CartMergePayload, CartPayload, CartType } from './cart.type';
import { CartItemInput, MergeCartInput, RemoveCartItemInput, UpdateCartItemInput } from './cart.input';

/** Signed-in customers only: a guest's cart lives in the browser until mergeCart. */
@Resolver(() => CartType)
export class CartResolver {
  @Authorized()
  @Query(() => CartType, { description: 'The signed-in customer’s cart' })
  cart(@Ctx() { ctx, services }: GraphQLContext) {
    return services.cart.get(ctx);
  }

  @Authorized()
  @Mutation(() => CartPayload, { description: 'Adds a line; the same variant raises that line. OUT_OF_STOCK past the variant’s stock.' })
  addToCart(@Arg('input') input: CartItemInput, @Ctx() { ctx, services }: GraphQLContext) {
    return payload(CartErrors, async () => ({ cart: (await services.cart.add(ctx, input)).cart }));
  }

  @Authorized()
  @Mutation(() => CartPayload, { description: 'Sets a line’s quantity (at most the variant’s stock)' })
  updateCartItem(@Arg('input') { id, quantity }: UpdateCartItemInput, @Ctx() { ctx, services }: GraphQLContext) {
    return payload(CartErrors, async () => ({ cart: (await services.cart.update(ctx, id, { quantity })).cart }));
  }

  @Authorized()
  @Mutation(() => CartPayload, { description: 'Removes a line' })
  removeCartItem(@Arg('input') { id }: RemoveCartItemInput, @Ctx() { ctx, services }: GraphQLContext) {
    return payload(CartErrors, async () => ({ cart: await services.cart.remove(ctx, id) }));
  }

  @Authorized()
  @Mutation(() => CartPayload, { description: 'Removes every line' })
  clearCart(@Ctx() { ctx, services }: GraphQLContext) {
    return payload(CartErrors, async () => ({ cart: await services.cart.clear(ctx) }));
  }

  @Authorized()
  @Mutation(() => CartMergePayload, { description: 'Guest lines into the account cart; lines that cannot be carried over are reported in `skipped`.' })
  mergeCart(@Arg('input') { items }: MergeCartInput, @Ctx() { ctx, services }: GraphQLContext) {
    return payload(CartErrors, () => services.cart.merge(ctx, items));
  }
}
