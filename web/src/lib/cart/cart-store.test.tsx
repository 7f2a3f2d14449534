// The real cart store and session over Apollo's MockedProvider (with the app's cache policies):
// the guest cart in local storage capped by stock, the merge into the account cart on sign-in with
// the skipped-items message, clearing after an order, and sign-out clearing everything.
import { useEffect } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useApolloClient } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CartDocument,
  ClearCartDocument,
  GuestCartProductsDocument,
  LogoutDocument,
  MeDocument,
  MergeCartDocument,
  type CartFieldsFragment,
  type CartProductFragment,
  type SessionUserFragment,
} from '@/graphql/graphql';
import { ToastProvider } from '@/components/ui/toast';
import { okPayload } from '@/test/payloads';
import { createCache } from '../apollo';
import { GUEST_CART_KEY, TOKEN_KEY } from '../storage';
import { SessionProvider, useSession, type Session } from '../session/session';
import { CartProvider, useCart, type CartApi } from './cart-store';
import type { GuestLine } from './guest-cart';

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
const asha: SessionUserFragment = { __typename: 'User', id: 'u1', email: 'asha@example.in', firstName: 'Asha', lastName: 'Patel', phone: null, role: 'CUSTOMER' };

/** The one default variant of a product without sizes or colours. */
const variantOf = (p: CartProductFragment) => ({ __typename: 'ProductVariant' as const, id: `${p.id}-v`, sku: p.id.toUpperCase(), size: null, color: null, stock: p.stock, available: p.stock > 0 });
const guestProducts = (ids: string[], items: CartProductFragment[]): MockLink.MockedResponse => ({
  request: { query: GuestCartProductsDocument, variables: { ids } },
  result: { data: { products: { __typename: 'ProductPage', total: items.length, limit: 100, offset: 0, items: items.map((p) => ({ ...p, variants: [variantOf(p)] })) } } },
  maxUsageCount: 10,
});
const serverCart = (items: { id: string; product: CartProductFragment; quantity: number }[]): CartFieldsFragment => ({
  __typename: 'Cart',
  id: 'cart-u1',
  totalQuantity: items.reduce((n, i) => n + i.quantity, 0),
  subtotal: (items.reduce((n, i) => n + Number(i.product.price) * i.quantity, 0)).toFixed(2),
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
    available: true,
    problem: null,
    product: i.product,
  })),
});
const storedGuestCart = (): GuestLine[] => JSON.parse(localStorage.getItem(GUEST_CART_KEY) ?? '[]') as GuestLine[];

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
  it('adds up to the stock of the variant and refuses more with the server’s words, in local storage', async () => {
    renderStore([guestProducts(['p-kurta'], [kurta])]);
    await expect(store.cart.add({ productId: 'p-kurta', quantity: 3, stock: kurta.stock, name: kurta.name })).rejects.toThrow('Only 2 left of Cotton Kurta');
    await act(() => store.cart.add({ productId: 'p-kurta', quantity: 2, stock: kurta.stock, name: kurta.name }));
    await waitFor(() => expect(lines()).toEqual(['Cotton Kurta × 2']));
    await expect(store.cart.add({ productId: 'p-kurta', quantity: 1, stock: kurta.stock, name: kurta.name })).rejects.toThrow('Only 2 left of Cotton Kurta');
    expect(storedGuestCart()).toMatchObject([{ productId: 'p-kurta', quantity: 2, size: null, color: null }]);
    expect(screen.getByTestId('count')).toHaveTextContent('2');
    expect(store.cart.subtotalPaise).toBe(100_000);
  });

  it('refuses a product that is out of stock, and flags a stored line the stock no longer covers', async () => {
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify([{ id: 'g1', productId: 'p-kurta', quantity: 5, size: null, color: null }]));
    renderStore([guestProducts(['p-kurta'], [kurta])]);
    await expect(store.cart.add({ productId: 'p-shawl', quantity: 1, stock: 0 })).rejects.toThrow('This product is out of stock');
    expect(await screen.findByText('Cotton Kurta × 5 (Only 2 left in stock)')).toBeInTheDocument();
    expect(store.cart.lines[0]?.available).toBe(false);
  });

  it('is emptied by clear() after a guest order', async () => {
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify([{ id: 'g1', productId: 'p-kurta', quantity: 1, size: null, color: null }]));
    renderStore([guestProducts(['p-kurta'], [kurta])]);
    expect(await screen.findByText('Cotton Kurta × 1')).toBeInTheDocument();
    await act(() => store.cart.clear());
    expect(screen.queryAllByRole('listitem')).toEqual([]);
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
  });
});

describe('signing in', () => {
  it('merges the guest lines into the account cart once, says which were skipped, and empties the guest cart', async () => {
    localStorage.setItem(
      GUEST_CART_KEY,
      JSON.stringify([
        { id: 'g1', productId: 'p-kurta', quantity: 2, size: null, color: null },
        { id: 'g2', productId: 'p-shawl', quantity: 1, size: null, color: null },
      ]),
    );
    const merged = serverCart([{ id: 'ci1', product: kurta, quantity: 2 }]);
    const merge = vi.fn(() => ({ data: { mergeCart: okPayload('CartMergePayload', { skipped: ['Woollen Shawl is out of stock.'], cart: merged }) } }));
    renderStore([
      guestProducts(['p-kurta', 'p-shawl'], [kurta, shawl]),
      {
        request: {
          query: MergeCartDocument,
          variables: {
            input: {
              items: [
                { productId: 'p-kurta', variantId: null, quantity: 2, size: null, color: null },
                { productId: 'p-shawl', variantId: null, quantity: 1, size: null, color: null },
              ],
            },
          },
        },
        result: merge,
      },
      { request: { query: CartDocument }, result: { data: { cart: merged } } },
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

  it('signs in without a merge when the guest cart is empty', async () => {
    const cart = serverCart([{ id: 'ci1', product: kurta, quantity: 1 }]);
    const merge = vi.fn();
    renderStore([
      { request: { query: MergeCartDocument, variables: () => true }, result: merge },
      { request: { query: CartDocument }, result: { data: { cart } } },
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
      { request: { query: CartDocument }, result: { data: { cart: before } } },
      { request: { query: CartDocument }, result: { data: { cart: empty } } },
      { request: { query: ClearCartDocument }, result: { data: { clearCart: okPayload('CartPayload', { cart: empty }) } } },
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
      { request: { query: CartDocument }, result: { data: { cart: serverCart([{ id: 'ci1', product: kurta, quantity: 1 }]) } } },
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
