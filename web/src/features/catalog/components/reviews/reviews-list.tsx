// A page of reviews, newest first, with the pager (5 a page).
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import type { ReviewItemFragment } from '@/graphql/graphql';
import { ReviewListItem } from './review-list-item';

interface ReviewsListProps {
  reviews: readonly ReviewItemFragment[];
  page: number;
  pageCount: number;
  onPage(page: number): void;
}

export function ReviewsList({ reviews, page, pageCount, onPage }: ReviewsListProps) {
  return (
    <Stack spacing={1}>
      <Stack component="ul" aria-label="Reviews" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {reviews.map((review) => (
          <ReviewListItem key={review.id} review={review} />
        ))}
      </Stack>
      {pageCount > 1 && <Pagination count={pageCount} page={page} onChange={(_e, next) => onPage(next)} color="primary" aria-label="Review pages" />}
    </Stack>
  );
}
