// The cart's order summary: coupon box, the server's figures, Proceed to Checkout and Continue Shopping.
import { Link } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CouponBox } from '@/components/coupon-box/coupon-box';
import { OrderTotals } from '@/components/order-totals/order-totals';
import type { Quote } from '@/lib/cart/use-checkout-quote';

export interface CartSummaryProps {
  quote: Quote | null;
  quoteError: string | null;
  coupon: string | null;
  onCoupon(code: string | null): void;
  /** why checkout is not possible right now (unavailable lines), or null */
  blocked: string | null;
}

export function CartSummary({ quote, quoteError, coupon, onCoupon, blocked }: CartSummaryProps) {
  const canCheckout = !!quote && !quoteError && !blocked;
  return (
    <Card component="section" aria-labelledby="cart-summary-title" sx={{ position: { md: 'sticky' }, top: { md: 90 } }}>
      <CardContent>
        <Stack spacing={2.5}>
          <Typography id="cart-summary-title" variant="h6" component="h2">
            Order Summary
          </Typography>
          <CouponBox applied={coupon} subtotal={quote?.subtotal ?? null} onChange={onCoupon} notApplied={coupon ? quote?.couponMessage : null} />
          {quoteError ? <Alert severity="error">{quoteError}</Alert> : <OrderTotals totals={quote} />}
          {blocked && <Alert severity="warning">{blocked}</Alert>}
          <Stack spacing={1}>
            {canCheckout ? (
              <Button component={Link} to="/checkout" variant="contained" size="large" fullWidth>
                Proceed to Checkout
              </Button>
            ) : (
              <Button variant="contained" size="large" fullWidth disabled>
                Proceed to Checkout
              </Button>
            )}
            <Button component={Link} to="/shop" variant="outlined" size="large" fullWidth>
              Continue Shopping
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
