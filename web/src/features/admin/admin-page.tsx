// /admin (spec §2, §6): a spinner while the session loads, the Admin Login form for visitors and
// non-admins, the dashboard for admins. Nothing admin-only is mounted (no query runs) until the
// signed-in user is an admin, so a customer never sees a flash of admin data.
import { useState } from 'react';
import Container from '@mui/material/Container';
import { useSession } from '@/lib/session/session';
import { useAdminHead } from '@/lib/seo/page-meta';
import { PageLoader } from '@/components/ui/page-loader';
import { AdminLogin } from './components/admin-login';
import { AdminDashboard } from './components/admin-dashboard';

export default function AdminPage() {
  useAdminHead();
  const { user, loading, isAdmin } = useSession();
  // Kept here, not in the form: the session briefly reloads after a sign-in.
  const [denied, setDenied] = useState(false);

  if (loading) return <PageLoader label="Loading..." />;
  if (!isAdmin) {
    return (
      <Container maxWidth="xs" sx={{ py: { xs: 4, md: 8 } }}>
        <AdminLogin denied={denied || !!user} onDenied={() => setDenied(true)} />
      </Container>
    );
  }
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <AdminDashboard />
    </Container>
  );
}
