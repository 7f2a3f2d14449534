import Chip from '@mui/material/Chip';
import type { EmailStatus } from '@/graphql/graphql';
import { EMAIL_STATUSES } from './email-labels';

export function EmailStatusChip({ status }: { status: EmailStatus }) {
  const { label, color } = EMAIL_STATUSES[status];
  return <Chip size="small" label={label} color={color} />;
}
