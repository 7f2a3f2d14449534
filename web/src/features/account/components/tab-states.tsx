// The loading and error states My Account's list tabs share (orders, wishlist, alerts): placeholders while the first
// answer comes, and the server's message with Retry when it does not.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { errorMessage } from '@/lib/errors';

export function TabLoading({ label, spacing = 2 }: { label: string; spacing?: number }) {
  return (
    <Stack spacing={spacing} role="status" aria-label={label}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} variant="rounded" height={96} />
      ))}
    </Stack>
  );
}

/** "Could not load your <what>." with the server's message, and Retry (which swallows its own failure: the state stays). */
export function TabLoadError({ what, error, retry }: { what: string; error: unknown; retry: () => Promise<unknown> }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={() => void retry().catch(() => undefined)}>
          Retry
        </Button>
      }
    >
      Could not load your {what}. {errorMessage(error, '')}
    </Alert>
  );
}
