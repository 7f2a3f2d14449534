import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { STORE } from '@/lib/store-info';

export function OurStory({ paragraphs }: { paragraphs: string[] }) {
  return (
    <Grid container spacing={{ xs: 3, md: 6 }} component="section" aria-labelledby="our-story-title" sx={{ alignItems: 'center' }}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Typography id="our-story-title" variant="h4" component="h2" gutterBottom>
          Our Story
        </Typography>
        {paragraphs.map((p) => (
          <Typography key={p} color="text.secondary" sx={{ mb: 2, lineHeight: 1.8 }}>
            {p}
          </Typography>
        ))}
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Box
          component="img"
          src="/media/store.svg"
          alt={`${STORE.name} store in Alkapuri, Vadodara`}
          width={800}
          height={600}
          loading="lazy"
          sx={{ display: 'block', width: '100%', height: 'auto', borderRadius: 3, boxShadow: '0 12px 32px rgba(60, 20, 25, 0.15)', bgcolor: '#f5efe9' }}
        />
      </Grid>
    </Grid>
  );
}
