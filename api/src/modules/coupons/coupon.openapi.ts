// /api/coupons in the OpenAPI document (platform/rest/openapi.ts).
import { z } from '../../platform/input/validate';
import { deletedSchema, moneyString, pageQuerySchema, timestamp, type RestTag } from '../../platform/rest/openapi';
import { COUPON_TYPES, couponListSchema, couponSchema, validateCouponSchema } from './coupon.schemas';

const terms = {
  code: z.string(),
  type: z.enum(COUPON_TYPES),
  value: moneyString.describe('Percent or rupees, by type.'),
  minAmount: moneyString,
  maxDiscount: moneyString.nullable(),
};

export const couponResponseSchema = z
  .object({
    id: z.uuid(),
    ...terms,
    active: z.boolean(),
    expiresAt: timestamp.nullable(),
    startsAt: timestamp.nullable().describe('From when it applies; null = at once.'),
    usageLimit: z.number().int().nullable().describe('Total uses allowed; null = unlimited.'),
    perCustomerLimit: z.number().int().nullable().describe('Uses allowed per customer (account or checkout e-mail); null = unlimited.'),
    usageCount: z.number().int().describe('Uses by orders that are not cancelled (a cancelled order gives its use back).'),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'Coupon' });

export const couponTag: RestTag = {
  name: 'Coupons',
  description: 'Checking a code (anyone) and managing coupons (admins).',
  operations: [
    {
      method: 'post',
      path: '/coupons/validate',
      summary: 'Check a coupon code',
      description:
        'A code that does not apply is a 400 whose message the cart shows (e.g. "This coupon is not active yet", "This coupon has reached its usage limit"; with a bearer token also "This coupon has already been used").',
      access: 'public',
      body: validateCouponSchema,
      ok: { schema: z.object({ ...terms, discount: moneyString.nullable().describe('For the given subtotal.') }) },
    },
    {
      method: 'get',
      path: '/coupons',
      summary: 'List coupons',
      description: 'Newest first; `search` is a code prefix.',
      access: 'admin',
      scope: 'admin',
      query: pageQuerySchema.extend(couponListSchema.shape),
      ok: { schema: z.array(couponResponseSchema), headers: ['X-Total-Count'] },
    },
    {
      method: 'post',
      path: '/coupons',
      summary: 'Create a coupon',
      access: 'admin',
      scope: 'admin',
      body: couponSchema,
      ok: { status: 201, schema: couponResponseSchema },
      errors: [409],
    },
    {
      method: 'put',
      path: '/coupons/:id',
      summary: 'Update a coupon',
      description: 'A `usageLimit` below the uses so far is a 400 ("Usage limit cannot be below the 7 uses so far").',
      access: 'admin',
      scope: 'admin',
      body: couponSchema,
      ok: { schema: couponResponseSchema },
      errors: [404, 409],
    },
    { method: 'delete', path: '/coupons/:id', summary: 'Delete a coupon', access: 'admin', scope: 'admin', ok: { schema: deletedSchema }, errors: [404] },
  ],
};
