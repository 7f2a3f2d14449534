// The status badge of an order (spec §4): delivered green, shipped yellow, processing blue,
// cancelled red, anything else (pending, unknown) neutral grey. Label capitalised. The API answers
// SCREAMING_SNAKE statuses (PENDING); the chip reads them case-blind.
import Chip from '@mui/material/Chip';

const COLOURS: Record<string, { bg: string; fg: string }> = {
  DELIVERED: { bg: '#e3f4e5', fg: '#1f6a25' },
  SHIPPED: { bg: '#fff3c4', fg: '#6d5200' },
  PROCESSING: { bg: '#e1ecfb', fg: '#1a4f9c' },
  CANCELLED: { bg: '#fde4e4', fg: '#a61b1b' },
};
const NEUTRAL = { bg: '#eeeeee', fg: '#424242' };

/** 'PENDING' or 'pending' → 'Pending'; PAY_ON_DELIVERY → 'Pay on delivery'. */
export const capitalise = (s: string) => (s ? s[0].toUpperCase() + s.slice(1).toLowerCase().replaceAll('_', ' ') : s);

export function OrderStatusChip({ status, size = 'small' }: { status: string; size?: 'small' | 'medium' }) {
  const c = COLOURS[status.toUpperCase()] ?? NEUTRAL;
  return (
    <Chip
      label={capitalise(status)}
      size={size}
      data-status={status.toLowerCase()}
      sx={{ bgcolor: c.bg, color: c.fg, fontWeight: 600, border: `1px solid ${c.fg}22` }}
    />
  );
}
