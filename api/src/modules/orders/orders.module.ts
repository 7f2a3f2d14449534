// The orders module's descriptor: what it adds to the GraphQL schema, /api, the OpenAPI document, each request's
// loaders and the seed. Only the composition root (api/src/modules.ts) imports it; other modules use index.ts.
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
