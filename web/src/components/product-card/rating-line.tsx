// A product's real rating (docs/decisions/0013-ratings-are-real-or-absent.md): stars, the average
// to one decimal and how many reviews; 'No reviews yet' and no stars when nobody has reviewed it.
// Both states keep one line's height, so cards in a row stay aligned. With `reviewsHref` (the
// product page) the count is a link to the reviews section.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';

export interface ProductRatingValue {
  average?: number | null;
  count: number;
}

interface RatingLineProps {
  rating: ProductRatingValue;
  size?: 'small' | 'medium';
  reviewsHref?: string;
}

const LINE_HEIGHT = { small: 22, medium: 28 } as const;

export const reviewsLabel = (count: number) => `${count} review${count === 1 ? '' : 's'}`;

/** 'Rated 4.3 out of 5, 12 reviews': what a screen reader hears for the stars. */
export const ratingLabel = (average: number, count: number) => `Rated ${average.toFixed(1)} out of 5, ${reviewsLabel(count)}`;

export function RatingLine({ rating, size = 'small', reviewsHref }: RatingLineProps) {
  const { average, count } = rating;
  const line = { display: 'flex', alignItems: 'center', gap: 0.75, minHeight: LINE_HEIGHT[size] } as const;
  if (!count || average == null) {
    return (
      <Box sx={line}>
        <Typography component="span" variant="body2" color="text.secondary">
          No reviews yet
        </Typography>
      </Box>
    );
  }
  return (
    <Box sx={{ ...line, flexWrap: 'wrap' }}>
      <Rating value={average} precision={0.1} max={5} readOnly size={size} aria-label={ratingLabel(average, count)} />
      <Typography component="span" variant="body2" aria-hidden="true" sx={{ fontWeight: 600 }}>
        {average.toFixed(1)}
      </Typography>
      {reviewsHref ? (
        <Link href={reviewsHref} variant="body2" color="text.secondary">
          {reviewsLabel(count)}
        </Link>
      ) : (
        <Typography component="span" variant="body2" color="text.secondary" aria-hidden="true">
          ({count})
        </Typography>
      )}
    </Box>
  );
}
