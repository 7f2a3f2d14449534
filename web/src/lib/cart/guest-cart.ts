// The guest cart (spec §3): a local list of { id (timestamp string), productId, size, color, quantity }.
import { GUEST_CART_KEY } from '../storage';

export interface GuestLine {
  id: string;
  productId: string;
  size: string | null;
  color: string | null;
  quantity: number;
}

export function loadGuestCart(): GuestLine[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(GUEST_CART_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isGuestLine) : [];
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

/** Same product, size and colour raise the line's quantity; otherwise a new line. */
export function addGuestLine(lines: GuestLine[], add: Omit<GuestLine, 'id'>, maxQuantity = Infinity): GuestLine[] {
  const same = lines.find((l) => l.productId === add.productId && l.size === add.size && l.color === add.color);
  if (same) return lines.map((l) => (l === same ? { ...l, quantity: Math.min(maxQuantity, l.quantity + add.quantity) } : l));
  return [...lines, { ...add, quantity: Math.min(maxQuantity, add.quantity), id: String(Date.now()) + Math.random().toString(36).slice(2, 6) }];
}
