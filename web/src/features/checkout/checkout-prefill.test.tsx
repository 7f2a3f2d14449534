// A signed-in customer's checkout: account details and the last order's shipping address prefill the form.
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it, vi } from 'vitest';
import { CheckoutPrefillDocument, CheckoutQuoteDocument } from '@/graphql/graphql';
import { ToastProvider } from '@/components/ui/toast';
import type { CartApi, CartLineView } from '@/lib/cart/cart-store';
import CheckoutPage from './checkout-page';

const line: CartLineView = {
  id: 'l1',
  productId: 'p1',
  variantId: 'v1',
  variant: { id: 'v1', size: null, color: null, stock: 5 },
  quantity: 1,
  size: null,
  color: null,
  lineTotalPaise: 499_00,
  available: true,
  problem: null,
  product: {
    __typename: 'Product',
    id: 'p1',
    name: 'Cotton Dupatta',
    price: '499.00',
    originalPrice: null,
    images: [],
    sizes: [],
    colors: [],
    stock: 5,
    inStock: true,
  },
};
const cart = {
  lines: [line],
  count: 1,
  subtotalPaise: 499_00,
  loading: false,
  isGuest: false,
  add: vi.fn(),
  update: vi.fn(),
  remove: vi.fn(),
  clear: vi.fn(),
  refresh: vi.fn(),
} satisfies CartApi;
const user = { __typename: 'User' as const, id: 'u1', email: 'riya@example.in', firstName: 'Riya', lastName: 'Shah', phone: null, role: 'CUSTOMER' as const };

vi.mock('@/lib/cart/cart-store', () => ({ useCart: () => cart }));
vi.mock('@/lib/session/session', () => ({ useSession: () => ({ user, loading: false, isAdmin: false, signIn: vi.fn(), signOut: vi.fn() }) }));
vi.mock('@/lib/seo/page-meta', () => ({ usePageMeta: () => undefined, useDocumentTitle: () => undefined }));
vi.setConfig({ testTimeout: 30_000 });

const figures = { subtotal: '499.00', shipping: '0.00', tax: '0.00', discount: '0.00', total: '499.00' };
const quoteMock: MockLink.MockedResponse = {
  request: { query: CheckoutQuoteDocument, variables: () => true },
  result: { data: { checkoutQuote: { __typename: 'CheckoutQuote', ...figures, couponCode: null, couponMessage: null, paymentProvider: 'sandbox' } } },
  maxUsageCount: 10,
};
const lastAddress = {
  __typename: 'Address',
  firstName: 'Riya',
  lastName: 'Shah',
  email: 'riya@example.in',
  phone: '9825012345',
  address: '7 New Road, Akota',
  city: 'Vadodara',
  zipCode: '390020',
  country: 'India',
};
const prefill = (address: typeof lastAddress | null): MockLink.MockedResponse => ({
  request: { query: CheckoutPrefillDocument },
  result: { data: { me: { __typename: 'User', id: 'u1', lastShippingAddress: address } } },
});

const renderCheckout = (mocks: MockLink.MockedResponse[]) =>
  render(
    <MockedProvider mocks={[quoteMock, ...mocks]}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/checkout']}>
          <CheckoutPage />
        </MemoryRouter>
      </ToastProvider>
    </MockedProvider>,
  );

describe('Checkout prefill for a signed-in customer', () => {
  it('fills names and e-mail from the account, and the street, PIN and phone from the last order', async () => {
    renderCheckout([prefill(lastAddress)]);
    await waitFor(() => expect(screen.getByLabelText(/Address/)).toHaveValue('7 New Road, Akota'));
    expect(screen.getByLabelText(/ZIP/)).toHaveValue('390020');
    expect(screen.getByLabelText(/Phone/)).toHaveValue('9825012345');
    expect(screen.getByLabelText(/First name/)).toHaveValue('Riya');
    expect(screen.getByLabelText(/Email/)).toHaveValue('riya@example.in');
  });

  it('leaves the address empty before the first order', async () => {
    renderCheckout([prefill(null)]);
    await waitFor(() => expect(screen.getByLabelText(/First name/)).toHaveValue('Riya'));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByLabelText(/Address/)).toHaveValue('');
    expect(screen.getByLabelText(/ZIP/)).toHaveValue('');
  });
});
