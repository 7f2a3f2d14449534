import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export function AboutHero({ title, text }: { title: string; text: string }) {
  return (
    <Box component="header" sx={{ background: 'linear-gradient(135deg, #5a1520 0%, #7a1f2b 55%, #a0522d 100%)', color: '#fff', py: { xs: 6, md: 10 } }}>
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography variant="overline" sx={{ letterSpacing: 3, color: '#f6d48a', fontWeight: 700 }}>
          Since 2014 · Vadodara
        </Typography>
        <Typography variant="h3" component="h1" sx={{ fontSize: { xs: 32, md: 48 }, my: 2 }}>
          {title}
        </Typography>
        <Typography sx={{ fontSize: { xs: 17, md: 20 }, opacity: 0.92 }}>{text}</Typography>
      </Container>
    </Box>
  );
}
