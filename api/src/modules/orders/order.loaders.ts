// Order DataLoaders (registered in graphql/loaders.ts): the items (and the status histories) of a whole page in one query.
import DataLoader from 'dataloader';
import type { OrderItem, OrderStatusChange } from '../../generated/prisma/client';
import type { OrderService } from './order.service';

export const orderItemsLoader = (orders: OrderService) => new DataLoader<string, OrderItem[]>((ids) => orders.itemsByOrderIds(ids));

export const orderHistoryLoader = (orders: OrderService) => new DataLoader<string, OrderStatusChange[]>((ids) => orders.historyByOrderIds(ids));
