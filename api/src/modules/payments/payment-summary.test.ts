// The payment summary's words: a real online payment reads "Paid online"; one through the sandbox,
// which never takes money, reads "Sandbox — not paid" whatever its state.
import { Prisma } from '../../generated/prisma/client';
import { isSandboxPayment, paymentSummary, SANDBOX_PAYMENT_LABEL } from './payment-summary';

const paidOnline = {
  paymentMethod: 'razorpay' as const,
  paymentStatus: 'paid' as const,
  total: new Prisma.Decimal('998.00'),
  amountPaid: new Prisma.Decimal('998.00'),
  amountRefunded: new Prisma.Decimal('0'),
  paidAt: new Date('2026-11-27T10:00:00Z'),
  paymentProvider: 'razorpay',
  providerOrderId: 'order_RzAbc123',
};

describe('paymentSummary', () => {
  it('a Razorpay payment reads “Paid online”, not sandbox', () => {
    expect(paymentSummary(paidOnline)).toMatchObject({ state: 'PAID_ONLINE', label: 'Paid online', sandbox: false, amountPaid: '998.00' });
  });

  it('a Razorpay payment given back in part reads “Refunded ₹…” with what was given back, and what is left to refund', () => {
    const refunded = { ...paidOnline, paymentStatus: 'refunded' as const, amountRefunded: new Prisma.Decimal('98.00') };
    expect(paymentSummary(refunded)).toMatchObject({ state: 'REFUNDED', label: 'Refunded ₹98.00', amountRefunded: '98.00', refundable: '900.00' });
  });

  it('a sandbox payment reads “Sandbox — not paid”, paid or refunded', () => {
    const sandbox = { ...paidOnline, paymentProvider: 'sandbox', providerOrderId: `sandbox_order_${'a'.repeat(24)}` };
    expect(paymentSummary(sandbox)).toMatchObject({ state: 'PAID_ONLINE', label: SANDBOX_PAYMENT_LABEL, sandbox: true });
    const refunded = { ...sandbox, paymentStatus: 'refunded' as const, amountRefunded: new Prisma.Decimal('998.00') };
    expect(paymentSummary(refunded)).toMatchObject({ state: 'REFUNDED', label: 'Sandbox — not paid', sandbox: true });
  });

  it('knows a sandbox payment by its provider or by its provider order id', () => {
    expect(isSandboxPayment({ paymentProvider: 'sandbox', providerOrderId: null })).toBe(true);
    expect(isSandboxPayment({ paymentProvider: null, providerOrderId: `sandbox_order_${'0'.repeat(24)}` })).toBe(true);
    expect(isSandboxPayment({ paymentProvider: 'razorpay', providerOrderId: 'order_RzAbc123' })).toBe(false);
    expect(isSandboxPayment({ paymentProvider: null, providerOrderId: null })).toBe(false);
    expect(isSandboxPayment({})).toBe(false);
  });
});
