// A contact message in full: name, e-mail, phone ('Not provided' when empty), date, message.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { AdminContactMessageFragment } from '@/graphql/graphql';
import { formatDateTime } from '@/lib/format';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body1" component="div" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

export function MessageViewDialog({ message: m, onClose }: { message: AdminContactMessageFragment; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="message-view-title">
      <DialogTitle id="message-view-title">Message from {m.firstName} {m.lastName}</DialogTitle>
      <DialogContent dividers>
        <Field label="Name">{`${m.firstName} ${m.lastName}`}</Field>
        <Field label="Email">
          <Link href={`mailto:${m.email}`}>{m.email}</Link>
        </Field>
        <Field label="Phone">{m.phone || 'Not provided'}</Field>
        <Field label="Received">{formatDateTime(m.createdAt)}</Field>
        <Field label="Message">
          <Box sx={{ whiteSpace: 'pre-wrap', bgcolor: '#faf6f3', p: 2, borderRadius: 1, mt: 0.5 }}>{m.message}</Box>
        </Field>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
