import Chip from '@mui/material/Chip';
import type { EmailStatus } from '@/graphql/graphql';
import { EMAIL_STATUSES } from './email-labels';

export function EmailStatusChip({ status }: { status: EmailStatus }) {
  const { label, bg, fg } = EMAIL_STATUSES[status];
  return <Chip size="small" label={label} sx={{ bgcolor: bg, color: fg, fontWeight: 600, border: `1px solid ${fg}22` }} />;
}
