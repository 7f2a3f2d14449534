// Update order status (spec §2, §4; ARCHITECTURE decision 4): the current status and only the
// statuses the workflow allows next. Choosing one sends it at once; on success the dialog closes
// and the orders list is refetched.
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AdminUpdateOrderStatusDocument, type AdminOrderRowFragment, type OrderStatus } from '@/graphql/graphql';
import { OrderStatusChip, capitalise } from '@/components/order-status-chip';
import { useToast } from '@/components/ui/toast';
import { unwrap } from '@/lib/errors';
import { shortId } from '@/lib/format';
import { forgetStats } from '../shared/cache';
import { failureText } from '../shared/save-result';

export function OrderUpdateDialog({ order, onClose }: { order: AdminOrderRowFragment; onClose: () => void }) {
  const toast = useToast();
  const [selected, setSelected] = useState<OrderStatus | ''>('');
  const [send, { loading }] = useMutation(AdminUpdateOrderStatusDocument, { refetchQueries: ['AdminOrders'], update: forgetStats });
  const next = order.allowedNextStatuses;

  const choose = async (status: OrderStatus) => {
    setSelected(status);
    try {
      const { data } = await send({ variables: { input: { id: order.id, status } } });
      unwrap(data?.updateOrderStatus);
      toast({ title: 'Order status updated successfully' });
      onClose();
    } catch (err) {
      setSelected('');
      toast({ title: 'Error', description: failureText(err, 'Failed to update order status'), variant: 'error' });
    }
  };

  return (
    <Dialog open onClose={loading ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="order-update-title">
      <DialogTitle id="order-update-title">Update Order #{shortId(order.id)}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary">
              Current status:
            </Typography>
            <OrderStatusChip status={order.status} />
          </Stack>
          {next.length === 0 ? (
            <Alert severity="info">{`This order is ${order.status.toLowerCase()}; no further status changes are possible.`}</Alert>
          ) : (
            <TextField
              select
              id="admin-order-new-status"
              label="New status"
              value={selected}
              disabled={loading}
              onChange={(e) => void choose(e.target.value as OrderStatus)}
              helperText={loading ? 'Updating...' : 'The change is saved as soon as you choose.'}
            >
              {next.map((s) => (
                <MenuItem key={s} value={s}>
                  {capitalise(s)}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={loading}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
