// The reviews at a glance: the average (big), its stars, the count, the 5-to-1 distribution as bars
// with counts, and what most buyers say about the fit.
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import StraightenIcon from '@mui/icons-material/Straighten';
import type { ReviewSummaryFragment } from '@/graphql/graphql';
import { ratingLabel, reviewsLabel } from '@/components/product-card';
import { FIT_VERDICTS } from './fit-labels';

export function ReviewSummary({ summary }: { summary: ReviewSummaryFragment }) {
  const { average, count, distribution, fit } = summary;
  if (average == null || count === 0) return null;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography component="p" aria-hidden="true" sx={{ fontSize: 48, fontWeight: 700, lineHeight: 1 }}>
          {average.toFixed(1)}
        </Typography>
        <Box>
          <Rating value={average} precision={0.1} readOnly aria-label={ratingLabel(average, count)} />
          <Typography variant="body2" color="text.secondary">
            Based on {reviewsLabel(count)}
          </Typography>
        </Box>
      </Stack>
      <Stack component="ul" spacing={0.75} aria-label="Reviews by stars" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {distribution.map(({ stars, count: n }) => (
          <Stack
            component="li"
            key={stars}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center' }}
            aria-label={`${stars} star${stars === 1 ? '' : 's'}: ${reviewsLabel(n)}`}
          >
            <Typography variant="body2" aria-hidden="true" sx={{ width: 48, flexShrink: 0 }}>
              {stars} star{stars === 1 ? '' : 's'}
            </Typography>
            <LinearProgress variant="determinate" value={(n / count) * 100} aria-hidden="true" sx={{ flex: 1, height: 8, borderRadius: 4 }} />
            <Typography variant="body2" color="text.secondary" aria-hidden="true" sx={{ width: 28, textAlign: 'right', flexShrink: 0 }}>
              {n}
            </Typography>
          </Stack>
        ))}
      </Stack>
      {fit.verdict && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', bgcolor: '#f7ebe9', borderRadius: 2, px: 1.5, py: 1 }}>
          <StraightenIcon fontSize="small" color="primary" aria-hidden="true" />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {FIT_VERDICTS[fit.verdict]}
          </Typography>
        </Stack>
      )}
    </Stack>
  );
}
