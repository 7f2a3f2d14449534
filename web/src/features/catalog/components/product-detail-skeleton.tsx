import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';

export function ProductDetailSkeleton() {
  return (
    <Box role="status" aria-label="Loading product">
      <Skeleton width={260} sx={{ mb: 3 }} />
      <Grid container spacing={{ xs: 3, md: 6 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '4 / 5' }} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Skeleton width="30%" />
          <Skeleton width="80%" height={48} />
          <Skeleton width="40%" />
          <Skeleton width="35%" height={44} />
          <Skeleton variant="rounded" height={120} sx={{ my: 2 }} />
          <Skeleton variant="rounded" height={52} />
        </Grid>
      </Grid>
    </Box>
  );
}
