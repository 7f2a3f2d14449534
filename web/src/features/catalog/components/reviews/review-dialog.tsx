// 'Write a review' / 'Edit your review': stars (required), an optional title and text, and — for a
// product bought in a size — how it fits. The form mirrors the server's limits; the server's field
// messages land on the inputs. The form is mounted only while open, so closing resets it.
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { ReviewItemFragment } from '@/graphql/graphql';
import { ReviewForm } from './review-form';

export interface ReviewDialogProps {
  open: boolean;
  productId: string;
  productName: string;
  /** the size and colour the review records (from the delivered order); null when the product has none */
  size: string | null;
  color: string | null;
  /** the customer's own review, to edit; null for a first review */
  review: ReviewItemFragment | null;
  onClose(): void;
}

export function ReviewDialog({ open, onClose, review, ...rest }: ReviewDialogProps) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const title = review ? 'Edit your review' : 'Write a review';
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="review-dialog-title">
      <DialogTitle id="review-dialog-title">{title}</DialogTitle>
      {open && <ReviewForm review={review} onClose={onClose} submitLabel={review ? 'Save changes' : 'Submit review'} {...rest} />}
    </Dialog>
  );
}
