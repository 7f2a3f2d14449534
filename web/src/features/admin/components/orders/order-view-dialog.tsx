// View order (spec §2): order info, customer, shipping address, items and figures; its payments
// with Mark as paid / Record refund.
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { AdminOrderDetailsDocument } from '@/graphql/graphql';
import { PageLoader } from '@/components/ui/page-loader';
import { errorMessage } from '@/lib/errors';
import { shortId } from '@/lib/format';
import { OrderInfo } from './order-info';
import { OrderCustomer } from './order-customer';
import { OrderItemsTable } from './order-items-table';
import { OrderFigures } from './order-figures';
import { OrderPayments } from './order-payments';

export function OrderViewDialog({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { data, loading, error } = useQuery(AdminOrderDetailsDocument, { variables: { id: orderId }, fetchPolicy: 'cache-and-network' });
  const order = data?.order;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="order-view-title">
      <DialogTitle id="order-view-title">Order #{shortId(orderId)}</DialogTitle>
      <DialogContent dividers>
        {!order && loading && <PageLoader />}
        {!order && error && <Alert severity="error">{errorMessage(error, 'Could not load the order')}</Alert>}
        {data && !data.order && <Alert severity="warning">This order no longer exists.</Alert>}
        {order && (
          <Stack spacing={3}>
            <Grid container spacing={3}>
              <Grid size={{ xs: 12, md: 6 }}>
                <OrderInfo order={order} />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <OrderCustomer address={order.shippingAddress} />
              </Grid>
            </Grid>
            <OrderItemsTable items={order.items} />
            <OrderFigures order={order} />
            <OrderPayments order={order} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
