// /admin's own frame: a slim bar with the shop's name, a way back to the storefront and, for a
// signed-in admin, Sign Out; a one-line footer. None of the storefront's navigation, cart,
// newsletter or social links: the dashboard is a workplace, not a shop page.
import { useState } from 'react';
import { Link, Outlet, ScrollRestoration } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import Logout from '@mui/icons-material/Logout';
import Storefront from '@mui/icons-material/StorefrontOutlined';
import { useToast } from '@/components/ui/toast';
import { useSession } from '@/lib/session/session';
import { STORE } from '@/lib/store-info';

function SignOutButton() {
  const { signOut } = useSession();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await signOut();
      toast({ title: 'Logged out successfully' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button color="inherit" startIcon={<Logout />} onClick={() => void run()} disabled={busy}>
      Sign Out
    </Button>
  );
}

export function AdminLayout() {
  const { isAdmin } = useSession();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: '#f6f3f1' }}>
      <AppBar position="sticky" elevation={0} sx={{ bgcolor: '#3b0f16', color: '#fff', '--focus-ring': '#ffd27a' }}>
        <Container maxWidth="lg">
          <Toolbar disableGutters sx={{ gap: 1, minHeight: { xs: 56, md: 60 } }}>
            <Box
              component={Link}
              to="/admin"
              sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', minHeight: 44, mr: 'auto', minWidth: 0 }}
            >
              <Box component="img" src="/favicon.svg" alt="" width={30} height={30} />
              <Typography component="span" noWrap sx={{ fontFamily: 'Georgia, serif', fontWeight: 700, fontSize: { xs: 16, md: 18 } }}>
                <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                  {STORE.name}{' '}
                </Box>
                Admin
              </Typography>
            </Box>
            <Button component={Link} to="/" color="inherit" startIcon={<Storefront />}>
              View shop
            </Button>
            {isAdmin && <SignOutButton />}
          </Toolbar>
        </Container>
      </AppBar>
      <Box component="main" id="main" sx={{ flex: 1 }}>
        <Outlet />
      </Box>
      <Box component="footer" sx={{ borderTop: '1px solid #e6dcd6', py: 2 }}>
        <Container maxWidth="lg">
          <Typography variant="body2" color="text.secondary">
            © 2024 {STORE.name}. Admin area.
          </Typography>
        </Container>
      </Box>
      <ScrollRestoration />
    </Box>
  );
}
