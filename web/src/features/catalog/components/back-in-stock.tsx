// 'Notify me when it's back' on the product page: open at once when the whole
// product is sold out, behind a link when only some sizes or colours are. After the server took
// the request, one line says where the e-mail will go — or, for a guest (or an account whose address
// is not confirmed), that a confirmation link is on its way: nothing is sent until it is followed.
import { lazy, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { SubscribeStockAlertDocument } from '@/graphql/graphql';
import { errorMessage, fieldErrors, unwrap } from '@/lib/errors';
import { useSession } from '@/lib/session/session';
import type { VariantStock } from '@/lib/variants/variant-options';
import type { BackInStockValues } from './back-in-stock-form';
import { ClientOnly } from '@/components/ui/client-only';

// Shown for sold-out products only: the form and its validation (formik, yup) load then (each route's
// JavaScript budget: web/scripts/js-budget.mjs).
const BackInStockForm = lazy(() => import('./back-in-stock-form').then((m) => ({ default: m.BackInStockForm })));

interface BackInStockProps {
  product: { stock: number; variants: readonly VariantStock[] };
}

export function BackInStock({ product }: BackInStockProps) {
  const { user } = useSession();
  const soldOut = product.variants.filter((v) => v.stock <= 0);
  const [open, setOpen] = useState(product.stock <= 0);
  const [confirmed, setConfirmed] = useState<{ email: string | null; message: string } | null>(null);
  const [problem, setProblem] = useState<{ message: string; email?: string } | null>(null);
  const [subscribe, { loading }] = useMutation(SubscribeStockAlertDocument);

  if (!soldOut.length) return null;

  const submit = async ({ variantId, email }: BackInStockValues) => {
    setProblem(null);
    try {
      const { data } = await subscribe({ variables: { input: { variantId, email: user ? null : email } } });
      const { stockAlert, confirmationRequired, message } = unwrap(data?.subscribeStockAlert, 'message');
      setConfirmed(confirmationRequired || !stockAlert ? { email: null, message } : { email: stockAlert.email, message });
    } catch (err) {
      setProblem({ message: errorMessage(err, 'Your request could not be saved. Please try again.'), email: fieldErrors(err).email });
    }
  };

  return (
    <Box sx={{ border: '1px solid #ddd2ca', borderRadius: 2, p: 2 }}>
      {confirmed ? (
        <Typography role="status" sx={{ fontWeight: 600, color: 'success.main' }}>
          {confirmed.email ? `We'll e-mail you at ${confirmed.email} when it's back.` : "Check your inbox to confirm: we'll e-mail you when it's back only after you click the link we sent."}
        </Typography>
      ) : !open ? (
        <Link component="button" type="button" variant="body2" onClick={() => setOpen(true)}>
          Size or colour sold out? Notify me when it&apos;s back
        </Link>
      ) : (
        <>
          <Typography variant="subtitle2" component="p" sx={{ mb: 1.5 }}>
            {product.stock <= 0 ? 'Sold out for now. ' : ''}Get one e-mail when it&apos;s back in stock.
          </Typography>
          <ClientOnly fallback={<Box sx={{ minHeight: 96 }} />}>
            <BackInStockForm soldOut={soldOut} guest={!user} busy={loading} emailError={problem?.email} onSubmit={(v) => void submit(v)} />
          </ClientOnly>
          {problem && !problem.email && (
            <Alert severity="error" sx={{ mt: 1.5 }}>
              {problem.message}
            </Alert>
          )}
        </>
      )}
    </Box>
  );
}
