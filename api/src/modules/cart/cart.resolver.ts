import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { CartContext } from './cart.context';
import { orNull, payload } from '../../platform/graphql/payload';
import { CartErrors, CartMergePayload, CartPayload, CartType, CreateCartPayload } from './cart.type';
import { AddToCartInput, ClearCartInput, MergeCartInput, RemoveCartItemInput, UpdateCartItemInput } from './cart.input';

/** Guests name their cart by token; signed-in customers may omit it for their account cart. */
@Resolver(() => CartType)
export class CartResolver {
  @Query(() => CartType, {
    nullable: true,
    description:
      'The cart of `token`, or without a token the signed-in customer’s cart; null for an unknown or expired token. Another account’s token is CART_NOT_YOURS (403)',
  })
  cart(
    @Arg('token', () => String, { nullable: true, description: 'A cart token from createCart; omit it for the signed-in customer’s cart' })
    token: string | null,
    @Ctx() { ctx, services }: CartContext,
  ) {
    return orNull(() => services.cart.get(ctx, token));
  }

  @Mutation(() => CreateCartPayload, {
    description: `A new cart and its token (shown once). Guests get a cart that expires after GUEST_CART_DAYS without a change; a signed-in customer gets a new token for their account cart (earlier ones stop working)`,
  })
  createCart(@Ctx() { ctx, services }: CartContext) {
    return payload(CartErrors, () => services.cart.create(ctx));
  }

  @Mutation(() => CartPayload, { description: 'Adds a line; the same variant raises that line. OUT_OF_STOCK past the variant’s stock.' })
  addToCart(
    @Arg('input', { description: 'The line, and the cart when it is not the signed-in customer’s' }) { cartToken, ...line }: AddToCartInput,
    @Ctx() { ctx, services }: CartContext,
  ) {
    return payload(CartErrors, async () => ({ cart: (await services.cart.add(ctx, line, cartToken)).cart }));
  }

  @Mutation(() => CartPayload, { description: 'Sets a line’s quantity (at most the variant’s stock)' })
  updateCartItem(
    @Arg('input', { description: 'The line, its new quantity and its cart' }) { id, quantity, cartToken }: UpdateCartItemInput,
    @Ctx() { ctx, services }: CartContext,
  ) {
    return payload(CartErrors, async () => ({ cart: (await services.cart.update(ctx, id, { quantity }, cartToken)).cart }));
  }

  @Mutation(() => CartPayload, { description: 'Removes a line' })
  removeCartItem(@Arg('input', { description: 'The line and its cart' }) { id, cartToken }: RemoveCartItemInput, @Ctx() { ctx, services }: CartContext) {
    return payload(CartErrors, async () => ({ cart: await services.cart.remove(ctx, id, cartToken) }));
  }

  @Mutation(() => CartPayload, { description: 'Removes every line (a cart token keeps working)' })
  clearCart(
    @Arg('input', () => ClearCartInput, { nullable: true, description: 'The cart; omit it for the signed-in customer’s cart' }) input: ClearCartInput | null,
    @Ctx() { ctx, services }: CartContext,
  ) {
    return payload(CartErrors, async () => ({ cart: await services.cart.clear(ctx, input?.cartToken) }));
  }

  @Authorized()
  @Mutation(() => CartMergePayload, {
    description:
      'After sign-in: the guest cart (cartToken) joins the account cart and is deleted; lines that cannot be carried over are reported in `skipped`.',
  })
  mergeCart(
    @Arg('input', { description: 'The guest cart to bring into the account' }) { cartToken, items }: MergeCartInput,
    @Ctx() { ctx, services }: CartContext,
  ) {
    return payload(CartErrors, () => (items && !cartToken ? services.cart.merge(ctx, items) : services.cart.mergeGuestCart(ctx, cartToken)));
  }
}
