// Stock leaves and returns to the shelf only here (docs/decisions/0030-one-writer-per-table.md): a checkout takes units,
// a cancellation gives them back, each inside the caller's transaction. The admin's product edit sets stock in the
// same module (product.service.ts). Variant stock and products' sold counts have no other writer.
import type { Prisma } from '../../generated/prisma/client';
import type { EventService } from '../../platform/outbox/events.service';
import { toVariantView } from './variant.view';

/**
 * Who hears that units came back on the shelf, inside the transaction that put them there (the stock-alerts module:
 * shoppers waiting for a sold-out size). Handed in by the composition root, so the catalogue does not know alerts.
 */
export interface RestockNotifier {
  notifyRestocked(tx: Prisma.TransactionClient, variantIds: readonly string[]): Promise<void>;
}

/** A change of one variant's stock (negative: units taken), for `emitLowStock`. */
export interface StockChange {
  variantId: string;
  change: number;
}

/**
 * stock.low for every variant these changes took from above the low-stock threshold to at or below it (an order, an
 * admin edit); a variant already low does not repeat the alarm. The event is written in `tx`, with the change.
 */
export async function emitLowStock(tx: Prisma.TransactionClient, events: Pick<EventService, 'emit'>, threshold: number, changes: StockChange[]): Promise<void> {
  const taken = new Map<string, number>();
  for (const c of changes) if (c.change < 0) taken.set(c.variantId, (taken.get(c.variantId) ?? 0) - c.change);
  if (!taken.size) return;
  const low = await tx.productVariant.findMany({
    where: { id: { in: [...taken.keys()] }, stock: { lte: threshold } },
    select: { id: true, productId: true, sku: true, size: true, color: true, stock: true, position: true, product: { select: { id: true, name: true } } },
    orderBy: { id: 'asc' },
  });
  for (const { product, ...variant } of low) {
    if (variant.stock + taken.get(variant.id)! > threshold) await events.emit(tx, 'stock.low', { variant: toVariantView(variant), product, threshold });
  }
}

export interface StockLine {
  productId: string;
  variantId: string;
  quantity: number;
}

/** What taking failed on: a product deleted since the cart was priced, or a variant with too few units (and how many). */
export type StockShortfall<L extends StockLine> = { line: L; productGone: true } | { line: L; productGone: false; stock: number };

/**
 * Takes the units from each variant with a conditional decrement; none may go below 0 (and the table's CHECK says so
 * too). Per product in id order: its row first (soldCount, which also locks it, as an admin edit does), then its
 * variants in id order, so concurrent orders and edits always lock alike and never deadlock. A buyer who waited sees
 * the stock that is left. On a shortfall nothing is undone here: the caller fails its transaction.
 */
export async function takeStock<L extends StockLine>(tx: Prisma.TransactionClient, lines: L[]): Promise<StockShortfall<L> | null> {
  for (const [productId, group] of byProduct(lines)) {
    const sold = group.reduce((n, l) => n + l.quantity, 0);
    const { count: found } = await tx.product.updateMany({ where: { id: productId }, data: { soldCount: { increment: sold } } });
    if (found === 0) return { line: group[0], productGone: true };
    for (const line of group) {
      const { count } = await tx.productVariant.updateMany({ where: { id: line.variantId, stock: { gte: line.quantity } }, data: { stock: { decrement: line.quantity } } });
      if (count === 0) {
        const now = await tx.productVariant.findUnique({ where: { id: line.variantId }, select: { stock: true } });
        return { line, productGone: false, stock: now?.stock ?? 0 };
      }
    }
  }
  return null;
}

/**
 * Puts units back into the variants they were taken from (variants or products removed since are skipped), in the
 * same lock order as `takeStock`. Answers the variants whose stock rose.
 */
export async function giveBackStock(
  tx: Prisma.TransactionClient,
  items: Array<{ productId: string | null; variantId: string | null; quantity: number }>,
): Promise<string[]> {
  const raised: string[] = [];
  const units = new Map<string, Map<string | null, number>>();
  for (const item of items) {
    if (!item.productId) continue;
    const product = units.get(item.productId) ?? new Map<string | null, number>();
    product.set(item.variantId, (product.get(item.variantId) ?? 0) + item.quantity);
    units.set(item.productId, product);
  }
  for (const [productId, variants] of [...units].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const sold = [...variants.values()].reduce((a, b) => a + b, 0);
    await tx.product.updateMany({ where: { id: productId }, data: { soldCount: { decrement: sold } } });
    for (const [variantId, quantity] of [...variants].sort(([a], [b]) => ((a ?? '') < (b ?? '') ? -1 : 1))) {
      if (!variantId) continue;
      const { count } = await tx.productVariant.updateMany({ where: { id: variantId }, data: { stock: { increment: quantity } } });
      if (count) raised.push(variantId);
    }
  }
  return raised;
}

/** The lines grouped by product, products and variants each in id order. */
function byProduct<L extends StockLine>(lines: L[]): Array<[string, L[]]> {
  const groups = new Map<string, L[]>();
  for (const l of [...lines].sort((a, b) => (a.variantId < b.variantId ? -1 : 1))) groups.set(l.productId, [...(groups.get(l.productId) ?? []), l]);
  return [...groups].sort(([a], [b]) => (a < b ? -1 : 1));
}
