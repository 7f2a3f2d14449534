// 'Get in Touch': the page's opening block with quick ways to reach the store.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import { STORE } from '@/lib/store-info';

export function GetInTouch() {
  return (
    <Box component="header" sx={{ textAlign: 'center', maxWidth: 720, mx: 'auto', mb: { xs: 4, md: 6 } }}>
      <Typography variant="overline" color="secondary" sx={{ fontWeight: 700, letterSpacing: 2 }}>
        Contact Us
      </Typography>
      <Typography variant="h3" component="h1" sx={{ fontSize: { xs: 32, md: 44 }, mb: 2 }}>
        Get in Touch
      </Typography>
      <Typography color="text.secondary" sx={{ fontSize: { md: 18 }, mb: 3 }}>
        A question about a size, an order or an outfit for a family function? Call us, write to us or drop in at our
        Alkapuri store — we reply to every message within 24 hours.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
        <Button variant="outlined" startIcon={<PhoneOutlined />} href={`tel:${STORE.phone.replace(/\s/g, '')}`}>
          {STORE.phone}
        </Button>
        <Button variant="outlined" startIcon={<EmailOutlined />} href={`mailto:${STORE.email}`} sx={{ textTransform: 'none' }}>
          {STORE.email}
        </Button>
      </Stack>
    </Box>
  );
}
