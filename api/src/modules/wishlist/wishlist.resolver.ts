import { Arg, Args, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { WishlistContext } from './wishlist.context';
import { listCost } from '../../platform/graphql/limits';
import { payload } from '../../platform/graphql/payload';
import {
  MergeWishlistInput,
  MergeWishlistPayload,
  RemoveFromWishlistPayload,
  WishlistArgs,
  WishlistErrors,
  WishlistItemPayload,
  WishlistItemType,
  WishlistPage,
  WishlistProductInput,
} from './wishlist.type';

/** The signed-in shopper’s own wishlist (people only: an API key is refused). */
@Resolver(() => WishlistItemType)
export class WishlistResolver {
  @Authorized()
  @Query(() => WishlistPage, {
    complexity: listCost,
    description: 'The signed-in shopper’s wishlist, newest first, with each product’s price and availability',
  })
  wishlist(@Args() args: WishlistArgs, @Ctx() { ctx, services }: WishlistContext) {
    return services.wishlist.list(ctx, args);
  }

  @Authorized()
  @Query(() => [ID], { description: 'Every product id in the signed-in shopper’s wishlist, newest first: for filled hearts and the header count' })
  wishlistProductIds(@Ctx() { ctx, services }: WishlistContext) {
    return services.wishlist.productIds(ctx);
  }

  @Authorized()
  @Query(() => Int, { description: 'How many products the signed-in shopper’s wishlist holds' })
  wishlistCount(@Ctx() { ctx, services }: WishlistContext) {
    return services.wishlist.count(ctx);
  }

  @Authorized()
  @Mutation(() => WishlistItemPayload, {
    description: 'Hearts a product; again is not an error (added: false). NOT_FOUND for an unknown or malformed product.',
  })
  addToWishlist(@Arg('input', { description: 'The product' }) { productId }: WishlistProductInput, @Ctx() { ctx, services }: WishlistContext) {
    return payload(WishlistErrors, async () => {
      const { entry, added } = await services.wishlist.add(ctx, { productId });
      return { item: entry, added };
    });
  }

  @Authorized()
  @Mutation(() => RemoveFromWishlistPayload, { description: 'Takes a product out of the wishlist; a product not in it is not an error (removed: false).' })
  removeFromWishlist(@Arg('input', { description: 'The product' }) { productId }: WishlistProductInput, @Ctx() { ctx, services }: WishlistContext) {
    return payload(WishlistErrors, () => services.wishlist.remove(ctx, { productId }));
  }

  @Authorized()
  @Mutation(() => MergeWishlistPayload, {
    description: 'At sign-in: the guest’s hearts join the account’s wishlist; unknown ids are skipped. Answers the whole wishlist.',
  })
  mergeWishlist(@Arg('input', { description: 'The guest’s product ids' }) { productIds }: MergeWishlistInput, @Ctx() { ctx, services }: WishlistContext) {
    return payload(WishlistErrors, () => services.wishlist.merge(ctx, { productIds }));
  }
}
