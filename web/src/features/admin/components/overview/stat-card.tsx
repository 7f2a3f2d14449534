// One figure of the overview.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

export function StatCard({ label, value, loading, icon }: { label: string; value: string | undefined; loading: boolean; icon: ReactNode }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', p: { xs: 1.5, sm: 2 } }}>
        <Box aria-hidden sx={{ color: 'primary.main', bgcolor: '#f7ebe9', borderRadius: 2, p: 1, display: { xs: 'none', sm: 'flex' } }}>
          {icon}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700, fontSize: { xs: '1.15rem', sm: '1.5rem' }, overflowWrap: 'anywhere' }}>
            {loading || value === undefined ? <Skeleton width={90} /> : value}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
