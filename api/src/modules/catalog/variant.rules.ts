// Variants (docs/decisions/0008-variants-are-the-unit-of-stock.md): the pure rules, shared by the catalogue,
// the cart and the checkout. A product sells one variant per size × colour; '' stands for "no sizes" / "no
// colours", so a product with neither has exactly one default variant. No database access here.

export const NO_OPTION = '';

export interface VariantOptions {
  size: string;
  color: string;
}

export interface VariantRow extends VariantOptions {
  id: string;
  productId: string;
  sku: string;
  stock: number;
  position: number;
}

export interface Combination extends VariantOptions {
  /** Display order: sizes in the product's order, then colours. */
  position: number;
}

/** Every size × colour the product is sold in, in display order ('' for a missing option). */
export function combinations(sizes: readonly string[], colors: readonly string[]): Combination[] {
  const ss = sizes.length ? sizes : [NO_OPTION];
  const cs = colors.length ? colors : [NO_OPTION];
  return ss.flatMap((size, si) => cs.map((color, ci) => ({ size, color, position: si * cs.length + ci })));
}

export const optionsKey = (o: VariantOptions) => JSON.stringify([o.size, o.color]);

/**
 * `total` units spread evenly over `n` variants in display order, the remainder one unit each to
 * the first ones: 10 over 3 → [4, 3, 3]. The migration spreads existing stock the same way.
 */
export function spreadStock(total: number, n: number): number[] {
  if (n <= 0) return [];
  const base = Math.floor(total / n);
  const rest = total % n;
  return Array.from({ length: n }, (_, i) => base + (i < rest ? 1 : 0));
}

/**
 * A new total for variants whose stock the owner has already set one by one (a client that sends
 * only the product's `stock`): a rise is spread evenly over all of them; a fall is taken from the
 * fullest first, so the sizes that are nearly gone keep what they have.
 */
export function retotalStock(stocks: readonly number[], target: number): number[] {
  const current = stocks.reduce((a, b) => a + b, 0);
  if (target >= current) {
    const extra = spreadStock(target - current, stocks.length);
    return stocks.map((s, i) => s + (extra[i] ?? 0));
  }
  // The lowest level L such that Σ min(s, L) ≥ target; then trim the excess from those at L.
  let lo = 0;
  let hi = Math.max(0, ...stocks);
  const capped = (level: number) => stocks.reduce((sum, s) => sum + Math.min(s, level), 0);
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (capped(mid) >= target) hi = mid;
    else lo = mid + 1;
  }
  let excess = capped(lo) - target;
  return stocks.map((s) => {
    const v = Math.min(s, lo);
    if (excess > 0 && s >= lo && lo > 0) {
      excess -= 1;
      return v - 1;
    }
    return v;
  });
}

const skuPart = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]+/g, '');

/** The product part of generated SKUs: the first three characters of the name's last word ("Teal Kurta" → KUR). */
export function skuCode(name: string): string {
  const words = name.match(/[A-Za-z0-9]+/g);
  const last = words?.[words.length - 1] ?? 'P';
  return last.slice(0, 3).toUpperCase().padEnd(3, 'X');
}

/** A readable SKU: code, colour, size → KUR-TEAL-M (missing options are left out). */
export const generateSku = (code: string, o: VariantOptions) => [code, skuPart(o.color), skuPart(o.size)].filter(Boolean).join('-');

/** An SKU as stored: trimmed and upper-case. */
export const normalizeSku = (sku: string) => sku.trim().toUpperCase();
export const SKU_PATTERN = /^[A-Z0-9][A-Z0-9._\-/]{0,39}$/;

/** How a variant is named to a shopper: "M", "Teal", "Teal, M"; '' for a default variant. */
export const variantLabel = (o: VariantOptions) => [o.color, o.size].filter(Boolean).join(', ');

/** "Only 2 left of Teal Kurta in M" / "Teal Kurta in M is out of stock". */
export function variantStockMessage(productName: string, variant: VariantOptions & { stock: number }): string {
  const label = variantLabel(variant);
  const what = label ? `${productName} in ${label}` : productName;
  return variant.stock <= 0 ? `${what} is out of stock` : `Only ${variant.stock} left of ${what}`;
}

export type VariantChoice = { ok: true; variant: VariantRow } | { ok: false; field: 'size' | 'color' | 'variantId'; message: string };

export const VARIANT_MESSAGES = {
  selectSize: 'Please select a size',
  selectColor: 'Please select a color',
  sizeUnavailable: (size: string) => `Size ${size} is not available for this product`,
  colorUnavailable: (color: string) => `Color ${color} is not available for this product`,
  unknownVariant: 'This size or colour is not sold for this product',
  mismatch: 'The size or colour does not match the chosen variant',
} as const;

const pick = (offered: readonly string[], wanted: string) =>
  wanted ? (offered.find((o) => o === wanted) ?? offered.find((o) => o.toLowerCase() === wanted.toLowerCase())) : undefined;

/**
 * The variant a shopper chose: by variant id, or by size and colour (case-insensitive; the
 * product's own spelling wins). A product with sizes needs a size, likewise colours; an option the
 * product does not sell is refused with a message naming it.
 */
