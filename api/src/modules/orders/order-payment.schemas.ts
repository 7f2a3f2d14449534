// Input rules for recording money on an order; the same path for GraphQL and REST.
import { z, money, optionalText, requiredText } from '../../platform/input/validate';

export const AMOUNT_REQUIRED = 'Amount must be at least ₹0.01';
export const NOTE_REQUIRED = 'Note is required';
export const PAID_ON_INVALID = 'Payment date must be a date (YYYY-MM-DD)';

/** A calendar day in the shop's time zone (YYYY-MM-DD); null/absent/'' = today. */
const paidOn = z
  .string({ error: PAID_ON_INVALID })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, PAID_ON_INVALID)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00+05:30`)) && new Date(`${v}T12:00:00+05:30`).toISOString().slice(0, 10) === v, PAID_ON_INVALID)
  .nullish()
  .transform((v) => v || null);

export const markPaidSchema = z.object({
  amount: money(AMOUNT_REQUIRED),
  paidOn,
  note: optionalText(500),
});

export const refundSchema = z.object({
  amount: money(AMOUNT_REQUIRED),
  note: requiredText(NOTE_REQUIRED, 500),
});

export type MarkPaidData = z.output<typeof markPaidSchema>;
export type RefundData = z.output<typeof refundSchema>;
