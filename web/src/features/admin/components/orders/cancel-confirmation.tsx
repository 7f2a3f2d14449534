// The step before a cancellation is sent: it restocks the items and cannot be undone, and money
// already paid is not returned by itself.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { AdminOrderRowFragment } from '@/graphql/graphql';
import { formatINR, shortId } from '@/lib/format';

export function refundNote(order: Pick<AdminOrderRowFragment, 'paymentStatus' | 'total'>): string {
  if (order.paymentStatus === 'PAID')
    return `The customer has paid ${formatINR(order.total)}. Cancelling does not return the money: refund it to the customer through the payment provider.`;
  if (order.paymentStatus === 'REFUNDED') return 'The payment has already been refunded.';
  return 'Nothing has been paid yet (pay on delivery), so there is nothing to refund.';
}

export function CancelConfirmation({ order }: { order: AdminOrderRowFragment }) {
  return (
    <Alert severity="warning" role="alert">
      <AlertTitle>{`Cancel order #${shortId(order.id)}?`}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        <li>Every item goes back into stock.</li>
        <li>The order cannot be reopened afterwards.</li>
        <li>{refundNote(order)}</li>
      </Box>
    </Alert>
  );
}
