// Subtotal, discount (with the coupon code), shipping, tax and total of an order.
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MyOrderDetailsFragment } from '@/graphql/graphql';
import { formatINR, taxLine, toPaise } from '@/lib/format';

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 500 }}>{value}</Typography>
    </Stack>
  );
}

export function OrderDetailFigures({ order }: { order: MyOrderDetailsFragment }) {
  const discount = toPaise(order.discount) > 0;
  return (
    <Stack spacing={0.75}>
      <Row label="Subtotal" value={formatINR(order.subtotal)} />
      {discount && <Row label={order.couponCode ? `Discount (${order.couponCode})` : 'Discount'} value={`−${formatINR(order.discount)}`} />}
      <Row label="Shipping" value={toPaise(order.shipping) > 0 ? formatINR(order.shipping) : 'Free'} />
      <Row {...taxLine(order.tax)} />
      <Divider />
      <Row label="Total" value={formatINR(order.total)} strong />
    </Stack>
  );
}
