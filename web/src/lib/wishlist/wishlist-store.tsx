// One wishlist interface for the whole app: the hearts on cards and the product page,
// the header count and the account's Wishlist tab. A guest's hearts stay in the browser
// (guest-wishlist.ts); signed in, the server's list is the truth (Apollo's cache of WishlistIds).
// At sign-in the guest's hearts merge into the account once and the browser's list is cleared,
// as the cart does (cart-store.tsx).
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { AddToWishlistDocument, MergeWishlistDocument, RemoveFromWishlistDocument, WishlistIdsDocument } from '@/graphql/graphql';
import { useSession } from '../session/session';
import { unwrap } from '@/lib/errors';
import { useHydrated } from '../use-hydrated';
import { GUEST_WISHLIST_MAX, loadGuestWishlist, saveGuestWishlist } from './guest-wishlist';

export interface WishlistApi {
  /** Product ids, newest first. */
  ids: readonly string[];
  count: number;
  isGuest: boolean;
  has(productId: string): boolean;
  /** Hearts or un-hearts; answers whether the product is in the wishlist now. Throws what the server refused. */
  toggle(productId: string): Promise<boolean>;
}

/** Outside a WishlistProvider (a card or page rendered alone, e.g. in a test): no hearts, and toggling fails. */
const DETACHED: WishlistApi = {
  ids: [],
  count: 0,
  isGuest: true,
  has: () => false,
  toggle: () => Promise.reject(new Error('The wishlist is not available here')),
};

const NO_IDS: string[] = [];

const WishlistContext = createContext<WishlistApi>(DETACHED);

export function WishlistProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const client = useApolloClient();
  const signedIn = !!user;
  const [stored, setLocal] = useState<string[]>(loadGuestWishlist);
  // The server renders no hearts (they live in the browser): the guest's list counts once hydrated.
  const local = useHydrated() ? stored : NO_IDS;
  const [mergeFailed, setMergeFailed] = useState(false);
  // While a guest's hearts wait to be merged, the account's list is not read: a read racing the merge
  // could answer the list from before it (and the hearts would vanish once the browser's list is cleared).
  const awaitingMerge = signedIn && local.length > 0 && !mergeFailed;
  const server = useQuery(WishlistIdsDocument, { skip: !signedIn || awaitingMerge });
  const [addMutation] = useMutation(AddToWishlistDocument);
  const [removeMutation] = useMutation(RemoveFromWishlistDocument);
  const [mergeMutation] = useMutation(MergeWishlistDocument);

  const api = useMemo<WishlistApi>(() => {
    // Signed in, hearts not merged yet still count (no flicker while the merge runs); a skipped query may hold the last account's answer.
    const serverIds = signedIn ? (server.data?.wishlistProductIds ?? []) : [];
    const ids = signedIn ? [...new Set([...local, ...serverIds])] : local;
    const set = new Set(ids);
    const setServerIds = (update: (current: readonly string[]) => string[]) =>
      client.cache.updateQuery({ query: WishlistIdsDocument }, (data) => ({ wishlistProductIds: update(data?.wishlistProductIds ?? serverIds) }));
    /** The Wishlist tab's pages are stale after a change: dropped, so an open tab reads them again. */
    const dropPages = () => {
      client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'wishlist' });
      client.cache.gc();
    };
    return {
      ids,
      count: ids.length,
      isGuest: !signedIn,
      has: (productId) => set.has(productId),
      async toggle(productId) {
        // What the shopper saw decides; the change applies to the stored list, not to what is shown: a heart
        // clicked before the page counted the browser's list (hydration) must not replace that list.
        const adding = !set.has(productId);
        const others = stored.filter((id) => id !== productId);
        if (!signedIn) {
          const next = adding ? [productId, ...others].slice(0, GUEST_WISHLIST_MAX) : others;
          saveGuestWishlist(next);
          setLocal(next);
          return adding;
        }
        // Right after sign-in the account's list may still be on its way: it is waited for (the same request, not a
        // second one), else its answer, read before this change, would land after it and un-heart the product.
        if (server.loading) await client.query({ query: WishlistIdsDocument }).catch(() => undefined);
        if (adding) {
          unwrap((await addMutation({ variables: { input: { productId } } })).data?.addToWishlist);
          setServerIds((current) => [productId, ...current.filter((id) => id !== productId)]);
        } else {
          unwrap((await removeMutation({ variables: { input: { productId } } })).data?.removeFromWishlist);
          setServerIds((current) => current.filter((id) => id !== productId));
          if (others.length < stored.length) {
            saveGuestWishlist(others);
            setLocal(others);
          }
        }
        dropPages();
        return adding;
      },
    };
  }, [signedIn, local, stored, server.data, server.loading, client, addMutation, removeMutation]);

  // Sign-in: the guest's hearts join the account once; the browser's list is then cleared (unknown
  // products are skipped by the server). A failure keeps the list for the next sign-in.
  const merging = useRef(false);
  useEffect(() => {
    if (!signedIn || merging.current) return;
    const pending = loadGuestWishlist();
    if (!pending.length) return;
    merging.current = true;
    mergeMutation({ variables: { input: { productIds: pending } } })
      .then(async ({ data }) => {
        unwrap(data?.mergeWishlist, 'wishlist');
        saveGuestWishlist([]);
        client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'wishlist' });
        client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'wishlistProductIds' });
        client.cache.gc();
        setLocal([]); // the account's list is read now, after the merge
      })
      .catch(() => setMergeFailed(true))
      .finally(() => (merging.current = false));
  }, [signedIn, mergeMutation, client]);

  return <WishlistContext.Provider value={api}>{children}</WishlistContext.Provider>;
}

export function useWishlist(): WishlistApi {
  return useContext(WishlistContext);
}
