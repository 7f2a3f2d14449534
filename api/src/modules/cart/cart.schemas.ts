// Cart input rules; the same path for GraphQL and REST.
import { z } from '../../platform/input/validate';

export const QUANTITY_MIN = 'Quantity must be at least 1';
export const MAX_QUANTITY = 10_000;
export const MAX_MERGE_LINES = 100;

/** An integer ≥ 1 (a numeric string such as "2" is accepted from REST clients). */
export const quantity = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z
    .number({ error: QUANTITY_MIN })
    .int('Quantity must be a whole number')
    .min(1, QUANTITY_MIN)
    .max(MAX_QUANTITY, `Quantity cannot be more than ${MAX_QUANTITY}`),
);

/** null, undefined and '' all mean "no option"; the DB stores '' and the API answers null. */
const option = z.preprocess(
  (v) => (v === undefined || v === null ? '' : v),
  z.string({ error: 'Options must be text' }).trim().max(50, 'Option is too long'),
);

const id = (message: string) =>
  z.preprocess((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v), z.string({ error: message }).trim().optional());

/**
 * A line names its variant by id, or by product + size + colour (the spec's clients). Ids are
 * checked by the service: a missing product is a 400, a malformed or unknown one a 404.
 */
export const cartItemSchema = z
  .object({
    productId: id('Product is required'),
    variantId: id('Variant must be an id'),
    quantity,
    size: option,
    color: option,
  })
  .refine((d) => d.productId || d.variantId, { message: 'Product is required', path: ['productId'] });

export const updateQuantitySchema = z.object({ quantity });

export const mergeSchema = z.object({
  items: z
    .array(z.unknown(), { error: 'Items must be a list' })
    .max(MAX_MERGE_LINES, `A cart can merge at most ${MAX_MERGE_LINES} lines at once`),
});

export type CartItemData = z.output<typeof cartItemSchema>;

/** For the documents only: the service reads a token with cartTokenOf (cart-token.ts). */
export const cartTokenDoc = z.string().describe('A cart token from `POST /api/carts` (or GraphQL `createCart`).');

/** POST /api/cart/merge: the guest cart's token, or (as before carts had tokens) the lines themselves. */
export const mergeBodyDoc = z.object({
  cartToken: cartTokenDoc.optional(),
  items: mergeSchema.shape.items.optional().describe('Deprecated: lines kept by the client; send cartToken instead.'),
});
