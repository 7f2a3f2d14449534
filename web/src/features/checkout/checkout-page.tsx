// /checkout (spec §2, §4, §5): shipping form, optional account creation, payment method, and the
// server-quoted summary with Complete Order.
import { useEffect, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { FormikProvider, useFormik, type FormikErrors } from 'formik';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyCart } from '@/components/empty-cart/empty-cart';
import { PageLoader } from '@/components/ui/page-loader';
import { useToast } from '@/components/ui/toast';
import { useCart } from '@/lib/cart/cart-store';
import { useAppliedCoupon } from '@/lib/cart/applied-coupon';
import { useCheckoutQuote } from '@/lib/cart/use-checkout-quote';
import { errorMessage } from '@/lib/errors';
import { usePageMeta } from '@/lib/seo/page-meta';
import { useSession } from '@/lib/session/session';
import { ACCOUNT_FIELDS, checkoutSchema, initialCheckoutValues, MESSAGES, SHIPPING_FIELDS, type CheckoutValues } from './checkout-schema';
import { AccountCreation } from './components/account-creation';
import { CheckoutSection } from './components/checkout-section';
import { CheckoutSummary } from './components/checkout-summary';
import { PaymentChoice } from './components/payment-choice';
import { ShippingForm } from './components/shipping-form';
import { useCompleteOrder } from './use-complete-order';
import { useCheckoutPrefill } from './use-checkout-prefill';

const FORM_ID = 'checkout-form';
const ALL_TOUCHED = Object.fromEntries(Object.keys(initialCheckoutValues).map((k) => [k, true]));

/** The toast for a form that cannot be submitted yet, and the field to focus; null when valid. */
function firstProblem(errors: FormikErrors<CheckoutValues>, values: CheckoutValues): { message: string; field: string } | null {
  const shipping = SHIPPING_FIELDS.find((f) => errors[f]);
  if (shipping) return { message: MESSAGES.invalidShipping, field: shipping };
  const account = values.createAccount ? ACCOUNT_FIELDS.find((f) => errors[f]) : undefined;
  if (account) return { message: MESSAGES.invalidAccount, field: account };
  if (errors.paymentMethod) return { message: MESSAGES.paymentMethod, field: 'paymentMethod' };
  return null;
}

export default function CheckoutPage() {
  usePageMeta('checkout');
  const cart = useCart();
  const { user, loading: sessionLoading } = useSession();
  const toast = useToast();
  const [coupon, setCoupon] = useAppliedCoupon();
  const formik = useFormik<CheckoutValues>({ initialValues: initialCheckoutValues, validationSchema: checkoutSchema, onSubmit: () => undefined });
  const { setValues } = formik;
  const order = useCompleteOrder();
  const lines = order.frozen ?? cart.lines;
  const quote = useCheckoutQuote(lines, coupon);

  useCheckoutPrefill(user, setValues);

  // A shop without online payment offers pay on delivery only: the default choice follows.
  const paymentProvider = quote.quote?.paymentProvider;
  const { setFieldValue } = formik;
  const paysOnline = formik.values.paymentMethod === 'RAZORPAY';
  useEffect(() => {
    if (paymentProvider === null && paysOnline) void setFieldValue('paymentMethod', 'PAY_ON_DELIVERY');
  }, [paymentProvider, paysOnline, setFieldValue]);

  if (!order.frozen && cart.loading && cart.lines.every((l) => !l.product)) return <PageLoader label="Loading your cart..." />;
  if (lines.length === 0) return <EmptyCart message="Add some items to your cart before checking out." />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (order.busy) return;
    const errors = await formik.validateForm();
    await formik.setTouched(ALL_TOUCHED, false);
    const problem = firstProblem(errors, formik.values);
    if (problem) {
      toast({ title: 'Error', description: problem.message, variant: 'error' });
      document.getElementById(`checkout-${problem.field}`)?.focus();
      return;
    }
    if (quote.quote) await order.complete(formik.values, lines, quote.quote);
  };

  const unavailable = lines.some((l) => !l.product || l.problem);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2, fontSize: { xs: 28, md: 34 } }}>
        Checkout
      </Typography>
      {!user && !sessionLoading && (
        <Alert severity="info" role="note" sx={{ mb: 3 }}>
          Already have an account?{' '}
          <Link component={RouterLink} to="/account" sx={{ fontWeight: 600 }}>
            Sign in
          </Link>
        </Alert>
      )}
      <Grid container spacing={{ xs: 2, md: 4 }} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <FormikProvider value={formik}>
            <Stack component="form" id={FORM_ID} noValidate onSubmit={submit} spacing={{ xs: 2, md: 3 }} aria-label="Checkout">
              <CheckoutSection id="shipping-title" title="Shipping Information">
                <ShippingForm />
              </CheckoutSection>
              {!user && !sessionLoading && (
                <CheckoutSection id="account-title" title="Create an Account (optional)">
                  <AccountCreation />
                </CheckoutSection>
              )}
              <CheckoutSection id="payment-method-title" title="Payment Method">
                <PaymentChoice provider={paymentProvider} />
              </CheckoutSection>
            </Stack>
          </FormikProvider>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <CheckoutSummary
            formId={FORM_ID}
            lines={lines}
            quote={quote.quote}
            quoteError={quote.error ? errorMessage(quote.error, 'Could not calculate your total') : null}
            coupon={coupon}
            onCoupon={setCoupon}
            busy={order.busy}
            pricesChanged={order.pricesChanged}
            unavailable={unavailable}
          />
        </Grid>
      </Grid>
    </Container>
  );
}
