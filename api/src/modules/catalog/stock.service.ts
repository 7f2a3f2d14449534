// Stock leaves and returns to the shelf only here (docs/decisions/0030-one-writer-per-table.md): a checkout takes units,
// a cancellation gives them back, each inside the caller's transaction. The admin's product edit sets stock in the
// same module (product.service.ts). Variant stock and products' sold counts have no other writer.
import type { Prisma } from '../../generated/prisma/client';

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
