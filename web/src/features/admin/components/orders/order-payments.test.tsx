// The payments section of the admin's order view: the ledger, Mark as paid and Record refund
// (formik + yup mirroring the server's messages; the server's refusals land on the inputs).
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it, vi } from 'vitest';
import { AdminMarkOrderPaidDocument, AdminRecordRefundDocument, type AdminOrderDetailsFragment } from '@/graphql/graphql';
import { ToastProvider } from '@/components/ui/toast';
import { toDateInput } from '@/lib/format';
import { okPayload, refusedPayload } from '@/test/payloads';
import { OrderPayments } from './order-payments';

vi.setConfig({ testTimeout: 20_000 });

const ID = 'abcdef12-3456-7890-abcd-ef1234567890';
type Summary = AdminOrderDetailsFragment['paymentSummary'];

function order(overrides: Partial<AdminOrderDetailsFragment> = {}, summary: Partial<Summary> = {}): AdminOrderDetailsFragment {
  return {
    __typename: 'Order',
    id: ID,
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-01T10:00:00.000Z',
    status: 'DELIVERED',
    total: '1299.00',
    subtotal: '1299.00',
    shipping: '0.00',
    tax: '0.00',
    discount: '0.00',
    couponCode: null,
    email: 'asha@example.com',
    allowedNextStatuses: [],
    paymentMethod: 'PAY_ON_DELIVERY',
    paymentStatus: 'UNPAID',
    paymentId: null,
    itemCount: 1,
    paymentSummary: {
      __typename: 'PaymentSummary',
      state: 'PAY_ON_DELIVERY_UNPAID',
      amountPaid: '0.00',
      amountRefunded: '0.00',
      refundable: '0.00',
      paidAt: null,
      sandbox: false,
      ...summary,
    },
    payments: [],
    items: [
      {
        __typename: 'OrderItem',
        id: 'i1',
        name: 'Teal Kurta',
        image: null,
        quantity: 1,
        price: '1299.00',
        lineTotal: '1299.00',
        size: 'M',
        color: 'Teal',
        sku: 'KUR-M-TEA',
      },
    ],
    shippingAddress: {
      __typename: 'Address',
      firstName: 'Asha',
      lastName: 'Patel',
      email: 'asha@example.com',
      phone: '9876543210',
      address: '12 Alkapuri',
      city: 'Vadodara',
      zipCode: '390007',
      country: 'India',
    },
    ...overrides,
  };
}

const payment = {
  __typename: 'PaymentRecord' as const,
  id: 'p1',
  kind: 'PAYMENT' as const,
  amount: '1299.00',
  note: 'Cash',
  recordedAt: '2025-03-02T06:30:00.000Z',
  actor: 'ADMIN' as const,
};
/** Paid online, then cancelled (a paid pay-on-delivery order is shipped, and a shipped order is not cancelled). */
const paidCancelled = (refundable = '1299.00') =>
  order(
    { status: 'CANCELLED', paymentMethod: 'RAZORPAY', paymentStatus: 'PAID', payments: [payment] },
    { state: 'PAID_ONLINE', amountPaid: '1299.00', refundable, paidAt: payment.recordedAt },
  );

function setup(o: AdminOrderDetailsFragment, mocks: MockLink.MockedResponse[] = []) {
  render(
    <MockedProvider mocks={mocks}>
      <ToastProvider>
        <OrderPayments order={o} />
      </ToastProvider>
    </MockedProvider>,
  );
}

