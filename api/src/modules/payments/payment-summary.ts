// What an order's payment looks like to people: one state and its label, derived from the
// order row (method, status and the ledger's sums). The web shows the same labels, formatted with its
// own money helper; GraphQL (Order.paymentSummary) and REST (paymentSummary) answer this for partners.
import type { Order, OrderPayment, Prisma } from '../../generated/prisma/client';
import { formatRupees, paiseToString, toPaise } from '../../platform/common/money';
import { isSandboxOrderId } from './sandbox.provider';

export const PAYMENT_STATES = ['PAID_ONLINE', 'ONLINE_UNPAID', 'PAY_ON_DELIVERY_UNPAID', 'PAID_ON_DELIVERY', 'REFUNDED'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

type PaymentFields = Pick<Order, 'paymentMethod' | 'paymentStatus' | 'total' | 'amountPaid' | 'amountRefunded' | 'paidAt' | 'paymentProvider' | 'providerOrderId'>;

/** What every order paid through the sandbox says, in development too: the sandbox never takes money. */
export const SANDBOX_PAYMENT_LABEL = 'Sandbox — not paid';

/** Whether the order's online payment went through the local sandbox (its provider, or its provider order id, says so). */
export const isSandboxPayment = (order: { paymentProvider?: string | null; providerOrderId?: string | null }): boolean =>
  order.paymentProvider === 'sandbox' || isSandboxOrderId(order.providerOrderId);

export interface PaymentSummary {
  state: PaymentState;
  label: string;
  /** Paid through the sandbox: no money was taken, whatever the state says (the label says "Sandbox — not paid"). */
  sandbox: boolean;
  amountPaid: string;
  amountRefunded: string;
  /** What a refund may still give back: amountPaid − amountRefunded. */
  refundable: string;
  paidAt: Date | null;
}

export function paymentState(order: Pick<Order, 'paymentMethod' | 'paymentStatus' | 'amountRefunded'>): PaymentState {
  if (order.paymentStatus === 'refunded' || toPaise(order.amountRefunded) > 0) return 'REFUNDED';
  const paid = order.paymentStatus === 'paid';
  if (order.paymentMethod === 'razorpay') return paid ? 'PAID_ONLINE' : 'ONLINE_UNPAID';
  return paid ? 'PAID_ON_DELIVERY' : 'PAY_ON_DELIVERY_UNPAID';
}

/** The label of a state; REFUNDED names the amount given back ("Refunded ₹1,299.00"). */
export function paymentLabel(state: PaymentState, refundedPaise: number): string {
  switch (state) {
    case 'PAID_ONLINE':
      return 'Paid online';
    case 'ONLINE_UNPAID':
      return 'Online payment — unpaid';
    case 'PAY_ON_DELIVERY_UNPAID':
      return 'Pay on delivery — unpaid';
    case 'PAID_ON_DELIVERY':
      return 'Paid on delivery';
    case 'REFUNDED':
      return `Refunded ${formatRupees(refundedPaise)}`;
  }
}

export function paymentSummary(order: PaymentFields): PaymentSummary {
  const paid = toPaise(order.amountPaid);
  const refunded = toPaise(order.amountRefunded);
  const state = paymentState(order);
  const sandbox = isSandboxPayment(order);
  return {
    state,
    label: sandbox ? SANDBOX_PAYMENT_LABEL : paymentLabel(state, refunded),
    sandbox,
    amountPaid: paiseToString(paid),
    amountRefunded: paiseToString(refunded),
    refundable: paiseToString(Math.max(0, paid - refunded)),
    paidAt: order.paidAt,
  };
}

/** One ledger line as both APIs answer it: who recorded it stays in the database (an audit trail). */
export const toPaymentRecord = (row: OrderPayment) => ({
  id: row.id,
  kind: row.kind,
  amount: paiseToString(toPaise(row.amount)),
  note: row.note,
  recordedAt: row.recordedAt,
  actor: row.actor,
});
export type PaymentRecordView = ReturnType<typeof toPaymentRecord>;

/** The ledger's order: oldest first, the insertion time breaking ties. */
export const ledgerOrder = [{ recordedAt: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }] as const satisfies Prisma.OrderPaymentOrderByWithRelationInput[];
