// Subtotal, shipping, tax, discount and total of an order.
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminOrderDetailsFragment } from '@/graphql/graphql';
import { formatINR, taxLine } from '@/lib/format';

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400 }}>
        {value}
      </Typography>
    </Stack>
  );
}

export function OrderFigures({ order }: { order: AdminOrderDetailsFragment }) {
  return (
    <Box sx={{ alignSelf: { sm: 'flex-end' }, width: { xs: '100%', sm: 320 } }}>
      <Stack spacing={0.75}>
        <Line label="Subtotal" value={formatINR(order.subtotal)} />
        <Line label="Shipping" value={Number(order.shipping) === 0 ? 'Free' : formatINR(order.shipping)} />
        <Line {...taxLine(order.tax)} />
        {Number(order.discount) > 0 && <Line label={order.couponCode ? `Discount (${order.couponCode})` : 'Discount'} value={`−${formatINR(order.discount)}`} />}
        <Divider />
        <Line label="Total" value={formatINR(order.total)} strong />
      </Stack>
    </Box>
  );
}
