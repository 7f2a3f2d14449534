import { lazy, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccessTime from '@mui/icons-material/AccessTime';
import Email from '@mui/icons-material/Email';
import LocationOn from '@mui/icons-material/LocationOn';
import Phone from '@mui/icons-material/Phone';
import { StoreHours } from '@/components/store-hours/store-hours';
import { STORE } from '@/lib/store-info';
import { SectionHeading } from './section-heading';
import { ClientOnly } from '@/components/ui/client-only';

// Below the fold: the form and its validation (formik, yup) load after the page, not with it (each route's
// JavaScript budget: web/scripts/js-budget.mjs).
const ContactForm = lazy(() => import('@/components/contact-form/contact-form').then((m) => ({ default: m.ContactForm })));

function InfoRow({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 2 }}>
      <Box sx={{ width: 44, height: 44, flexShrink: 0, borderRadius: '50%', bgcolor: 'rgba(122,31,43,0.08)', color: 'primary.main', display: 'grid', placeItems: 'center' }}>{icon}</Box>
      <Box>
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Box sx={{ color: 'text.secondary', typography: 'body2' }}>{children}</Box>
      </Box>
    </Box>
  );
}

export function ContactSection() {
  return (
    <Box component="section" aria-labelledby="home-contact" sx={{ borderTop: '1px solid #eee4de', py: { xs: 6, md: 9 } }}>
      <Container maxWidth="lg">
        <SectionHeading id="home-contact" title="Get in Touch" subtitle="Questions about sizes, alterations or an order? Visit, call or write to us." />
        <Grid container spacing={{ xs: 3, md: 5 }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Stack spacing={3}>
              <InfoRow icon={<LocationOn />} title="Address">
                <address style={{ fontStyle: 'normal' }}>{STORE.address}</address>
              </InfoRow>
              <InfoRow icon={<Phone />} title="Phone">
                <MuiLink href={`tel:${STORE.phone.replace(/\s+/g, '')}`} color="inherit">
                  {STORE.phone}
                </MuiLink>
              </InfoRow>
              <InfoRow icon={<Email />} title="Email">
                <MuiLink href={`mailto:${STORE.email}`} color="inherit" sx={{ wordBreak: 'break-all' }}>
                  {STORE.email}
                </MuiLink>
              </InfoRow>
              <InfoRow icon={<AccessTime />} title="Opening Hours">
                <StoreHours />
              </InfoRow>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
              <Typography component="h3" variant="h6" sx={{ mb: 2 }}>
                Send us a Message
              </Typography>
              <ClientOnly fallback={<Box sx={{ minHeight: 420 }} />}>
                <ContactForm compact idPrefix="home-contact" aria-label="Send us a message" />
              </ClientOnly>
            </Paper>
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
