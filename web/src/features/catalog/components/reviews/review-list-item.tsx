// One published review: stars, title, text (plain text: React escapes it, markup shows as typed),
// who wrote it and when, 'Verified buyer', the size and colour bought, the fit answer, and the
// shop's reply.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VerifiedIcon from '@mui/icons-material/Verified';
import type { ReviewItemFragment } from '@/graphql/graphql';
import { formatDate } from '@/lib/format';
import { boughtLine, FIT_LABELS } from './fit-labels';

export function ReviewListItem({ review }: { review: ReviewItemFragment }) {
  const details = [boughtLine(review.size, review.color), review.fit && `Fit: ${FIT_LABELS[review.fit]}`].filter(Boolean).join(' · ');
  return (
    <Box component="li" sx={{ py: 2, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Rating value={review.rating} readOnly size="small" aria-label={`Rated ${review.rating} out of 5`} />
        {review.title && (
          <Typography component="h3" sx={{ fontWeight: 700, fontSize: 16, overflowWrap: 'anywhere' }}>
            {review.title}
          </Typography>
        )}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5, mt: 0.5 }}>
        <Typography variant="body2" color="text.secondary">
          {review.author} · {formatDate(review.createdAt)}
        </Typography>
        {review.verifiedBuyer && <Chip icon={<VerifiedIcon />} label="Verified buyer" size="small" color="success" variant="outlined" />}
      </Stack>
      {details && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {details}
        </Typography>
      )}
      {review.body && <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.body}</Typography>}
      {review.reply && (
        <Box sx={{ mt: 1.5, ml: { xs: 1, sm: 2 }, pl: 1.5, borderLeft: 3, borderColor: 'primary.light', bgcolor: '#faf6f3', py: 1, pr: 1.5, borderRadius: 1 }}>
          <Typography variant="subtitle2" component="p">
            Response from the shop
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {review.reply}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
