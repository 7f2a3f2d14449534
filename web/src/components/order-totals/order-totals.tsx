// Subtotal, discount, shipping, tax and total of a cart or checkout, from the server's quote
// (spec §9: shipping and tax are ₹0; prices include GST, which the tax line says: taxLine). The shop
// delivers only in Vadodara, where delivery is free whatever the amount, so a free shipping line says
// so once ('Free!', 'Free delivery within Vadodara'); the spec's 'Add … more for free shipping!' hint
// appears only if the server ever charges shipping on an order under ₹500 — never beside a line that
// already reads free.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatINR, formatPaise, taxLine, toPaise } from '@/lib/format';

export const FREE_SHIPPING_ABOVE_PAISE = 500_00;

export interface Totals {
  subtotal: string;
  discount: string;
  shipping: string;
  tax: string;
  total: string;
  couponCode: string | null;
}

function Row({ label, value, note, strong }: { label: string; value: ReactNode; note?: string; strong?: boolean }) {
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
        <Typography sx={{ fontWeight: strong ? 700 : 400, fontSize: strong ? 18 : undefined }}>{label}</Typography>
        <Typography component="span" sx={{ fontWeight: strong ? 700 : 500, fontSize: strong ? 18 : undefined }}>
          {value}
        </Typography>
      </Stack>
      {note && (
        <Typography variant="caption" color="text.secondary">
          {note}
        </Typography>
      )}
    </Box>
  );
}

function shippingCell(totals: Totals): { value: ReactNode; note?: string } {
  if (toPaise(totals.shipping) > 0) return { value: formatINR(totals.shipping) };
  return { value: <Box component="span" sx={{ color: 'success.main', fontWeight: 700 }}>Free!</Box>, note: 'Free delivery within Vadodara' };
}

/** `freeShippingHint={false}` for an order already placed (nothing left to add). */
export function OrderTotals({ totals, freeShippingHint = true }: { totals: Totals | null; freeShippingHint?: boolean }) {
  if (!totals) {
    return (
      <Stack spacing={1.5} aria-busy="true" aria-label="Calculating totals">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={24} />
        ))}
        <Skeleton height={32} />
      </Stack>
    );
  }
  const subtotalPaise = toPaise(totals.subtotal);
  const discountPaise = toPaise(totals.discount);
  const shipping = shippingCell(totals);
  return (
    <Stack spacing={1.25} data-testid="order-totals">
      <Row label="Subtotal" value={formatINR(totals.subtotal)} />
      <Row
        label={totals.couponCode ? `Discount (${totals.couponCode})` : 'Discount'}
        value={
          <Box component="span" sx={{ color: discountPaise > 0 ? 'success.main' : undefined }}>
            {discountPaise > 0 ? `−${formatPaise(discountPaise)}` : formatPaise(0)}
          </Box>
        }
      />
      <Row label="Shipping" value={shipping.value} note={shipping.note} />
      <Row {...taxLine(totals.tax)} />
      <Divider />
      <Row label="Total" value={formatINR(totals.total)} strong />
      {freeShippingHint && toPaise(totals.shipping) > 0 && subtotalPaise < FREE_SHIPPING_ABOVE_PAISE && (
        <Typography variant="body2" sx={{ color: 'primary.main', fontWeight: 600 }}>
          Add {formatPaise(FREE_SHIPPING_ABOVE_PAISE - subtotalPaise)} more for free shipping!
        </Typography>
      )}
    </Stack>
  );
}
