import { Link } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';

/** Checkout with nothing to order (spec §2): a message and Start Shopping. */
export function CheckoutEmpty() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 8, md: 12 }, px: 2 }}>
      <ShoppingCartOutlined sx={{ fontSize: 64, color: 'text.secondary' }} aria-hidden />
      <Typography variant="h4" component="h1">
        Your Cart is Empty
      </Typography>
      <Typography color="text.secondary">Add some items to your cart before checking out.</Typography>
      <Button component={Link} to="/shop" variant="contained" size="large">
        Start Shopping
      </Button>
    </Stack>
  );
}
