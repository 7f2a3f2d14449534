// The guest cart (spec §3): a local list of { id (timestamp string), productId, size, color,
// quantity }, plus the chosen variant's id (issue 9). Lines stored before variants have no
// variantId; they are matched to their variant by size and colour when shown.
import { GUEST_CART_KEY } from '../storage';
import { variantLabel } from '../variants/variant-options';

export interface GuestLine {
  id: string;
  productId: string;
  /** null on lines stored before variants */
  variantId: string | null;
  size: string | null;
  color: string | null;
  quantity: number;
}

const optional = (v: unknown) => (typeof v === 'string' && v ? v : null);

export function loadGuestCart(): GuestLine[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(GUEST_CART_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(isGuestLine).map((l, i) => {
      const raw = l as unknown as Record<string, unknown>;
      const id = (typeof raw.id === 'string' && raw.id) || (typeof raw.id === 'number' ? String(raw.id) : `line-${i}`);
      return { id, productId: l.productId, variantId: optional(raw.variantId), size: optional(raw.size), color: optional(raw.color), quantity: l.quantity };
    });
  } catch {
    return [];
  }
}

/** A stored line worth keeping: a product id and a positive whole quantity (the rest is read as stored). */
function isGuestLine(l: unknown): l is GuestLine {
  if (typeof l !== 'object' || l === null) return false;
  const { productId, quantity } = l as Partial<Record<keyof GuestLine, unknown>>;
  return typeof productId === 'string' && typeof quantity === 'number' && Number.isInteger(quantity) && quantity > 0;
}

export function saveGuestCart(lines: GuestLine[]) {
  if (lines.length) localStorage.setItem(GUEST_CART_KEY, JSON.stringify(lines));
  else localStorage.removeItem(GUEST_CART_KEY);
}

/** What the guest may hold of the chosen variant, and the product's name for the message. */
export interface GuestLimit {
  stock: number;
  name?: string;
}

/** The server's words for too many of a variant: "Only 2 left of Teal Kurta in M", "Teal Kurta in M is out of stock". */
export function stockMessage(add: Pick<GuestLine, 'size' | 'color'>, { stock, name = 'this product' }: GuestLimit): string {
  const label = variantLabel(add);
  const what = label ? `${name} in ${label}` : name;
  return stock <= 0 ? `${what[0].toUpperCase()}${what.slice(1)} is out of stock` : `Only ${stock} left of ${what}`;
}

/**
 * Same product, size and colour (that is, the same variant) raise the line's quantity; otherwise
 * a new line. With a limit, a line never holds more than the variant's stock: such an add is
 * refused with the server's message, as the account cart refuses it.
 */
export function addGuestLine(lines: GuestLine[], add: Omit<GuestLine, 'id'>, limit?: GuestLimit): GuestLine[] {
  const same = lines.find((l) => l.productId === add.productId && l.size === add.size && l.color === add.color);
  if (limit && (same?.quantity ?? 0) + add.quantity > limit.stock) throw new Error(stockMessage(add, limit));
  const variantId = add.variantId ?? same?.variantId ?? null;
  if (same) return lines.map((l) => (l === same ? { ...l, variantId, quantity: l.quantity + add.quantity } : l));
  return [...lines, { ...add, variantId, id: String(Date.now()) + Math.random().toString(36).slice(2, 6) }];
}
