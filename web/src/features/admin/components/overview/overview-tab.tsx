// Overview (spec §2; docs/decisions/0007-screens-the-spec-leaves-without-action.md): exact
// aggregates from `adminStats` and the five newest orders.
import { useQuery } from '@apollo/client/react';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import CategoryIcon from '@mui/icons-material/Category';
import CurrencyRupeeIcon from '@mui/icons-material/CurrencyRupee';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { AdminStatsDocument } from '@/graphql/graphql';
import { formatINR } from '@/lib/format';
import { QueryError } from '../shared/query-error';
import { StatCard } from './stat-card';
import { RecentOrders } from './recent-orders';

const count = new Intl.NumberFormat('en-IN');

export function OverviewTab() {
  const { data, loading, error, refetch } = useQuery(AdminStatsDocument, { fetchPolicy: 'cache-and-network' });
  const stats = data?.adminStats;
  const busy = loading && !stats;
  return (
    <Stack spacing={3}>
      {error && !stats && <QueryError error={error} onRetry={() => void refetch()} what="the overview" />}
      <Grid container spacing={2}>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard label="Total Revenue" value={stats ? formatINR(stats.totalRevenue) : undefined} loading={busy} icon={<CurrencyRupeeIcon />} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard label="Total Orders" value={stats ? count.format(stats.totalOrders) : undefined} loading={busy} icon={<ReceiptLongIcon />} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard label="Total Products" value={stats ? count.format(stats.totalProducts) : undefined} loading={busy} icon={<Inventory2Icon />} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard label="Categories" value={stats ? count.format(stats.totalCategories) : undefined} loading={busy} icon={<CategoryIcon />} />
        </Grid>
      </Grid>
      <RecentOrders orders={stats?.recentOrders} loading={busy} />
    </Stack>
  );
}
