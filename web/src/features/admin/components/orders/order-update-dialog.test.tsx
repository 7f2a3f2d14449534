// The order status dialog offers only the workflow's next statuses and sends the choice at once.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminUpdateOrderStatusDocument, type AdminOrderRowFragment, type OrderStatus } from '@/graphql/graphql';
import { ToastProvider } from '@/components/ui/toast';
import { okPayload } from '@/test/payloads';
import { OrderUpdateDialog } from './order-update-dialog';

const order = (status: OrderStatus, allowedNextStatuses: OrderStatus[]): AdminOrderRowFragment => ({
  __typename: 'Order',
  id: 'abcdef12-3456-7890-abcd-ef1234567890',
  createdAt: '2025-03-01T10:00:00.000Z',
  status,
  total: '1299.00',
  email: 'asha@example.com',
  allowedNextStatuses,
  paymentMethod: 'PAY_ON_DELIVERY',
  paymentSummary: { __typename: 'PaymentSummary', state: 'PAY_ON_DELIVERY_UNPAID', amountRefunded: '0.00' },
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
  it('shows the current status and offers only the allowed next statuses', async () => {
    setup(order('PENDING', ['PROCESSING', 'CANCELLED']));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Pending')).toBeInTheDocument();
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
});
