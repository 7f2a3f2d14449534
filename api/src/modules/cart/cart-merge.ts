// Pure merge planning: which lines a merge writes into a cart, and a sentence for each line it skips.
import { chooseVariant, namingProduct, type ProductWithVariants, VARIANT_MESSAGES, variantLabel, type VariantRow } from '../catalog';
import type { cartItemSchema } from './cart.schemas';

/** A line as checkout and merge take it. */
export interface MergeLine {
  productId: string;
  variantId: string | null;
  quantity: number;
  size: string | null;
  color: string | null;
}

/** A line to write: its key (product, size, colour), variant and the quantity it ends with. */
export interface PlannedLine {
  productId: string;
  variantId: string;
  size: string;
  color: string;
  quantity: number;
}

type Parsed = ReturnType<typeof cartItemSchema.safeParse>;
type Existing = { productId: string; size: string; color: string; quantity: number };

const lineKey = (productId: string, size: string, color: string) => JSON.stringify([productId, size, color]);

/** The same variant adds up, capped at its stock; lines that cannot be carried over are explained. */
export function planMerge(parsed: Parsed[], products: ProductWithVariants[], existing: Existing[]): { changed: PlannedLine[]; skipped: string[] } {
  const byId = new Map(products.map((p) => [p.id, p]));
  const quantities = new Map(existing.map((l) => [lineKey(l.productId, l.size, l.color), l.quantity]));
  const changed = new Map<string, PlannedLine>();
  const skipped: string[] = [];
  for (const p of parsed) {
    if (!p.success) {
      skipped.push(`An item could not be added: ${p.error.issues[0]?.message ?? 'invalid line'}`);
      continue;
    }
    const product = p.data.productId ? byId.get(p.data.productId.toLowerCase()) : undefined;
    if (!product) {
      skipped.push('An item in your cart is no longer available');
      continue;
    }
    const variant = chosenForMerge(product, p.data);
    if (typeof variant === 'string') {
      skipped.push(variant);
      continue;
    }
    const key = lineKey(product.id, variant.size, variant.color);
    const current = quantities.get(key) ?? 0;
    const target = Math.min(current + p.data.quantity, variant.stock);
    if (target <= current) continue; // already holds all there is
    quantities.set(key, target);
    changed.set(key, { productId: product.id, variantId: variant.id, size: variant.size, color: variant.color, quantity: target });
  }
  return { changed: [...changed.values()], skipped };
}

/** The variant a merged line is for, or why it cannot be carried over (a sentence naming the product). */
function chosenForMerge(product: ProductWithVariants, line: { variantId?: string; size: string; color: string }): VariantRow | string {
  if (product.stock <= 0) return `${product.name} is out of stock`;
  const choice = chooseVariant(product, line);
  if (!choice.ok) {
    if (choice.message === VARIANT_MESSAGES.selectSize) return `${product.name} was not added because no size was chosen`;
    if (choice.message === VARIANT_MESSAGES.selectColor) return `${product.name} was not added because no color was chosen`;
    return namingProduct(choice.message, product.name);
  }
  if (choice.variant.stock <= 0) return `${product.name} in ${variantLabel(choice.variant)} is out of stock`;
  return choice.variant;
}
