// The payment badge of an order, wherever an order appears: 'Paid online',
// 'Pay on delivery — unpaid', 'Paid on delivery', 'Refunded ₹…' (the amount given back so far).
// The server answers the state; the label is worded here, with the shop's money format. A payment
// through the sandbox is never money: it reads 'Sandbox — not paid' whatever its state.
import Chip from '@mui/material/Chip';
import type { PaymentState, PaymentStatusChipFragment } from '@/graphql/graphql';
import { formatINR } from '@/lib/format';

const PAID = { bg: '#e3f4e5', fg: '#1f6a25' };
/** Each state's words (REFUNDED adds the amount) and colours. */
const STATES: Record<PaymentState, { words: string; bg: string; fg: string }> = {
  PAID_ONLINE: { words: 'Paid online', ...PAID },
  PAID_ON_DELIVERY: { words: 'Paid on delivery', ...PAID },
  PAY_ON_DELIVERY_UNPAID: { words: 'Pay on delivery — unpaid', bg: '#fff3c4', fg: '#6d5200' },
  ONLINE_UNPAID: { words: 'Online payment — unpaid', bg: '#fde4e4', fg: '#a61b1b' },
  REFUNDED: { words: 'Refunded', bg: '#ede7f6', fg: '#4a2c8a' },
};
const SANDBOX = { words: 'Sandbox — not paid', bg: '#fde4e4', fg: '#a61b1b' };

type Summary = Pick<PaymentStatusChipFragment, 'state' | 'amountRefunded' | 'sandbox'>;

/** The words of a payment state; REFUNDED names the amount refunded so far; a sandbox payment says it is not money. */
export const paymentStateLabel = ({ state, amountRefunded, sandbox }: Summary): string =>
  sandbox ? SANDBOX.words : state === 'REFUNDED' ? `${STATES.REFUNDED.words} ${formatINR(amountRefunded)}` : STATES[state].words;

export function PaymentStatusChip({ summary, size = 'small' }: { summary: Summary; size?: 'small' | 'medium' }) {
  const c = summary.sandbox ? SANDBOX : STATES[summary.state];
  return (
    <Chip
      label={paymentStateLabel(summary)}
      size={size}
      data-payment={summary.state.toLowerCase()}
      sx={{ bgcolor: c.bg, color: c.fg, fontWeight: 600, border: `1px solid ${c.fg}22` }}
    />
  );
}
