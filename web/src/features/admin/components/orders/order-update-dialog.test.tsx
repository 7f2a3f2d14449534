// The order status dialog offers only the workflow's next statuses, says what each does, sends the
// choice at once — and asks before a cancellation, naming the restock and any refund due.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminUpdateOrderStatusDocument, type AdminOrderRowFragment, type OrderStatus, type PaymentStatus } from '@/graphql/graphql';
import { ToastProvider } from '@/components/ui/toast';
import { okPayload } from '@/test/payloads';
import { OrderUpdateDialog } from './order-update-dialog';
import { refundNote } from './cancel-confirmation';

const order = (status: OrderStatus, allowedNextStatuses: OrderStatus[], paymentStatus: PaymentStatus = 'UNPAID'): AdminOrderRowFragment => ({
  __typename: 'Order',
  id: 'abcdef12-3456-7890-abcd-ef1234567890',
  createdAt: '2025-03-01T10:00:00.000Z',
  status,
  total: '1299.00',
  email: 'asha@example.com',
  allowedNextStatuses,
  paymentMethod: paymentStatus === 'UNPAID' ? 'PAY_ON_DELIVERY' : 'RAZORPAY',
  paymentStatus,
  paymentSummary: { __typename: 'PaymentSummary', state: paymentStatus === 'UNPAID' ? 'PAY_ON_DELIVERY_UNPAID' : 'PAID_ONLINE', amountRefunded: '0.00', sandbox: false },
  shippingAddress: { __typename: 'Address', firstName: 'Asha', lastName: 'Patel', email: 'asha@example.com', phone: '9876543210', address: '12 Alkapuri', city: 'Vadodara', zipCode: '390007', country: 'India' },
});

function setup(o: AdminOrderRowFragment, mocks = []) {
  const onClose = vi.fn();
  render(
    <MockedProvider mocks={mocks}>
      <ToastProvider>
        <OrderUpdateDialog order={o} onClose={onClose} />
      </ToastProvider>
    </MockedProvider>,
  );
  return onClose;
}

describe('OrderUpdateDialog', () => {
  it('shows the current status and offers only the allowed next statuses, each with what it does', async () => {
    setup(order('PENDING', ['PROCESSING', 'CANCELLED']));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Pending')).toBeInTheDocument();
    const explained = within(dialog).getAllByRole('definition').map((d) => d.textContent);
    expect(explained).toEqual([
      'You are preparing the order. The customer sees it as being processed; it can still be cancelled.',
      'Every item goes back into stock. Final: cannot be undone. A paid order needs a refund.',
    ]);
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'New status' }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Processing', 'Cancelled']);
  });

  it('sends the chosen status at once, toasts and closes', async () => {
    const updated = { ...order('SHIPPED', ['DELIVERED']), status: 'DELIVERED' as const, allowedNextStatuses: [] };
    const mocks = [{ request: { query: AdminUpdateOrderStatusDocument, variables: { input: { id: updated.id, status: 'DELIVERED' } } }, result: { data: { updateOrderStatus: okPayload('OrderPayload', { order: updated }) } } }];
    const onClose = setup(order('SHIPPED', ['DELIVERED']), mocks as never);
    await userEvent.click(screen.getByRole('combobox', { name: 'New status' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Delivered']);
    await userEvent.click(screen.getByRole('option', { name: 'Delivered' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Order status updated successfully')).toBeInTheDocument();
  });

  it('says a delivered order cannot change any more and offers nothing', () => {
    setup(order('DELIVERED', []));
    expect(screen.getByText('This order is delivered; no further status changes are possible.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  const cancelMock = (o: AdminOrderRowFragment) => ({
    request: { query: AdminUpdateOrderStatusDocument, variables: { input: { id: o.id, status: 'CANCELLED' } } },
    result: { data: { updateOrderStatus: okPayload('OrderPayload', { order: { ...o, status: 'CANCELLED', allowedNextStatuses: [] } }) } },
  });

  it('asks before cancelling: nothing is sent until confirmed, and Keep order backs out', async () => {
    const o = order('PROCESSING', ['SHIPPED', 'CANCELLED']);
    const onClose = setup(o, [cancelMock(o)] as never);
    await userEvent.click(screen.getByRole('combobox', { name: 'New status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Cancelled' }));
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('Cancel order #ABCDEF12?');
    expect(warning).toHaveTextContent('Every item goes back into stock.');
    expect(warning).toHaveTextContent('Nothing has been paid yet (pay on delivery), so there is nothing to refund.');
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'New status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Cancelled' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Order status updated successfully')).toBeInTheDocument();
  });

  it('tells the admin that an order paid online must be refunded through the payment provider', async () => {
    setup(order('PENDING', ['PROCESSING', 'CANCELLED'], 'PAID'));
    await userEvent.click(screen.getByRole('combobox', { name: 'New status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Cancelled' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The customer has paid ₹1,299.00 online. Cancelling does not return the money: refund it through the payment provider, then record the refund on the order.',
    );
  });

  it('words the refund of money paid at the door as cash or UPI, not the payment provider', () => {
    expect(refundNote({ paymentStatus: 'PAID', paymentMethod: 'PAY_ON_DELIVERY', total: '1299.00' })).toBe(
      'The customer has paid ₹1,299.00 on delivery. Cancelling does not return the money: give it back in cash or by UPI, then record the refund on the order.',
    );
    expect(refundNote({ paymentStatus: 'UNPAID', paymentMethod: 'PAY_ON_DELIVERY', total: '1299.00' })).toBe(
      'Nothing has been paid yet (pay on delivery), so there is nothing to refund.',
    );
  });
});
