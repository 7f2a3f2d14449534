// The real cart store and session over Apollo's MockedProvider (with the app's cache policies):
// the guest's server cart behind a token in local storage, the merge into the account cart on
// sign-in with the skipped-items message, clearing after an order, and sign-out clearing everything.
import { useEffect } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useApolloClient } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AddToCartDocument,
  CartDocument,
  ClearCartDocument,
  CreateCartDocument,
  LogoutDocument,
  MeDocument,
  MergeCartDocument,
  type CartFieldsFragment,
  type CartProductFragment,
  type SessionUserFragment,
} from '@/graphql/graphql';
import { ToastProvider } from '@/components/ui/toast';
import { okPayload, refusedPayload } from '@/test/payloads';
import { createCache } from '../apollo';
import { GUEST_CART_KEY, TOKEN_KEY } from '../storage';
import { SessionProvider, useSession, type Session } from '../session/session';
import { CartProvider, useCart, type CartApi } from './cart-store';

const product = (id: string, name: string, stock: number, price = '500.00'): CartProductFragment => ({
  __typename: 'Product',
  id,
  name,
  price,
  originalPrice: null,
  images: [],
  sizes: [],
  colors: [],
  stock,
  inStock: stock > 0,
});
const kurta = product('p-kurta', 'Cotton Kurta', 2);
const shawl = product('p-shawl', 'Woollen Shawl', 0, '900.00');
const asha: SessionUserFragment = {
  __typename: 'User',
  id: 'u1',
  email: 'asha@example.in',
  firstName: 'Asha',
  lastName: 'Patel',
  phone: null,
  role: 'CUSTOMER',
};

/** The one default variant of a product without sizes or colours. */
const variantOf = (p: CartProductFragment) => ({
  __typename: 'ProductVariant' as const,
  id: `${p.id}-v`,
  sku: p.id.toUpperCase(),
  size: null,
  color: null,
  stock: p.stock,
  available: p.stock > 0,
});
const serverCart = (items: { id: string; product: CartProductFragment; quantity: number; problem?: string }[], id = 'cart-u1'): CartFieldsFragment => ({
  __typename: 'Cart',
  id,
  totalQuantity: items.reduce((n, i) => n + i.quantity, 0),
  subtotal: items.reduce((n, i) => n + Number(i.product.price) * i.quantity, 0).toFixed(2),
  items: items.map((i) => ({
    __typename: 'CartItem',
    id: i.id,
    productId: i.product.id,
    quantity: i.quantity,
    size: null,
    color: null,
    variantId: variantOf(i.product).id,
    variant: variantOf(i.product),
    lineTotal: (Number(i.product.price) * i.quantity).toFixed(2),
    available: !i.problem,
    problem: i.problem ?? null,
    product: i.product,
  })),
});
const GUEST_TOKEN = 'guest-token-0123456789abcdefghijklmnopq';
const guestCart = (items: Parameters<typeof serverCart>[0]) => serverCart(items, 'cart-g1');
const guestCartQuery = (cart: CartFieldsFragment | null, token = GUEST_TOKEN): MockLink.MockedResponse => ({
  request: { query: CartDocument, variables: { token } },
  result: { data: { cart } },
});
const created = (token = GUEST_TOKEN): MockLink.MockedResponse => ({
  request: { query: CreateCartDocument },
  result: { data: { createCart: okPayload('CreateCartPayload', { token, cart: guestCart([]) }) } },
});
const kurtaLine = (quantity: number, cartToken: string | null = GUEST_TOKEN) => ({
  productId: 'p-kurta',
  variantId: null,
  quantity,
  size: null,
  color: null,
  cartToken,
});
const added = (input: object, result: object): MockLink.MockedResponse => ({
  request: { query: AddToCartDocument, variables: { input } },
  result: { data: { addToCart: result } },
});

let store: { cart: CartApi; session: Session; client: ApolloClient };
function Probe() {
  const cart = useCart();
  const session = useSession();
  const client = useApolloClient();
  useEffect(() => {
    store = { cart, session, client };
  });
  return (
    <>
      <output data-testid="who">{session.user ? session.user.email : 'guest'}</output>
      <output data-testid="count">{cart.loading ? 'loading' : cart.count}</output>
      <ul aria-label="lines">
        {cart.lines.map((l) => (
          <li key={l.id}>{`${l.product?.name ?? l.productId} × ${l.quantity}${l.problem ? ` (${l.problem})` : ''}`}</li>
        ))}
      </ul>
    </>
  );
}

