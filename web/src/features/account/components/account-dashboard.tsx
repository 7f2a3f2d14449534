// Signed-in account: 'My Account' with the side panel and the chosen tab (kept in ?tab=).
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useSession, type SessionUser } from '@/lib/session/session';
import { useToast } from '@/components/ui/toast';
import { tabFromParam, type AccountTab } from '../account-tabs';
import { AccountSidePanel } from './account-side-panel';
import { OrdersTab } from './orders-tab';
import { WishlistTab } from './wishlist-tab';
import { StockAlertsTab } from './stock-alerts-tab';
import { ProfileForm } from './profile-form';
import { ChangePasswordForm } from './change-password-form';
import { VerifyEmailNotice } from './verify-email-notice';

export function AccountDashboard({ user }: { user: SessionUser }) {
  const [params, setParams] = useSearchParams();
  const tab = tabFromParam(params.get('tab'));
  const { signOut } = useSession();
  const toast = useToast();
  const [signingOut, setSigningOut] = useState(false);

  const changeTab = (next: AccountTab) => setParams({ tab: next });
  const handleSignOut = async () => {
    setSigningOut(true);
    try {
      await signOut();
      setParams({}, { replace: true }); // the next person starts on the default tab
      toast({ title: 'Logged out successfully' });
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        My Account
      </Typography>
      <VerifyEmailNotice />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 3 }}>
          <AccountSidePanel user={user} tab={tab} onTabChange={changeTab} onSignOut={() => void handleSignOut()} signingOut={signingOut} />
        </Grid>
        <Grid size={{ xs: 12, md: 9 }}>
          <Card sx={{ borderRadius: 3 }}>
            <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
              <Box role="tabpanel" id={`account-panel-${tab}`} aria-labelledby={`account-tab-${tab}`}>
                {tab === 'orders' && <OrdersTab />}
                {tab === 'wishlist' && <WishlistTab />}
                {tab === 'alerts' && <StockAlertsTab />}
                {tab === 'profile' && <ProfileForm user={user} />}
                {tab === 'password' && <ChangePasswordForm />}
              </Box>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </>
  );
}
