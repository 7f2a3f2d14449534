// The fixed rating (spec §9): four of five stars, shown as (4.2); 126 reviews on the detail page.
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';

export const FIXED_RATING = 4.2;
export const FIXED_REVIEWS = 126;

export function RatingLine({ reviews, size = 'small' }: { reviews?: number; size?: 'small' | 'medium' }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
      <Rating value={4} max={5} readOnly size={size} aria-label={`Rated ${FIXED_RATING} out of 5`} />
      <Typography component="span" variant="body2" color="text.secondary">
        ({FIXED_RATING})
        {reviews !== undefined && ` · ${reviews} reviews`}
      </Typography>
    </Box>
  );
}
