// The lines of a placed order: picture, name, size and colour, quantity × unit price, line total.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OrderConfirmationFragment } from '@/graphql/graphql';
import { PLACEHOLDER_IMAGE, formatINR } from '@/lib/format';

type Item = OrderConfirmationFragment['items'][number];

const optionsOf = (item: Item) => [item.size && `Size: ${item.size}`, item.color && `Color: ${item.color}`].filter(Boolean).join(' · ');

export function ConfirmationItems({ items }: { items: Item[] }) {
  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Items ordered">
      {items.map((item) => (
        <Stack component="li" key={item.id} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Box
            component="img"
            src={item.image || PLACEHOLDER_IMAGE}
            alt=""
            width={56}
            height={56}
            sx={{
              width: 56,
              height: 56,
              objectFit: 'cover',
              borderRadius: 1.5,
              border: '1px solid',
              borderColor: 'divider',
              flexShrink: 0,
              bgcolor: '#f5efe9',
            }}
          />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.name}</Typography>
            {optionsOf(item) && (
              <Typography variant="body2" color="text.secondary">
                {optionsOf(item)}
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              {item.quantity} × {formatINR(item.price)}
            </Typography>
          </Box>
          <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{formatINR(item.lineTotal)}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
