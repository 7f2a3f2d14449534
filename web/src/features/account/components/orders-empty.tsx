import { Link } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';

export function OrdersEmpty() {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <ShoppingBagOutlined sx={{ fontSize: 56, color: 'text.disabled', mb: 1 }} aria-hidden />
      <Typography variant="h6" component="h3" gutterBottom>
        No Orders Yet
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        You haven't placed any orders yet
      </Typography>
      <Button component={Link} to="/shop" variant="contained">
        Start Shopping
      </Button>
    </Box>
  );
}
