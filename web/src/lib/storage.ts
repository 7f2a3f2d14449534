// Browser storage keys (spec §3): the login token under "token", the guest cart locally, a guest's wishlist (product ids).
export const TOKEN_KEY = 'token';
export const GUEST_CART_KEY = 'guest-cart';
export const GUEST_WISHLIST_KEY = 'guest-wishlist';

const tokenListeners = new Set<() => void>();

export const readToken = (): string | null => {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
};
export const writeToken = (token: string | null) => {
  if (token) localStorage.setItem(TOKEN_KEY, token);
  else localStorage.removeItem(TOKEN_KEY);
  tokenListeners.forEach((listener) => listener());
};

/** For `useSyncExternalStore(subscribeToken, readToken)`: told after every writeToken. */
export function subscribeToken(listener: () => void): () => void {
  tokenListeners.add(listener);
  return () => tokenListeners.delete(listener);
}
