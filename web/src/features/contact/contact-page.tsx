// /contact (spec §2): Get in Touch, Visit Our Store and the Send us a Message form.
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { ContactForm } from '@/components/contact-form/contact-form';
import { usePageMeta } from '@/lib/seo/page-meta';
import { GetInTouch } from './components/get-in-touch';
import { VisitStoreCard } from './components/visit-store-card';

export default function ContactPage() {
  usePageMeta('contact');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
      <GetInTouch />
      <Grid container spacing={{ xs: 3, md: 4 }}>
        <Grid size={{ xs: 12, md: 5 }}>
          <VisitStoreCard />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card sx={{ borderRadius: 3, height: '100%' }} component="section" aria-labelledby="contact-form-title">
            <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
              <Typography id="contact-form-title" variant="h5" component="h2" gutterBottom>
                Send us a Message
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 3 }}>
                Fill in the form and our team will get back to you within 24 hours.
              </Typography>
              <ContactForm aria-labelledby="contact-form-title" />
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Container>
  );
}
