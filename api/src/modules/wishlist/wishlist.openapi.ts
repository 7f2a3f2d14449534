// /api/wishlist in the OpenAPI document (platform/rest/openapi.ts).
import { z } from '../../platform/input/validate';
import { pageQuerySchema, timestamp, type RestTag } from '../../platform/rest/openapi';
import { productResponseSchema } from '../catalog';
import { mergeWishlistSchema, wishlistProductSchema, MAX_MERGE_IDS } from './wishlist.schemas';

export const wishlistEntrySchema = z
  .object({
    productId: z.uuid(),
    product: productResponseSchema.describe('The product now: price, stock and availability.'),
    addedAt: timestamp.describe('When it was hearted; the list is newest first.'),
  })
  .meta({ id: 'WishlistEntry' });

const pageOf = <T extends z.ZodType>(item: T) => ({ items: z.array(item), total: z.number().int(), limit: z.number().int(), offset: z.number().int() });
const wishlistPageSchema = z.object(pageOf(wishlistEntrySchema)).meta({ id: 'WishlistPage' });

export const wishlistTag: RestTag = {
  name: 'Wishlist',
  description:
    'The signed-in shopper’s wishlist (hearted products), newest first. Adding and removing are idempotent; an unknown or malformed product is 404. Guests keep their hearts in the browser and merge them at sign-in. People only: an API key is refused with 403.',
  operations: [
    {
      method: 'get',
      path: '/wishlist',
      summary: 'The wishlist',
      description: 'Paged, 24 a page unless `limit` says otherwise.',
      access: 'customer',
      query: pageQuerySchema,
      ok: { schema: wishlistPageSchema },
    },
    {
      method: 'post',
      path: '/wishlist',
      summary: 'Heart a product',
      access: 'customer',
      body: wishlistProductSchema,
      ok: { status: 201, schema: wishlistEntrySchema, description: 'Added now.' },
      alsoOk: { status: 200, description: 'The product was in the wishlist already; nothing changed.' },
      errors: [404],
    },
    {
      method: 'post',
      path: '/wishlist/merge',
      summary: 'Merge a guest’s hearts after sign-in',
      description: `At most ${MAX_MERGE_IDS} product ids, newest first. Unknown or malformed ids are skipped (listed in \`skipped\`), not an error. Answers the whole wishlist (its first 100 entries).`,
      access: 'customer',
      body: mergeWishlistSchema,
      ok: { schema: z.object({ wishlist: wishlistPageSchema, skipped: z.array(z.string()).describe('The ids left out.') }) },
    },
    {
      method: 'delete',
      path: '/wishlist/:productId',
      summary: 'Un-heart a product',
      description: 'A product not in the wishlist is no change (`removed: false`).',
      access: 'customer',
      ok: { schema: z.object({ productId: z.uuid(), removed: z.boolean() }) },
      errors: [404],
    },
  ],
};
