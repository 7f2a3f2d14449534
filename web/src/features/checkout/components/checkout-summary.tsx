// Order summary at checkout (spec §2): the lines, the coupon (verdicts as toasts), the server's
// figures, and Complete Order, which submits the checkout form by its id.
import { memo } from 'react';
import { Link } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { CouponBox } from '@/components/coupon-box/coupon-box';
import { OrderTotals } from '@/components/order-totals/order-totals';
import type { CartLineView } from '@/lib/cart/cart-store';
import type { Quote } from '@/lib/cart/use-checkout-quote';
import { SummaryItems } from './summary-items';

export const PRICES_CHANGED_TEXT = 'Prices have changed since you loaded the page. Please review your order.';

export interface CheckoutSummaryProps {
  formId: string;
  lines: CartLineView[];
  quote: Quote | null;
  quoteError: string | null;
  coupon: string | null;
  onCoupon(code: string | null): void;
  busy: boolean;
  pricesChanged: boolean;
  unavailable: boolean;
}

/** Memoised: the checkout form re-renders on every keystroke, the summary need not. */
export const CheckoutSummary = memo(function CheckoutSummary(props: CheckoutSummaryProps) {
  const { formId, lines, quote, quoteError, coupon, onCoupon, busy, pricesChanged, unavailable } = props;
  return (
    <Card component="section" aria-labelledby="checkout-summary-title" sx={{ position: { md: 'sticky' }, top: { md: 90 } }}>
      <CardContent>
        <Stack spacing={2.5}>
          <Typography id="checkout-summary-title" variant="h6" component="h2">
            Order Summary
          </Typography>
          <SummaryItems lines={lines} />
          <Divider />
          <CouponBox applied={coupon} subtotal={quote?.subtotal ?? null} onChange={onCoupon} feedback="toast" notApplied={coupon ? quote?.couponMessage : null} />
          {quoteError ? <Alert severity="error">{quoteError}</Alert> : <OrderTotals totals={quote} />}
          {pricesChanged && <Alert severity="warning">{PRICES_CHANGED_TEXT}</Alert>}
          {unavailable && (
            <Alert severity="warning" action={<Button component={Link} to="/cart" color="inherit" size="small">Review cart</Button>}>
              Some items in your cart are unavailable.
            </Alert>
          )}
          <Button type="submit" form={formId} variant="contained" size="large" fullWidth disabled={busy || !quote || !!quoteError || unavailable}>
            {busy ? 'Processing...' : 'Complete Order'}
          </Button>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'center', color: 'text.secondary' }}>
            <LockOutlined sx={{ fontSize: 16 }} aria-hidden />
            <Typography variant="caption">Payments are verified by the shop before your order is placed.</Typography>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
});
