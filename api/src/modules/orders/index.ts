// The orders module's public face: its descriptor for the composition root (api/src/modules.ts) and what other modules
// may use. Anything not exported here is the module's own.
// Orders: checkout (the orchestration that turns a cart into an order: catalogue stock, coupons, payment), the order's
// life (status, cancel, reorder), the money recorded on it after placing (paid on delivery, refunds) and its access
// tokens.
import { shopModule } from '../../platform/module';
import type { OrdersServices } from './orders.context';
import { OrderShopResolver, OrderAdminResolver, OrderResolver, OrderItemResolver } from './order.resolver';
import { OrderPaymentAdminResolver, OrderPaymentFieldsResolver } from './order-payment.resolver';
import { orderRoutes } from './order.rest';
import { orderPaymentRoutes } from './order-payment.rest';
import { orderTag } from './order.openapi';
import { paymentTag } from './order-payment.openapi';
import { orderLoaders } from './order.loaders';
import { ORDER_TOKEN_PATHS } from './order-token';

export const ordersModule = shopModule<OrdersServices>({
  name: 'orders',
  resolvers: [OrderShopResolver, OrderAdminResolver, OrderResolver, OrderItemResolver, OrderPaymentAdminResolver, OrderPaymentFieldsResolver],
  routes: (services) => [orderRoutes(services), orderPaymentRoutes(services)],
  openapi: [orderTag, paymentTag],
  loaders: orderLoaders,
  secretPaths: ORDER_TOKEN_PATHS,
});
export type { OrdersServices } from './orders.context';

export { CheckoutService } from './checkout.service';
export { IdempotencyService } from './idempotency.service';
export { OrderPaymentService } from './order-payment.service';
export { orderResponseSchema } from './order.openapi';
export { OrderService, type OrderRow, type OrderWithItems } from './order.service';
export { AddressType, OrderType } from './order.type';
export { toRestOrder } from './order.view';
