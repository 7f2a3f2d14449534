// /api/coupons in the OpenAPI document (rest/openapi.ts).
import { z } from '../common/validate';
import { deletedSchema, moneyString, pageQuerySchema, timestamp, type RestTag } from '../rest/openapi';
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
    usageCount: z.number().int(),
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
      description: 'A code that does not apply is a 400 whose message the cart shows.',
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
      query: pageQuerySchema.extend(couponListSchema.shape),
      ok: { schema: z.array(couponResponseSchema), headers: ['X-Total-Count'] },
    },
    {
      method: 'post',
      path: '/coupons',
      summary: 'Create a coupon',
      access: 'admin',
      body: couponSchema,
      ok: { status: 201, schema: couponResponseSchema },
      errors: [409],
    },
    {
      method: 'put',
      path: '/coupons/:id',
      summary: 'Update a coupon',
      access: 'admin',
      body: couponSchema,
      ok: { schema: couponResponseSchema },
      errors: [404, 409],
    },
    { method: 'delete', path: '/coupons/:id', summary: 'Delete a coupon', access: 'admin', ok: { schema: deletedSchema }, errors: [404] },
  ],
};
