// /verify-email#token=…: the link e-mailed at registration (or from My Account's "Resend link").
// Following it confirms the address; no sign-in needed (it may open on another device).
import { useMutation } from '@apollo/client/react';
import { VerifyEmailLinkDocument } from '@/graphql/graphql';
import { unwrap } from '@/lib/errors';
import { usePageHead } from '@/lib/seo/page-meta';
import { useLinkAction } from './use-link-action';
import { LinkCard } from './components/link-card';

export const VERIFY_LINK_INCOMPLETE = 'This confirmation link is incomplete. Open it again from the e-mail, or sign in and ask for a new one from My Account.';

export default function VerifyEmailPage() {
  usePageHead();
  // My Account asks the server again when it opens (cache-and-network), so nothing to refresh here.
  const [verify] = useMutation(VerifyEmailLinkDocument);
  const state = useLinkAction(
    ['token'],
    async ({ token }) => {
      const { data } = await verify({ variables: { input: { token } } });
      return unwrap(data?.verifyEmail, 'message').message;
    },
    VERIFY_LINK_INCOMPLETE,
  );
  return <LinkCard title="Confirm Your E-mail" working="Confirming your e-mail address…" state={state} next={{ label: 'Go to My Account', to: '/account' }} />;
}