function renderStore(mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <ToastProvider>
        <SessionProvider>
          <CartProvider>
            <Probe />
          </CartProvider>
        </SessionProvider>
      </ToastProvider>
    </MockedProvider>,
  );
}
const lines = () => screen.getAllByRole('listitem').map((li) => li.textContent);

beforeEach(() => localStorage.clear());

describe('guest cart', () => {
  it('creates a server cart on the first add and keeps only its token; the server’s refusals reach the caller', async () => {
    renderStore([
      created(),
      added(kurtaLine(3), refusedPayload('CartPayload', ['cart'], 'CartError', { code: 'OUT_OF_STOCK', message: 'Only 2 left of Cotton Kurta' })),
      added(kurtaLine(2), okPayload('CartPayload', { cart: guestCart([{ id: 'ci1', product: kurta, quantity: 2 }]) })),
    ]);
    expect(screen.getByTestId('count')).toHaveTextContent('0');
    await expect(store.cart.add({ productId: 'p-kurta', quantity: 3, stock: kurta.stock, name: kurta.name })).rejects.toThrow('Only 2 left of Cotton Kurta');
    expect(localStorage.getItem(GUEST_CART_KEY)).toBe(GUEST_TOKEN);
    await act(() => store.cart.add({ productId: 'p-kurta', quantity: 2 }));
    await waitFor(() => expect(lines()).toEqual(['Cotton Kurta × 2']));
    expect(screen.getByTestId('count')).toHaveTextContent('2');
    expect(store.cart.subtotalPaise).toBe(100_000);
    expect(store.cart.isGuest).toBe(true);
  });

  it('reads the cart of the stored token with the server’s warnings, and clear() empties it after a guest order', async () => {
    localStorage.setItem(GUEST_CART_KEY, GUEST_TOKEN);
    renderStore([
      guestCartQuery(guestCart([{ id: 'ci1', product: kurta, quantity: 5, problem: 'Only 2 left in stock' }])),
      {
        request: { query: ClearCartDocument, variables: { input: { cartToken: GUEST_TOKEN } } },
        result: { data: { clearCart: okPayload('CartPayload', { cart: guestCart([]) }) } },
      },
    ]);
    expect(await screen.findByText('Cotton Kurta × 5 (Only 2 left in stock)')).toBeInTheDocument();
    expect(store.cart.lines[0]?.available).toBe(false);
    await act(() => store.cart.clear());
    await waitFor(() => expect(screen.queryAllByRole('listitem')).toEqual([]));
    expect(localStorage.getItem(GUEST_CART_KEY)).toBe(GUEST_TOKEN);
  });

  it('starts a new cart when the stored one has expired', async () => {
    localStorage.setItem(GUEST_CART_KEY, 'old-token-0123456789abcdefghijklmnop');
    renderStore([
      guestCartQuery(null, 'old-token-0123456789abcdefghijklmnop'),
      added(
        kurtaLine(1, 'old-token-0123456789abcdefghijklmnop'),
        refusedPayload('CartPayload', ['cart'], 'CartError', { code: 'CART_EXPIRED', message: 'This cart has expired' }),
      ),
      created(),
      added(kurtaLine(1), okPayload('CartPayload', { cart: guestCart([{ id: 'ci1', product: kurta, quantity: 1 }]) })),
    ]);
    await act(() => store.cart.add({ productId: 'p-kurta', quantity: 1 }));
    await waitFor(() => expect(lines()).toEqual(['Cotton Kurta × 1']));
    expect(localStorage.getItem(GUEST_CART_KEY)).toBe(GUEST_TOKEN);
  });

  it('carries a list kept by an older version into a server cart', async () => {
    localStorage.setItem(
      GUEST_CART_KEY,
      JSON.stringify([
        { id: 'g1', productId: 'p-kurta', quantity: 1, size: null, color: null },
        { productId: 'bad', quantity: 0 },
      ]),
    );
    renderStore([created(), added(kurtaLine(1), okPayload('CartPayload', { cart: guestCart([{ id: 'ci1', product: kurta, quantity: 1 }]) }))]);
    await waitFor(() => expect(lines()).toEqual(['Cotton Kurta × 1']));
    expect(localStorage.getItem(GUEST_CART_KEY)).toBe(GUEST_TOKEN);
  });
});

