// One cart interface for the whole app, and one cart model behind it: the server keeps
// every cart. A signed-in customer uses the account cart; a guest gets a server cart on the first
// add and the browser keeps only its token (guest-cart.ts). Carts are normalized in Apollo's cache,
// so badge, page and summary update together. On sign-in the guest cart merges into the account.
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { skipToken, useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import {
  AddToCartDocument,
  CartDocument,
  ClearCartDocument,
  CreateCartDocument,
  MergeCartDocument,
  RemoveCartItemDocument,
  UpdateCartItemDocument,
  type CartFieldsFragment,
} from '@/graphql/graphql';
import { useSession } from '../session/session';
import { toPaise } from '@/lib/format';
import { useToast } from '@/components/ui/toast';
import { errorCode, unwrap } from '@/lib/errors';
import { useHydrated } from '../use-hydrated';
import { legacyGuestLines, loadCartToken, saveCartToken } from './guest-cart';
import type { CartLineView } from './cart-line-view';

export type { CartLineView };

export interface AddToCartInput {
  productId: string;
  /** the chosen size × colour; without it the server finds the variant by size and colour */
  variantId?: string | null;
  quantity: number;
  size?: string | null;
  color?: string | null;
  /** the chosen variant's stock as shown; the server checks stock for every cart, so it is not sent */
  stock?: number;
  /** the product's name as shown (not sent) */
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

/** The guest's token no longer opens a cart (expired, or merged elsewhere): start a new one. */
const isGoneCart = (e: unknown) => {
  const code = errorCode(e);
  return code === 'CART_NOT_FOUND' || code === 'CART_EXPIRED' || code === 'CART_NOT_YOURS';
};

const toLines = (cart: CartFieldsFragment | null | undefined): CartLineView[] =>
  (cart?.items ?? []).map((i) => ({
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

export function CartProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const toast = useToast();
  const client = useApolloClient();
  const signedIn = !!user;
  const [storedToken, setTokenState] = useState<string | null>(loadCartToken);
  // The server renders no cart (it cannot see the browser's token): the token counts once hydrated, and till then the cart reads as loading.
  const hydrated = useHydrated();
  const token = hydrated ? storedToken : null;

  // Signed in: the account cart (no token). A guest: the cart of the stored token, once there is one.
  const server = useQuery(CartDocument, signedIn ? { variables: {} } : token ? { variables: { token } } : skipToken);

  const [addMutation] = useMutation(AddToCartDocument);
  const [updateMutation] = useMutation(UpdateCartItemDocument);
  const [removeMutation] = useMutation(RemoveCartItemDocument);
  const [clearMutation] = useMutation(ClearCartDocument);
  const [createMutation] = useMutation(CreateCartDocument);
  const [mergeMutation] = useMutation(MergeCartDocument);

  const api = useMemo<CartApi>(() => {
    const setToken = (next: string | null) => {
      saveCartToken(next);
      setTokenState(next);
    };
    /** A new guest cart: its token kept, its (empty) cart written where the cart query will read it. */
    const createCart = async (): Promise<string> => {
      const created = unwrap((await createMutation()).data?.createCart, 'token', 'cart');
      client.writeQuery({ query: CartDocument, variables: { token: created.token }, data: { cart: created.cart } });
      setToken(created.token);
      return created.token;
    };
    const addLine = async (input: AddToCartInput, cartToken: string | null) => {
      const { productId, variantId = null, quantity, size = null, color = null } = input;
      const { data } = await addMutation({ variables: { input: { productId, variantId, quantity, size, color, cartToken } } });
      unwrap(data?.addToCart);
    };
    // A skipped query may still hold the last answer (the account cart just after sign-out): not ours.
    const lines = toLines(signedIn || token ? server.data?.cart : null);
    return {
      lines,
      count: lines.reduce((n, l) => n + l.quantity, 0),
      subtotalPaise: lines.reduce((n, l) => n + l.lineTotalPaise, 0),
      loading: !hydrated || ((signedIn || !!token) && server.loading),
      isGuest: !signedIn,
      async add(input) {
        if (signedIn) return addLine(input, null);
        // The first add creates the guest cart; a token that no longer opens one is replaced once.
        const current = loadCartToken() ?? (await createCart());
        try {
          await addLine(input, current);
        } catch (e) {
          if (!isGoneCart(e)) throw e;
          await addLine(input, await createCart());
        }
      },
      async update(lineId, quantity) {
        const cartToken = signedIn ? null : loadCartToken();
        if (!signedIn && !cartToken) return;
        const { data } = await updateMutation({ variables: { input: { id: lineId, quantity, cartToken } } });
        unwrap(data?.updateCartItem);
      },
      async remove(lineId) {
        const cartToken = signedIn ? null : loadCartToken();
        if (!signedIn && !cartToken) return;
        const { data } = await removeMutation({ variables: { input: { id: lineId, cartToken } } });
        unwrap(data?.removeCartItem);
      },
      async clear() {
        if (signedIn) return void unwrap((await clearMutation({ variables: {} })).data?.clearCart);
        const cartToken = loadCartToken();
        if (!cartToken) return;
        try {
          unwrap((await clearMutation({ variables: { input: { cartToken } } })).data?.clearCart);
        } catch (e) {
          if (!isGoneCart(e)) throw e;
          setToken(null); // nothing left to clear
        }
      },
      async refresh() {
        if (signedIn || token) await server.refetch();
      },
    };
  }, [server, signedIn, hydrated, token, client, addMutation, updateMutation, removeMutation, clearMutation, createMutation]);

  // Sign-in: the guest cart joins the account cart once; its token is then dropped.
  const merging = useRef(false);
  useEffect(() => {
    if (!signedIn || merging.current) return;
    const pending = loadCartToken();
    const legacy = legacyGuestLines(); // a list kept by an older version of the shop
    if (!pending && !legacy.length) return;
    merging.current = true;
    const input = pending ? { cartToken: pending } : { items: legacy };
    mergeMutation({ variables: { input } })
      .then(({ data }) => {
        const { skipped } = unwrap(data?.mergeCart, 'skipped');
        saveCartToken(null);
        setTokenState(null);
        if (skipped.length) toast({ title: 'Some items were not added', description: skipped.join(' '), variant: 'info' });
      })
      .catch((e: unknown) => {
        if (isGoneCart(e)) {
          saveCartToken(null);
          setTokenState(null);
        } else toast({ title: 'Error', description: 'Failed to add to cart', variant: 'error' });
      })
      .finally(() => (merging.current = false));
  }, [signedIn, mergeMutation, toast]);

  // A guest with a list kept by an older version of the shop: carried into a new server cart once.
  const carrying = useRef(false);
  useEffect(() => {
    if (signedIn || carrying.current) return;
    const legacy = legacyGuestLines();
    if (!legacy.length) return;
    carrying.current = true;
    saveCartToken(null);
    void (async () => {
      for (const line of legacy) await api.add(line).catch(() => undefined);
    })();
  }, [signedIn, api]);

  return <CartContext.Provider value={api}>{children}</CartContext.Provider>;
}

export function useCart(): CartApi {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart outside CartProvider');
  return cart;
}
