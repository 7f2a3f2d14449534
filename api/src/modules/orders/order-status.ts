// The order status workflow (docs/decisions/0004-order-status-workflow.md):
// pending → processing → shipped → delivered; pending | processing → cancelled.
import type { OrderStatusValue } from './order.schemas';

const NEXT: Record<OrderStatusValue, OrderStatusValue[]> = {
  pending: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

export const allowedNextStatuses = (status: OrderStatusValue): OrderStatusValue[] => [...NEXT[status]];

export const canChangeStatus = (from: OrderStatusValue, to: OrderStatusValue): boolean => NEXT[from].includes(to);

export const cannotChangeStatus = (from: string, to: string) => `Cannot change order status from ${from} to ${to}`;
