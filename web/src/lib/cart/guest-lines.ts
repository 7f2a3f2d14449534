// The guest cart's lines with their products and variants, judged as the server judges an
// account cart's lines (same words), so a guest sees the same warnings.
import type { GuestCartProductsQuery } from '@/graphql/graphql';
import { toPaise } from '../format';
import { variantFor, variantLabel, type VariantStock } from '../variants/variant-options';
import type { CartLineView } from './cart-line-view';
import type { GuestLine } from './guest-cart';

export type GuestProduct = GuestCartProductsQuery['products']['items'][number];

/** Why a line cannot be ordered as it stands, or null: the server's `CartItem.problem`. */
export function lineProblem(product: Pick<GuestProduct, 'sizes' | 'colors'>, variant: VariantStock | null, line: Pick<GuestLine, 'size' | 'color' | 'quantity'>): string | null {
  if (!variant) {
    if (line.size && !product.sizes.includes(line.size)) return `Size ${line.size} is no longer available`;
    if (line.color && !product.colors.includes(line.color)) return `Color ${line.color} is no longer available`;
    return 'No longer available';
  }
  if (variant.stock <= 0) return 'Out of stock';
  const label = variantLabel(variant);
  if (variant.stock < line.quantity) return label ? `Only ${variant.stock} left in ${label}` : `Only ${variant.stock} left in stock`;
  return null;
}

/** The stored variant, or (lines from before variants, or a re-created variant) the one of its size and colour. */
const variantOf = (product: GuestProduct, line: GuestLine) =>
  product.variants.find((v) => v.id === line.variantId) ?? variantFor(product.variants, { size: line.size, color: line.color });

export function guestView(lines: GuestLine[], products: GuestProduct[]): CartLineView[] {
  const byId = new Map(products.map((p) => [p.id, p]));
  return lines.map((l) => {
    const product = byId.get(l.productId) ?? null;
    const variant = product ? variantOf(product, l) : null;
    const problem = product ? lineProblem(product, variant, l) : null;
    return {
      ...l,
      variantId: variant?.id ?? null,
      variant,
      product,
      lineTotalPaise: product ? toPaise(product.price) * l.quantity : 0,
      available: !!product && !problem,
      problem,
    };
  });
}
