// Wishlist input rules, shared by GraphQL and REST (the service parses with these).
import { z } from '../../platform/input/validate';

/** How many product ids one merge may carry: a guest's list from one browser, never an unbounded import. */
export const MAX_MERGE_IDS = 100;

export const WISHLIST_MESSAGES = {
  productId: 'Product is required',
  productIds: 'productIds must be a list of product ids',
  tooMany: `At most ${MAX_MERGE_IDS} products can be merged at a time`,
} as const;

export const wishlistProductSchema = z.object(
  { productId: z.string({ error: WISHLIST_MESSAGES.productId }).trim().min(1, WISHLIST_MESSAGES.productId) },
  { error: 'Request body must be a JSON object' },
);

export const mergeWishlistSchema = z.object(
  {
    productIds: z
      .array(z.string({ error: WISHLIST_MESSAGES.productIds }), { error: WISHLIST_MESSAGES.productIds })
      .max(MAX_MERGE_IDS, WISHLIST_MESSAGES.tooMany),
  },
  { error: 'Request body must be a JSON object' },
);
