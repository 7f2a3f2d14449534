// The coupon form's yup rules against the server's (couponSchema): the same inputs accepted and refused,
// with the same words. A usage limit below the uses so far is CouponService's rule (it counts them in the
// database, and importing it would load the Prisma runtime): there the zod schema accepts and only the
// form's side is asserted.
import { COUPON_TYPES, couponSchema } from '../../../../../../api/src/modules/coupons/coupon.schemas';
import { agreement, differ, expectVerdicts, type Expected, type Row } from '@/test/schema-agreement';
import { couponSchemaFor, limitBelowUses, toCouponInput, type CouponFormValues } from './coupon-schema';

const base: CouponFormValues = {
  code: 'WELCOME10',
  type: 'PERCENTAGE',
  value: 10,
  minAmount: '',
  maxDiscount: '',
  startsAt: '',
  expiresAt: '',
  usageLimit: '',
  perCustomerLimit: '',
  active: true,
};
const fixed: CouponFormValues = { ...base, type: 'FIXED', value: 200 };
const usedSoFar = 7;
const web = couponSchemaFor(usedSoFar);

// What the dialog sends, as GraphQL hands it on: the type's stored value, Money as numbers, dates as Dates.
const sent = (v: CouponFormValues) => {
  const input = toCouponInput(v);
  const money = (s: string | null | undefined) => (s === null || s === undefined ? s : Number(s));
  const date = (s: string | null | undefined) => (s === null || s === undefined ? s : new Date(s));
  return {
    ...input,
    type: input.type.toLowerCase(),
    value: Number(input.value),
    minAmount: money(input.minAmount),
    maxDiscount: money(input.maxDiscount),
    startsAt: date(input.startsAt),
    expiresAt: date(input.expiresAt),
  };
};

const verdicts = agreement(web, couponSchema, base, sent);
const fixedVerdicts = agreement(web, couponSchema, fixed, sent);
const x = (n: number) => 'X'.repeat(n);

