// One cart interface for the whole app: the guest cart in local storage, or the signed-in
// user's server cart (normalized in Apollo's cache, so badge, page and summary update together).
// On sign-in the guest lines merge into the account cart.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  AddToCartDocument,
  CartDocument,
  ClearCartDocument,
  GuestCartProductsDocument,
  MergeCartDocument,
  RemoveCartItemDocument,
  UpdateCartItemDocument,
} from '@/graphql/graphql';
import { useSession } from '../session/session';
import { toPaise } from '@/lib/format';
import { useToast } from '@/components/ui/toast';
import { unwrap } from '@/lib/errors';
import { addGuestLine, loadGuestCart, saveGuestCart, type GuestLine } from './guest-cart';
import { guestView } from './guest-lines';
import type { CartLineView } from './cart-line-view';

export type { CartLineView };

export interface AddToCartInput {
  productId: string;
  /** the chosen size × colour; without it the server finds the variant by size and colour */
  variantId?: string | null;
  quantity: number;
  size?: string | null;
  color?: string | null;
  /** the chosen variant's stock when known, so a guest cart never holds more than exists */
  stock?: number;
  /** the product's name, for the guest cart's stock message */
  name?: string;
}

export interface CartApi {
  lines: CartLineView[];
  count: number;
  subtotalPaise: number;
  loading: boolean;
  isGuest: boolean;
  add(input: AddToCartInput): Promise<void>;
  update(lineId: string, quantity: number): Promise<void>;
  remove(lineId: string): Promise<void>;
  clear(): Promise<void>;
  /** Re-read the cart from the server (after an order or a reorder). */
  refresh(): Promise<void>;
}

const CartContext = createContext<CartApi | null>(null);

export function CartProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const toast = useToast();
  const [guestLines, setGuestLines] = useState<GuestLine[]>(loadGuestCart);
  const signedIn = !!user;

  const server = useQuery(CartDocument, { skip: !signedIn });
  const guestIds = [...new Set(guestLines.map((l) => l.productId))];
  const guest = useQuery(GuestCartProductsDocument, { skip: signedIn || guestIds.length === 0, variables: { ids: guestIds } });

  const [addMutation] = useMutation(AddToCartDocument);
  const [updateMutation] = useMutation(UpdateCartItemDocument);
  const [removeMutation] = useMutation(RemoveCartItemDocument);
  const [clearMutation] = useMutation(ClearCartDocument);
  const [mergeMutation] = useMutation(MergeCartDocument);

  const setGuest = useCallback((next: GuestLine[]) => {
    saveGuestCart(next);
    setGuestLines(next);
  }, []);

  // Sign-in: move the guest lines into the account cart once.
  const merging = useRef(false);
  useEffect(() => {
    if (!signedIn || merging.current) return;
    const pending = loadGuestCart();
    if (!pending.length) return;
    merging.current = true;
    const items = pending.map(({ productId, variantId, quantity, size, color }) => ({ productId, variantId, quantity, size, color }));
    mergeMutation({ variables: { input: { items } } })
      .then(({ data }) => {
        const { skipped } = unwrap(data?.mergeCart, 'skipped');
        setGuest([]);
        if (skipped.length) toast({ title: 'Some items were not added', description: skipped.join(' '), variant: 'info' });
      })
      .catch(() => toast({ title: 'Error', description: 'Failed to add to cart', variant: 'error' }))
      .finally(() => (merging.current = false));
  }, [signedIn, mergeMutation, setGuest, toast]);

  const lines: CartLineView[] = useMemo(() => {
    if (signedIn) {
      return (server.data?.cart.items ?? []).map((i) => ({
        id: i.id,
        productId: i.productId,
        quantity: i.quantity,
        variantId: i.variantId ?? null,
        variant: i.variant ?? null,
        size: i.size,
        color: i.color,
        product: i.product,
        lineTotalPaise: toPaise(i.lineTotal),
        available: i.available,
        problem: i.problem,
      }));
    }
    return guestView(guestLines, guest.data?.products.items ?? []);
  }, [signedIn, server.data, guestLines, guest.data]);

  const api = useMemo<CartApi>(
    () => ({
      lines,
      count: lines.reduce((n, l) => n + l.quantity, 0),
      subtotalPaise: lines.reduce((n, l) => n + l.lineTotalPaise, 0),
      loading: signedIn ? server.loading : guest.loading,
      isGuest: !signedIn,
      async add({ productId, variantId = null, quantity, size = null, color = null, stock, name }) {
        if (signedIn) {
          const { data } = await addMutation({ variables: { input: { productId, variantId, quantity, size, color } } });
          unwrap(data?.addToCart);
          return;
        }
        const limit = stock === undefined ? undefined : { stock, name };
        setGuest(addGuestLine(loadGuestCart(), { productId, variantId, quantity, size, color }, limit));
      },
      async update(lineId, quantity) {
        if (signedIn) {
          const { data } = await updateMutation({ variables: { input: { id: lineId, quantity } } });
          unwrap(data?.updateCartItem);
          return;
        }
        setGuest(loadGuestCart().map((l) => (l.id === lineId ? { ...l, quantity: Math.max(1, quantity) } : l)));
      },
      async remove(lineId) {
        if (signedIn) {
          const { data } = await removeMutation({ variables: { input: { id: lineId } } });
          unwrap(data?.removeCartItem);
          return;
        }
        setGuest(loadGuestCart().filter((l) => l.id !== lineId));
      },
      async clear() {
        if (signedIn) unwrap((await clearMutation()).data?.clearCart);
        else setGuest([]);
      },
      async refresh() {
        if (signedIn) await server.refetch();
        else setGuestLines(loadGuestCart());
      },
    }),
    [lines, signedIn, server, guest.loading, addMutation, updateMutation, removeMutation, clearMutation, setGuest],
  );

  return <CartContext.Provider value={api}>{children}</CartContext.Provider>;
}

export function useCart(): CartApi {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart outside CartProvider');
  return cart;
}