describe('signing in', () => {
  it('merges the guest cart into the account cart once, says which lines were skipped, and drops the token', async () => {
    localStorage.setItem(GUEST_CART_KEY, GUEST_TOKEN);
    const merged = serverCart([{ id: 'ci1', product: kurta, quantity: 2 }]);
    const merge = vi.fn(() => ({ data: { mergeCart: okPayload('CartMergePayload', { skipped: ['Woollen Shawl is out of stock.'], cart: merged }) } }));
    renderStore([
      guestCartQuery(
        guestCart([
          { id: 'g1', product: kurta, quantity: 2 },
          { id: 'g2', product: shawl, quantity: 1, problem: 'Out of stock' },
        ]),
      ),
      { request: { query: MergeCartDocument, variables: { input: { cartToken: GUEST_TOKEN } } }, result: merge },
      { request: { query: CartDocument, variables: {} }, result: { data: { cart: merged } } },
    ]);
    expect(await screen.findByText('Woollen Shawl × 1 (Out of stock)')).toBeInTheDocument();

    await act(() => store.session.signIn('t0ken', asha));

    expect(await screen.findByText('Some items were not added')).toBeInTheDocument();
    expect(screen.getByText('Woollen Shawl is out of stock.')).toBeInTheDocument();
    await waitFor(() => expect(lines()).toEqual(['Cotton Kurta × 2']));
    expect(screen.getByTestId('who')).toHaveTextContent('asha@example.in');
    expect(merge).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBe('t0ken');
    expect(store.cart.isGuest).toBe(false);
  });

  it('signs in without a merge when the guest has no cart', async () => {
    const cart = serverCart([{ id: 'ci1', product: kurta, quantity: 1 }]);
    const merge = vi.fn();
    renderStore([
      { request: { query: MergeCartDocument, variables: () => true }, result: merge },
      { request: { query: CartDocument, variables: {} }, result: { data: { cart } } },
    ]);
    await act(() => store.session.signIn('t0ken', asha));
    expect(await screen.findByText('Cotton Kurta × 1')).toBeInTheDocument();
    expect(merge).not.toHaveBeenCalled();
  });
});

describe('signed in', () => {
  it('re-reads the account cart after an order and clears it on request', async () => {
    localStorage.setItem(TOKEN_KEY, 't0ken');
    const before = serverCart([{ id: 'ci1', product: kurta, quantity: 1 }]);
    const empty = serverCart([]);
    renderStore([
      { request: { query: MeDocument }, result: { data: { me: asha } } },
      { request: { query: CartDocument, variables: {} }, result: { data: { cart: before } } },
      { request: { query: CartDocument, variables: {} }, result: { data: { cart: empty } } },
      { request: { query: ClearCartDocument, variables: {} }, result: { data: { clearCart: okPayload('CartPayload', { cart: empty }) } } },
    ]);
    expect(await screen.findByText('Cotton Kurta × 1')).toBeInTheDocument();
    // the order took the lines on the server: refresh() reads the now empty cart
    await act(() => store.cart.refresh());
    await waitFor(() => expect(screen.queryAllByRole('listitem')).toEqual([]));
    expect(screen.getByTestId('count')).toHaveTextContent('0');
    await act(() => store.cart.clear());
    expect(screen.queryAllByRole('listitem')).toEqual([]);
  });

  it('sign-out forgets the token, the user, the account cart and every cached answer', async () => {
    localStorage.setItem(TOKEN_KEY, 't0ken');
    renderStore([
      { request: { query: MeDocument }, result: { data: { me: asha } } },
      { request: { query: CartDocument, variables: {} }, result: { data: { cart: serverCart([{ id: 'ci1', product: kurta, quantity: 1 }]) } } },
      { request: { query: LogoutDocument }, result: { data: { logout: true } } },
    ]);
    expect(await screen.findByText('Cotton Kurta × 1')).toBeInTheDocument();
    expect(screen.getByTestId('who')).toHaveTextContent('asha@example.in');

    await act(() => store.session.signOut());

    expect(screen.getByTestId('who')).toHaveTextContent('guest');
    expect(screen.queryAllByRole('listitem')).toEqual([]);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(store.cart.isGuest).toBe(true);
    expect(store.client.cache.extract()).toEqual({});
  });
});
