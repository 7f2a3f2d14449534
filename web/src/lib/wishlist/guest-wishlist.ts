// A guest's hearts live in the browser (local storage, GUEST_WISHLIST_KEY): product ids, newest
// first, at most GUEST_WISHLIST_MAX (what one merge at sign-in accepts). Signed in, the server's list
// is the truth; at sign-in this list merges into the account once and is cleared.
import { GUEST_WISHLIST_KEY } from '../storage';

export const GUEST_WISHLIST_MAX = 100;

export function loadGuestWishlist(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(GUEST_WISHLIST_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    const ids = parsed.filter((id): id is string => typeof id === 'string' && id.length > 0 && id.length <= 100);
    return [...new Set(ids)].slice(0, GUEST_WISHLIST_MAX);
  } catch {
    return [];
  }
}

export function saveGuestWishlist(ids: readonly string[]) {
  try {
    if (ids.length) localStorage.setItem(GUEST_WISHLIST_KEY, JSON.stringify(ids.slice(0, GUEST_WISHLIST_MAX)));
    else localStorage.removeItem(GUEST_WISHLIST_KEY);
  } catch {
    // storage unavailable (private mode): the hearts then last for this page only
  }
}
