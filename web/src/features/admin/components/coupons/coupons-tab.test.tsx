// The coupons grid: uses so far, of the limit when there is one, and a status
// that says what shoppers meet now (Expired after the expiry date, Scheduled before the start date, Used up at the limit).
import { render, screen, waitFor, within } from '@testing-library/react';
import { of } from 'rxjs';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { describe, expect, it } from 'vitest';
import type { AdminCouponFragment } from '@/graphql/graphql';
import { ToastProvider } from '@/components/ui/toast';
import { CouponsTab } from './coupons-tab';

const coupon = (code: string, over: Partial<AdminCouponFragment>): AdminCouponFragment => ({
  __typename: 'Coupon',
  id: `cp-${code}`,
  code,
  type: 'FIXED',
  value: '100.00',
  minAmount: '0.00',
  maxDiscount: null,
  active: true,
  expiresAt: null,
  startsAt: null,
  usageLimit: null,
  perCustomerLimit: null,
  usageCount: 0,
  createdAt: '2026-10-01T00:00:00.000Z',
  ...over,
});

const coupons = [
  coupon('FIVEONLY', { usageLimit: 5, usageCount: 3 }),
  coupon('ANYTIME', { usageCount: 7 }),
  coupon('SOLDOUT', { usageLimit: 2, usageCount: 2 }),
  coupon('LATER', { startsAt: '2999-01-01T00:00:00.000Z' }),
  coupon('PAUSED', { active: false, usageLimit: 2, usageCount: 2 }),
  coupon('BYGONE', { expiresAt: '2020-01-31T18:29:59.999Z', startsAt: '2999-01-01T00:00:00.000Z' }),
];

function setup() {
  const link = new ApolloLink(() => of({ data: { coupons: { __typename: 'CouponPage', items: coupons, total: coupons.length, limit: 25, offset: 0 } } }));
  render(
    <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
      <ToastProvider>
        <CouponsTab search="" />
      </ToastProvider>
    </ApolloProvider>,
  );
  return screen.getByRole('grid', { name: 'Coupons' });
}

const row = (grid: HTMLElement, code: string) =>
  within(grid)
    .getAllByRole('row')
    .find((r) => within(r).queryByText(code))!;

describe('CouponsTab', { timeout: 60_000 }, () => {
  it('shows the uses so far: "3 / 5" with a limit, "7" without', async () => {
    const grid = setup();
    await waitFor(() => expect(within(grid).getByText('FIVEONLY')).toBeInTheDocument());
    expect(within(grid).getByRole('columnheader', { name: 'Uses' })).toBeInTheDocument();
    expect(within(row(grid, 'FIVEONLY')).getByRole('gridcell', { name: '3 / 5' })).toBeInTheDocument();
    expect(within(row(grid, 'ANYTIME')).getByRole('gridcell', { name: '7' })).toBeInTheDocument();
  });

  it('calls a coupon past its expiry Expired, one at its limit Used up, one before its start date Scheduled, and an inactive one Inactive', async () => {
    const grid = setup();
    await waitFor(() => expect(within(grid).getByText('SOLDOUT')).toBeInTheDocument());
    expect(within(row(grid, 'BYGONE')).getByText('Expired')).toBeInTheDocument();
    expect(within(row(grid, 'SOLDOUT')).getByText('Used up')).toBeInTheDocument();
    expect(within(row(grid, 'LATER')).getByText('Scheduled')).toBeInTheDocument();
    expect(within(row(grid, 'PAUSED')).getByText('Inactive')).toBeInTheDocument();
    expect(within(row(grid, 'FIVEONLY')).getByText('Active')).toBeInTheDocument();
  });
});
