// 'What Our Customers Say': the shop's quotes, without stars — a star rating here would be an
// invented figure (docs/decisions/0013-ratings-are-real-or-absent.md); real ratings are the verified buyers' reviews.
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FormatQuote from '@mui/icons-material/FormatQuote';
import type { AboutTestimonial } from '../about-content';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w.charAt(0))
    .slice(0, 2)
    .join('')
    .toUpperCase();

export function Testimonials({ items }: { items: AboutTestimonial[] }) {
  return (
    <section aria-labelledby="testimonials-title">
      <Typography id="testimonials-title" variant="h4" component="h2" align="center" sx={{ mb: 4 }}>
        What Our Customers Say
      </Typography>
      <Grid container spacing={3}>
        {items.map((t) => (
          <Grid key={t.name} size={{ xs: 12, md: 4 }}>
            <Card component="figure" sx={{ m: 0, height: '100%', borderRadius: 3 }}>
              <CardContent sx={{ p: 3 }}>
                <FormatQuote sx={{ color: 'secondary.main', fontSize: 40 }} aria-hidden />
                <Typography component="blockquote" sx={{ m: 0, mb: 2, lineHeight: 1.7 }}>
                  {t.text}
                </Typography>
                <Stack component="figcaption" direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                  <Avatar sx={{ bgcolor: 'primary.main' }} aria-hidden>
                    {initials(t.name)}
                  </Avatar>
                  <div>
                    <Typography sx={{ fontWeight: 700 }}>{t.name}</Typography>
                    {t.location && (
                      <Typography variant="body2" color="text.secondary">
                        {t.location}
                      </Typography>
                    )}
                  </div>
                </Stack>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </section>
  );
}
