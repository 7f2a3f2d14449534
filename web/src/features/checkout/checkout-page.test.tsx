import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutQuoteDocument, CheckoutRegisterDocument, PlaceOrderDocument, StartPaymentDocument, type PlaceOrderMutationVariables } from '@/graphql/graphql';
import { ToastProvider } from '@/components/ui/toast';
import { okPayload, refusedPayload, type MockPayloadError } from '@/test/payloads';
import type { CartApi, CartLineView } from '@/lib/cart/cart-store';
import CheckoutPage from './checkout-page';

const line: CartLineView = {
  id: 'l1',
  productId: 'p1',
  variantId: 'v-m-maroon',
  variant: { id: 'v-m-maroon', size: 'M', color: 'Maroon', stock: 5 },
  quantity: 2,
  size: 'M',
  color: 'Maroon',
  lineTotalPaise: 2_398_00,
  available: true,
  problem: null,
  product: { __typename: 'Product', id: 'p1', name: 'Cotton Kurta', price: '1199.00', originalPrice: null, images: [], sizes: ['M'], colors: ['Maroon'], stock: 5, inStock: true },
};

const cart = {
  lines: [line],
  count: 2,
  subtotalPaise: 2_398_00,
  loading: false,
  isGuest: true,
  add: vi.fn(async () => undefined),
  update: vi.fn(async () => undefined),
  remove: vi.fn(async () => undefined),
  clear: vi.fn(async () => undefined),
  refresh: vi.fn(async () => undefined),
} satisfies CartApi;

vi.mock('@/lib/cart/cart-store', () => ({ useCart: () => cart }));
const signIn = vi.fn(async () => undefined);
vi.mock('@/lib/session/session', () => ({ useSession: () => ({ user: null, loading: false, isAdmin: false, signIn, signOut: vi.fn() }) }));
vi.mock('@/lib/seo/page-meta', () => ({ usePageMeta: () => undefined, useDocumentTitle: () => undefined }));

const figures = { subtotal: '2398.00', shipping: '0.00', tax: '0.00', discount: '0.00', total: '2398.00' };
/** What the quote says about online payment: the sandbox here, as in development; null when the shop takes none. */
let paymentProvider: string | null = 'sandbox';
const quote = vi.fn(() => ({ data: { checkoutQuote: { __typename: 'CheckoutQuote', ...figures, couponCode: null, couponMessage: null, paymentProvider } } }));
const quoteMock: MockLink.MockedResponse = {
  request: { query: CheckoutQuoteDocument, variables: () => true },
  result: quote,
  maxUsageCount: 10,
};
const session = {
  __typename: 'PaymentSession',
  provider: 'sandbox',
  providerOrderId: 'order_sbx_1',
  amountPaise: 2_398_00,
  currency: 'INR',
  keyId: 'sandbox',
  checkoutUrl: '/payments/sandbox/checkout?order=order_sbx_1',
};
const startPayment = vi.fn(() => ({ data: { startPayment: okPayload('StartPaymentPayload', { payment: session }) } }));
const placed = {
  __typename: 'Order',
  id: '3f2a1b9c-0000-4000-8000-000000000001',
  status: 'PENDING',
  total: '2398.00',
  paymentMethod: 'RAZORPAY',
  paymentStatus: 'PAID',
  createdAt: '2025-01-01T00:00:00.000Z',
  items: [],
};
const TOKEN = 'Xo3r8kQe1Yc0v9Zt2LmN4pB6sD7fG5hJ1aW3qE8rT0y';
const placeOrder = vi.fn((_: PlaceOrderMutationVariables) => ({ data: { placeOrder: okPayload('PlaceOrderPayload', { orderToken: TOKEN, order: placed }) } }));
/** placeOrder's answer when the server refuses the order. */
const orderRefused = (error: MockPayloadError) => ({ data: { placeOrder: refusedPayload('PlaceOrderPayload', ['order'], 'CheckoutError', error) } });

/** The confirmation page's stand-in: says which token it was opened with. */
function OrderPage() {
  return <p>Order page {useParams().token}</p>;
}

