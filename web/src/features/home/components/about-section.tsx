import { Link } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { HomeAbout } from '../home-content';

/** About with the claims 10K+ customers, 500+ products, 10+ years. */
export function AboutSection({ about }: { about: HomeAbout }) {
  return (
    <Container component="section" aria-labelledby="home-about" maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
      <Grid container spacing={{ xs: 4, md: 8 }} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="overline" color="secondary" sx={{ fontWeight: 700, letterSpacing: 2 }}>
            About Us
          </Typography>
          <Typography id="home-about" variant="h4" component="h2" sx={{ fontSize: { xs: 26, md: 34 }, mb: 2 }}>
            {about.heading}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {about.text}
          </Typography>
          <Button component={Link} to="/about" variant="outlined">
            Read Our Story
          </Button>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: `repeat(${about.stats.length}, 1fr)`, gap: { xs: 1.5, md: 2 }, m: 0 }}>
            {about.stats.map((s) => (
              <Box key={s.label} sx={{ textAlign: 'center', p: { xs: 2, md: 3 }, bgcolor: 'background.paper', border: '1px solid #eee4de', borderRadius: 2, display: 'flex', flexDirection: 'column', justifyContent: 'flex-start' }}>
                <Typography component="dt" variant="body2" color="text.secondary" sx={{ order: 2 }}>
                  {s.label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontFamily: 'Georgia, serif', fontWeight: 700, fontSize: { xs: 26, md: 36 }, color: 'primary.main' }}>
                  {s.value}
                </Typography>
              </Box>
            ))}
          </Box>
        </Grid>
      </Grid>
    </Container>
  );
}
