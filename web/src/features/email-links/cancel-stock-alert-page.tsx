// /stock-alerts/cancel#alert=…&sig=…: "Stop this alert" in every back-in-stock e-mail. One click
// stops it, without signing in; the shop signed the link, so nobody can stop someone else's alert.
import { useMutation } from '@apollo/client/react';
import { CancelStockAlertLinkDocument } from '@/graphql/graphql';
import { unwrap } from '@/lib/errors';
import { usePageHead } from '@/lib/seo/page-meta';
import { useLinkAction } from './use-link-action';
import { LinkCard } from './components/link-card';

export const CANCEL_LINK_INCOMPLETE = 'This link to stop a back-in-stock alert is incomplete. Copy the whole link from the e-mail.';

export default function CancelStockAlertPage() {
  usePageHead();
  const [cancel] = useMutation(CancelStockAlertLinkDocument);
  const state = useLinkAction(
    ['alert', 'sig'],
    async ({ alert, sig }) => {
      const { data } = await cancel({ variables: { input: { alertId: alert, signature: sig } } });
      return unwrap(data?.cancelStockAlertByLink, 'message').message;
    },
    CANCEL_LINK_INCOMPLETE,
  );
  return <LinkCard title="Stop Back-in-Stock Alert" working="Stopping your alert…" state={state} next={{ label: 'Continue Shopping', to: '/shop' }} />;
}
