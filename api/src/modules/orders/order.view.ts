// The REST shape of an order: the row (Decimals leave as "123.00"), its items with lineTotal and
// product { id, name, images } (null once deleted), plus the derived fields GraphQL offers.
// Items appear as `items` and, for spec §7 clients, as `orderItems`; the status history as
// `statusHistory` ({ from, to, at, actor }, oldest first), the same entries GraphQL answers; the
// payment ledger as `payments` and its summary (state, label, sums) as `paymentSummary`.
import { moneyString, paiseToString, toPaise } from '../../platform/common/money';
import { paymentSummary, toPaymentRecord } from '../payments';
import type { OrderWithItems } from './order.rows';
import { allowedNextStatuses } from './order-status';
import { toHistoryEntry } from './status-history';

export function toRestOrder(order: OrderWithItems) {
  const { statusChanges, payments, ...row } = order;
  const items = order.items.map((item) => ({ ...item, lineTotal: paiseToString(toPaise(item.price) * item.quantity) }));
  return {
    ...row,
    amountPaid: moneyString(row.amountPaid),
    amountRefunded: moneyString(row.amountRefunded),
    paymentSummary: paymentSummary(row),
    payments: payments.map(toPaymentRecord),
    statusHistory: statusChanges.map(toHistoryEntry),
    items,
    orderItems: items,
    itemCount: items.reduce((n, i) => n + i.quantity, 0),
    allowedNextStatuses: allowedNextStatuses(order.status),
  };
}
