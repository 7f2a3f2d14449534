// /cart (spec §2, §4): the lines with quantity controls and remove, a coupon box and the server's
// summary; the empty state invites to the shop.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { EmptyCart } from '@/components/empty-cart/empty-cart';
import { PageLoader } from '@/components/ui/page-loader';
import { useToast } from '@/components/ui/toast';
import { useCart } from '@/lib/cart/cart-store';
import { useAppliedCoupon } from '@/lib/cart/applied-coupon';
import { useCheckoutQuote } from '@/lib/cart/use-checkout-quote';
import { errorMessage } from '@/lib/errors';
import { usePageMeta } from '@/lib/seo/page-meta';
import { CartLine } from './components/cart-line';
import { CartSummary } from './components/cart-summary';

export const UNAVAILABLE_LINES = 'Some items are unavailable. Remove them or lower their quantity to continue.';

export default function CartPage() {
  usePageMeta('cart');
  const cart = useCart();
  const toast = useToast();
  const [coupon, setCoupon] = useAppliedCoupon();
  const { quote, error } = useCheckoutQuote(cart.lines, coupon);
  const [busyLine, setBusyLine] = useState<string | null>(null);

  // A guest's lines are known at once, their products only after the first fetch.
  if (cart.loading && cart.lines.every((l) => !l.product)) return <PageLoader label="Loading your cart..." />;
  if (cart.lines.length === 0) return <EmptyCart message="Looks like you haven't added any items to your cart yet." />;

  const run = async (lineId: string, action: () => Promise<void>, success: string | null, failure: string) => {
    setBusyLine(lineId);
    try {
      await action();
      if (success) toast({ title: 'Success', description: success });
    } catch {
      toast({ title: 'Error', description: failure, variant: 'error' });
    } finally {
      setBusyLine(null);
    }
  };

  const blocked = cart.lines.some((l) => !l.product || l.problem) ? UNAVAILABLE_LINES : null;
  const count = cart.count;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: { xs: 2, md: 3 }, fontSize: { xs: 28, md: 34 } }}>
        Shopping Cart
        <Typography component="span" color="text.secondary" sx={{ ml: 1.5, fontSize: 16, fontFamily: 'inherit', fontWeight: 400 }}>
          {count} {count === 1 ? 'item' : 'items'}
        </Typography>
      </Typography>
      <Grid container spacing={{ xs: 2, md: 4 }} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card>
            <Box component="ul" aria-label="Items in your cart" sx={{ m: 0, px: { xs: 2, sm: 3 }, py: 0.5 }}>
              {cart.lines.map((line) => (
                <CartLine
                  key={line.id}
                  line={line}
                  busy={busyLine === line.id}
                  onQuantity={(q) => run(line.id, () => cart.update(line.id, q), null, 'Failed to update cart')}
                  onRemove={() => run(line.id, () => cart.remove(line.id), 'Item removed from cart', 'Failed to remove from cart')}
                />
              ))}
            </Box>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <CartSummary quote={quote} quoteError={error ? errorMessage(error, 'Could not calculate your total') : null} coupon={coupon} onCoupon={setCoupon} blocked={blocked} />
        </Grid>
      </Grid>
    </Container>
  );
}
