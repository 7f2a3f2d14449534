// Footer (spec §2): categories + Sale Items, customer service, policies, social icons,
// newsletter, Admin Login, contact details and hours.
import { lazy } from 'react';
import { Link } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import { StoreHours } from '@/components/store-hours/store-hours';
import { CATEGORY_LINKS, STORE } from '@/lib/store-info';
import { FOCUS_RING, TOUCH } from '../theme';
import { ClientOnly } from '@/components/ui/client-only';

// Below the fold: the form's text field loads after the page, in a box of its height (each route's
// JavaScript budget: web/scripts/js-budget.mjs).
const NewsletterForm = lazy(() => import('./newsletter-form').then((m) => ({ default: m.NewsletterForm })));

const COLUMNS = [
  { title: 'Categories', links: [...CATEGORY_LINKS, { label: 'Sale Items', to: '/shop?sale=true' }] },
  {
    title: 'Customer Service',
    links: [
      { label: 'Contact Us', to: '/contact' },
      { label: 'Size Guide', to: '/size-guide' },
      { label: 'Shipping Info', to: '/shipping' },
      { label: 'Track Order', to: '/track-order' },
      { label: 'FAQ', to: '/faq' },
    ],
  },
  {
    title: 'Policies',
    links: [
      { label: 'Privacy Policy', to: '/privacy-policy' },
      { label: 'Terms & Conditions', to: '/terms' },
      { label: 'Return Policy', to: '/return-policy' },
      { label: 'Refund Policy', to: '/refund-policy' },
      { label: 'Cookie Policy', to: '/cookie-policy' },
    ],
  },
];

const SOCIAL = [
  { label: 'Facebook', icon: <FacebookIcon />, href: 'https://www.facebook.com/' },
  { label: 'Instagram', icon: <InstagramIcon />, href: 'https://www.instagram.com/' },
  { label: 'X', icon: <XIcon />, href: 'https://x.com/' },
  { label: 'YouTube', icon: <YouTubeIcon />, href: 'https://www.youtube.com/' },
];

const linkSx = {
  color: '#f3e6e0',
  textDecoration: 'none',
  fontSize: 14,
  '&:hover': { color: '#fff', textDecoration: 'underline' },
  '&:focus-visible': FOCUS_RING,
  // a finger-sized row on phones
  [TOUCH]: { display: 'inline-flex', alignItems: 'center', minHeight: 44 },
};

export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: '#3b0f16', color: '#f3e6e0', mt: 8, pt: 6, pb: 3, '--focus-ring': '#ffd27a' }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 3 }}>
            <Typography variant="h6" component="p" sx={{ fontFamily: 'Georgia, serif', color: '#fff' }}>
              {STORE.name}
            </Typography>
            <Typography variant="body2" sx={{ mt: 1, mb: 2 }}>
              Clothing for the whole family since {STORE.founded}. Free delivery in Vadodara, free shipping on orders over ₹500.
            </Typography>
            <Typography variant="body2">{STORE.address}</Typography>
            <Typography variant="body2" sx={{ mt: 1 }}>
              <Box component="a" href={`tel:${STORE.phone.replace(/\s/g, '')}`} sx={linkSx}>
                {STORE.phone}
              </Box>
              {' · '}
              <Box component="a" href={`mailto:${STORE.email}`} sx={linkSx}>
                {STORE.email}
              </Box>
            </Typography>
            <Typography component="div" variant="body2" sx={{ mt: 1 }}>
              <StoreHours />
            </Typography>
            <Stack direction="row" spacing={0.5} sx={{ mt: 1.5 }}>
              {SOCIAL.map((s) => (
                <IconButton key={s.label} component="a" href={s.href} target="_blank" rel="noopener noreferrer" aria-label={s.label} sx={{ color: '#f3e6e0' }}>
                  {s.icon}
                </IconButton>
              ))}
            </Stack>
          </Grid>
          {COLUMNS.map((col) => (
            <Grid key={col.title} size={{ xs: 6, sm: 4, md: 2 }}>
              <Typography component="h2" sx={{ fontWeight: 700, color: '#fff', mb: 1.5, fontSize: 15 }}>
                {col.title}
              </Typography>
              <Stack spacing={{ xs: 0, md: 1 }} sx={{ alignItems: 'flex-start' }}>
                {col.links.map((l) => (
                  <Box key={l.to} component={Link} to={l.to} sx={linkSx}>
                    {l.label}
                  </Box>
                ))}
              </Stack>
            </Grid>
          ))}
          <Grid size={{ xs: 12, sm: 12, md: 3 }}>
            <Typography component="h2" sx={{ fontWeight: 700, color: '#fff', mb: 1.5, fontSize: 15 }}>
              Newsletter
            </Typography>
            <Typography variant="body2" sx={{ mb: 1.5 }}>
              New arrivals and festive offers.
            </Typography>
            <ClientOnly fallback={<Box sx={{ height: 40 }} />}>
              <NewsletterForm />
            </ClientOnly>
          </Grid>
        </Grid>
        <Box sx={{ borderTop: '1px solid rgba(255,255,255,0.15)', mt: 4, pt: 2, display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}>
          <Typography variant="body2">© 2024 {STORE.name}. All rights reserved.</Typography>
          <Box component={Link} to="/admin" sx={linkSx}>
            Admin Login
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