describe('coupon form and server agree', () => {
  it('accept the base coupons on both sides', async () => {
    for (const values of [base, fixed]) {
      expect(await web.isValid(values)).toBe(true);
      expect(couponSchema.safeParse(sent(values)).success).toBe(true);
    }
  });

  describe('code', () => {
    const only = 'Code may contain only letters, numbers, - and _';
    it.each<Row>([
      ['letters and digits', 'WELCOME10', null],
      ['lower case, - and _', 'diwali-sale_25', null],
      ['spaces around', '  WELCOME10 ', null],
      ['40 characters', x(40), null],
      // The form has no length limit: a longer code is refused by the server, its text shown under the field.
      ['41 characters', x(41), differ(null, 'Code must be at most 40 characters')],
      ['empty', '', 'Code is required'],
      ['only spaces', '   ', 'Code is required'],
      ['a space inside', 'WELCOME 10', only],
      ['an accented letter', 'ÉTÉ25', only],
      // The server upper-cases before its check and ß becomes SS; the form checks what was typed.
      ['ß', 'straße', differ(only, null)],
    ])('%s', async (_label, value, expected) => expectVerdicts(await verdicts('code', value), expected));
  });

  describe('type', () => {
    it('offers the server’s types', () => expect(['PERCENTAGE', 'FIXED'].map((t) => t.toLowerCase())).toEqual([...COUPON_TYPES]));
    it.each<Row>([
      ['PERCENTAGE', 'PERCENTAGE', null],
      ['FIXED', 'FIXED', null],
    ])('%s', async (_label, value, expected) => expectVerdicts(await verdicts('type', value), expected));
  });

  describe('value', () => {
    const positive = 'Value must be greater than 0';
    it.each<Row>([
      ['0.01 %', 0.01, null],
      ['100 %', 100, null],
      ['100.01 %', 100.01, 'Percentage cannot be more than 100'],
      ['empty', '', positive],
      ['0', 0, positive],
      ['below 0.01', 0.001, positive],
      ['negative', -5, positive],
    ])('percentage: %s', async (_label, value, expected) => expectVerdicts(await verdicts('value', value), expected));

    it.each<Row>([
      ['₹0.01', 0.01, null],
      ['₹1,000', 1000, null],
      ['₹99,999,999.99', 99_999_999.99, null],
      ['empty', '', positive],
      ['0', 0, positive],
      // The form has no ceiling: the server's (what the database column holds) is shown after sending.
      ['₹100,000,000', 100_000_000, differ(null, 'Amount is too large')],
    ])('fixed: %s', async (_label, value, expected) => expectVerdicts(await fixedVerdicts('value', value), expected));
  });

  describe.each([
    ['minAmount', 'Minimum amount must be 0 or greater'],
    ['maxDiscount', 'Max discount must be 0 or greater'],
  ] as const)('%s (optional)', (field, negative) => {
    it.each<Row>([
      ['empty', '', null],
      ['0', 0, null],
      ['₹499.50', 499.5, null],
      ['₹99,999,999.99', 99_999_999.99, null],
      ['-₹0.01', -0.01, negative],
      // The form has no ceiling: the server's (what the database column holds) is shown after sending.
      ['₹100,000,000', 100_000_000, differ(null, 'Amount is too large')],
    ])('%s', async (_label, value, expected) => expectVerdicts(await verdicts(field, value), expected));
  });

  describe('start and expiry dates (optional)', () => {
    const before = 'Start date must be before the expiry date';
    it.each<[label: string, startsAt: string, expiresAt: string, expected: Expected]>([
      ['neither', '', '', null],
      ['a start only', '2025-11-01', '', null],
      ['an expiry only', '', '2025-11-30', null],
      ['start before expiry', '2025-11-01', '2025-11-30', null],
      ['one day (start on the expiry day)', '2025-11-30', '2025-11-30', null],
      ['start the day after expiry', '2025-12-01', '2025-11-30', before],
    ])('%s', async (_label, startsAt, expiresAt, expected) => {
      expectVerdicts(await verdicts('startsAt', startsAt, { expiresAt }), expected);
    });

    // The server refuses years the database cannot hold (before 1970 in UTC); the form's date input has no lower bound.
    it('an expiry before 1970', async () => expectVerdicts(await verdicts('expiresAt', '1969-12-31'), differ(null, 'Expiry date must be a valid date')));
    it('a start before 1970', async () => expectVerdicts(await verdicts('startsAt', '1969-12-31'), differ(null, 'Start date must be a valid date')));
  });

  describe.each([
    ['usageLimit', 'Usage limit'],
    ['perCustomerLimit', 'Per-customer limit'],
  ] as const)('%s (optional)', (field, label) => {
    const whole = `${label} must be a whole number of 1 or more`;
    it.each<Row>([
      ['empty (no limit)', '', null],
      ['1,000,000', 1_000_000, null],
      [String(usedSoFar), usedSoFar, null],
      ['0', 0, whole],
      ['negative', -1, whole],
      ['not whole', 7.5, whole],
      ['1,000,001', 1_000_001, `${label} can be at most 1,000,000`],
    ])('%s', async (_label, value, expected) => expectVerdicts(await verdicts(field, value), expected));
  });

  it('perCustomerLimit: 1', async () => expectVerdicts(await verdicts('perCustomerLimit', 1), null));

  // Below the uses so far is CouponService's rule (same text as its limitBelowUses); the schema accepts any limit from 1.
  it('usageLimit: below the uses so far', async () => expectVerdicts(await verdicts('usageLimit', usedSoFar - 1), differ(limitBelowUses(usedSoFar), null)));

  describe('active', () => {
    it.each<Row>([
      ['on', true, null],
      ['off', false, null],
    ])('%s', async (_label, value, expected) => expectVerdicts(await verdicts('active', value), expected));
  });
});
