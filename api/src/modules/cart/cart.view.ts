// Pure cart arithmetic and wording: lines with their variant's availability, and totals.
import type { CartItem } from '../../generated/prisma/client';
import { paiseToString, toPaise } from '../../platform/common/money';
import { type Product, type ProductRow, toVariantView, variantLabel, type VariantRow, type VariantView, withDerived } from '../catalog';

export type CartRow = CartItem & { product: ProductRow; variant: VariantRow | null };

export interface CartLine {
  id: string;
  productId: string;
  product: Product;
  /** The size × colour the line is for; null once the admin stopped selling it. */
  variantId: string | null;
  variant: VariantView | null;
  quantity: number;
  /** null = the product has no such option. */
  size: string | null;
  color: string | null;
  createdAt: Date;
  lineTotal: string;
  /** false when the line cannot be ordered as it stands (stock or options changed since it was added). */
  available: boolean;
  problem: string | null;
}

export interface Cart {
  /** "cart-<userId>" for an account cart, "cart-<cart id>" for a guest cart. */
  id: string;
  /** A guest cart's expiry (moved on by every change); null for an account cart. */
  expiresAt: Date | null;
  items: CartLine[];
  totalQuantity: number;
  /** Every line at today's price, available or not: the shopper sees the lines they hold. */
  subtotal: string;
}

/** Stable per cart, so Apollo normalises an account cart the same before and after its first line. */
export const cartId = (ref: { id: string | null; userId: string | null }) => `cart-${ref.userId ?? ref.id}`;

export function toLine(row: CartRow): CartLine {
  const product = withDerived(row.product);
  const problem = lineProblem(row);
  return {
    id: row.id,
    productId: row.productId,
    product,
    variantId: row.variant?.id ?? null,
    variant: row.variant ? toVariantView(row.variant) : null,
    quantity: row.quantity,
    size: row.size || null,
    color: row.color || null,
    createdAt: row.createdAt,
    lineTotal: paiseToString(toPaise(product.price) * row.quantity),
    available: problem === null,
    problem,
  };
}

export function toCart(ref: { id: string | null; userId: string | null; expiresAt: Date | null }, rows: CartRow[]): Cart {
  const items = rows.map(toLine);
  return {
    id: cartId(ref),
    expiresAt: ref.expiresAt,
    items,
    totalQuantity: items.reduce((n, l) => n + l.quantity, 0),
    subtotal: paiseToString(rows.reduce((sum, r) => sum + toPaise(r.product.price) * r.quantity, 0)),
  };
}

/** Why a line cannot be ordered as it stands, in the words the cart shows; null when it can. */
export function lineProblem({ product, variant, quantity, size, color }: Pick<CartRow, 'product' | 'variant' | 'quantity' | 'size' | 'color'>): string | null {
  if (!variant) {
    if (size && !product.sizes.includes(size)) return `Size ${size} is no longer available`;
    if (color && !product.colors.includes(color)) return `Color ${color} is no longer available`;
    return 'No longer available';
  }
  if (variant.stock <= 0) return 'Out of stock';
  const label = variantLabel(variant);
  if (variant.stock < quantity) return label ? `Only ${variant.stock} left in ${label}` : `Only ${variant.stock} left in stock`;
  return null;
}
