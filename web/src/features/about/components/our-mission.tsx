import { Link } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';

export function OurMission({ text }: { text: string }) {
  return (
    <Box component="section" aria-labelledby="mission-title" sx={{ textAlign: 'center', maxWidth: 800, mx: 'auto', alignSelf: 'center' }}>
      <Typography id="mission-title" variant="h4" component="h2" gutterBottom>
        Our Mission
      </Typography>
      <Typography sx={{ fontSize: { xs: 17, md: 19 }, lineHeight: 1.8, color: 'text.secondary', mb: 3 }}>{text}</Typography>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', alignItems: 'center', color: 'primary.main', mb: 3 }}>
        <LocalShippingOutlined aria-hidden />
        <Typography sx={{ fontWeight: 600 }}>Free shipping on orders over ₹500 · Free delivery across Vadodara</Typography>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button component={Link} to="/shop" variant="contained" size="large">
          Shop Now
        </Button>
        <Button component={Link} to="/contact" variant="outlined" size="large">
          Contact Us
        </Button>
      </Stack>
    </Box>
  );
}
