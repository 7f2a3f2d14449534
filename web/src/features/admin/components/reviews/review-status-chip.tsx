import Chip from '@mui/material/Chip';
import type { ReviewStatus } from '@/graphql/graphql';

/** Labels and chip colours (dark text on a light tint, like the e-mail status chip). */
export const REVIEW_STATUSES: Record<ReviewStatus, { label: string; bg: string; fg: string }> = {
  PUBLISHED: { label: 'Published', bg: '#e3f4e5', fg: '#1f6a25' },
  HIDDEN: { label: 'Hidden', bg: '#fde4e4', fg: '#a61b1b' },
};

export function ReviewStatusChip({ status }: { status: ReviewStatus }) {
  const { label, bg, fg } = REVIEW_STATUSES[status];
  return <Chip size="small" label={label} sx={{ bgcolor: bg, color: fg, fontWeight: 600, border: `1px solid ${fg}22` }} />;
}