function renderCheckout(mocks: MockLink.MockedResponse[] = []) {
  return render(
    <MockedProvider mocks={[quoteMock, ...mocks]}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/checkout']}>
          <Routes>
            <Route path="/checkout" element={<CheckoutPage />} />
            <Route path="/" element={<p>Home page</p>} />
            <Route path="/account" element={<p>Account page</p>} />
            <Route path="/order/:token" element={<OrderPage />} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </MockedProvider>,
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const complete = () => screen.getByRole('button', { name: 'Complete Order' });

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function fillShipping() {
  fill(/First name/, 'Asha');
  fill(/Last name/, 'Patel');
  fill(/Email/, 'asha@example.in');
  fill(/Phone/, '9876543210');
  fill(/Address/, '12 Race Course Road');
  fill(/ZIP/, '390007');
  return userEvent.setup();
}

// The whole page renders in jsdom with MUI; on a busy machine that takes seconds.
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  paymentProvider = 'sandbox';
});
afterEach(() => vi.restoreAllMocks());

describe('Checkout validation', () => {
  it("shows the spec's exact messages when submitted empty, and a toast", async () => {
    renderCheckout();
    await waitFor(() => expect(complete()).toBeEnabled());
    await userEvent.click(complete());
    for (const text of ['First name is required', 'Last name is required', 'Valid email is required', 'Valid phone number is required', 'Address is required', 'ZIP code is required']) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all shipping information correctly');
  });

  it('locks the city to Vadodara and the country to India', async () => {
    renderCheckout();
    const city = screen.getByLabelText(/City/);
    expect(city).toHaveValue('Vadodara');
    expect(city).toHaveAttribute('readonly');
    await userEvent.type(city, 'Surat');
    expect(city).toHaveValue('Vadodara');
    expect(screen.getByLabelText(/Country/)).toHaveValue('India');
    expect(screen.getByLabelText(/Country/)).toHaveAttribute('readonly');
  });

  it('checks the guest account fields when account creation is ticked', async () => {
    renderCheckout();
    const user = await fillShipping();
    await user.click(screen.getByRole('checkbox', { name: /Create an account/ }));
    fill(/^Password/, '123');
    fill(/Confirm password/, '1234567');
    await waitFor(() => expect(complete()).toBeEnabled());
    await user.click(complete());
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all account creation fields correctly');
    fill(/Confirm password/, '');
    await user.click(complete());
    expect(await screen.findByText('Password confirmation is required')).toBeInTheDocument();
  });

  it('offers sign-in to a guest', () => {
    renderCheckout();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/account');
  });
});

