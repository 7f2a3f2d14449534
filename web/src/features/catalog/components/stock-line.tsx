// The product page's stock line (spec §2), for the chosen size × colour once there is one:
// 'Only 2 left in M', 'In stock'; before a choice, for the product as a whole.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { variantLabel, type VariantStock } from '@/lib/variants/variant-options';

/** At or below this many pieces the line warns 'Only N left'. */
export const LOW_STOCK = 5;

type Level = [text: string, color: string];

export function stockLevel(total: number, variant: VariantStock | null): Level {
  if (total <= 0) return ['Out of stock', 'error.main'];
  const stock = variant ? variant.stock : total;
  const label = variant ? variantLabel(variant) : '';
  const where = label ? ` in ${label}` : '';
  if (stock <= 0) return [`Sold out${where}`, 'error.main'];
  if (stock <= LOW_STOCK) return [`Only ${stock} left${where}`, 'warning.main'];
  return ['In stock', 'success.main'];
}

export function StockLine({ total, variant }: { total: number; variant: VariantStock | null }) {
  const [text, color] = stockLevel(total, variant);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box component="span" aria-hidden="true" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: color }} />
      <Typography variant="body2" aria-live="polite" sx={{ color, fontWeight: 600 }}>
        {text}
      </Typography>
    </Box>
  );
}
