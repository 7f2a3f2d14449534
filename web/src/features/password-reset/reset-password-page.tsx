// /reset-password#token=…: the link from the reset e-mail. A new password, twice; the
// server then signs the user in (every older session and link ends), and the page goes on to the
// account (or the dashboard for an admin). An unknown, used or expired link shows the server's
// message with a way to ask for a new one; a link without a token shows the same message at once.
//
// The token rides in the fragment, which the browser never sends to the server (no access log or
// proxy sees it); links sent before carry it as ?token=, still read. The server renders the page
// without it (it never has the fragment), so the token is read only in the browser, once hydrated,
// and then taken out of the address (a history replace): it stays neither in the history nor in a
// Referer.
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, type Location } from 'react-router';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { ResetPasswordDocument } from '@/graphql/graphql';
import { useSession } from '@/lib/session/session';
import { useToast } from '@/components/ui/toast';
import { errorCode, errorMessage, unwrap } from '@/lib/errors';
import { usePageHead } from '@/lib/seo/page-meta';
import { useHydrated } from '@/lib/use-hydrated';
import type { ResetPasswordValues } from './reset-schemas';
import { NewPasswordForm } from './components/new-password-form';
import { ResetCard } from './components/reset-card';

/** The server's words for a link it cannot use (RESET_LINK_INVALID), for a link without a token. */
export const RESET_LINK_INVALID = 'This password reset link is invalid, has expired or has already been used. Ask for a new one.';

/** The link's token: from the fragment (`#token=`), or the query of a link sent before the fragment (`?token=`). */
const tokenIn = ({ hash, search }: Location): string =>
  (new URLSearchParams(hash.slice(1)).get('token') ?? new URLSearchParams(search).get('token') ?? '').trim();

/** The address without the token: the fragment dropped, the query's other parameters kept. */
function withoutToken({ pathname, search }: Location) {
  const query = new URLSearchParams(search);
  query.delete('token');
  const rest = query.toString();
  return { pathname, search: rest ? `?${rest}` : '', hash: '' };
}

export default function ResetPasswordPage() {
  usePageHead(); // the route's fixed head (PUBLIC_ROUTES)
  const location = useLocation();
  // Read once, as the page mounts: the address loses the token right after.
  const [token] = useState(() => tokenIn(location));
  const hydrated = useHydrated();
  const [resetPassword] = useMutation(ResetPasswordDocument);
  const { signIn } = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const [refused, setRefusal] = useState<string | null>(null);
  // Before hydration the page is the server's (the form): the server never sees the fragment.
  const refusal = refused ?? (hydrated && !token ? RESET_LINK_INVALID : null);
  const inAddress = location.hash.includes('token=') || new URLSearchParams(location.search).has('token');

  useEffect(() => {
    if (hydrated && inAddress) void navigate(withoutToken(location), { replace: true });
  }, [hydrated, inAddress, location, navigate]);

  const submit = async ({ password, confirmPassword }: ResetPasswordValues) => {
    const { data } = await resetPassword({ variables: { input: { token, password, confirmPassword } } });
    const { token: session, user } = unwrap(data?.resetPassword, 'token', 'user');
    await signIn(session, user);
    toast({ title: 'Password changed successfully' });
    void navigate(user.role === 'ADMIN' ? '/admin' : '/account', { replace: true });
  };
  // A link the server cannot use replaces the form; anything else (too many tries, no connection) is a toast, the form stays.
  const onRefused = (err: unknown) => {
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
      <NewPasswordForm onSubmit={submit} onRefused={onRefused} />
    </ResetCard>
  );
}
