// The orders grid pages by keyset cursor: Next sends the endCursor of the page on screen,
// Previous the cursor that opened the page before, and a new sort starts again from the first page.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { of } from 'rxjs';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { describe, expect, it } from 'vitest';
import type { AdminOrderRowFragment } from '@/graphql/graphql';
import { ToastProvider } from '@/components/ui/toast';
import { OrdersTab } from './orders-tab';

const TOTAL = 60;
const order = (n: number): AdminOrderRowFragment => ({
  __typename: 'Order',
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  createdAt: new Date(Date.UTC(2026, 10, 1) - n * 60_000).toISOString(),
  status: 'PENDING',
  total: '499.00',
  email: `buyer${n}@example.in`,
  allowedNextStatuses: ['PROCESSING', 'CANCELLED'],
  paymentMethod: 'PAY_ON_DELIVERY',
  paymentSummary: { __typename: 'PaymentSummary', state: 'PAY_ON_DELIVERY_UNPAID', amountRefunded: '0.00', sandbox: false },
  paymentStatus: 'UNPAID',
  shippingAddress: {
    __typename: 'Address',
    firstName: 'Buyer',
    lastName: `No ${n}`,
    email: `buyer${n}@example.in`,
    phone: '9876543210',
    address: '12 Alkapuri',
    city: 'Vadodara',
    zipCode: '390007',
    country: 'India',
  },
});

type Vars = { after?: string | null; offset: number; limit: number; sort?: string };

/** A server of 60 orders, 25 a page, whose cursor is "c<index of the next row>". */
function setup() {
  const sent: Vars[] = [];
  const link = new ApolloLink((op) => {
    const v = op.variables as Vars;
    sent.push({ after: v.after ?? null, offset: v.offset, limit: v.limit, sort: v.sort });
    const start = v.after ? Number(v.after.slice(1)) : v.offset;
    const items = Array.from({ length: Math.max(0, Math.min(v.limit, TOTAL - start)) }, (_, i) => order(start + i + 1));
    const hasNextPage = start + items.length < TOTAL;
    return of({
      data: { orders: { __typename: 'OrderPage', items, total: TOTAL, limit: v.limit, offset: v.after ? 0 : v.offset, endCursor: hasNextPage ? `c${start + items.length}` : null, hasNextPage } },
    });
  });
  render(
    <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
      <ToastProvider>
        <OrdersTab search="" />
      </ToastProvider>
    </ApolloProvider>,
  );
  return { sent, grid: screen.getByRole('grid', { name: 'Orders' }) };
}

describe('OrdersTab paging', { timeout: 60_000 }, () => {
  it('Next and Previous go by cursor; a new sort starts from the first page again', async () => {
    const user = userEvent.setup();
    const { sent, grid } = setup();
    await waitFor(() => expect(within(grid).getByText('Buyer No 1')).toBeInTheDocument());
    expect(sent.at(-1)).toMatchObject({ after: null, offset: 0 });

    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(within(grid).getByText('Buyer No 26')).toBeInTheDocument());
    expect(sent.at(-1)).toMatchObject({ after: 'c25', offset: 0 });

    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(within(grid).getByText('Buyer No 51')).toBeInTheDocument());
    expect(sent.at(-1)).toMatchObject({ after: 'c50', offset: 0 });
    expect(screen.getByRole('button', { name: /next page/i })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /previous page/i }));
    await waitFor(() => expect(within(grid).getByText('Buyer No 26')).toBeInTheDocument());
    expect(sent.filter((v) => v.after === 'c25')).not.toHaveLength(0);

    await user.click(within(grid).getByRole('columnheader', { name: /total/i }));
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ after: null, offset: 0, sort: 'TOTAL_LOW' }));
    await waitFor(() => expect(within(grid).getByText('Buyer No 1')).toBeInTheDocument());
  });
});
