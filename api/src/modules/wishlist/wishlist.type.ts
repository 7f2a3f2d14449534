import { ArgsType, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { COMMON_CODES, domainErrors, Payload } from '../../platform/graphql/payload';
import { Paginated } from '../../platform/graphql/paginated';
import { ProductType } from '../catalog';
import { MAX_MERGE_IDS } from './wishlist.schemas';

@ObjectType('WishlistItem', { description: 'A product in the signed-in shopper’s wishlist' })
export class WishlistItemType {
  @Field(() => ID, { description: 'The product’s id (Product.id)' }) productId!: string;
  @Field(() => ProductType, { description: 'The product now: price, stock and availability as the shop list shows them' }) product!: ProductType;
  @Field({ description: 'When it was hearted (DateTimeISO); the list is newest first' }) addedAt!: Date;
}

export const WishlistPage = Paginated(WishlistItemType, 'WishlistPage');

@ArgsType()
export class WishlistArgs {
  @Field(() => Int, { nullable: true, defaultValue: 24, description: 'Page size, 1–100' }) limit?: number | null;
  @Field(() => Int, { nullable: true, defaultValue: 0, description: 'Entries to skip' }) offset?: number | null;
}

export const WishlistErrors = domainErrors('Wishlist', { ...COMMON_CODES });

@InputType({ description: 'The product to heart or un-heart' })
export class WishlistProductInput {
  @Field(() => ID, { description: 'The product (Product.id); NOT_FOUND for an unknown or malformed id' }) productId!: string;
}

@InputType({ description: `A guest’s hearts, kept in the browser, joining the account at sign-in (at most ${MAX_MERGE_IDS} ids)` })
export class MergeWishlistInput {
  @Field(() => [ID], { description: 'Product ids, newest first; unknown or malformed ids are skipped, not an error' }) productIds!: string[];
}

export const WishlistItemPayload = Payload('WishlistItemPayload', WishlistErrors, 'The wishlist entry, or why the product could not be added', {
  item: { type: () => WishlistItemType, description: 'The entry (new, or the one already there)' },
  added: { type: () => Boolean, description: 'false when the product was in the wishlist already (nothing changed)' },
});

export const RemoveFromWishlistPayload = Payload('RemoveFromWishlistPayload', WishlistErrors, 'The product taken out of the wishlist, or why not', {
  productId: { type: () => ID, description: 'The product’s id, lower-case as stored' },
  removed: { type: () => Boolean, description: 'false when it was not in the wishlist (nothing changed)' },
});

export const MergeWishlistPayload = Payload('MergeWishlistPayload', WishlistErrors, 'The whole wishlist after the merge, or why the ids were refused', {
  wishlist: { type: () => WishlistPage, description: 'The wishlist after the merge, newest first (its first 100 entries)' },
  skipped: { type: () => [ID], description: 'The ids left out: unknown, malformed or deleted products' },
});
