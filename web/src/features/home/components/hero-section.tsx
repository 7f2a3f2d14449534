import { preload } from 'react-dom';
import { Link } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import type { HomeHero } from '../home-content';

const STORE_PICTURE = '/media/store.svg';
/** The picture shows from md (900 px) up; a phone hides it, and must not spend its bandwidth on it. */
const PICTURE_MEDIA = '(min-width: 900px)';
/** A 1×1 transparent GIF: the <img> a phone keeps (hidden), so it fetches nothing. */
const BLANK = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** Hero with Shop Now → /shop; the texts are editable in the home content. */
export function HeroSection({ hero }: { hero: HomeHero }) {
  // The largest picture on a desktop: fetched first there (the server puts the hint in the head), not at all on a phone.
  preload(STORE_PICTURE, { as: 'image', fetchPriority: 'high', media: PICTURE_MEDIA });
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
          <picture>
            <source media={PICTURE_MEDIA} srcSet={STORE_PICTURE} width={800} height={600} />
            <Box
              component="img"
              src={BLANK}
              alt="Our store in Alkapuri, Vadodara"
              width={800}
              height={600}
              fetchPriority="high"
              sx={{ display: 'block', width: '100%', height: 'auto', borderRadius: 3, boxShadow: '0 20px 50px rgba(0,0,0,0.3)' }}
            />
          </picture>
        </Box>
      </Container>
    </Box>
  );
}
