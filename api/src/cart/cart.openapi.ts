// /api/cart in the OpenAPI document (rest/openapi.ts).
import { z } from '../common/validate';
import { moneyString, timestamp, type RestTag } from '../rest/openapi';
import { productResponseSchema, variantResponseSchema } from '../catalog/catalog.openapi';
import { cartItemSchema, mergeSchema, updateQuantitySchema } from './cart.schemas';

export const cartLineResponseSchema = z
  .object({
    id: z.uuid(),
    productId: z.uuid(),
    product: productResponseSchema,
    variantId: z.uuid().nullable().describe('null once the shop stopped selling this size × colour.'),
    variant: variantResponseSchema.nullable(),
    quantity: z.number().int().min(1),
    size: z.string().nullable(),
    color: z.string().nullable(),
    lineTotal: moneyString,
    available: z.boolean().describe('false when the line cannot be ordered as it stands.'),
    problem: z.string().nullable().describe('Why not, in the words the cart shows ("Only 2 left in M / Red").'),
    createdAt: timestamp,
  })
  .meta({ id: 'CartLine' });

export const cartResponseSchema = z
  .object({ id: z.string(), items: z.array(cartLineResponseSchema), totalQuantity: z.number().int(), subtotal: moneyString })
  .meta({ id: 'Cart' });

const skipped = z.array(z.string()).describe('One sentence per line that could not be carried over.');
export const cartMergeResponseSchema = z.object({ items: z.array(cartLineResponseSchema), skipped });

export const cartTag: RestTag = {
  name: 'Cart',
  description: 'The signed-in shopper’s cart, kept on the server (a guest’s cart lives in the browser and is merged on sign-in).',
  operations: [
    { method: 'get', path: '/cart', summary: 'The cart’s lines', access: 'customer', ok: { schema: z.array(cartLineResponseSchema) } },
    {
      method: 'post',
      path: '/cart',
      summary: 'Add a line',
      description: 'Name the variant by `variantId`, or by `productId` + `size` + `color`. The same variant again adds to its line.',
      access: 'customer',
      body: cartItemSchema,
      ok: { status: 201, schema: cartLineResponseSchema },
      errors: [404, 409],
    },
    {
      method: 'post',
      path: '/cart/merge',
      summary: 'Merge a guest cart after sign-in',
      access: 'customer',
      body: mergeSchema,
      ok: { schema: cartMergeResponseSchema },
    },
    {
      method: 'put',
      path: '/cart/:id',
      summary: 'Change a line’s quantity',
      access: 'customer',
      body: updateQuantitySchema,
      ok: { schema: cartLineResponseSchema },
      errors: [404, 409],
    },
    { method: 'delete', path: '/cart/:id', summary: 'Remove a line', access: 'customer', ok: { schema: z.object({ id: z.string() }) }, errors: [404] },
    { method: 'delete', path: '/cart', summary: 'Empty the cart', access: 'customer', ok: { schema: z.object({ ok: z.literal(true) }) } },
  ],
};
