// The guest cart as the screens see it: lines matched to their variants (also lines stored before
// variants), warnings in the server's words, adds capped by the chosen variant's stock.
import { useEffect } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GuestCartProductsDocument } from '@/graphql/graphql';
import { GUEST_CART_KEY } from '../storage';
import { CartProvider, useCart, type CartApi } from './cart-store';

vi.mock('../session/session', () => ({ useSession: () => ({ user: null }) }));
vi.mock('@/components/ui/toast', () => ({ useToast: () => vi.fn() }));

const variant = (id: string, size: string, color: string, stock: number) => ({ __typename: 'ProductVariant' as const, id, sku: id.toUpperCase(), size, color, stock, available: stock > 0 });
const kurta = {
  __typename: 'Product' as const,
  id: 'p1',
  name: 'Teal Kurta',
  price: '500.00',
  originalPrice: null,
  images: [],
  sizes: ['M', 'XL'],
  colors: ['Teal'],
  stock: 2,
  inStock: true,
  variants: [variant('v-m', 'M', 'Teal', 2), variant('v-xl', 'XL', 'Teal', 0)],
};
const productsMock = {
  request: { query: GuestCartProductsDocument, variables: { ids: ['p1'] } },
  result: { data: { products: { __typename: 'ProductPage' as const, total: 1, limit: 100, offset: 0, items: [kurta] } } },
  maxUsageCount: 10,
};

let cart: CartApi;
function Probe() {
  const current = useCart();
  useEffect(() => {
    cart = current;
  });
  return (
    <ul>
      {current.lines.map((l) => (
        <li key={l.id}>{`${l.size} ${l.variantId ?? 'no variant'} ${l.quantity} ${l.problem ?? 'ok'}`}</li>
      ))}
    </ul>
  );
}

function renderCart() {
  render(
    <MockedProvider mocks={[productsMock]}>
      <CartProvider>
        <Probe />
      </CartProvider>
    </MockedProvider>,
  );
}

beforeEach(() => localStorage.clear());

describe('guest cart store', () => {
  it("matches a line stored before variants to its variant and warns when it exceeds that variant's stock", async () => {
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify([{ id: '1', productId: 'p1', size: 'M', color: 'Teal', quantity: 3 }]));
    renderCart();
    expect(await screen.findByText('M v-m 3 Only 2 left in Teal, M')).toBeInTheDocument();
    expect(cart.lines[0]).toMatchObject({ available: false, variant: expect.objectContaining({ stock: 2 }) });
  });

  it("caps an add by the chosen variant's stock, with the server's words", async () => {
    renderCart();
    await act(() => cart.add({ productId: 'p1', variantId: 'v-m', quantity: 2, size: 'M', color: 'Teal', stock: 2, name: 'Teal Kurta' }));
    expect(await screen.findByText('M v-m 2 ok')).toBeInTheDocument();
    await expect(cart.add({ productId: 'p1', variantId: 'v-m', quantity: 1, size: 'M', color: 'Teal', stock: 2, name: 'Teal Kurta' })).rejects.toThrow('Only 2 left of Teal Kurta in Teal, M');
    await expect(cart.add({ productId: 'p1', variantId: 'v-xl', quantity: 1, size: 'XL', color: 'Teal', stock: 0, name: 'Teal Kurta' })).rejects.toThrow('Teal Kurta in Teal, XL is out of stock');
    await waitFor(() => expect(JSON.parse(localStorage.getItem(GUEST_CART_KEY)!)).toEqual([expect.objectContaining({ variantId: 'v-m', quantity: 2 })]));
  });
});
