// Order details (spec §2): date, status, total, items, shipping address, payment and figures,
// with 'Reorder Items' and, when shipped, 'Track Order'; a delivered order's items link to 'Write a
// review'. Full screen on phones.
import { Link } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import type { MyOrderCardFragment, MyOrderDetailsFragment } from '@/graphql/graphql';
import { OrderStatusChip } from '@/components/order-status-chip';
import { PaymentStatusChip } from '@/components/payment-status-chip';
import { formatDate, formatINR, shortId } from '@/lib/format';
import { paymentMethodLabel, trackOrderHref } from '../order-format';
import { OrderDetailItems } from './order-detail-items';
import { OrderDetailFigures } from './order-detail-figures';
import { OrderDetailAddress } from './order-detail-address';

/** An order of the list: its details, and the payment badge its card already has. */
type DetailedOrder = MyOrderDetailsFragment & Pick<MyOrderCardFragment, 'paymentSummary'>;

interface Props {
  open: boolean;
  /** kept while the dialog closes, so the content does not vanish mid-animation */
  order: DetailedOrder | null;
  reordering: boolean;
  onClose(): void;
  onReorder(order: MyOrderDetailsFragment): void;
}

const heading = { fontWeight: 700, mb: 1 } as const;

export function OrderDetailsDialog({ open, order, reordering, onClose, onReorder }: Props) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog open={open && !!order} onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="order-details-title">
      {order && (
        <>
          <DialogTitle id="order-details-title" sx={{ pr: 6 }}>
            Order #{shortId(order.id)}
            <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
              <CloseIcon />
            </IconButton>
          </DialogTitle>
          <DialogContent dividers>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
              <Typography color="text.secondary">Placed on {formatDate(order.createdAt)}</Typography>
              <OrderStatusChip status={order.status} />
              <Typography sx={{ fontWeight: 700 }}>Total {formatINR(order.total)}</Typography>
            </Stack>
            <Typography component="h3" sx={heading}>
              Items
            </Typography>
            <OrderDetailItems items={order.items} reviewable={order.status === 'DELIVERED'} />
            <Divider sx={{ my: 2 }} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
              <Stack sx={{ flex: 1 }}>
                <Typography component="h3" sx={heading}>
                  Shipping Address
                </Typography>
                <OrderDetailAddress address={order.shippingAddress} />
                <Typography component="h3" sx={{ ...heading, mt: 2 }}>
                  Payment
                </Typography>
                <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                  <Typography>{paymentMethodLabel(order.paymentMethod)}</Typography>
                  <PaymentStatusChip summary={order.paymentSummary} />
                </Stack>
              </Stack>
              <Stack sx={{ flex: 1 }}>
                <Typography component="h3" sx={heading}>
                  Summary
                </Typography>
                <OrderDetailFigures order={order} />
              </Stack>
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
            {order.status === 'SHIPPED' && (
              <Button component={Link} to={trackOrderHref(order.id)} variant="outlined">
                Track Order
              </Button>
            )}
            <Button variant="contained" onClick={() => onReorder(order)} disabled={reordering}>
              {reordering ? 'Adding...' : 'Reorder Items'}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
