import { Link } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export function ProductNotFound() {
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 8, md: 12 }, px: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Product Not Found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        The product you&apos;re looking for doesn&apos;t exist.
      </Typography>
      <Button component={Link} to="/shop" variant="contained">
        Back to Shop
      </Button>
    </Box>
  );
}
