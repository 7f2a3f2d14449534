// Domain events for partners (docs/api.md, "Webhooks"). A service emits one inside the transaction of
// its change — `await this.events.emit(tx, 'order.created', order)` — and the event becomes an
// outbox job in that same transaction. Its consumer (the webhook fan-out) is wired in services.ts;
// another consumer (e-mail) would read the same jobs.
import { randomUUID } from 'node:crypto';
import type { Prisma } from '../../generated/prisma/client';
import '../db/decimal'; // Decimals serialise as two-decimal strings (their toJSON)
import { toVariantView } from '../../modules/catalog/variant.view';
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

/** A change of one variant's stock (negative: units taken), for `lowStock`. */
export interface StockChange {
  variantId: string;
  change: number;
}

export class EventService {
  constructor(
    private readonly outbox: Pick<OutboxService, 'enqueue'>,
    private readonly lowStockThreshold: number,
  ) {}

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

  /**
   * stock.low for every variant these changes took from above the low-stock threshold to at or
   * below it (an order, an admin edit); a variant already low does not repeat the alarm.
   */
  async lowStock(tx: Prisma.TransactionClient, changes: StockChange[]): Promise<void> {
    const taken = new Map<string, number>();
    for (const c of changes) if (c.change < 0) taken.set(c.variantId, (taken.get(c.variantId) ?? 0) - c.change);
    if (!taken.size) return;
    const threshold = this.lowStockThreshold;
    const low = await tx.productVariant.findMany({
      where: { id: { in: [...taken.keys()] }, stock: { lte: threshold } },
      select: { id: true, productId: true, sku: true, size: true, color: true, stock: true, position: true, product: { select: { id: true, name: true } } },
      orderBy: { id: 'asc' },
    });
    for (const { product, ...variant } of low) {
      if (variant.stock + taken.get(variant.id)! > threshold) await this.emit(tx, 'stock.low', { variant: toVariantView(variant), product, threshold });
    }
  }
}
