// Per-request DataLoaders: a page of N objects costs a constant number of SQL queries.
// Each domain adds its loaders here; they are created fresh for every GraphQL request.
import type { Services } from '../../services';
import { categoryByIdLoader, productByIdLoader, productCountByCategoryLoader, variantsByProductLoader } from '../../modules/catalog/catalog.loaders';
import { orderHistoryLoader, orderItemsLoader } from '../../modules/orders/order.loaders';
import { orderPaymentsLoader } from '../../modules/payments/order-payment.loaders';
import { waitingAlertsByProductLoader, waitingAlertsByVariantLoader } from '../../modules/stock-alerts/stock-alert.loaders';

export function createLoaders(services: Services) {
  return {
    categoryById: categoryByIdLoader(services.categories),
    productCountByCategory: productCountByCategoryLoader(services.categories),
    productById: productByIdLoader(services.products),
    variantsByProduct: variantsByProductLoader(services.products),
    orderItems: orderItemsLoader(services.orders),
    orderHistory: orderHistoryLoader(services.orders),
    orderPayments: orderPaymentsLoader(services.orderPayments),
    waitingAlertsByProduct: waitingAlertsByProductLoader(services.stockAlerts),
    waitingAlertsByVariant: waitingAlertsByVariantLoader(services.stockAlerts),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
