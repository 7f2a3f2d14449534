// Sends a payment mutation (Mark as paid, Record refund) for a form dialog: the order comes back in
// the cache with its new payment, the list and the overview's figures are asked again, the toast
// says how it went, and a refusal's field messages go back to the form.
import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import { useToast } from '@/components/ui/toast';
import { rootPayload, unwrap, type MutationPayload } from '@/lib/errors';
import { forgetStats } from '../shared/cache';
import { failureText, refused, saved, type SaveResult } from '../shared/save-result';

export function usePaymentAction<Input>(document: TypedDocumentNode<Record<string, MutationPayload>, { input: Input }>, done: string, failed: string) {
  const toast = useToast();
  const [send] = useMutation(document, { refetchQueries: ['AdminOrders'], update: forgetStats });
  return useCallback(
    async (input: Input): Promise<SaveResult> => {
      try {
        const { data } = await send({ variables: { input } });
        unwrap(rootPayload(data));
        toast({ title: done });
        return saved;
      } catch (err) {
        toast({ title: 'Error', description: failureText(err, failed), variant: 'error' });
        return refused(err);
      }
    },
    [send, toast, done, failed],
  );
}
