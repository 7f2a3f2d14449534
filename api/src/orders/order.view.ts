// The REST shape of an order: the row (Decimals leave as "123.00"), its items with lineTotal and
// product { id, name, images } (null once deleted), plus the derived fields GraphQL offers.
// Items appear as `items` and, for spec §7 clients, as `orderItems`.
import { paiseToString, toPaise } from '../common/money';
import type { OrderWithItems } from './order.service';
import { allowedNextStatuses } from './order-status';

export function toRestOrder(order: OrderWithItems) {
  const items = order.items.map((item) => ({ ...item, lineTotal: paiseToString(toPaise(item.price) * item.quantity) }));
  return {
    ...order,
    items,
    orderItems: items,
    itemCount: items.reduce((n, i) => n + i.quantity, 0),
    allowedNextStatuses: allowedNextStatuses(order.status),
  };
}
