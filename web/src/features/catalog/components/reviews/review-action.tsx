// The reviews section's entry point: 'Write a review' for an eligible customer, 'Edit your review'
// for its author, a 'Sign in to write a review' link for a guest, and why not for anyone else
// (e.g. 'You can review this product once your order has been delivered').
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import RateReviewIcon from '@mui/icons-material/RateReview';
import type { ReviewEligibilityQuery } from '@/graphql/graphql';

interface ReviewActionProps {
  signedIn: boolean;
  eligibility: ReviewEligibilityQuery['reviewEligibility'] | undefined;
  onWrite(): void;
}

export function ReviewAction({ signedIn, eligibility, onWrite }: ReviewActionProps) {
  if (!signedIn) {
    return (
      <Link component={RouterLink} to="/account" variant="body2">
        Sign in to write a review
      </Link>
    );
  }
  if (!eligibility) return null;
  if (eligibility.review || eligibility.canReview) {
    return (
      <Button variant="outlined" startIcon={<RateReviewIcon />} onClick={onWrite}>
        {eligibility.review ? 'Edit your review' : 'Write a review'}
      </Button>
    );
  }
  return eligibility.message ? (
    <Typography variant="body2" color="text.secondary">
      {eligibility.message}
    </Typography>
  ) : null;
}
