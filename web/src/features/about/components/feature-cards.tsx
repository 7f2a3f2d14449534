import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import Checkroom from '@mui/icons-material/Checkroom';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import Star from '@mui/icons-material/Star';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import type { AboutFeature } from '../about-content';

const ICONS: Record<string, ReactNode> = {
  'Premium Quality': <WorkspacePremiumOutlined fontSize="large" />,
  'Expert Styling': <Checkroom fontSize="large" />,
  'Fast Delivery': <LocalShippingOutlined fontSize="large" />,
  'Quality Guarantee': <VerifiedOutlined fontSize="large" />,
};

export function FeatureCards({ features }: { features: AboutFeature[] }) {
  return (
    <section aria-labelledby="why-us-title">
      <Typography id="why-us-title" variant="h4" component="h2" align="center" sx={{ mb: 4 }}>
        Why Families Choose Us
      </Typography>
      <Grid container spacing={3}>
        {features.map((f) => (
          <Grid key={f.title} size={{ xs: 12, sm: 6, md: 3 }}>
            <Card sx={{ height: '100%', textAlign: 'center', borderRadius: 3 }}>
              <CardContent sx={{ p: 3 }}>
                <Typography component="span" sx={{ display: 'inline-flex', p: 1.5, mb: 1.5, borderRadius: '50%', bgcolor: '#f8ebe6', color: 'primary.main' }} aria-hidden>
                  {ICONS[f.title] ?? <Star fontSize="large" />}
                </Typography>
                <Typography component="h3" variant="h6" gutterBottom>
                  {f.title}
                </Typography>
                <Typography color="text.secondary">{f.text}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </section>
  );
}
