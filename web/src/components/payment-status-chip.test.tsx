// The payment chip's words for every state, with the shop's money format for refunds.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PaymentState } from '@/graphql/graphql';
import { PaymentStatusChip, paymentStateLabel } from './payment-status-chip';

const summary = (state: PaymentState, amountRefunded = '0.00', sandbox = false) => ({ state, amountRefunded, sandbox });

describe('PaymentStatusChip', () => {
  it.each([
    ['PAID_ONLINE', '0.00', 'Paid online'],
    ['PAY_ON_DELIVERY_UNPAID', '0.00', 'Pay on delivery — unpaid'],
    ['PAID_ON_DELIVERY', '0.00', 'Paid on delivery'],
    ['ONLINE_UNPAID', '0.00', 'Online payment — unpaid'],
    ['REFUNDED', '1299.00', 'Refunded ₹1,299.00'],
    ['REFUNDED', '125000.5', 'Refunded ₹1,25,000.50'],
  ] as const)('%s (refunded %s) reads “%s”', (state, refunded, label) => {
    expect(paymentStateLabel(summary(state, refunded))).toBe(label);
    render(<PaymentStatusChip summary={summary(state, refunded)} />);
    expect(screen.getByText(label).closest('[data-payment]')).toHaveAttribute('data-payment', state.toLowerCase());
  });

  it.each(['PAID_ONLINE', 'REFUNDED'] as const)('a sandbox payment (%s) reads “Sandbox — not paid”: it was never money', (state) => {
    expect(paymentStateLabel(summary(state, '998.00', true))).toBe('Sandbox — not paid');
    render(<PaymentStatusChip summary={summary(state, '998.00', true)} />);
    expect(screen.getByText('Sandbox — not paid').closest('[data-payment]')).toHaveAttribute('data-payment', state.toLowerCase());
    expect(screen.queryByText(/Paid online|Refunded/)).not.toBeInTheDocument();
  });
});
