// Domain events for partners (docs/api.md, "Webhooks"). A service emits one inside the transaction of
// its change — `await this.events.emit(tx, 'order.created', order)` — and the event becomes an
// outbox job in that same transaction. Its consumer (the webhook fan-out) is wired in services.ts;
// another consumer (e-mail) would read the same jobs.
import { randomUUID } from 'node:crypto';
import type { Prisma } from '../../generated/prisma/client';
import '../db/decimal'; // Decimals serialise as two-decimal strings (their toJSON)
import type { OutboxService } from './outbox.service';

export const SHOP_EVENT_TYPES = [
  'order.created',
  'order.status_changed',
  'order.paid',
  'order.refunded',
  'product.created',
  'product.updated',
  'product.deleted',
  'stock.low',
] as const;
export type ShopEventType = (typeof SHOP_EVENT_TYPES)[number];

/** An emitted event as its consumers get it; `body` is the exact JSON text partners receive. */
export interface ShopEvent {
  id: string;
  type: ShopEventType;
  createdAt: string;
  body: string;
}

/** The outbox queue events go to. */
export const EVENTS_QUEUE = 'shop-events';

export class EventService {
  constructor(private readonly outbox: Pick<OutboxService, 'enqueue'>) {}

  /**
   * Emits `type` with `data` (serialised now, Decimals as "1299.00", dates as ISO strings) inside
   * `tx`: the event exists if and only if the transaction commits.
   */
  async emit(tx: Prisma.TransactionClient, type: ShopEventType, data: unknown): Promise<void> {
    const id = randomUUID();
    const createdAt = new Date().toISOString();
    const body = JSON.stringify({ id, type, createdAt, data });
    const event: ShopEvent = { id, type, createdAt, body };
    await this.outbox.enqueue(tx, EVENTS_QUEUE, event);
  }
}
