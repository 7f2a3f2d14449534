// Beside a footer page: the other help and policy pages, and how to reach the store.
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { STORE } from '@/lib/store-info';
import { HELP_LINKS } from '../page-content';

export function HelpAside({ current }: { current: string }) {
  return (
    <Stack spacing={3} component="aside" aria-label="Help and policies">
      <Card sx={{ borderRadius: 3 }}>
        <CardContent>
          <Typography component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
            Help &amp; Policies
          </Typography>
          <Stack component="nav" aria-label="Help pages" spacing={1}>
            {HELP_LINKS.map((l) => (
              <Link
                key={l.section}
                component={RouterLink}
                to={`/${l.section}`}
                underline="hover"
                aria-current={l.section === current ? 'page' : undefined}
                sx={{ fontWeight: l.section === current ? 700 : 400, color: l.section === current ? 'primary.main' : 'text.primary' }}
              >
                {l.label}
              </Link>
            ))}
          </Stack>
        </CardContent>
      </Card>
      <Card sx={{ borderRadius: 3, bgcolor: '#f8ebe6' }}>
        <CardContent>
          <Typography component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            Still need help?
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Call {STORE.phone} or write to us — we reply within 24 hours.
          </Typography>
          <Button component={RouterLink} to="/contact" variant="contained" fullWidth>
            Contact Us
          </Button>
        </CardContent>
      </Card>
    </Stack>
  );
}
