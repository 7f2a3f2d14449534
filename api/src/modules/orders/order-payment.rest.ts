// Recording money on an order over REST, thin over the same service as GraphQL.
import { Router } from 'express';
import type { OrdersServices } from './orders.context';
import { handle } from '../../platform/rest/handle';
import { toRestOrder } from './order.view';

export function orderPaymentRoutes(services: OrdersServices): Router {
  const r = Router();
  // Admin: a pay-on-delivery order was paid in full ({ amount, paidOn?, note? }); answers the order.
  r.post(
    '/orders/:id/payments',
    handle(async (ctx, req) => toRestOrder(await services.orderPayments.markPaid(ctx, req.params.id, req.body)), 201),
  );
  // Admin: a refund for a cancelled, paid order ({ amount, note }); answers the order.
  r.post(
    '/orders/:id/refunds',
    handle(async (ctx, req) => toRestOrder(await services.orderPayments.refund(ctx, req.params.id, req.body)), 201),
  );
  return r;
}
