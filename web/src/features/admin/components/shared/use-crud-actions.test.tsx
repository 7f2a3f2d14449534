// The generic admin create / update / delete, exercised through the coupons' configuration over
// Apollo's MockedProvider with a real cache: toasts, field errors back to the form, the delete
// confirmation and the cache upkeep after a delete.
import type { ReactNode } from 'react';
import { act, renderHook, screen } from '@testing-library/react';
import { gql, InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AdminCouponFragmentDoc,
  AdminCreateCouponDocument,
  AdminDeleteCouponDocument,
  AdminUpdateCouponDocument,
  type AdminCouponFragment,
  type CouponInput,
} from '@/graphql/graphql';
import { ToastProvider } from '@/components/ui/toast';
import { okPayload, refusedPayload } from '@/test/payloads';
import { useCouponActions } from '../coupons/use-coupon-actions';

const coupon: AdminCouponFragment = {
  __typename: 'Coupon',
  id: 'cp1',
  code: 'WELCOME10',
  type: 'PERCENTAGE',
  value: '10.00',
  minAmount: '0.00',
  maxDiscount: null,
  active: true,
  expiresAt: null,
  startsAt: null,
  usageLimit: null,
  perCustomerLimit: null,
  usageCount: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
};
const input: CouponInput = { code: 'WELCOME10', type: 'PERCENTAGE', value: '10' };
const remove = { input: { id: 'cp1' } };

function setup(mocks: MockLink.MockedResponse[]) {
  const cache = new InMemoryCache();
  cache.writeFragment({ id: 'Coupon:cp1', fragment: AdminCouponFragmentDoc, data: coupon });
  cache.writeQuery({ query: StatsProbe, data: { adminStats: { __typename: 'AdminStats', id: 'stats', totalOrders: 3 } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider mocks={mocks} cache={cache}>
      <ToastProvider>{children}</ToastProvider>
    </MockedProvider>
  );
  const { result } = renderHook(() => useCouponActions(), { wrapper });
  return { actions: () => result.current, cache };
}

// A probe for the overview's figures, which a delete must drop.
const StatsProbe = gql`
  query StatsProbe {
    adminStats {
      id
      totalOrders
    }
  }
`;

afterEach(() => vi.restoreAllMocks());

describe('useCrudActions (coupons)', () => {
  it('creates, says so, and answers ok', async () => {
    const { actions } = setup([{ request: { query: AdminCreateCouponDocument, variables: { input } }, result: { data: { createCoupon: okPayload('CouponPayload', { coupon }) } } }]);
    let outcome: unknown;
    await act(async () => {
      outcome = await actions().save(input, null);
    });
    expect(outcome).toEqual({ ok: true });
    expect(await screen.findByText('Coupon created successfully')).toBeInTheDocument();
  });

  it("hands the server's field messages back to the form and shows its message when an update is refused", async () => {
    const refusal = refusedPayload('CouponPayload', ['coupon'], 'CouponError', { field: 'code', code: 'DUPLICATE_COUPON', message: 'Coupon code already exists' });
    const { actions } = setup([{ request: { query: AdminUpdateCouponDocument, variables: { input: { ...input, id: 'cp1' } } }, result: { data: { updateCoupon: refusal } } }]);
    let outcome: unknown;
    await act(async () => {
      outcome = await actions().save(input, coupon);
    });
    expect(outcome).toEqual({ ok: false, fields: { code: 'Coupon code already exists' } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Coupon code already exists');
  });

  it('deletes nothing when the confirmation is declined', async () => {
    const deleted = vi.fn(() => ({ data: { deleteCoupon: okPayload('DeleteCouponPayload', { deletedId: 'cp1' }) } }));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { actions, cache } = setup([{ request: { query: AdminDeleteCouponDocument, variables: remove }, result: deleted }]);
    await act(() => actions().destroy(coupon));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this coupon? This action cannot be undone.');
    expect(deleted).not.toHaveBeenCalled();
    expect(cache.extract()['Coupon:cp1']).toBeDefined();
  });

  it('after a confirmed delete the coupon and the overview figures leave the cache', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const deleted = { data: { deleteCoupon: okPayload('DeleteCouponPayload', { deletedId: 'cp1' }) } };
    const { actions, cache } = setup([{ request: { query: AdminDeleteCouponDocument, variables: remove }, result: deleted }]);
    await act(() => actions().destroy(coupon));
    expect(await screen.findByText('Coupon deleted successfully')).toBeInTheDocument();
    expect(cache.extract()['Coupon:cp1']).toBeUndefined();
    expect(cache.extract().ROOT_QUERY?.adminStats).toBeUndefined();
  });

  it('keeps the coupon and shows the message when the server refuses the delete', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const gone = refusedPayload('DeleteCouponPayload', ['deletedId'], 'CouponError', { code: 'NOT_FOUND', message: 'Coupon not found' });
    const { actions, cache } = setup([{ request: { query: AdminDeleteCouponDocument, variables: remove }, result: { data: { deleteCoupon: gone } } }]);
    await act(() => actions().destroy(coupon));
    expect(await screen.findByRole('alert')).toHaveTextContent('Coupon not found');
    expect(cache.extract()['Coupon:cp1']).toBeDefined();
    expect(cache.extract().ROOT_QUERY?.adminStats).toBeDefined();
  });

  it("says 'Failed to delete coupon' when the network fails", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { actions, cache } = setup([{ request: { query: AdminDeleteCouponDocument, variables: remove }, error: new Error('offline') }]);
    await act(() => actions().destroy(coupon));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete coupon');
    expect(cache.extract()['Coupon:cp1']).toBeDefined();
  });
});