describe('Checkout when the shop takes no online payment', () => {
  it('offers only pay on delivery, chosen, and places the order without opening a payment window', async () => {
    paymentProvider = null;
    const open = vi.spyOn(window, 'open');
    renderCheckout([{ request: { query: StartPaymentDocument, variables: () => true }, result: startPayment }, { request: { query: PlaceOrderDocument, variables: () => true }, result: placeOrder }]);
    const onDelivery = await screen.findByRole('radio', { name: /Pay on delivery/ });
    await waitFor(() => expect(onDelivery).toBeChecked());
    expect(screen.queryByRole('radio', { name: /Pay online/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(1);

    const user = await fillShipping();
    await waitFor(() => expect(complete()).toBeEnabled());
    await user.click(complete());
    await waitFor(() => expect(placeOrder).toHaveBeenCalledTimes(1));
    const { input } = placeOrder.mock.calls[0][0];
    expect(input.paymentMethod).toBe('PAY_ON_DELIVERY');
    expect(input.payment ?? null).toBeNull();
    expect(startPayment).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });

  it('offers both while the shop takes online payment, and says the sandbox takes no money', async () => {
    renderCheckout();
    await waitFor(() => expect(quote).toHaveBeenCalled());
    expect(screen.getByRole('radio', { name: /Pay online/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Pay on delivery/ })).not.toBeChecked();
    expect(await screen.findByText(/no money is taken/)).toBeInTheDocument();
  });
});

describe('Checkout payment through the sandbox window', () => {
  const popup = { closed: false, focus: vi.fn(), close: vi.fn() };
  const post = (data: object, origin = window.location.origin) => fireEvent(window, new MessageEvent('message', { data, origin }));

  beforeEach(() => {
    popup.closed = false;
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  });

  const paymentMocks = (): MockLink.MockedResponse[] => [
    { request: { query: StartPaymentDocument, variables: () => true }, result: startPayment },
    { request: { query: PlaceOrderDocument, variables: () => true }, result: placeOrder },
  ];

  it("places the order with the signed values of a 'paid' answer, then clears the guest cart and opens the order's confirmation page", async () => {
    renderCheckout(paymentMocks());
    const user = await fillShipping();
    await waitFor(() => expect(complete()).toBeEnabled());
    await user.click(complete());
    await waitFor(() => expect(window.open).toHaveBeenCalledWith(session.checkoutUrl, 'sandbox-payment', expect.stringContaining('width=420,height=600')));
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();

    // Another origin, or another provider order, is ignored.
    post({ type: 'sandbox-payment', status: 'paid', razorpay_order_id: 'order_sbx_1', razorpay_payment_id: 'x', razorpay_signature: 'x' }, 'https://evil.example');
    post({ type: 'sandbox-payment', status: 'paid', razorpay_order_id: 'order_other', razorpay_payment_id: 'x', razorpay_signature: 'x' });
    expect(placeOrder).not.toHaveBeenCalled();

    post({ type: 'sandbox-payment', status: 'paid', razorpay_order_id: 'order_sbx_1', razorpay_payment_id: 'pay_sbx_9', razorpay_signature: 'sig_abc' });
    await waitFor(() => expect(placeOrder).toHaveBeenCalledTimes(1));
    const { input } = placeOrder.mock.calls[0][0];
    expect(input.payment).toEqual({ providerOrderId: 'order_sbx_1', paymentId: 'pay_sbx_9', signature: 'sig_abc' });
    expect(input.paymentMethod).toBe('RAZORPAY');
    expect(input.items).toEqual([{ productId: 'p1', variantId: 'v-m-maroon', quantity: 2, size: 'M', color: 'Maroon' }]);
    expect(input.expected).toEqual(figures);
    expect(input.shippingAddress).toMatchObject({ firstName: 'Asha', city: 'Vadodara', country: 'India', zipCode: '390007' });
    expect(input.billingAddress).toEqual(input.shippingAddress);
    expect(input.userId ?? null).toBeNull();
    expect(input.idempotencyKey).toMatch(UUID);

    expect(await screen.findByText('Order placed successfully!')).toBeInTheDocument();
    expect(screen.getByText('Order #3F2A1B9C. Track it any time with this number and your email.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your order' })).toHaveAttribute('href', `/order/${TOKEN}`);
    expect(cart.clear).toHaveBeenCalled();
    expect(await screen.findByText(`Order page ${TOKEN}`)).toBeInTheDocument();
  });

  it("leaves the cart alone after a 'failed' answer and pays again with the same provider order", async () => {
    renderCheckout(paymentMocks());
    const user = await fillShipping();
    await waitFor(() => expect(complete()).toBeEnabled());
    await user.click(complete());
    await waitFor(() => expect(window.open).toHaveBeenCalledTimes(1));
    post({ type: 'sandbox-payment', status: 'failed', reason: 'Payment declined in the sandbox' });

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Payment failed');
    expect(toast).toHaveTextContent('Payment declined in the sandbox');
    expect(placeOrder).not.toHaveBeenCalled();
    expect(cart.clear).not.toHaveBeenCalled();
    expect(complete()).toBeEnabled();

    await user.click(complete());
    await waitFor(() => expect(window.open).toHaveBeenCalledTimes(2));
    expect(startPayment).toHaveBeenCalledTimes(1);
  });

  it('treats a window closed without an answer as cancelled', async () => {
    renderCheckout(paymentMocks());
    const user = await fillShipping();
    await waitFor(() => expect(complete()).toBeEnabled());
    await user.click(complete());
    await waitFor(() => expect(window.open).toHaveBeenCalled());
    popup.closed = true;
    const status = await screen.findByText('Payment cancelled', {}, { timeout: 3000 });
    expect(within(status.closest('[role="status"]') as HTMLElement).getByText(/cart is unchanged/)).toBeInTheDocument();
    expect(placeOrder).not.toHaveBeenCalled();
    expect(cart.clear).not.toHaveBeenCalled();
  });

  it("says 'Failed to initiate payment' when the window cannot open", async () => {
    vi.mocked(window.open).mockReturnValue(null);
    renderCheckout(paymentMocks());
    const user = await fillShipping();
    await waitFor(() => expect(complete()).toBeEnabled());
    await user.click(complete());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to initiate payment');
    expect(placeOrder).not.toHaveBeenCalled();
  });
});

describe('Checkout without a payment window', () => {
  const order = (overrides: object = {}) => ({ request: { query: PlaceOrderDocument, variables: () => true }, result: placeOrder, ...overrides });

  it('places a pay-on-delivery order directly', async () => {
    vi.spyOn(window, 'open');
    renderCheckout([order()]);
    const user = await fillShipping();
    await user.click(screen.getByRole('radio', { name: /Pay on delivery/ }));
    await waitFor(() => expect(complete()).toBeEnabled());
    await user.click(complete());
    await waitFor(() => expect(placeOrder).toHaveBeenCalledTimes(1));
    expect(placeOrder.mock.calls[0][0].input).toMatchObject({ paymentMethod: 'PAY_ON_DELIVERY', payment: null });
    expect(window.open).not.toHaveBeenCalled();
    expect(await screen.findByText(`Order page ${TOKEN}`)).toBeInTheDocument();
  });

  it('registers a guest who asked for an account and places the order for the new user with the lines shown', async () => {
    const register = vi.fn(() => ({
      data: {
        register: okPayload('AuthPayload', {
          token: 'jwt-new',
          user: { __typename: 'User', id: 'u-new', email: 'asha@example.in', firstName: 'Asha', lastName: 'Patel', phone: '9876543210', role: 'CUSTOMER' },
        }),
      },
    }));
    renderCheckout([{ request: { query: CheckoutRegisterDocument, variables: () => true }, result: register }, order()]);
    const user = await fillShipping();
    await user.click(screen.getByRole('radio', { name: /Pay on delivery/ }));
    await user.click(screen.getByRole('checkbox', { name: /Create an account/ }));
    fill(/^Password/, 'secret1');
    fill(/Confirm password/, 'secret1');
    await waitFor(() => expect(complete()).toBeEnabled());
    await user.click(complete());
    await waitFor(() => expect(placeOrder).toHaveBeenCalledTimes(1));
    expect(register.mock.calls[0]).toEqual([{ input: { firstName: 'Asha', lastName: 'Patel', email: 'asha@example.in', phone: '9876543210', password: 'secret1' } }]);
    expect(signIn).toHaveBeenCalledWith('jwt-new', expect.objectContaining({ id: 'u-new' }));
    expect(placeOrder.mock.calls[0][0].input).toMatchObject({ userId: 'u-new', items: [{ productId: 'p1', variantId: 'v-m-maroon', quantity: 2, size: 'M', color: 'Maroon' }] });
    expect(await screen.findByText(`Order page ${TOKEN}`)).toBeInTheDocument();
  });

  it("shows 'Failed to create account: …' and places nothing when registration fails", async () => {
    const duplicate = { field: 'email', code: 'DUPLICATE_EMAIL', message: 'An account with this email already exists' } as const;
    renderCheckout([{ request: { query: CheckoutRegisterDocument, variables: () => true }, result: { data: { register: refusedPayload('AuthPayload', ['token', 'user'], 'AccountError', duplicate) } } }, order()]);
    const user = await fillShipping();
    await user.click(screen.getByRole('checkbox', { name: /Create an account/ }));
    fill(/^Password/, 'secret1');
    fill(/Confirm password/, 'secret1');
    await waitFor(() => expect(complete()).toBeEnabled());
    await user.click(complete());
    expect(await screen.findByText('Failed to create account: An account with this email already exists')).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
    expect(placeOrder).not.toHaveBeenCalled();
  });

  it('explains changed prices and lets the shopper submit again', async () => {
    const changed = orderRefused({ field: 'expected', code: 'PRICES_CHANGED', message: 'Prices have changed since you loaded the page. Please review your order.' });
    renderCheckout([order({ result: changed, maxUsageCount: 1 }), order()]);
    const user = await fillShipping();
    await user.click(screen.getByRole('radio', { name: /Pay on delivery/ }));
    await waitFor(() => expect(complete()).toBeEnabled());
    await user.click(complete());
    expect(await screen.findByText('Prices have changed since you loaded the page. Please review your order.')).toBeInTheDocument();
    await waitFor(() => expect(complete()).toBeEnabled());
    await user.click(complete());
    await waitFor(() => expect(placeOrder).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(`Order page ${TOKEN}`)).toBeInTheDocument();
  });

  it("shows 'Failed to create order' with the server's message", async () => {
    renderCheckout([order({ result: orderRefused({ field: 'items.0.quantity', code: 'OUT_OF_STOCK', message: 'Not enough stock for Cotton Kurta' }) })]);
    const user = await fillShipping();
    await user.click(screen.getByRole('radio', { name: /Pay on delivery/ }));
    await waitFor(() => expect(complete()).toBeEnabled());
    await user.click(complete());
    const toast = await screen.findByText('Failed to create order');
    expect(toast.closest('[role="alert"]')).toHaveTextContent('Not enough stock for Cotton Kurta');
    expect(cart.refresh).toHaveBeenCalled();
    expect(cart.clear).not.toHaveBeenCalled();
  });

  it('asks for the quote again when the coupon reached its usage limit meanwhile', async () => {
    renderCheckout([order({ result: orderRefused({ field: 'couponCode', code: 'COUPON_USAGE_LIMIT', message: 'This coupon has reached its usage limit' }) })]);
    const user = await fillShipping();
    await user.click(screen.getByRole('radio', { name: /Pay on delivery/ }));
    await waitFor(() => expect(complete()).toBeEnabled());
    const quotes = quote.mock.calls.length;
    await user.click(complete());
    const toast = await screen.findByText('Failed to create order');
    expect(toast.closest('[role="alert"]')).toHaveTextContent('This coupon has reached its usage limit');
    await waitFor(() => expect(quote.mock.calls.length).toBeGreaterThan(quotes));
  });

  describe('idempotency key', () => {
    /** A placeOrder mock that records the key of every request it matches. */
    const recording = (keys: string[], overrides: Partial<MockLink.MockedResponse> = {}): MockLink.MockedResponse => ({
      request: {
        query: PlaceOrderDocument,
        variables: (v: PlaceOrderMutationVariables) => {
          keys.push(v.input.idempotencyKey ?? '');
          return true;
        },
      },
      result: placeOrder,
      ...overrides,
    });

    async function submitPayOnDelivery() {
      const user = await fillShipping();
      await user.click(screen.getByRole('radio', { name: /Pay on delivery/ }));
      await waitFor(() => expect(complete()).toBeEnabled());
      await user.click(complete());
      return user;
    }

    it('sends the same key again when the same submit is retried after a network failure', async () => {
      const keys: string[] = [];
      renderCheckout([recording(keys, { result: undefined, error: new Error('Network request failed'), maxUsageCount: 1 }), recording(keys)]);
      const user = await submitPayOnDelivery();
      expect(await screen.findByText('Failed to create order')).toBeInTheDocument();
      await waitFor(() => expect(complete()).toBeEnabled());
      await user.click(complete());
      await waitFor(() => expect(placeOrder).toHaveBeenCalledTimes(1));
      expect(new Set(keys).size).toBe(1);
      expect(keys[0]).toMatch(UUID);
      expect(placeOrder.mock.calls[0][0].input.idempotencyKey).toBe(keys[0]);
      expect(await screen.findByText(`Order page ${TOKEN}`)).toBeInTheDocument();
    });

    it('sends a new key after the server refused the order', async () => {
      const refused = vi.fn((_: PlaceOrderMutationVariables) => orderRefused({ field: 'items.0.quantity', code: 'OUT_OF_STOCK', message: 'Cotton Kurta in M, Maroon is out of stock' }));
      renderCheckout([{ request: { query: PlaceOrderDocument, variables: () => true }, result: refused, maxUsageCount: 1 }, { request: { query: PlaceOrderDocument, variables: () => true }, result: placeOrder }]);
      const user = await submitPayOnDelivery();
      expect(await screen.findByText('Failed to create order')).toBeInTheDocument();
      await waitFor(() => expect(complete()).toBeEnabled());
      await user.click(complete());
      await waitFor(() => expect(placeOrder).toHaveBeenCalledTimes(1));
      const first = refused.mock.calls[0][0].input.idempotencyKey;
      expect(first).toMatch(UUID);
      expect(placeOrder.mock.calls[0][0].input.idempotencyKey).toMatch(UUID);
      expect(placeOrder.mock.calls[0][0].input.idempotencyKey).not.toBe(first);
    });

    it('sends a new key when the request changed before the retry (another address)', async () => {
      const keys: string[] = [];
      renderCheckout([recording(keys, { result: undefined, error: new Error('Network request failed'), maxUsageCount: 1 }), recording(keys)]);
      const user = await submitPayOnDelivery();
      expect(await screen.findByText('Failed to create order')).toBeInTheDocument();
      fill(/Address/, '14 Race Course Road');
      await waitFor(() => expect(complete()).toBeEnabled());
      await user.click(complete());
      await waitFor(() => expect(placeOrder).toHaveBeenCalledTimes(1));
      expect(placeOrder.mock.calls[0][0].input.shippingAddress.address).toBe('14 Race Course Road');
      expect(placeOrder.mock.calls[0][0].input.idempotencyKey).not.toBe(keys[0]);
    });
  });
});
