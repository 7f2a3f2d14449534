// The orders module's public face: what other modules and the composition root may use. Anything not exported here
// is the module's own; its descriptor is orders.module.ts.
// Orders: checkout (the orchestration that turns a cart into an order: catalogue stock, coupons, payment), the order's
// life (status, cancel, reorder), the money recorded on it after placing (paid on delivery, refunds) and its access
// tokens.
export type { OrdersServices } from './orders.context';

export { CheckoutService } from './checkout.service';
export { IdempotencyService } from './idempotency.service';
export { OrderPaymentService } from './order-payment.service';
export { orderResponseSchema } from './order.openapi';
export { OrderService, type OrderRow, type OrderWithItems } from './order.service';
export { AddressType, OrderType } from './order.type';
export { toRestOrder } from './order.view';
