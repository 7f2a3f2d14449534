// A payment proof is bound to the checkout it paid for. Before its first use, the intent's
// checkoutHash says so (placeOrder answers PRICES_CHANGED for another cart). Once it has placed an
// order, a re-submit is compared with that order: the same lines and coupon answer the order again
// (a retried submit), anything else is refused, so a client never takes an earlier order for its
// current cart. Pure: the order's own lines are the reference, whatever the catalogue did since.
import type { LineData } from './order.schemas';

export interface OrderedLine {
  productId: string | null;
  variantId: string | null;
  size: string | null;
  color: string | null;
  quantity: number;
}

const option = (v: string | null | undefined) => (v ?? '').toLowerCase();
const sameId = (a: string | null, b: string | null) => !!a && !!b && a.toLowerCase() === b.toLowerCase();

/**
 * The order line a requested line names, as pricing would resolve it: by variant id (size and
 * colour, when given, must agree), or by product and options (case-insensitive, '' for none).
 */
function lineOf(ordered: readonly OrderedLine[], line: Pick<LineData, 'productId' | 'variantId' | 'size' | 'color'>): number {
  const matches = ordered.flatMap((o, i) => {
    if (line.productId && !sameId(o.productId, line.productId)) return [];
    if (line.variantId) {
      if (!sameId(o.variantId, line.variantId)) return [];
      if (line.size && option(line.size) !== option(o.size)) return [];
      if (line.color && option(line.color) !== option(o.color)) return [];
      return [i];
    }
    return option(line.size) === option(o.size) && option(line.color) === option(o.color) ? [i] : [];
  });
  return matches.length === 1 ? matches[0] : -1;
}

/** Whether the requested lines and coupon are exactly what the order was placed for (lines naming one variant add up). */
export function isSameCheckout(
  order: { couponCode: string | null; items: readonly OrderedLine[] },
  request: { items: readonly LineData[]; couponCode: string | null },
): boolean {
  if ((order.couponCode ?? '').toUpperCase() !== (request.couponCode ?? '').toUpperCase()) return false;
  const quantities = order.items.map(() => 0);
  for (const line of request.items) {
    const i = lineOf(order.items, line);
    if (i < 0) return false;
    quantities[i] += line.quantity;
  }
  return order.items.every((o, i) => quantities[i] === o.quantity);
}
