// Side panel: initials, name and e-mail, the tabs (vertical on desktop, scrollable on phones and
// tablets) and Sign Out.
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import LogoutIcon from '@mui/icons-material/Logout';
import type { SessionUser } from '@/lib/session/session';
import { ACCOUNT_TABS, type AccountTab } from '../account-tabs';

interface Props {
  user: SessionUser;
  tab: AccountTab;
  onTabChange(tab: AccountTab): void;
  onSignOut(): void;
  signingOut: boolean;
}

const PHONE_TABS = {
  '& .MuiTab-root': { px: 2, minWidth: 0, whiteSpace: 'nowrap' },
  '& .MuiTabs-scrollButtons': { width: 44, flexShrink: 0 },
  '& .MuiTabs-scrollButtons.Mui-disabled': { opacity: 0.3 },
} as const;

const initials = (u: SessionUser) => `${u.firstName.charAt(0)}${u.lastName.charAt(0)}`.toUpperCase() || '?';

export function AccountSidePanel({ user, tab, onTabChange, onSignOut, signingOut }: Props) {
  const desktop = useMediaQuery(useTheme().breakpoints.up('md'));
  return (
    <Card sx={{ borderRadius: 3 }}>
      <Stack direction={{ xs: 'row', md: 'column' }} spacing={2} sx={{ p: { xs: 2, md: 3 }, alignItems: 'center', textAlign: { md: 'center' } }}>
        <Avatar sx={{ bgcolor: 'primary.main', width: { xs: 48, md: 72 }, height: { xs: 48, md: 72 }, fontSize: { xs: 20, md: 28 } }} aria-hidden>
          {initials(user)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }}>
            {user.firstName} {user.lastName}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Typography>
        </Box>
      </Stack>
      <Divider />
      <Tabs
        value={tab}
        onChange={(_e, v: AccountTab) => onTabChange(v)}
        orientation={desktop ? 'vertical' : 'horizontal'}
        // Narrower screens scroll the row of tabs, each label on one line (shared widths wrapped them onto
        // two); the arrows show that more tabs are off to the side, also on touch screens.
        variant={desktop ? 'standard' : 'scrollable'}
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label="Account sections"
        sx={desktop ? { '& .MuiTab-root': { alignItems: 'flex-start', px: 3 } } : PHONE_TABS}
      >
        {ACCOUNT_TABS.map((t) => (
          <Tab key={t.value} value={t.value} label={t.label} id={`account-tab-${t.value}`} aria-controls={`account-panel-${t.value}`} />
        ))}
      </Tabs>
      <Divider />
      <Box sx={{ p: 2 }}>
        <Button fullWidth color="error" variant="outlined" startIcon={<LogoutIcon />} onClick={onSignOut} disabled={signingOut}>
          Sign Out
        </Button>
      </Box>
    </Card>
  );
}
