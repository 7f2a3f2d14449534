// The product page's reviews, id="reviews": the summary, the reviews newest first (5 a
// page), and the way to write or edit one. /product/<id>?review=1 (the link in My Orders) scrolls
// here and opens the dialog when the customer may review the product.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ProductReviewsDocument, ReviewEligibilityDocument } from '@/graphql/graphql';
import { useSession } from '@/lib/session/session';
import { ReviewAction } from './review-action';
import { ReviewSummary } from './review-summary';
import { ReviewsList } from './reviews-list';

export const REVIEWS_PAGE_SIZE = 5;

// Only a signed-in buyer may write: the dialog and its form (formik, yup) load for them alone (each route's
// JavaScript budget: web/scripts/js-budget.mjs).
const ReviewDialog = lazy(() => import('./review-dialog').then((m) => ({ default: m.ReviewDialog })));

export function ReviewsSection({ productId, productName }: { productId: string; productName: string }) {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState(1);
  const [writing, setWriting] = useState(false);
  const sectionRef = useRef<HTMLElement>(null);
  const { data, previousData, error, refetch } = useQuery(ProductReviewsDocument, {
    variables: { id: productId, limit: REVIEWS_PAGE_SIZE, offset: (page - 1) * REVIEWS_PAGE_SIZE },
  });
  const { data: eligible } = useQuery(ReviewEligibilityDocument, { variables: { productId }, skip: !user, fetchPolicy: 'cache-and-network' });
  const eligibility = user ? eligible?.reviewEligibility : undefined;
  const mayWrite = !!eligibility && (eligibility.canReview || !!eligibility.review);
  const asked = params.get('review') === '1';
  const open = writing || (asked && mayWrite);
  const product = (data ?? previousData)?.product;

  useEffect(() => {
    if (asked) sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [asked, mayWrite]);

  const close = () => {
    setWriting(false);
    if (!asked) return;
    const next = new URLSearchParams(params);
    next.delete('review');
    setParams(next, { replace: true });
  };

  return (
    <Box component="section" id="reviews" ref={sectionRef} aria-labelledby="reviews-title" sx={{ mt: { xs: 4, md: 6 }, scrollMarginTop: 96 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
        <Typography id="reviews-title" variant="h5" component="h2">
          Customer Reviews
        </Typography>
        <ReviewAction signedIn={!!user} eligibility={eligibility} onWrite={() => setWriting(true)} />
      </Stack>
      {error && !product && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Try again
            </Button>
          }
        >
          The reviews could not be loaded.
        </Alert>
      )}
      {!error && !product && <Skeleton variant="rounded" height={160} aria-label="Loading reviews" />}
      {product && product.reviewSummary.count === 0 && (
        <Box sx={{ py: 2 }}>
          <Typography sx={{ fontWeight: 600 }}>No reviews yet</Typography>
          {eligibility?.canReview && <Typography color="text.secondary">Be the first to review this product</Typography>}
        </Box>
      )}
      {product && product.reviewSummary.count > 0 && (
        <Grid container spacing={{ xs: 3, md: 6 }}>
          <Grid size={{ xs: 12, md: 4 }}>
            <ReviewSummary summary={product.reviewSummary} />
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <ReviewsList reviews={product.reviews.items} page={page} pageCount={Math.ceil(product.reviews.total / REVIEWS_PAGE_SIZE)} onPage={setPage} />
          </Grid>
        </Grid>
      )}
      {eligibility && (
        <Suspense fallback={null}>
          <ReviewDialog
            open={open}
            productId={productId}
            productName={productName}
            size={eligibility.size}
            color={eligibility.color}
            review={eligibility.review}
            onClose={close}
          />
        </Suspense>
      )}
    </Box>
  );
}
