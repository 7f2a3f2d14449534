import { Link } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import type { HomeHero } from '../home-content';

/** Hero with Shop Now → /shop; the texts are editable in the home content. */
export function HeroSection({ hero }: { hero: HomeHero }) {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{ color: 'common.white', background: 'linear-gradient(120deg, #5e1721 0%, #7a1f2b 45%, #a4452f 100%)', overflow: 'hidden' }}
    >
      <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', gap: 6, py: { xs: 6, md: 9 } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="overline" sx={{ color: '#f3d9a4', letterSpacing: 2, fontWeight: 700 }}>
            Alkapuri · Vadodara
          </Typography>
          <Typography id="hero-title" variant="h2" component="h1" sx={{ fontSize: { xs: 34, sm: 44, md: 54 }, lineHeight: 1.1, my: 2 }}>
            {hero.title}
          </Typography>
          <Typography sx={{ fontSize: { xs: 16, md: 19 }, opacity: 0.92, maxWidth: 560, mb: 4 }}>{hero.subtitle}</Typography>
          <Button
            component={Link}
            to="/shop"
            size="large"
            variant="contained"
            endIcon={<ArrowForward />}
            sx={{ bgcolor: 'common.white', color: 'primary.main', px: 4, py: 1.5, '&:hover': { bgcolor: '#f8efe7' } }}
          >
            {hero.cta}
          </Button>
        </Box>
        <Box sx={{ display: { xs: 'none', md: 'block' }, flex: '0 0 42%' }}>
          <Box
            component="img"
            src="/media/store.svg"
            alt="Our store in Alkapuri, Vadodara"
            width={800}
            height={600}
            fetchPriority="high"
            sx={{ display: 'block', width: '100%', height: 'auto', borderRadius: 3, boxShadow: '0 20px 50px rgba(0,0,0,0.3)' }}
          />
        </Box>
      </Container>
    </Box>
  );
}
