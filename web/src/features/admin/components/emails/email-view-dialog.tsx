// One e-mail: who it went to, how sending went, and its content (HTML or text); 'Send again'
// unless it is already waiting to be sent.
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { AdminEmailDocument, type AdminEmailFragment, type AdminEmailMessageFragment } from '@/graphql/graphql';
import { formatDateTime } from '@/lib/format';
import { QueryError } from '../shared/query-error';
import { EMAIL_KINDS } from './email-labels';
import { EmailBody } from './email-body';
import { EmailStatusChip } from './email-status-chip';
import { useResendEmail } from './use-resend-email';

function sendingLine(e: AdminEmailMessageFragment): string {
  const attempts = `${e.attempts} attempt${e.attempts === 1 ? '' : 's'}`;
  if (e.status === 'KEPT') return 'Kept in the shop, not sent (no SMTP_URL)';
  if (e.sentAt) return `Sent ${formatDateTime(e.sentAt)} · ${attempts}`;
  if (e.nextAttemptAt) return `Next attempt ${formatDateTime(e.nextAttemptAt)} · ${attempts}`;
  return attempts;
}

export function EmailViewDialog({ email, onClose }: { email: AdminEmailFragment; onClose: () => void }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { data, error, loading, refetch } = useQuery(AdminEmailDocument, { variables: { id: email.id }, fetchPolicy: 'cache-and-network' });
  const { resend, resending } = useResendEmail();
  const full = data?.email;
  const status = full?.status ?? email.status;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby="email-view-title">
      <DialogTitle id="email-view-title" sx={{ overflowWrap: 'anywhere' }}>
        {email.subject}
      </DialogTitle>
      <DialogContent dividers>
        <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <EmailStatusChip status={status} />
          <Typography variant="body2" color="text.secondary">
            {EMAIL_KINDS[email.kind]} · written {formatDateTime(email.createdAt)}
          </Typography>
        </Stack>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          To: {email.to}
          {full?.replyTo && ` · Reply to: ${full.replyTo}`}
        </Typography>
        {full && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {sendingLine(full)}
          </Typography>
        )}
        {full?.lastError && (
          <Alert severity="error" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            Last attempt failed: {full.lastError}
          </Alert>
        )}
        {error && <QueryError error={error} onRetry={() => void refetch()} what="the e-mail" />}
        {!full && loading && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading the e-mail" />
          </Box>
        )}
        {!loading && !error && data && !full && <Alert severity="warning">This e-mail no longer exists.</Alert>}
        {full && <EmailBody html={full.html} text={full.text} />}
      </DialogContent>
      <DialogActions>
        {status !== 'QUEUED' && (
          <Button onClick={() => void resend(email.id)} disabled={resending || !full}>
            {resending ? 'Sending...' : 'Send again'}
          </Button>
        )}
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
