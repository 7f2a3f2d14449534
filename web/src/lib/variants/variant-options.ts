// Which sizes and colours a shopper can still choose: a product sells one variant per
// size × colour, each with its own stock. Pure functions over the product's variants.

export interface VariantStock {
  id: string;
  size: string | null;
  color: string | null;
  stock: number;
}

/** The shopper's choice; null = not chosen yet, or the product has no such option. */
export interface OptionChoice {
  size: string | null;
  color: string | null;
}

export type OptionKind = 'size' | 'color';

const other = (kind: OptionKind): OptionKind => (kind === 'size' ? 'color' : 'size');

/** The variant a complete choice names (a product without colours has variants with color null). */
export function variantFor<V extends VariantStock>(variants: readonly V[], choice: OptionChoice): V | null {
  return variants.find((v) => (v.size ?? null) === choice.size && (v.color ?? null) === choice.color) ?? null;
}

/**
 * The options of one kind that cannot be chosen with the current choice of the other kind: a
 * size is available when a variant with that size and the chosen colour (any colour when none is
 * chosen yet) has stock; likewise a colour.
 */
export function soldOutOptions(variants: readonly VariantStock[], options: readonly string[], kind: OptionKind, choice: OptionChoice): Set<string> {
  const fixed = choice[other(kind)];
  const inStock = new Set(variants.filter((v) => v.stock > 0 && (fixed === null || v[other(kind)] === fixed)).map((v) => v[kind]));
  return new Set(options.filter((o) => !inStock.has(o)));
}

/**
 * How many pieces can be taken with the choice so far: the chosen variant's stock once the choice
 * is complete, before that the most any still-possible variant has.
 */
export function stockLimit(variants: readonly VariantStock[], choice: OptionChoice): number {
  const possible = variants.filter((v) => (choice.size === null || v.size === choice.size) && (choice.color === null || v.color === choice.color));
  return Math.max(0, ...possible.map((v) => v.stock));
}

/** How a variant is named to a shopper, as the server names it: "M", "Teal", "Teal, M"; '' for a product without options. */
export const variantLabel = (v: Pick<VariantStock, 'size' | 'color'>) => [v.color, v.size].filter(Boolean).join(', ');

/** Every option the product offers has been chosen. */
export const choiceComplete = (product: { sizes: readonly string[]; colors: readonly string[] }, choice: OptionChoice) =>
  (product.sizes.length === 0 || !!choice.size) && (product.colors.length === 0 || !!choice.color);
