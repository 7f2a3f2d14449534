// The Mark as paid and Record refund forms: yup mirrors the server's rules and messages (the server
// decides: api/src/modules/orders/order-payment.schemas.ts, and OrderPaymentService for the rules that need
// the order); the inputs they send. payment-schemas.agree.test.ts runs both schemas on the same inputs.
import * as yup from 'yup';
import type { AdminOrderDetailsFragment, MarkOrderPaidInput, RecordRefundInput } from '@/graphql/graphql';
import { formatINR, toDateInput, toPaise } from '@/lib/format';

export const AMOUNT_REQUIRED = 'Amount must be at least ₹0.01';
export const NOTE_REQUIRED = 'Note is required';
export const PAID_ON_RANGE = 'The payment date must be between the order date and today';
export const amountMustBeTotal = (total: string) => `The amount must be the order total, ${formatINR(total)}`;
export const refundTooLarge = (left: string) => `The refund cannot be more than ${formatINR(left)} (paid minus earlier refunds)`;

export interface MarkPaidValues {
  amount: number | '';
  paidOn: string;
  note: string;
}

export interface RefundValues {
  amount: number | '';
  note: string;
}

const emptyToUndefined = (value: unknown, original: unknown) => (original === '' || original === null ? undefined : value);
const amount = () => yup.number().transform(emptyToUndefined).typeError(AMOUNT_REQUIRED).required(AMOUNT_REQUIRED).min(0.01, AMOUNT_REQUIRED);

export function markPaidSchema(order: Pick<AdminOrderDetailsFragment, 'total' | 'createdAt'>, now = new Date()) {
  const first = toDateInput(order.createdAt);
  const today = toDateInput(now.toISOString());
  return yup.object({
    amount: amount().test('total', amountMustBeTotal(order.total), (v) => v === undefined || Math.round(v * 100) === toPaise(order.total)),
    paidOn: yup
      .string()
      .required(PAID_ON_RANGE)
      .test('range', PAID_ON_RANGE, (v) => !v || (v >= first && v <= today)),
    note: yup.string().trim().max(500, 'Must be at most 500 characters'),
  });
}

export function refundSchema(refundable: string) {
  return yup.object({
    amount: amount().test('left', refundTooLarge(refundable), (v) => v === undefined || Math.round(v * 100) <= toPaise(refundable)),
    note: yup.string().trim().required(NOTE_REQUIRED).max(500, 'Must be at most 500 characters'),
  });
}

export const markPaidValues = (order: Pick<AdminOrderDetailsFragment, 'total'>, now = new Date()): MarkPaidValues => ({
  amount: Number(order.total),
  paidOn: toDateInput(now.toISOString()),
  note: '',
});

export const refundValues = (refundable: string): RefundValues => ({ amount: Number(refundable), note: '' });

export const toMarkPaidInput = (orderId: string, v: MarkPaidValues): MarkOrderPaidInput => ({
  orderId,
  amount: Number(v.amount).toFixed(2),
  paidOn: v.paidOn || null,
  note: v.note.trim() || null,
});

export const toRefundInput = (orderId: string, v: RefundValues): RecordRefundInput => ({ orderId, amount: Number(v.amount).toFixed(2), note: v.note.trim() });
