// Order DataLoaders (registered in graphql/loaders.ts): the items of a whole page in one query.
import DataLoader from 'dataloader';
import type { OrderItem } from '../generated/prisma/client';
import type { OrderService } from './order.service';

export const orderItemsLoader = (orders: OrderService) => new DataLoader<string, OrderItem[]>((ids) => orders.itemsByOrderIds(ids));
