// /api/orders/{id}/payments and /refunds in the OpenAPI document (platform/rest/openapi.ts).
import type { RestTag } from '../../platform/rest/openapi';
import { orderResponseSchema } from './order.openapi';
import { markPaidSchema, refundSchema } from './order-payment.schemas';

export const paymentTag: RestTag = {
  name: 'Payments',
  description: 'Money recorded on an order after checkout: payments collected on delivery and refunds (admins).',
  operations: [
    {
      method: 'post',
      path: '/orders/:id/payments',
      summary: 'Mark a pay-on-delivery order as paid',
      description:
        'The courier collected the whole total, so the order is shipped or delivered: `amount` must equal it (no part payments); `paidOn` (YYYY-MM-DD, shop time zone, default today) lies between the order’s day and today. ' +
        '409 for an online order, an order already paid, a cancelled one or one not shipped yet. Emits `order.paid`.',
      access: 'admin',
      scope: 'orders_write',
      body: markPaidSchema,
      ok: { status: 201, schema: orderResponseSchema },
      errors: [404, 409],
    },
    {
      method: 'post',
      path: '/orders/:id/refunds',
      summary: 'Record a refund',
      description:
        'For a cancelled order that was paid. Several partial refunds may be recorded; together they never exceed what was paid (409 otherwise, naming what is left). Emits `order.refunded`.',
      access: 'admin',
      scope: 'orders_write',
      body: refundSchema,
      ok: { status: 201, schema: orderResponseSchema },
      errors: [404, 409],
    },
  ],
};