describe('OrderPayments', () => {
  it('offers Mark as paid for an unpaid pay-on-delivery order that is delivered or shipped, Record refund only for a cancelled paid one', () => {
    setup(order());
    expect(screen.getByText('No payment recorded yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as paid' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record refund' })).not.toBeInTheDocument();
  });

  it.each([
    ['a cancelled unpaid order', order({ status: 'CANCELLED' })],
    ['a pending pay-on-delivery order (the courier has not taken it)', order({ status: 'PENDING', allowedNextStatuses: ['PROCESSING', 'CANCELLED'] })],
    ['a processing pay-on-delivery order', order({ status: 'PROCESSING', allowedNextStatuses: ['SHIPPED', 'CANCELLED'] })],
    [
      'an order paid online',
      order({ paymentMethod: 'RAZORPAY', paymentStatus: 'PAID' }, { state: 'PAID_ONLINE', amountPaid: '1299.00', refundable: '1299.00' }),
    ],
    ['a cancelled order refunded in full', paidCancelled('0.00')],
  ])('offers nothing for %s', (_name, o) => {
    setup(o);
    expect(screen.queryByRole('button', { name: 'Mark as paid' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record refund' })).not.toBeInTheDocument();
  });

  it('lists the ledger: payment and refunds with amount, time and note', () => {
    setup(paidCancelled('1000.00'));
    const lines = within(screen.getByRole('list', { name: 'Payment records' })).getAllByRole('listitem');
    expect(lines.map((l) => l.textContent)).toEqual(['Payment ₹1,299.00 · 2 Mar 2025, 12:00 pm · Cash']);
  });
});

describe('Mark as paid', () => {
  it('is prefilled with the total and today; another amount is refused with the server’s words; then records and toasts', async () => {
    const today = toDateInput(new Date().toISOString());
    const paid = order(
      { paymentStatus: 'PAID', payments: [payment] },
      { state: 'PAID_ON_DELIVERY', amountPaid: '1299.00', refundable: '1299.00', paidAt: payment.recordedAt },
    );
    const mocks = [
      {
        request: { query: AdminMarkOrderPaidDocument, variables: { input: { orderId: ID, amount: '1299.00', paidOn: today, note: 'UPI 4411' } } },
        result: { data: { markOrderPaid: okPayload('OrderPaymentPayload', { order: paid }) } },
      },
    ];
    setup(order(), mocks);
    await userEvent.click(screen.getByRole('button', { name: 'Mark as paid' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark Order #ABCDEF12 as Paid' });
    const amount = within(dialog).getByLabelText(/Amount received/);
    expect(amount).toHaveValue(1299);
    expect(within(dialog).getByLabelText(/Paid on/)).toHaveValue(today);

    await userEvent.clear(amount);
    await userEvent.type(amount, '500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    expect(await within(dialog).findByText('The amount must be the order total, ₹1,299.00')).toBeInTheDocument();

    await userEvent.clear(amount);
    await userEvent.type(amount, '1299');
    await userEvent.type(within(dialog).getByLabelText(/Note/), 'UPI 4411');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    expect(await screen.findByText('Payment recorded')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('Record refund', () => {
  it('needs a note and at most what is refundable; a refusal from the server lands on the amount', async () => {
    const mocks = [
      {
        request: { query: AdminRecordRefundDocument, variables: { input: { orderId: ID, amount: '300.00', note: 'Returned by UPI' } } },
        result: {
          data: {
            recordRefund: refusedPayload('OrderPaymentPayload', ['order'], 'OrderPaymentError', {
              field: 'amount',
              code: 'REFUND_TOO_LARGE',
              message: 'The refund cannot be more than ₹200.00 (paid minus earlier refunds)',
            }),
          },
        },
      },
    ];
    setup(paidCancelled('1000.00'), mocks);
    await userEvent.click(screen.getByRole('button', { name: 'Record refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Record Refund for Order #ABCDEF12' });
    expect(within(dialog).getByText('Paid ₹1,299.00; up to ₹1,000.00 can still be refunded.')).toBeInTheDocument();
    const amount = within(dialog).getByLabelText(/Refund amount/);
    expect(amount).toHaveValue(1000);

    await userEvent.clear(amount);
    await userEvent.type(amount, '1000.01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    expect(await within(dialog).findByText('The refund cannot be more than ₹1,000.00 (paid minus earlier refunds)')).toBeInTheDocument();
    expect(within(dialog).getByText('Note is required')).toBeInTheDocument();

    await userEvent.clear(amount);
    await userEvent.type(amount, '300');
    await userEvent.type(within(dialog).getByLabelText(/Note/), 'Returned by UPI');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    expect(await within(dialog).findByText('The refund cannot be more than ₹200.00 (paid minus earlier refunds)')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Record Refund for Order #ABCDEF12' })).toBeInTheDocument();
  });
});
