import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it, vi } from 'vitest';
import { TrackOrderDocument } from '@/graphql/graphql';
import TrackOrderPage from './track-order-page';

vi.mock('@/lib/seo/page-meta', () => ({ usePageHead: () => undefined }));
vi.setConfig({ testTimeout: 20_000 });

const found: MockLink.MockedResponse = {
  request: { query: TrackOrderDocument, variables: { orderId: '3F2A1B9C', email: 'asha@example.in' } },
  result: {
    data: {
      trackOrder: { __typename: 'OrderTracking', id: '3f2a1b9c-0000-4000-8000-000000000001', status: 'SHIPPED', createdAt: '2025-03-02T10:00:00.000Z', updatedAt: '2025-03-04T10:00:00.000Z', total: '2398.00', itemCount: 3 },
    },
  },
};
// An unknown number, or a known one under another e-mail, answers null.
const missing: MockLink.MockedResponse = {
  request: { query: TrackOrderDocument, variables: () => true },
  result: { data: { trackOrder: null } },
};

function renderPage(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        <TrackOrderPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const submit = async (orderId: string, email: string) => {
  fireEvent.change(screen.getByLabelText(/Order ID/), { target: { value: orderId } });
  fireEvent.change(screen.getByLabelText(/Email/), { target: { value: email } });
  await userEvent.click(screen.getByRole('button', { name: 'Track Order' }));
};

describe('TrackOrderPage', () => {
  it('asks for an order number and a valid e-mail', async () => {
    renderPage([]);
    await submit('3F2A', 'nope');
    expect(await screen.findByText('Enter the full order ID or its first 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Valid email is required')).toBeInTheDocument();
  });

  it("shows a found order's status badge, dates, total and item count (a leading # is fine)", async () => {
    renderPage([found]);
    await submit('#3F2A1B9C', 'asha@example.in');
    const result = await screen.findByTestId('tracking-result');
    expect(result).toHaveTextContent('Order #3F2A1B9C');
    expect(screen.getByText('Shipped').closest('[data-status]')).toHaveAttribute('data-status', 'shipped');
    expect(result).toHaveTextContent('2 March 2025');
    expect(result).toHaveTextContent('₹2,398.00');
    expect(result).toHaveTextContent('Items3');
  });

  it("says 'Order not found' for an unknown number or e-mail", async () => {
    renderPage([missing]);
    await submit('DEADBEEF', 'someone@example.in');
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
    expect(screen.queryByTestId('tracking-result')).not.toBeInTheDocument();
  });

  it('says what went wrong when the server cannot be reached', async () => {
    renderPage([{ request: { query: TrackOrderDocument, variables: () => true }, error: new Error('Failed to fetch') }]);
    await submit('DEADBEEF', 'someone@example.in');
    expect(await screen.findByText('Failed to fetch')).toBeInTheDocument();
    expect(screen.queryByText('Order not found')).not.toBeInTheDocument();
  });
});
