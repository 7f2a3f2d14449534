import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it, vi } from 'vitest';
import { OrderByTokenDocument, type OrderConfirmationFragment } from '@/graphql/graphql';
import { renderPage } from '@/test/render-page';
import OrderConfirmationPage from './order-confirmation-page';

vi.mock('@/lib/seo/page-meta', () => ({ usePageHead: () => undefined }));
vi.setConfig({ testTimeout: 20_000 });

const TOKEN = 'Xo3r8kQe1Yc0v9Zt2LmN4pB6sD7fG5hJ1aW3qE8rT0y';
const order: OrderConfirmationFragment = {
  __typename: 'Order',
  id: '3f2a1b9c-0000-4000-8000-000000000001',
  status: 'processing',
  email: 'asha@example.in',
  createdAt: '2025-03-02T10:00:00.000Z',
  subtotal: '2397.00',
  discount: '239.70',
  shipping: '0.00',
  tax: '0.00',
  total: '2157.30',
  couponCode: 'WELCOME10',
  paymentMethod: 'PAY_ON_DELIVERY',
  paymentStatus: 'UNPAID',
  paymentSummary: { __typename: 'PaymentSummary', state: 'PAY_ON_DELIVERY_UNPAID', amountRefunded: '0.00', sandbox: false },
  shippingAddress: {
    __typename: 'Address',
    firstName: 'Asha',
    lastName: 'Patel',
    address: '12 Alkapuri Society',
    city: 'Vadodara',
    zipCode: '390007',
    country: 'India',
    phone: '9876543210',
  },
  items: [
    { __typename: 'OrderItem', id: 'i1', name: 'Teal Kurta', image: null, size: 'M', color: 'Teal', quantity: 1, price: '1299.00', lineTotal: '1299.00' },
    {
      __typename: 'OrderItem',
      id: 'i2',
      name: 'Cotton Frock',
      image: '/media/frock.svg',
      size: null,
      color: null,
      quantity: 2,
      price: '549.00',
      lineTotal: '1098.00',
    },
  ],
  statusHistory: [
    { __typename: 'OrderStatusChange', from: null, to: 'PENDING', at: '2025-03-02T10:00:00.000Z' },
    { __typename: 'OrderStatusChange', from: 'PENDING', to: 'PROCESSING', at: '2025-03-03T05:30:00.000Z' },
  ],
};

const answer = (orderByToken: OrderConfirmationFragment | null): MockLink.MockedResponse => ({
  request: { query: OrderByTokenDocument, variables: { token: TOKEN } },
  result: { data: { orderByToken } },
});
const open = (mocks: MockLink.MockedResponse[]) => renderPage(<OrderConfirmationPage />, { path: '/order/:token', route: `/order/${TOKEN}`, mocks });

describe('OrderConfirmationPage', () => {
  it('shows loading, then thanks the shopper with the order number, items, totals, address, payment and status history', async () => {
    open([answer(order)]);
    expect(screen.getByText('Loading your order...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(screen.getByText('Order #3F2A1B9C')).toBeInTheDocument();

    const items = within(screen.getByRole('list', { name: 'Items ordered' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Teal Kurta');
    expect(items[0]).toHaveTextContent('Size: M · Color: Teal');
    expect(items[0]).toHaveTextContent('1 × ₹1,299.00');
    expect(items[1]).toHaveTextContent('2 × ₹549.00');
    expect(items[1]).toHaveTextContent('₹1,098.00');
    expect(items[1]).not.toHaveTextContent('Size:');

    const totals = screen.getByTestId('order-totals');
    expect(totals).toHaveTextContent('Discount (WELCOME10)−₹239.70');
    expect(totals).toHaveTextContent('Total₹2,157.30');
    expect(totals).not.toHaveTextContent('more for free shipping');

    const address = screen.getByRole('region', { name: 'Shipping address' });
    expect(address).toHaveTextContent('Asha Patel');
    expect(address).toHaveTextContent('Vadodara - 390007, India');
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent('Pay on deliveryPay on delivery — unpaidPay by cash or UPI when your order arrives.');

    const status = screen.getByRole('region', { name: 'Status' });
    expect(status.querySelector('[data-status]')).toHaveAttribute('data-status', 'processing');
    expect(status).toHaveTextContent(/^StatusCurrent statusProcessing/);
    const steps = within(screen.getByRole('list', { name: 'Status history' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual(['Order placed 2 Mar 2025, 3:30 pm', 'Processing 3 Mar 2025, 11:00 am']);

    expect(screen.getByRole('link', { name: 'Track order' })).toHaveAttribute('href', '/track-order?orderId=3F2A1B9C&email=asha%40example.in');
  });

  it('says what a paid online order is', async () => {
    open([answer({ ...order, paymentMethod: 'RAZORPAY', paymentStatus: 'PAID', paymentSummary: { ...order.paymentSummary, state: 'PAID_ONLINE' } })]);
    expect(await screen.findByRole('region', { name: 'Payment' })).toHaveTextContent(/^PaymentOnline paymentPaid online$/);
  });

  it('says how much a cancelled order got back', async () => {
    open([answer({ ...order, status: 'cancelled', paymentStatus: 'REFUNDED', paymentSummary: { ...order.paymentSummary, state: 'REFUNDED', amountRefunded: '2157.30' } })]);
    expect(await screen.findByRole('region', { name: 'Payment' })).toHaveTextContent(/^PaymentPay on deliveryRefunded ₹2,157.30$/);
  });

  it('says the order is not found for an unknown token, with the way to Track Order', async () => {
    open([answer(null)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track order' })).toHaveAttribute('href', '/track-order');
    expect(screen.queryByText('Thank you for your order!')).not.toBeInTheDocument();
  });

  it('shows an error it can retry when the order cannot be loaded', async () => {
    open([{ request: { query: OrderByTokenDocument, variables: { token: TOKEN } }, error: new Error('Network down') }, answer(order)]);
    expect(await screen.findByRole('alert')).toHaveTextContent(/Could not load your order|Network down/);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeInTheDocument();
  });
});
