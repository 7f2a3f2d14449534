import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { AboutStat } from '../about-content';

export function AboutStats({ stats }: { stats: AboutStat[] }) {
  return (
    <Box component="section" aria-label="Our numbers" sx={{ bgcolor: '#3b0f16', color: '#fff', py: { xs: 5, md: 7 } }}>
      <Container maxWidth="lg">
        <Grid container spacing={3} component="dl" sx={{ m: 0 }}>
          {stats.map((s) => (
            <Grid key={s.label} size={{ xs: 6, md: 3 }} sx={{ textAlign: 'center', display: 'flex', flexDirection: 'column-reverse' }}>
              <Typography component="dt" sx={{ opacity: 0.85 }}>
                {s.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontFamily: 'Georgia, serif', fontWeight: 700, fontSize: { xs: 34, md: 44 }, color: '#f6d48a' }}>
                {s.value}
              </Typography>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
