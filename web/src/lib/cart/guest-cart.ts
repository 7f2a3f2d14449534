// The guest's cart lives on the server (docs/decisions/0005-guest-cart-merges-at-sign-in.md); the browser
// keeps only its token, in local storage under the key where the spec kept the guest's list of lines. A list
// stored by an older version of the shop is read once (legacyGuestLines) and carried into a server cart.
import { GUEST_CART_KEY } from '../storage';

/** A line as older versions stored it: { id, productId, variantId?, size, color, quantity }. */
export interface LegacyGuestLine {
  productId: string;
  variantId: string | null;
  size: string | null;
  color: string | null;
  quantity: number;
}

const stored = (): string | null => {
  try {
    return localStorage.getItem(GUEST_CART_KEY);
  } catch {
    return null;
  }
};

/** The guest cart's token, or null (none yet, or an old list of lines). */
export function loadCartToken(): string | null {
  const value = stored();
  return value && !value.startsWith('[') ? value : null;
}

export function saveCartToken(token: string | null) {
  try {
    if (token) localStorage.setItem(GUEST_CART_KEY, token);
    else localStorage.removeItem(GUEST_CART_KEY);
  } catch {
    // storage unavailable (private mode): the cart then lives for this page only
  }
}

const optional = (v: unknown) => (typeof v === 'string' && v ? v : null);

/** The lines an older version kept in the browser (valid ones only); [] when the key holds a token or nothing. */
export function legacyGuestLines(): LegacyGuestLine[] {
  const value = stored();
  if (!value?.startsWith('[')) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((l: unknown) => {
      if (typeof l !== 'object' || l === null) return [];
      const raw = l as Record<string, unknown>;
      if (typeof raw.productId !== 'string' || typeof raw.quantity !== 'number' || !Number.isInteger(raw.quantity) || raw.quantity < 1) return [];
      return [{ productId: raw.productId, variantId: optional(raw.variantId), size: optional(raw.size), color: optional(raw.color), quantity: raw.quantity }];
    });
  } catch {
    return [];
  }
}
