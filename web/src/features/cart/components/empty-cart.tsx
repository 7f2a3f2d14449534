import { Link } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';

/** Spec §2 empty state of the cart (also used by the checkout's own copy of the words). */
export function EmptyCart() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 8, md: 12 }, px: 2 }}>
      <ShoppingCartOutlined sx={{ fontSize: 64, color: 'text.secondary' }} aria-hidden />
      <Typography variant="h4" component="h1">
        Your Cart is Empty
      </Typography>
      <Typography color="text.secondary">Looks like you haven't added any items to your cart yet.</Typography>
      <Button component={Link} to="/shop" variant="contained" size="large">
        Start Shopping
      </Button>
    </Stack>
  );
}
