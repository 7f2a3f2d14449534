// The stock grid's cells: one per size × colour (the server's variants), in the server's display
// order (sizes, then colours), so cell i of the form is `variants.<i>` of the input and of the
// server's field errors. '' stands for "no sizes" / "no colours": a product with neither has one cell.
import * as yup from 'yup';
import type { AdminProductVariantFragment, ProductVariantInput } from '@/graphql/graphql';

export interface StockCell {
  size: string;
  color: string;
  /** the text of the cell's input */
  stock: string;
  /** '' = keep the SKU the server has, or let it generate one (KUR-TEAL-M) */
  sku: string;
  /** shoppers waiting for this size × colour to be back in stock (saved variants only) */
  waiting?: number;
}

export const STOCK_MESSAGES = {
  negative: 'Stock cannot be negative',
  whole: 'Stock must be a whole number',
  sku: 'SKU must be 1–40 letters, digits, dots, dashes or slashes',
} as const;

/** The server's SKU rule (stored upper-case). */
const SKU_PATTERN = /^[A-Z0-9][A-Z0-9._\-/]{0,39}$/;

const uniq = (list: readonly string[]) => [...new Set(list)];

/** Every size × colour, sizes outermost (the server's order); [''] stands in for a missing option. */
export function combinations(sizes: readonly string[], colors: readonly string[]): { size: string; color: string }[] {
  const ss = sizes.length ? uniq(sizes) : [''];
  const cs = colors.length ? uniq(colors) : [''];
  return ss.flatMap((size) => cs.map((color) => ({ size, color })));
}

const sameCell = (a: { size: string; color: string }) => (b: { size: string; color: string }) => a.size === b.size && a.color === b.color;

/**
 * The cells for new sizes/colours: a combination that remains keeps its number and SKU (looked up
 * in `known`, the current cells first, then ones removed earlier); a new one starts at 0.
 */
export function regrid(sizes: readonly string[], colors: readonly string[], known: readonly StockCell[]): StockCell[] {
  return combinations(sizes, colors).map((c) => known.find(sameCell(c)) ?? { ...c, stock: '0', sku: '' });
}

/** The cells of a saved product, from its variants. */
export function cellsOf(p: { sizes: readonly string[]; colors: readonly string[]; variants: readonly AdminProductVariantFragment[] }): StockCell[] {
  const known = p.variants.map((v) => ({ size: v.size ?? '', color: v.color ?? '', stock: String(v.stock), sku: v.sku, waiting: v.waitingAlerts ?? 0 }));
  return regrid(p.sizes, p.colors, known);
}

/** A cell's number when it holds a whole number ≥ 0, else 0 (the totals skip cells in error). */
export function cellStock(cell: StockCell): number {
  const n = Number(cell.stock.trim());
  return cell.stock.trim() !== '' && Number.isInteger(n) && n >= 0 ? n : 0;
}

export const totalStock = (cells: readonly StockCell[]) => cells.reduce((sum, c) => sum + cellStock(c), 0);

/** "M, Teal", "M", "Teal", or '' for a product with neither. */
export const cellLabel = (c: { size: string; color: string }) => [c.size, c.color].filter(Boolean).join(', ');

export function toVariantInput(cell: StockCell): ProductVariantInput {
  const sku = cell.sku.trim();
  return { size: cell.size || null, color: cell.color || null, stock: Number(cell.stock.trim()), sku: sku ? sku.toUpperCase() : null };
}

/** The spec's stock messages, per cell. */
export const stockCellSchema = yup.object({
  stock: yup
    .number()
    .typeError(STOCK_MESSAGES.whole)
    .required(STOCK_MESSAGES.whole)
    .integer(STOCK_MESSAGES.whole)
    .min(0, STOCK_MESSAGES.negative),
  sku: yup
    .string()
    .trim()
    .test('sku', STOCK_MESSAGES.sku, (v) => !v || SKU_PATTERN.test(v.toUpperCase())),
});
