import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutQuoteDocument } from '@/graphql/graphql';
import { ToastProvider } from '@/components/ui/toast';
import type { CartApi, CartLineView } from '@/lib/cart/cart-store';
import CartPage, { UNAVAILABLE_LINES } from './cart-page';

const product = (stock: number) => ({ __typename: 'Product' as const, id: 'p1', name: 'Cotton Kurta', price: '199.00', originalPrice: null, images: [], sizes: ['M'], colors: [], stock, inStock: stock > 0 });
const variant = (stock: number) => ({ id: 'v-m', size: 'M', color: null, stock });
const line = (over: Partial<CartLineView> = {}): CartLineView => ({
  id: 'l1',
  productId: 'p1',
  variantId: 'v-m',
  variant: variant(5),
  quantity: 2,
  size: 'M',
  color: null,
  lineTotalPaise: 398_00,
  available: true,
  problem: null,
  product: product(5),
  ...over,
});

const cart: CartApi = {
  lines: [],
  count: 0,
  subtotalPaise: 0,
  loading: false,
  isGuest: true,
  add: vi.fn(),
  update: vi.fn(),
  remove: vi.fn(),
  clear: vi.fn(),
  refresh: vi.fn(),
};
vi.mock('@/lib/cart/cart-store', () => ({ useCart: () => cart }));
vi.mock('@/lib/seo/page-meta', () => ({ usePageMeta: () => undefined }));

const quote = (subtotal: string): MockLink.MockedResponse => ({
  request: { query: CheckoutQuoteDocument, variables: () => true },
  result: { data: { checkoutQuote: { __typename: 'CheckoutQuote', subtotal, shipping: '0.00', tax: '0.00', discount: '0.00', total: subtotal, couponCode: null, couponMessage: null, paymentProvider: 'sandbox' } } },
  maxUsageCount: 10,
});

function renderCart(lines: CartLineView[], subtotal = '398.00') {
  Object.assign(cart, { lines, count: lines.reduce((n, l) => n + l.quantity, 0) });
  return render(
    <MockedProvider mocks={[quote(subtotal)]}>
      <ToastProvider>
        <MemoryRouter>
          <CartPage />
        </MemoryRouter>
      </ToastProvider>
    </MockedProvider>,
  );
}

vi.setConfig({ testTimeout: 20_000 });
beforeEach(() => {
  vi.mocked(cart.update).mockReset().mockResolvedValue(undefined);
  vi.mocked(cart.remove).mockReset().mockResolvedValue(undefined);
});

describe('CartPage', () => {
  it('shows the empty state with Start Shopping', () => {
    renderCart([]);
    expect(screen.getByRole('heading', { name: 'Your Cart is Empty' })).toBeInTheDocument();
    expect(screen.getByText("Looks like you haven't added any items to your cart yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/shop');
  });

  it("shows a line with its link, options and price, and the server's totals: free delivery said once, no 'add more' hint", async () => {
    renderCart([line()]);
    expect(screen.getByRole('link', { name: 'Cotton Kurta' })).toHaveAttribute('href', '/product/p1');
    expect(screen.getByText('Size: M')).toBeInTheDocument();
    expect(screen.getByText('₹199.00 each')).toBeInTheDocument();
    const totals = await screen.findByTestId('order-totals');
    expect(within(totals).getByText('Free!')).toBeInTheDocument();
    expect(within(totals).getByText('Free delivery within Vadodara')).toBeInTheDocument();
    expect(within(totals).queryByText(/more for free shipping/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
  });

  it("reads 'Free!' for shipping above ₹500", async () => {
    renderCart([line({ quantity: 3, lineTotalPaise: 597_00 })], '597.00');
    const totals = await screen.findByTestId('order-totals');
    expect(within(totals).getByText('Free!')).toBeInTheDocument();
    expect(within(totals).queryByText(/more for free shipping/)).not.toBeInTheDocument();
    expect(within(totals).getAllByText('₹597.00')).toHaveLength(2);
  });

  it("bounds the quantity by 1 and its variant's stock, and reports a failed update", async () => {
    // 9 pieces of the kurta, but only 2 in M
    renderCart([line({ quantity: 1, product: product(9), variant: variant(2) })]);
    const dec = screen.getByRole('button', { name: 'Decrease quantity' });
    const inc = screen.getByRole('button', { name: 'Increase quantity' });
    expect(dec).toBeDisabled();
    vi.mocked(cart.update).mockRejectedValueOnce(new Error('boom'));
    await userEvent.click(inc);
    expect(cart.update).toHaveBeenCalledWith('l1', 2);
    expect(await screen.findByText('Failed to update cart')).toBeInTheDocument();

    cleanup();
    renderCart([line({ quantity: 2, product: product(9), variant: variant(2) })]);
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  });

  it('shows size and colour, and warns when a line holds more than is left of its variant; it can only go down', async () => {
    renderCart([line({ quantity: 3, color: 'Teal', product: product(9), variant: { id: 'v-m', size: 'M', color: 'Teal', stock: 2 }, problem: 'Only 2 left in Teal, M', available: false })]);
    expect(screen.getByText('Size: M · Color: Teal')).toBeInTheDocument();
    expect(screen.getByText('Only 2 left in Teal, M')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(cart.update).toHaveBeenCalledWith('l1', 2);
    await screen.findByTestId('order-totals');
    expect(screen.getByText(UNAVAILABLE_LINES)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
  });

  it("shows a line's problem and holds checkout back", async () => {
    renderCart([line({ quantity: 3, product: product(0), variant: variant(0), problem: 'Out of stock', available: false })]);
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await screen.findByTestId('order-totals');
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
  });

  it("removes a line with a 'Success' toast, or says 'Failed to remove from cart'", async () => {
    renderCart([line()]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Cotton Kurta from cart' }));
    expect(cart.remove).toHaveBeenCalledWith('l1');
    const toast = await screen.findByText('Item removed from cart');
    expect(toast.closest('[role="status"]')).toHaveTextContent('Success');

    vi.mocked(cart.remove).mockRejectedValueOnce(new Error('boom'));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Cotton Kurta from cart' }));
    await waitFor(() => expect(screen.getByText('Failed to remove from cart')).toBeInTheDocument());
  });
});
