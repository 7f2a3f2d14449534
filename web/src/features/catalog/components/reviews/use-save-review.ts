// Saves the customer's review: a first one (createReview) or their edit (updateReview). Afterwards
// the reviews section, the eligibility and the product (its rating, also on cards) are fetched
// again, and a toast thanks them. Field errors come back for the form's inputs.
import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { CreateReviewDocument, UpdateReviewDocument } from '@/graphql/graphql';
import { useToast } from '@/components/ui/toast';
import { fieldErrors, serverMessage, unwrap } from '@/lib/errors';
import type { ReviewValues } from './review-schema';

const REFETCH = ['ProductReviews', 'ReviewEligibility', 'ProductDetail'];

export type SaveReviewResult = { ok: true } | { ok: false; fields: Record<string, string> };

export function useSaveReview(productId: string, reviewId: string | null, withFit: boolean) {
  const toast = useToast();
  const [create] = useMutation(CreateReviewDocument, { refetchQueries: REFETCH, awaitRefetchQueries: true });
  const [update] = useMutation(UpdateReviewDocument, { refetchQueries: REFETCH, awaitRefetchQueries: true });

  return useCallback(
    async (values: ReviewValues): Promise<SaveReviewResult> => {
      const fields = {
        rating: values.rating,
        title: values.title.trim() || null,
        body: values.body.trim() || null,
        fit: withFit && values.fit ? values.fit : null,
      };
      try {
        if (reviewId) {
          const { data } = await update({ variables: { input: { id: reviewId, ...fields } } });
          unwrap(data?.updateReview, 'review');
          toast({ title: 'Your review has been updated' });
        } else {
          const { data } = await create({ variables: { input: { productId, ...fields } } });
          unwrap(data?.createReview, 'review');
          toast({ title: 'Thank you for your review!' });
        }
        return { ok: true };
      } catch (err) {
        toast({ title: 'Could not save your review', description: serverMessage(err, 'Please check your connection and try again.'), variant: 'error' });
        return { ok: false, fields: fieldErrors(err) };
      }
    },
    [create, update, toast, productId, reviewId, withFit],
  );
}