export function chooseVariant(
  product: { sizes: readonly string[]; colors: readonly string[]; variants: readonly VariantRow[] },
  choice: { variantId?: string | null; size: string; color: string },
): VariantChoice {
  if (choice.variantId) {
    const variant = product.variants.find((v) => v.id === choice.variantId!.toLowerCase());
    if (!variant) return { ok: false, field: 'variantId', message: VARIANT_MESSAGES.unknownVariant };
    const sizeOk = !choice.size || choice.size.toLowerCase() === variant.size.toLowerCase();
    const colorOk = !choice.color || choice.color.toLowerCase() === variant.color.toLowerCase();
    if (!sizeOk || !colorOk) return { ok: false, field: 'variantId', message: VARIANT_MESSAGES.mismatch };
    return { ok: true, variant };
  }
  const size = pick(product.sizes, choice.size);
  if (product.sizes.length && !choice.size) return { ok: false, field: 'size', message: VARIANT_MESSAGES.selectSize };
  if (choice.size && size === undefined) return { ok: false, field: 'size', message: VARIANT_MESSAGES.sizeUnavailable(choice.size) };
  const color = pick(product.colors, choice.color);
  if (product.colors.length && !choice.color) return { ok: false, field: 'color', message: VARIANT_MESSAGES.selectColor };
  if (choice.color && color === undefined) return { ok: false, field: 'color', message: VARIANT_MESSAGES.colorUnavailable(choice.color) };
  const variant = product.variants.find((v) => v.size === (size ?? NO_OPTION) && v.color === (color ?? NO_OPTION));
  return variant ? { ok: true, variant } : { ok: false, field: 'variantId', message: VARIANT_MESSAGES.unknownVariant };
}

export interface VariantCell extends VariantOptions {
  stock: number;
  sku?: string;
}

export interface PlannedVariant extends Combination {
  /** The existing variant kept for this size × colour (cart lines and orders stay linked to it). */
  id?: string;
  stock: number;
  /** null: generate one. */
  sku: string | null;
  /** The position of the input cell that set it, for errors keyed like the input. */
  cell?: number;
}

/**
 * The variants a product write leads to. With `cells` (the admin's stock grid, or REST's
 * `variants`), each listed size × colour gets its stock and SKU, and the others keep what they have
 * (new ones start at 0). Without, the product's single `stock` is the new total: spread over new
 * variants, or over the existing ones as `retotalStock` says (no total: stock stays as it is).
 * Errors are keyed like the input.
 */
export function planVariants(input: {
  sizes: readonly string[];
  colors: readonly string[];
  /** undefined: keep the variants' stock as it is */
  total: number | undefined;
  cells?: readonly VariantCell[] | null;
  existing: readonly VariantRow[];
}): { plan: PlannedVariant[]; errors: Record<string, string> } {
  const existing = new Map(input.existing.map((v) => [optionsKey(v), v]));
  const plan: PlannedVariant[] = combinations(input.sizes, input.colors).map((c) => {
    const old = existing.get(optionsKey(c));
    return { ...c, id: old?.id, stock: old?.stock ?? 0, sku: old?.sku ?? null };
  });
  const errors: Record<string, string> = {};
  if (!input.cells) {
    if (input.total === undefined) return { plan, errors };
    const stocks = retotalStock(
      plan.map((p) => p.stock),
      input.total,
    );
    plan.forEach((p, i) => (p.stock = stocks[i]!));
    return { plan, errors };
  }
  const byKey = new Map(plan.map((p) => [optionsKey(p), p]));
  const seen = new Set<string>();
  const skus = new Map<string, number>();
  input.cells.forEach((cell, i) => {
    const target = byKey.get(optionsKey(cell)) ?? findIgnoringCase(plan, cell);
    if (!target) {
      if (cell.size && !input.sizes.some((s) => s.toLowerCase() === cell.size.toLowerCase())) errors[`variants.${i}.size`] = `Size ${cell.size} is not one of the product's sizes`;
      else errors[`variants.${i}.color`] = cell.color ? `Color ${cell.color} is not one of the product's colors` : 'Please choose a size and color for each stock entry';
      return;
    }
    const key = optionsKey(target);
    if (seen.has(key)) {
      errors[`variants.${i}`] = `${variantLabel(target) || 'The product'} is listed twice`;
      return;
    }
    seen.add(key);
    target.stock = cell.stock;
    target.cell = i;
    if (cell.sku) {
      if (skus.has(cell.sku)) errors[`variants.${i}.sku`] = `SKU ${cell.sku} is used twice`;
      skus.set(cell.sku, i);
      target.sku = cell.sku;
    }
  });
  return { plan, errors };
}

const findIgnoringCase = (plan: PlannedVariant[], cell: VariantOptions) =>
  plan.find((p) => p.size.toLowerCase() === cell.size.toLowerCase() && p.color.toLowerCase() === cell.color.toLowerCase());

/** A choice's message where several products are in play (checkout, merge): it names the product. */
export function namingProduct(message: string, productName: string): string {
  if (message === VARIANT_MESSAGES.selectSize || message === VARIANT_MESSAGES.selectColor) return `${message} for ${productName}`;
  return message.replace('this product', productName);
}

/** SKU product codes for products in age order, as the migration assigns them: KUR, KUR2, KUR3, … */
export function allocateSkuCodes(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const base = skuCode(name);
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n > 1 ? `${base}${n}` : base;
  });
}
