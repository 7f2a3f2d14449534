// /account (spec §2): sign in / register when signed out; orders, profile and password when signed in.
import Container from '@mui/material/Container';
import { useSession } from '@/lib/session/session';
import { usePageMeta } from '@/lib/seo/page-meta';
import { PageLoader } from '@/components/ui/page-loader';
import { AuthCard } from './components/auth-card';
import { AccountDashboard } from './components/account-dashboard';

export default function AccountPage() {
  usePageMeta('account');
  const { user, loading } = useSession();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      {loading ? <PageLoader /> : user ? <AccountDashboard user={user} /> : <AuthCard />}
    </Container>
  );
}
