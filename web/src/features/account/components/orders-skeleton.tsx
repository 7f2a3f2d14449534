// Loading placeholders shaped like order cards.
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

export function OrdersSkeleton({ count = 3 }: { count?: number }) {
  return (
    <Stack spacing={2} role="status" aria-label="Loading orders">
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} variant="outlined">
          <CardContent>
            <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 2 }}>
              <Stack spacing={0.5}>
                <Skeleton width={140} height={24} />
                <Skeleton width={110} height={18} />
              </Stack>
              <Skeleton variant="rounded" width={80} height={24} />
            </Stack>
            <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
              {[0, 1, 2].map((j) => (
                <Skeleton key={j} variant="rounded" width={56} height={56} />
              ))}
            </Stack>
            <Stack direction="row" spacing={1}>
              <Skeleton variant="rounded" width={100} height={30} />
              <Skeleton variant="rounded" width={80} height={30} />
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
