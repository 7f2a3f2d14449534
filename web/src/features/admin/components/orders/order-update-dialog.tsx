// Update order status (spec §2, §4; docs/decisions/0004-order-status-workflow.md): the current status and only the
// statuses the workflow allows next, each with what it does. Choosing one sends it at once, except
// Cancelled, which asks first (it restocks, cannot be undone, and a paid order needs a refund). On
// success the dialog closes and the orders list is refetched.
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
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
import { CancelConfirmation } from './cancel-confirmation';
import { statusConsequence } from './status-consequences';

function Consequences({ statuses }: { statuses: readonly OrderStatus[] }) {
  return (
    <Box component="dl" aria-label="What each status does" sx={{ m: 0, display: 'grid', gap: 1 }}>
      {statuses.map((s) => (
        <Box key={s}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 700 }}>
            {capitalise(s)}
          </Typography>
          <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
            {statusConsequence(s)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export function OrderUpdateDialog({ order, onClose }: { order: AdminOrderRowFragment; onClose: () => void }) {
  const toast = useToast();
  const [selected, setSelected] = useState<OrderStatus | ''>('');
  const [send, { loading }] = useMutation(AdminUpdateOrderStatusDocument, { refetchQueries: ['AdminOrders'], update: forgetStats });
  const next = order.allowedNextStatuses;
  const confirming = selected === 'CANCELLED';

  const save = async (status: OrderStatus) => {
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
  const choose = (status: OrderStatus) => {
    setSelected(status);
    if (status !== 'CANCELLED') void save(status);
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
            <>
              <TextField
                select
                id="admin-order-new-status"
                label="New status"
                value={selected}
                disabled={loading}
                onChange={(e) => choose(e.target.value as OrderStatus)}
                helperText={loading ? 'Updating...' : confirming ? 'Confirm below to cancel the order.' : 'The change is saved as soon as you choose.'}
              >
                {next.map((s) => (
                  <MenuItem key={s} value={s}>
                    {capitalise(s)}
                  </MenuItem>
                ))}
              </TextField>
              {confirming ? <CancelConfirmation order={order} /> : <Consequences statuses={next} />}
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {confirming ? (
          <>
            <Button onClick={() => setSelected('')} disabled={loading}>
              Keep order
            </Button>
            <Button color="error" variant="contained" onClick={() => void save('CANCELLED')} disabled={loading}>
              {loading ? 'Cancelling...' : 'Cancel order'}
            </Button>
          </>
        ) : (
          <Button onClick={onClose} disabled={loading}>
            Close
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
