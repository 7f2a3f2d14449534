// Order DataLoaders in every GraphQL request's context (ShopModule.loaders): the items, status histories and payment
// ledgers of a whole page of orders, one query each.
import DataLoader from 'dataloader';
import type { OrderItem, OrderPayment, OrderStatusChange } from '../../generated/prisma/client';
import type { OrderService } from './order.service';
import type { OrderPaymentService } from './order-payment.service';

export const orderItemsLoader = (orders: OrderService) => new DataLoader<string, OrderItem[]>((ids) => orders.itemsByOrderIds(ids));

export const orderHistoryLoader = (orders: OrderService) => new DataLoader<string, OrderStatusChange[]>((ids) => orders.historyByOrderIds(ids));

export const orderPaymentsLoader = (payments: OrderPaymentService) => new DataLoader<string, OrderPayment[]>((ids) => payments.recordsByOrderIds(ids));

export const orderLoaders = (s: { orders: OrderService; orderPayments: OrderPaymentService }) => ({
  orderItems: orderItemsLoader(s.orders),
  orderHistory: orderHistoryLoader(s.orders),
  orderPayments: orderPaymentsLoader(s.orderPayments),
});
