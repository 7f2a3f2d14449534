// The review a dialog is about: stars, who, what, and why it was hidden (if it was).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import type { AdminReviewFragment } from '@/graphql/graphql';
import { formatDateTime } from '@/lib/format';

export function ReviewQuote({ review }: { review: AdminReviewFragment }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {review.customerName} ({review.customerEmail}) on {review.productName} · {formatDateTime(review.createdAt)}
      </Typography>
      <Rating value={review.rating} readOnly size="small" aria-label={`${review.rating} of 5 stars`} />
      {review.title && <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{review.title}</Typography>}
      {review.body && <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.body}</Typography>}
      {review.hiddenReason && (
        <Alert severity={review.status === 'HIDDEN' ? 'warning' : 'info'} sx={{ mt: 1 }}>
          {review.status === 'HIDDEN' ? 'Hidden' : 'Was hidden'}: {review.hiddenReason}
        </Alert>
      )}
    </Box>
  );
}
