// The events an endpoint can subscribe to, as the dialog lists them and the tables name them.
import type { WebhookEventType } from '@/graphql/graphql';

export const WEBHOOK_EVENTS: Array<{ value: WebhookEventType; name: string; hint: string }> = [
  { value: 'ORDER_CREATED', name: 'order.created', hint: 'an order was placed' },
  { value: 'ORDER_PAID', name: 'order.paid', hint: 'an order was placed with an online payment' },
  { value: 'ORDER_STATUS_CHANGED', name: 'order.status_changed', hint: 'an order moved on or was cancelled' },
  { value: 'PRODUCT_CREATED', name: 'product.created', hint: 'a product was added' },
  { value: 'PRODUCT_UPDATED', name: 'product.updated', hint: 'a product was edited' },
  { value: 'PRODUCT_DELETED', name: 'product.deleted', hint: 'a product was deleted' },
  { value: 'STOCK_LOW', name: 'stock.low', hint: 'a size/color fell to the low-stock threshold' },
];

export const eventName = (value: WebhookEventType) => WEBHOOK_EVENTS.find((e) => e.value === value)?.name ?? value;
