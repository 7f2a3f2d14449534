import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';

/** Placeholder with the card's shape while products load. */
export function ProductCardSkeleton() {
  return (
    <Card aria-hidden="true" sx={{ height: '100%' }}>
      <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '4 / 5' }} />
      <Box sx={{ p: { xs: 1.25, sm: 2 } }}>
        <Skeleton width="80%" />
        <Skeleton width="50%" />
        <Skeleton width="40%" height={28} />
        <Skeleton variant="rounded" height={36} sx={{ mt: 1 }} />
      </Box>
    </Card>
  );
}
