// Admin Dashboard (spec §2): title, search box, tabs. The tab lives in the URL (/admin?tab=orders);
// only the active tab is mounted, so only its queries run.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { ADMIN_TABS, parseAdminTab, type AdminTab } from '../admin-tabs';
import { AdminSearchBox } from './admin-search-box';
import { AdminTabPanel } from './admin-tab-panel';

// On phones every tab shows, wrapped into rows (twelve tabs: three rows); the chosen one is shaded instead of underlined.
const PHONE_TABS = {
  '& .MuiTabs-list': { flexWrap: 'wrap' },
  '& .MuiTabs-indicator': { display: 'none' },
  '& .MuiTab-root': { px: 0.5, minHeight: 44 },
  '& .Mui-selected': { bgcolor: '#f7ebe9', borderRadius: 1 },
} as const;

export function AdminDashboard() {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [params, setParams] = useSearchParams();
  const tab = parseAdminTab(params.get('tab'));
  // the search committed after the box's pause; the box is keyed on the tab, so switching tabs
  // also drops text still in its pause instead of searching the new tab with it
  const [search, setSearch] = useState('');
  const placeholder = ADMIN_TABS.find((t) => t.value === tab)?.search ?? null;

  const changeTab = (next: AdminTab) => {
    setSearch('');
    setParams(next === 'overview' ? {} : { tab: next });
  };

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography variant="h4" component="h1">
          Admin Dashboard
        </Typography>
        <AdminSearchBox key={tab} value={search} onCommit={setSearch} placeholder={placeholder} />
      </Stack>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs value={tab} onChange={(_e, v: AdminTab) => changeTab(v)} variant={phone ? 'standard' : 'scrollable'} scrollButtons="auto" aria-label="Admin sections" sx={phone ? PHONE_TABS : undefined}>
          {ADMIN_TABS.map((t) => (
            <Tab key={t.value} value={t.value} label={t.label} id={`admin-tab-${t.value}`} aria-controls={`admin-panel-${t.value}`} sx={{ minWidth: { xs: '25%', sm: 90 } }} />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`admin-panel-${tab}`} aria-labelledby={`admin-tab-${tab}`}>
        <AdminTabPanel tab={tab} search={search} />
      </Box>
    </Box>
  );
}
