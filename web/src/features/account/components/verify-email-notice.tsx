// "Verify your e-mail" on My Account: until the customer follows the link e-mailed at registration,
// back-in-stock alerts need confirming by e-mail and reviews wait. Resend asks the server for a new
// link (it allows a few an hour and says so when there have been too many).
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AccountEmailVerificationDocument, ResendEmailVerificationDocument } from '@/graphql/graphql';
import { errorMessage, unwrap } from '@/lib/errors';

export function VerifyEmailNotice() {
  const { data } = useQuery(AccountEmailVerificationDocument, { fetchPolicy: 'cache-and-network' });
  const [resend, { loading }] = useMutation(ResendEmailVerificationDocument);
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const me = data?.me;
  if (!me || me.emailVerified) return null;

  const ask = async () => {
    try {
      const { data: sent } = await resend();
      setAnswer({ ok: true, text: unwrap(sent?.resendEmailVerification, 'message').message });
    } catch (err) {
      setAnswer({ ok: false, text: errorMessage(err, 'The link could not be sent. Please try again later.') });
    }
  };

  return (
    <Alert
      severity="warning"
      sx={{ mb: 3, alignItems: { xs: 'flex-start', sm: 'center' }, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
      action={
        <Button color="inherit" size="small" disabled={loading} onClick={() => void ask()} sx={{ minHeight: 44, fontWeight: 600, whiteSpace: 'nowrap' }}>
          {loading ? 'Sending…' : 'Resend link'}
        </Button>
      }
    >
      <AlertTitle>Verify your e-mail</AlertTitle>
      {`We sent a confirmation link to ${me.email}. Until you follow it, back-in-stock alerts need confirming by e-mail and you cannot write reviews.`}
      {answer && (
        <Typography role="status" variant="body2" sx={{ mt: 1, fontWeight: 600, color: answer.ok ? 'success.dark' : 'error.main' }}>
          {answer.text}
        </Typography>
      )}
    </Alert>
  );
}
