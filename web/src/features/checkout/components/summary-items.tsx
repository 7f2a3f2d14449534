// The lines being ordered, compact: thumbnail, name, options and quantity, line total.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CartLineView } from '@/lib/cart/cart-store';
import { formatPaise } from '@/lib/format';
import { productImage } from '@/components/product-card/product-image';

export function SummaryItems({ lines }: { lines: CartLineView[] }) {
  return (
    <Stack component="ul" spacing={1.5} aria-label="Items in your order" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {lines.map((line) => {
        const name = line.product?.name ?? 'Unavailable product';
        const details = [`Qty ${line.quantity}`, line.size, line.color].filter(Boolean).join(' · ');
        return (
          <Stack component="li" key={line.id} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Box component="img" src={productImage(line.product?.images)} alt="" width={48} height={60} sx={{ objectFit: 'cover', borderRadius: 1, bgcolor: '#f3ece7', flexShrink: 0 }} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap title={name}>
                {name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {details}
              </Typography>
              {(line.problem || !line.product) && (
                <Typography variant="caption" sx={{ display: 'block', color: 'warning.main', fontWeight: 600 }}>
                  {line.problem ?? 'No longer available'}
                </Typography>
              )}
            </Box>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {formatPaise(line.lineTotalPaise)}
            </Typography>
          </Stack>
        );
      })}
    </Stack>
  );
}
