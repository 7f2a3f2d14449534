// 'Send again': queues another attempt (a fresh set of retries); refused while it is already waiting
// or when sending is off (the server's message in the toast).
import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { AdminResendEmailDocument } from '@/graphql/graphql';
import { useToast } from '@/components/ui/toast';
import { unwrap } from '@/lib/errors';
import { failureText } from '../shared/save-result';

export function useResendEmail() {
  const toast = useToast();
  const [resendEmail, { loading }] = useMutation(AdminResendEmailDocument, { refetchQueries: ['AdminEmails'] });
  const resend = useCallback(
    async (id: string) => {
      try {
        const { data } = await resendEmail({ variables: { input: { id } } });
        unwrap(data?.resendEmail, 'email');
        toast({ title: 'E-mail queued to be sent again' });
      } catch (err) {
        toast({ title: 'Error', description: failureText(err, 'Failed to send the e-mail again'), variant: 'error' });
      }
    },
    [resendEmail, toast],
  );
  return { resend, resending: loading };
}
