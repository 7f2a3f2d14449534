// The order rows services read and views shape: what REST answers carry with an order. Its own file, so that the
// view (order.view.ts) and the service (order.service.ts) both use it without importing each other.
import type { Order, Prisma } from '../../generated/prisma/client';
import { historyOrder } from './status-history';
import { ledgerOrder } from '../payments';

/** What REST answers carry of an item's product and the status history (GraphQL resolves them through loaders instead). */
export const itemInclude = {
  items: { include: { product: { select: { id: true, name: true, images: true } } }, orderBy: { id: 'asc' } },
  statusChanges: { orderBy: historyOrder },
  payments: { orderBy: ledgerOrder },
} as const satisfies Prisma.OrderInclude;
export type OrderWithItems = Prisma.OrderGetPayload<{ include: typeof itemInclude }>;
export type OrderRow = Order | OrderWithItems;
