// The step before a cancellation is sent: it restocks the items and cannot be undone, and money
// already paid is not returned by itself.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { AdminOrderRowFragment } from '@/graphql/graphql';
import { formatINR, shortId } from '@/lib/format';

/** What happens to the money, in the words of how it was paid (online through the provider, or cash or UPI at the door). */
export function refundNote(order: Pick<AdminOrderRowFragment, 'paymentStatus' | 'paymentMethod' | 'total'>): string {
  if (order.paymentStatus === 'PAID' && order.paymentMethod === 'PAY_ON_DELIVERY')
    return `The customer has paid ${formatINR(order.total)} on delivery. Cancelling does not return the money: give it back in cash or by UPI, then record the refund on the order.`;
  if (order.paymentStatus === 'PAID')
    return `The customer has paid ${formatINR(order.total)} online. Cancelling does not return the money: refund it through the payment provider, then record the refund on the order.`;
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
