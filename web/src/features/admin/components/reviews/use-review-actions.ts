// Hide (with a reason), show again, and reply to a review; the list is fetched again after each
// (a hidden review may leave a filtered page), with the spec's toasts.
import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { AdminHideReviewDocument, AdminPublishReviewDocument, AdminReplyToReviewDocument, type AdminReviewFragment } from '@/graphql/graphql';
import { useToast } from '@/components/ui/toast';
import { unwrap } from '@/lib/errors';
import { failureText, refused, saved, type SaveResult } from '../shared/save-result';

const refetch = { refetchQueries: ['AdminReviews'] };

export function useReviewActions() {
  const toast = useToast();
  const [hideReview] = useMutation(AdminHideReviewDocument, refetch);
  const [publishReview] = useMutation(AdminPublishReviewDocument, refetch);
  const [replyToReview] = useMutation(AdminReplyToReviewDocument, refetch);
  const fail = useCallback(
    (err: unknown, fallback: string): SaveResult => {
      toast({ title: 'Error', description: failureText(err, fallback), variant: 'error' });
      return refused(err);
    },
    [toast],
  );

  const hide = useCallback(
    async (row: AdminReviewFragment, reason: string): Promise<SaveResult> => {
      try {
        const { data } = await hideReview({ variables: { input: { id: row.id, reason } } });
        unwrap(data?.hideReview, 'review');
        toast({ title: 'Review hidden', description: 'It no longer shows on the product page or counts in its rating.' });
        return saved;
      } catch (err) {
        return fail(err, 'Failed to hide the review');
      }
    },
    [hideReview, toast, fail],
  );

  const publish = useCallback(
    async (row: AdminReviewFragment) => {
      try {
        const { data } = await publishReview({ variables: { input: { id: row.id } } });
        unwrap(data?.publishReview, 'review');
        toast({ title: 'Review shown again' });
      } catch (err) {
        fail(err, 'Failed to show the review again');
      }
    },
    [publishReview, toast, fail],
  );

  const reply = useCallback(
    async (row: AdminReviewFragment, text: string): Promise<SaveResult> => {
      try {
        const { data } = await replyToReview({ variables: { input: { id: row.id, reply: text.trim() } } });
        unwrap(data?.replyToReview, 'review');
        toast({ title: text.trim() ? 'Reply saved' : 'Reply removed' });
        return saved;
      } catch (err) {
        return fail(err, 'Failed to save the reply');
      }
    },
    [replyToReview, toast, fail],
  );

  return { hide, publish, reply };
}
