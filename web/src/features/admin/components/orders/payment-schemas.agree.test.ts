// The Mark as paid and Record refund forms' yup rules against the server's (order-payment.schemas.ts): the
// same inputs accepted and refused, with the same words. The rules that need the order (the amount is its
// total, a refund at most what is left, the day between the order's and today) are OrderPaymentService's,
// which reads the database: there the zod schema accepts and only the form's side is asserted.
import {
  AMOUNT_REQUIRED as SERVER_AMOUNT_REQUIRED,
  markPaidSchema as serverMarkPaid,
  NOTE_REQUIRED as SERVER_NOTE_REQUIRED,
  refundSchema as serverRefund,
} from '../../../../../../api/src/modules/orders/order-payment.schemas';
import { agreement, differ, expectVerdicts, type Row } from '@/test/schema-agreement';
import {
  AMOUNT_REQUIRED,
  amountMustBeTotal,
  markPaidSchema,
  NOTE_REQUIRED,
  PAID_ON_RANGE,
  refundSchema,
  refundTooLarge,
  toMarkPaidInput,
  toRefundInput,
  type MarkPaidValues,
  type RefundValues,
} from './payment-schemas';

const orderId = '6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const now = new Date('2025-03-20T10:00:00Z');
const order = { total: '1299.00', createdAt: '2025-03-10T10:00:00Z' };
const cheapest = { total: '0.01', createdAt: order.createdAt };

// What the dialogs send; GraphQL's Money scalar reads the amount as a number.
const sentPaid = (v: MarkPaidValues) => {
  const input = toMarkPaidInput(orderId, v);
  return { ...input, amount: Number(input.amount) };
};
const sentRefund = (v: RefundValues) => {
  const input = toRefundInput(orderId, v);
  return { ...input, amount: Number(input.amount) };
};

const x = (n: number) => 'x'.repeat(n);

it('the forms use the server’s texts', () => {
  expect(AMOUNT_REQUIRED).toBe(SERVER_AMOUNT_REQUIRED);
  expect(NOTE_REQUIRED).toBe(SERVER_NOTE_REQUIRED);
});

describe('Mark as paid: form and server agree', () => {
  const base: MarkPaidValues = { amount: 1299, paidOn: '2025-03-15', note: '' };
  const web = markPaidSchema(order, now);
  const verdicts = agreement(web, serverMarkPaid, base, sentPaid);

  it('accept the base payment on both sides', async () => {
    expect(await web.isValid(base)).toBe(true);
    expect(serverMarkPaid.safeParse(sentPaid(base)).success).toBe(true);
  });

  describe('amount', () => {
    it.each<Row>([
      ['the total', 1299, null],
      ['empty', '', AMOUNT_REQUIRED],
      ['0', 0, AMOUNT_REQUIRED],
      ['below a paisa', 0.001, AMOUNT_REQUIRED],
      ['negative', -1, AMOUNT_REQUIRED],
      // The total is the service's rule (same text as its amountMustBeTotal); the schema only checks the amount's range.
      ['a rupee short of the total', 1298, differ(amountMustBeTotal(order.total), null)],
      // No order totals this much, so the form says "the total" where the schema's ceiling speaks first.
      ['past the largest amount', 100_000_000, differ(amountMustBeTotal(order.total), 'Amount is too large')],
    ])('%s', async (_label, value, expected) => expectVerdicts(await verdicts('amount', value), expected));

    it('accepts the smallest amount, ₹0.01, on both sides', async () => {
      const smallest = agreement(markPaidSchema(cheapest, now), serverMarkPaid, base, sentPaid);
      expectVerdicts(await smallest('amount', 0.01), null);
    });
  });

  describe('paid on', () => {
    it.each<Row>([
      ['the order’s day', '2025-03-10', null],
      ['today', '2025-03-20', null],
      // The range is the service's rule (same text as its PAID_ON_RANGE); the schema only checks the date's shape.
      ['the day before the order', '2025-03-09', differ(PAID_ON_RANGE, null)],
      ['tomorrow', '2025-03-21', differ(PAID_ON_RANGE, null)],
      // The form's date input always holds a day; the server reads none as today.
      ['empty', '', differ(PAID_ON_RANGE, null)],
    ])('%s', async (_label, value, expected) => expectVerdicts(await verdicts('paidOn', value), expected));
    // The server's YYYY-MM-DD shape (PAID_ON_INVALID) has no web counterpart: a date input cannot produce another shape.
  });

  describe('note (optional)', () => {
    it.each<Row>([
      ['empty', '', null],
      ['only spaces', '   ', null],
      ['500 characters', x(500), null],
      ['500 characters between spaces', `  ${x(500)}  `, null],
      ['501 characters', x(501), 'Must be at most 500 characters'],
    ])('%s', async (_label, value, expected) => expectVerdicts(await verdicts('note', value), expected));
  });
});

describe('Record refund: form and server agree', () => {
  const refundable = '500.00';
  const base: RefundValues = { amount: 500, note: 'Returned by UPI' };
  const web = refundSchema(refundable);
  const verdicts = agreement(web, serverRefund, base, sentRefund);

  it('accept the base refund on both sides', async () => {
    expect(await web.isValid(base)).toBe(true);
    expect(serverRefund.safeParse(sentRefund(base)).success).toBe(true);
  });

  describe('amount', () => {
    it.each<Row>([
      ['all that is left', 500, null],
      ['₹0.01', 0.01, null],
      ['empty', '', AMOUNT_REQUIRED],
      ['0', 0, AMOUNT_REQUIRED],
      ['below a paisa', 0.001, AMOUNT_REQUIRED],
      ['negative', -1, AMOUNT_REQUIRED],
      // What is left to refund is the service's rule (same text as its refundTooLarge); the schema only checks the range.
      ['a paisa more than is left', 500.01, differ(refundTooLarge(refundable), null)],
      ['past the largest amount', 100_000_000, differ(refundTooLarge(refundable), 'Amount is too large')],
    ])('%s', async (_label, value, expected) => expectVerdicts(await verdicts('amount', value), expected));
  });

  describe('note (required)', () => {
    it.each<Row>([
      ['one character', '.', null],
      ['500 characters', x(500), null],
      ['500 characters between spaces', `  ${x(500)}  `, null],
      ['501 characters', x(501), 'Must be at most 500 characters'],
      ['empty', '', NOTE_REQUIRED],
      ['only spaces', '   ', NOTE_REQUIRED],
    ])('%s', async (_label, value, expected) => expectVerdicts(await verdicts('note', value), expected));
  });
});
