// What this module's resolvers and routes are handed: the composition root (api/src/modules.ts) builds one services
// object for every module, and the compiler checks it has what this module lists.
import type { GraphQLContext } from '../../platform/graphql/context';
import type { OrderService } from './order.service';
import type { CheckoutService } from './checkout.service';
import type { OrderPaymentService } from './order-payment.service';
import type { orderLoaders } from './order.loaders';
import type { CatalogLoaders } from '../catalog';

export interface OrdersServices {
  orders: OrderService;
  checkout: CheckoutService;
  orderPayments: OrderPaymentService;
}

export type OrdersLoaders = ReturnType<typeof orderLoaders> & Pick<CatalogLoaders, 'productById'>;
export type OrdersContext = GraphQLContext<OrdersServices, OrdersLoaders>;
