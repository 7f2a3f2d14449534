// Any unknown path (spec §2): '404 Page Not Found', with ways back into the shop.
import { Link, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SearchOff from '@mui/icons-material/SearchOff';
import { usePageHead } from '@/lib/seo/page-meta';
import { CATEGORY_LINKS } from '@/lib/store-info';

export default function NotFoundPage() {
  usePageHead(); // the route's fixed head (PUBLIC_ROUTES)
  const { pathname } = useLocation();
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 8, md: 12 }, px: 2, maxWidth: 640, mx: 'auto' }}>
      <Box sx={{ display: 'inline-flex', p: 2.5, mb: 3, borderRadius: '50%', bgcolor: '#f8ebe6', color: 'primary.main' }} aria-hidden>
        <SearchOff sx={{ fontSize: 56 }} />
      </Box>
      <Typography variant="h3" component="h1" gutterBottom sx={{ fontSize: { xs: 32, md: 44 } }}>
        404 Page Not Found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, overflowWrap: 'anywhere' }}>
        We couldn’t find <Box component="code" sx={{ bgcolor: 'grey.100', px: 0.75, borderRadius: 1 }}>{pathname}</Box>. The page may have moved, or the
        link may be mistyped.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center', mb: 4 }}>
        <Button component={Link} to="/" variant="contained" size="large">
          Back to Home
        </Button>
        <Button component={Link} to="/shop" variant="outlined" size="large">
          Browse the Shop
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Or try one of these
      </Typography>
      <Stack direction="row" useFlexGap spacing={1} sx={{ justifyContent: 'center', flexWrap: 'wrap' }} component="nav" aria-label="Helpful links">
        {CATEGORY_LINKS.map((c) => (
          <Button key={c.to} component={Link} to={c.to} size="small" variant="text">
            {c.label}
          </Button>
        ))}
        <Button component={Link} to="/contact" size="small" variant="text">
          Contact Us
        </Button>
      </Stack>
    </Box>
  );
}
