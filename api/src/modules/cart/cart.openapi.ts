// /api/cart in the OpenAPI document (platform/rest/openapi.ts).
import { z } from '../../platform/input/validate';
import { moneyString, timestamp, type RestTag } from '../../platform/rest/openapi';
import { productResponseSchema, variantResponseSchema } from '../catalog';
import { cartItemSchema, cartTokenDoc, mergeBodyDoc, updateQuantitySchema } from './cart.schemas';

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
  .object({
    id: z.string(),
    items: z.array(cartLineResponseSchema),
    totalQuantity: z.number().int(),
    subtotal: moneyString,
    expiresAt: timestamp.nullable().describe('A guest cart’s expiry, moved on by every change; null for an account cart.'),
  })
  .meta({ id: 'Cart' });

const skipped = z.array(z.string()).describe('One sentence per line that could not be carried over.');
export const cartMergeResponseSchema = z.object({ items: z.array(cartLineResponseSchema), skipped });
const newCartResponseSchema = z.object({ token: z.string().describe('Shown once; the server keeps only its hash. Send it as `X-Cart-Token`.'), cart: cartResponseSchema });

/** Every route of a cart takes the token in this header (or a `cartToken` body field). */
export const cartTokenHeader = z.object({ 'X-Cart-Token': cartTokenDoc.optional().describe('The cart’s token; without it, the signed-in customer’s cart.') });
const withToken = <T extends z.ZodRawShape>(shape: T) => z.object({ ...shape, cartToken: cartTokenDoc.optional().describe('The cart’s token, when not sent as `X-Cart-Token`.') });
const cartRoute = { access: 'optional', headers: cartTokenHeader } as const;

export const cartTag: RestTag = {
  name: 'Cart',
  description:
    'Carts on the server, for guests and customers. A guest creates a cart (`POST /api/carts`) and names it with its token in `X-Cart-Token`; a signed-in customer without a token works on their account cart. Guest carts expire `GUEST_CART_DAYS` (30) days after their last change. Unknown or expired tokens are 404, another account’s cart token 403.',
  operations: [
    { method: 'post', path: '/carts', summary: 'Create a cart', description: 'Answers the token once. Signed in: a new token for the account cart.', access: 'optional', ok: { status: 201, schema: newCartResponseSchema } },
    { method: 'get', path: '/cart', summary: 'The cart’s lines', ...cartRoute, ok: { schema: z.array(cartLineResponseSchema) }, errors: [403, 404] },
    {
      method: 'post',
      path: '/cart',
      summary: 'Add a line',
      description: 'Name the variant by `variantId`, or by `productId` + `size` + `color`. The same variant again adds to its line.',
      ...cartRoute,
      body: withToken(cartItemSchema.shape),
      ok: { status: 201, schema: cartLineResponseSchema },
      errors: [403, 404, 409],
    },
    {
      method: 'post',
      path: '/cart/merge',
      summary: 'Merge a guest cart after sign-in',
      description: 'The guest cart of `cartToken` joins the account cart and is deleted; lines that cannot be carried over are listed in `skipped`.',
      access: 'customer',
      body: mergeBodyDoc,
      ok: { schema: cartMergeResponseSchema },
      errors: [403, 404],
    },
    {
      method: 'put',
      path: '/cart/:id',
      summary: 'Change a line’s quantity',
      ...cartRoute,
      body: withToken(updateQuantitySchema.shape),
      ok: { schema: cartLineResponseSchema },
      errors: [403, 404, 409],
    },
    { method: 'delete', path: '/cart/:id', summary: 'Remove a line', ...cartRoute, ok: { schema: z.object({ id: z.string() }) }, errors: [403, 404] },
    { method: 'delete', path: '/cart', summary: 'Empty the cart', ...cartRoute, ok: { schema: z.object({ ok: z.literal(true) }) }, errors: [403, 404] },
  ],
};
