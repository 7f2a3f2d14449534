// The order's current status and every step it took, oldest first, with the shop's date and time.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OrderConfirmationFragment } from '@/graphql/graphql';
import { OrderStatusChip } from '@/components/order-status-chip';
import { formatDateTime } from '@/lib/format';
import { historyStepLabel } from '../confirmation-format';

type Props = Pick<OrderConfirmationFragment, 'status' | 'statusHistory'>;

export function StatusTimeline({ status, statusHistory }: Props) {
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography color="text.secondary">Current status</Typography>
        <OrderStatusChip status={status.toLowerCase()} />
      </Stack>
      <Stack component="ol" spacing={1} aria-label="Status history" sx={{ m: 0, pl: 2.5 }}>
        {statusHistory.map((step, i) => (
          <li key={`${step.at}-${i}`}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {historyStepLabel(step, i)}
            </Typography>{' '}
            <Typography component="time" dateTime={step.at} variant="body2" color="text.secondary">
              {formatDateTime(step.at)}
            </Typography>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
