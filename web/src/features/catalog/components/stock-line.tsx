import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** At or below this many pieces the line warns 'Only N left'. */
export const LOW_STOCK = 5;

export function StockLine({ stock }: { stock: number }) {
  const [text, color] =
    stock <= 0 ? ['Out of stock', 'error.main'] : stock <= LOW_STOCK ? [`Only ${stock} left`, 'warning.main'] : [`In stock (${stock} available)`, 'success.main'];
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box component="span" aria-hidden="true" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: color }} />
      <Typography variant="body2" sx={{ color, fontWeight: 600 }}>
        {text}
      </Typography>
    </Box>
  );
}
