// One order in 'Recent Orders': short id, date, status, pictures, first item, total, actions.
import { Link } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MyOrderCardFragment } from '@/graphql/graphql';
import { OrderStatusChip } from '@/components/order-status-chip';
import { PaymentStatusChip } from '@/components/payment-status-chip';
import { formatDate, formatINR, shortId } from '@/lib/format';
import { trackOrderHref } from '../order-format';
import { OrderThumbnails } from './order-thumbnails';

interface Props {
  order: MyOrderCardFragment;
  reordering: boolean;
  onView(): void;
  onReorder(): void;
}

export function OrderCard({ order, reordering, onView, onReorder }: Props) {
  const first = order.items[0];
  const more = order.items.length - 1;
  const titleId = `order-${order.id}-title`;
  return (
    <Card component="article" aria-labelledby={titleId} variant="outlined">
      <CardContent sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, mb: 2 }}>
          <Box>
            <Typography id={titleId} component="h3" sx={{ fontWeight: 700 }}>
              Order #{shortId(order.id)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Placed on {formatDate(order.createdAt)}
            </Typography>
          </Box>
          <Stack direction="row" sx={{ flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1 }}>
            <OrderStatusChip status={order.status} />
            <PaymentStatusChip summary={order.paymentSummary} />
          </Stack>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }} sx={{ alignItems: { sm: 'center' }, minWidth: 0 }}>
            <OrderThumbnails items={order.items} />
            <Typography variant="body2" sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {first ? first.name : 'No items'}
              {more > 0 && <Box component="span" sx={{ color: 'text.secondary' }}>{` + ${more} more`}</Box>}
            </Typography>
          </Stack>
          <Typography sx={{ fontWeight: 700, fontSize: 18, whiteSpace: 'nowrap' }} aria-label={`Total ${formatINR(order.total)}`}>
            {formatINR(order.total)}
          </Typography>
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }}>
          <Button variant="outlined" size="small" onClick={onView}>
            View Details
          </Button>
          <Button variant="contained" size="small" onClick={onReorder} disabled={reordering}>
            {reordering ? 'Adding...' : 'Reorder'}
          </Button>
          {order.status === 'SHIPPED' && (
            <Button component={Link} to={trackOrderHref(order.id)} size="small" variant="text">
              Track Order
            </Button>
          )}
          {order.status === 'DELIVERED' && (
            <Button component={Link} to="/return-policy" size="small" variant="text">
              Return
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
