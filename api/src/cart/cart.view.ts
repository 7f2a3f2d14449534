// Pure cart arithmetic and wording: lines with their availability, totals, option and stock checks.
import type { CartItem } from '../generated/prisma/client';
import { paiseToString, toPaise } from '../common/money';
import { withDerived, type Product, type ProductRow } from '../catalog/product.service';

export type CartRow = CartItem & { product: ProductRow };

export interface CartLine {
  id: string;
  productId: string;
  product: Product;
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
  id: string;
  items: CartLine[];
  totalQuantity: number;
  /** Every line at today's price, available or not: the shopper sees the lines they hold. */
  subtotal: string;
}

export const cartId = (userId: string) => `cart-${userId}`;

export function toLine(row: CartRow): CartLine {
  const product = withDerived(row.product);
  const problem = lineProblem(product, row.quantity, row.size, row.color);
  return {
    id: row.id,
    productId: row.productId,
    product,
    quantity: row.quantity,
    size: row.size || null,
    color: row.color || null,
    createdAt: row.createdAt,
    lineTotal: paiseToString(toPaise(product.price) * row.quantity),
    available: problem === null,
    problem,
  };
}

export function toCart(userId: string, rows: CartRow[]): Cart {
  const items = rows.map(toLine);
  return {
    id: cartId(userId),
    items,
    totalQuantity: items.reduce((n, l) => n + l.quantity, 0),
    subtotal: paiseToString(rows.reduce((sum, r) => sum + toPaise(r.product.price) * r.quantity, 0)),
  };
}

function lineProblem(product: ProductRow, quantity: number, size: string, color: string): string | null {
  if (product.stock <= 0) return 'Out of stock';
  if (product.stock < quantity) return `Only ${product.stock} left in stock`;
  if (product.sizes.length && !size) return 'Please select a size';
  if (size && !product.sizes.includes(size)) return `Size ${size} is no longer available`;
  if (product.colors.length && !color) return 'Please select a color';
  if (color && !product.colors.includes(color)) return `Color ${color} is no longer available`;
  return null;
}

/** The message when `wanted` units exceed the stock: "Only 3 left in stock for …" or "… is out of stock". */
export const stockMessage = (product: Pick<Product, 'name' | 'stock'>) =>
  product.stock <= 0 ? `${product.name} is out of stock` : `Only ${product.stock} left in stock for ${product.name}`;

export type OptionCheck = { ok: true; size: string; color: string } | { ok: false; field: 'size' | 'color'; message: string };

/**
 * A product with sizes needs one of them, likewise colours; an option the product does not offer is
 * refused. Matching ignores case and stores the product's own spelling. '' = no option.
 */
export function checkOptions(product: Pick<Product, 'name' | 'sizes' | 'colors'>, size: string, color: string): OptionCheck {
  const s = pick(product.sizes, size);
  if (product.sizes.length && !size) return { ok: false, field: 'size', message: 'Please select a size' };
  if (size && s === undefined) return { ok: false, field: 'size', message: `Size ${size} is not available for ${product.name}` };
  const c = pick(product.colors, color);
  if (product.colors.length && !color) return { ok: false, field: 'color', message: 'Please select a color' };
  if (color && c === undefined) return { ok: false, field: 'color', message: `Color ${color} is not available for ${product.name}` };
  return { ok: true, size: s ?? '', color: c ?? '' };
}

const pick = (offered: string[], wanted: string) =>
  wanted ? offered.find((o) => o === wanted) ?? offered.find((o) => o.toLowerCase() === wanted.toLowerCase()) : undefined;
