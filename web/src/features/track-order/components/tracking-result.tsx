// What a tracked order shows: number, status badge, dates, total and item count.
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TrackOrderQuery } from '@/graphql/graphql';
import { OrderStatusChip } from '@/components/order-status-chip';
import { formatINR, formatLongDate } from '@/lib/format';

type Tracking = NonNullable<TrackOrderQuery['trackOrder']>;

const STATUS_TEXT: Record<string, string> = {
  PENDING: 'We have received your order and will confirm it shortly.',
  PROCESSING: 'Your order is being packed at our Alkapuri store.',
  SHIPPED: 'Your order is on its way to you.',
  DELIVERED: 'Your order has been delivered. Enjoy!',
  CANCELLED: 'This order was cancelled.',
};


function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography sx={{ fontWeight: 600 }}>{value}</Typography>
    </Stack>
  );
}

export function TrackingResult({ order }: { order: Tracking }) {
  return (
    <Card component="section" aria-labelledby="tracking-title" data-testid="tracking-result">
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Typography id="tracking-title" variant="h6" component="h2">
              Order #{order.id.slice(0, 8).toUpperCase()}
            </Typography>
            <OrderStatusChip status={order.status} size="medium" />
          </Stack>
          <Typography>{STATUS_TEXT[order.status] ?? ''}</Typography>
          <Divider />
          <Fact label="Placed on" value={formatLongDate(order.createdAt)} />
          <Fact label="Last updated" value={formatLongDate(order.updatedAt)} />
          <Fact label="Items" value={String(order.itemCount)} />
          <Fact label="Total" value={formatINR(order.total)} />
        </Stack>
      </CardContent>
    </Card>
  );
}
