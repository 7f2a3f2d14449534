// The coupon dialog's limits and start date: the same messages as the server,
// the input it sends, and the server's refusal of a limit below the uses so far on its field.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminCouponFragment } from '@/graphql/graphql';
import type { SaveResult } from '../shared/save-result';
import { CouponDialog, PAST_EXPIRY } from './coupon-dialog';

const coupon: AdminCouponFragment = {
  __typename: 'Coupon',
  id: 'cp1',
  code: 'DIWALI15',
  type: 'PERCENTAGE',
  value: '15.00',
  minAmount: '0.00',
  maxDiscount: null,
  active: true,
  expiresAt: '2026-11-30T18:29:59.999Z',
  startsAt: '2026-10-31T18:30:00.000Z',
  usageLimit: 10,
  perCustomerLimit: 1,
  usageCount: 7,
  createdAt: '2026-10-01T00:00:00.000Z',
};

function open(c: AdminCouponFragment | null, result: SaveResult = { ok: true }) {
  const onSave = vi.fn(async () => result);
  const onClose = vi.fn();
  render(<CouponDialog coupon={c} onSave={onSave} onClose={onClose} />);
  return { onSave, onClose, dialog: screen.getByRole('dialog') };
}

describe('CouponDialog limits', { timeout: 30_000 }, () => {
  it('sends the start date as the start of that day in India and the limits as whole numbers (empty = none)', async () => {
    const user = userEvent.setup();
    const { onSave, dialog } = open(null);
    await user.type(within(dialog).getByLabelText(/^Code/), 'monsoon');
    await user.type(within(dialog).getByLabelText(/^Value/), '20');
    await user.type(within(dialog).getByLabelText(/^Start date/), '2027-07-01');
    await user.type(within(dialog).getByLabelText(/^Usage limit/), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Add Coupon' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'MONSOON', startsAt: '2027-06-30T18:30:00.000Z', expiresAt: null, usageLimit: 100, perCustomerLimit: null }),
    );
  });

  it('warns under an expiry day that has passed, and still saves it (the grid then says Expired)', async () => {
    const user = userEvent.setup();
    const { onSave, dialog } = open(null);
    await user.type(within(dialog).getByLabelText(/^Code/), 'bygone');
    await user.type(within(dialog).getByLabelText(/^Value/), '10');
    const expiry = within(dialog).getByLabelText(/^Expiry date/);
    await user.type(expiry, '2999-12-31');
    expect(within(dialog).queryByText(PAST_EXPIRY)).not.toBeInTheDocument();
    await user.clear(expiry);
    await user.type(expiry, '2020-01-31');
    expect(within(dialog).getByText(PAST_EXPIRY)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add Coupon' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ code: 'BYGONE', expiresAt: '2020-01-31T18:29:59.999Z' }));
  });

  it('is prefilled when editing, says how often the coupon was used, and refuses a limit below that', async () => {
    const user = userEvent.setup();
    const { onSave, dialog } = open(coupon);
    expect(within(dialog).getByLabelText(/^Start date/)).toHaveValue('2026-11-01');
    expect(within(dialog).getByLabelText(/^Usage limit/)).toHaveValue(10);
    expect(within(dialog).getByLabelText(/^Limit per customer/)).toHaveValue(1);
    expect(within(dialog).getByText('Optional; orders in all (used 7 so far)')).toBeInTheDocument();
    const limit = within(dialog).getByLabelText(/^Usage limit/);
    await user.clear(limit);
    await user.type(limit, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Usage limit cannot be below the 7 uses so far')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('explains limits that are not whole numbers of 1 or more and a start after the expiry', async () => {
    const user = userEvent.setup();
    const { onSave, dialog } = open({ ...coupon, usageCount: 0 });
    const limit = within(dialog).getByLabelText(/^Usage limit/);
    await user.clear(limit);
    await user.type(limit, '0');
    const perCustomer = within(dialog).getByLabelText(/^Limit per customer/);
    await user.clear(perCustomer);
    await user.type(perCustomer, '1.5');
    const start = within(dialog).getByLabelText(/^Start date/);
    await user.clear(start);
    await user.type(start, '2026-12-25');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Usage limit must be a whole number of 1 or more')).toBeInTheDocument();
    expect(within(dialog).getByText('Per-customer limit must be a whole number of 1 or more')).toBeInTheDocument();
    expect(within(dialog).getByText('Start date must be before the expiry date')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal on the usage limit (an order placed while the dialog was open)', async () => {
    const user = userEvent.setup();
    const { onSave, onClose, dialog } = open(
      { ...coupon, usageCount: 9 },
      { ok: false, fields: { usageLimit: 'Usage limit cannot be below the 10 uses so far' } },
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ usageLimit: 10, perCustomerLimit: 1, startsAt: '2026-10-31T18:30:00.000Z' }));
    expect(await within(dialog).findByText('Usage limit cannot be below the 10 uses so far')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
