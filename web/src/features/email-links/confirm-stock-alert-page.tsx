// /stock-alerts/confirm#token=…: the link in a back-in-stock confirmation e-mail. Following it makes
// the alert live: one e-mail when the size or colour is back (at once, if it already is).
import { useMutation } from '@apollo/client/react';
import { ConfirmStockAlertLinkDocument } from '@/graphql/graphql';
import { unwrap } from '@/lib/errors';
import { usePageHead } from '@/lib/seo/page-meta';
import { useLinkAction } from './use-link-action';
import { LinkCard } from './components/link-card';

export const CONFIRM_LINK_INCOMPLETE = 'This confirmation link is incomplete. Open it again from the e-mail, or ask again on the product page.';

export default function ConfirmStockAlertPage() {
  usePageHead();
  const [confirm] = useMutation(ConfirmStockAlertLinkDocument);
  const state = useLinkAction(
    ['token'],
    async ({ token }) => {
      const { data } = await confirm({ variables: { input: { token } } });
      const { stockAlert } = unwrap(data?.confirmStockAlert, 'stockAlert');
      const name = stockAlert.product?.name ?? 'it';
      return stockAlert.status === 'NOTIFIED'
        ? `Good news: ${name} is already back in stock — we have just e-mailed you.`
        : `Confirmed: we will e-mail you once when ${name} is back in stock.`;
    },
    CONFIRM_LINK_INCOMPLETE,
  );
  return <LinkCard title="Back-in-Stock Alert" working="Confirming your alert…" state={state} next={{ label: 'Continue Shopping', to: '/shop' }} />;
}
