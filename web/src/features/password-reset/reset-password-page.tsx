// /reset-password?token=… (issue 14): the link from the reset e-mail. A new password, twice; the
// server then signs the user in (every older session and link ends), and the page goes on to the
// account (or the dashboard for an admin). An unknown, used or expired link shows the server's
// message with a way to ask for a new one; a link without a token shows the same message at once.
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { ResetPasswordDocument } from '@/graphql/graphql';
import { useSession } from '@/lib/session/session';
import { useToast } from '@/components/ui/toast';
import { errorCode, errorMessage, unwrap } from '@/lib/errors';
import { usePageHead } from '@/lib/seo/page-meta';
import type { ResetPasswordValues } from './reset-schemas';
import { NewPasswordForm } from './components/new-password-form';
import { ResetCard } from './components/reset-card';

/** The server's words for a link it cannot use (RESET_LINK_INVALID), for a link without a token. */
export const RESET_LINK_INVALID = 'This password reset link is invalid, has expired or has already been used. Ask for a new one.';

export default function ResetPasswordPage() {
  usePageHead(); // the route's fixed head (PUBLIC_ROUTES)
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const [resetPassword] = useMutation(ResetPasswordDocument);
  const { signIn } = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(token ? null : RESET_LINK_INVALID);

  const submit = async ({ password, confirmPassword }: ResetPasswordValues) => {
    const { data } = await resetPassword({ variables: { input: { token, password, confirmPassword } } });
    const { token: session, user } = unwrap(data?.resetPassword, 'token', 'user');
    await signIn(session, user);
    toast({ title: 'Password changed successfully' });
    void navigate(user.role === 'ADMIN' ? '/admin' : '/account', { replace: true });
  };
  // A link the server cannot use replaces the form; anything else (too many tries, no connection) is a toast, the form stays.
  const refused = (err: unknown) => {
    const message = errorMessage(err, 'Could not change the password. Please try again.');
    if (errorCode(err) === 'INVALID_RESET_TOKEN') setRefusal(message);
    else toast({ title: 'Error', description: message, variant: 'error' });
  };

  if (refusal) {
    return (
      <ResetCard title="Link Not Valid">
        <Alert severity="error" sx={{ mb: 2 }}>
          {refusal}
        </Alert>
        <Button component={RouterLink} to="/forgot-password" variant="contained" size="large" fullWidth>
          Ask for a New Link
        </Button>
      </ResetCard>
    );
  }
  return (
    <ResetCard title="Choose a New Password" intro="At least 6 characters. You will be signed in once it is saved.">
      <NewPasswordForm onSubmit={submit} onRefused={refused} />
    </ResetCard>
  );
}
