// The empty cart (spec §2), for the cart and the checkout pages: the message under the heading is
// each page's own.
import { Link } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';

export function EmptyCart({ message }: { message: string }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 8, md: 12 }, px: 2 }}>
      <ShoppingCartOutlined sx={{ fontSize: 64, color: 'text.secondary' }} aria-hidden />
      <Typography variant="h4" component="h1">
        Your Cart is Empty
      </Typography>
      <Typography color="text.secondary">{message}</Typography>
      <Button component={Link} to="/shop" variant="contained" size="large">
        Start Shopping
      </Button>
    </Stack>
  );
}
