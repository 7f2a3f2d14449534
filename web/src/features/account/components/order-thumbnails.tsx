// Up to three product pictures of an order, then a '+N' badge for the other lines.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { MyOrderCardFragment } from '@/graphql/graphql';
import { PLACEHOLDER_IMAGE } from '@/lib/format';

const MAX = 3;
const SIZE = 56;

export function OrderThumbnails({ items }: { items: MyOrderCardFragment['items'] }) {
  const extra = items.length - MAX;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {items.slice(0, MAX).map((item) => (
        <Box
          key={item.id}
          component="img"
          src={item.image || PLACEHOLDER_IMAGE}
          alt={item.name}
          width={SIZE}
          height={SIZE}
          loading="lazy"
          sx={{ width: SIZE, height: SIZE, objectFit: 'cover', borderRadius: 1.5, border: '1px solid', borderColor: 'divider', bgcolor: '#f5efe9' }}
        />
      ))}
      {extra > 0 && (
        <Box
          aria-label={`${extra} more items`}
          sx={{ width: SIZE, height: SIZE, borderRadius: 1.5, display: 'grid', placeItems: 'center', bgcolor: 'grey.100', color: 'text.secondary', fontWeight: 700 }}
        >
          +{extra}
        </Box>
      )}
    </Stack>
  );
}
