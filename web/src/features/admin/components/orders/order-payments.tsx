// The payment part of the View order dialog: the ledger (payment, refunds) and the
// actions the order allows now — Mark as paid for an unpaid pay-on-delivery order that is shipped or
// delivered, Record refund for a cancelled order with money left to give back.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminOrderDetailsFragment } from '@/graphql/graphql';
import { formatDateTime, formatINR, toPaise } from '@/lib/format';
import { MarkPaidDialog } from './mark-paid-dialog';
import { RefundDialog } from './refund-dialog';

/** The courier collects on delivery: the server records the money once the order is shipped or delivered. */
export const canMarkPaid = (o: AdminOrderDetailsFragment) => o.paymentSummary.state === 'PAY_ON_DELIVERY_UNPAID' && (o.status === 'SHIPPED' || o.status === 'DELIVERED');
export const canRefund = (o: AdminOrderDetailsFragment) => o.status === 'CANCELLED' && toPaise(o.paymentSummary.refundable) > 0;

export function OrderPayments({ order }: { order: AdminOrderDetailsFragment }) {
  const [open, setOpen] = useState<'paid' | 'refund' | null>(null);
  return (
    <Box component="section" aria-labelledby="order-payments-title">
      <Typography id="order-payments-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        Payments
      </Typography>
      {order.payments.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No payment recorded yet.
        </Typography>
      ) : (
        <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }} aria-label="Payment records">
          {order.payments.map((p) => (
            <Typography component="li" variant="body2" key={p.id}>
              {`${p.kind === 'REFUND' ? 'Refund' : 'Payment'} ${formatINR(p.amount)} · ${formatDateTime(p.recordedAt)}${p.note ? ` · ${p.note}` : ''}`}
            </Typography>
          ))}
        </Stack>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
        {canMarkPaid(order) && (
          <Button variant="contained" size="small" onClick={() => setOpen('paid')}>
            Mark as paid
          </Button>
        )}
        {canRefund(order) && (
          <Button variant="outlined" size="small" onClick={() => setOpen('refund')}>
            Record refund
          </Button>
        )}
      </Stack>
      {open === 'paid' && <MarkPaidDialog order={order} onClose={() => setOpen(null)} />}
      {open === 'refund' && <RefundDialog order={order} onClose={() => setOpen(null)} />}
    </Box>
  );
}
