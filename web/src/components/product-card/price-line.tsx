// Price in rupees with the struck-through original price when there is one.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatINR } from '@/lib/format';

const srOnly = { position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: 0, border: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

interface PriceLineProps {
  price: string;
  originalPrice?: string | null;
  size?: 'small' | 'large';
}

export function PriceLine({ price, originalPrice, size = 'small' }: PriceLineProps) {
  const showOriginal = originalPrice != null && Number(originalPrice) > Number(price);
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1 }}>
      <Typography component="span" color="primary" sx={{ fontWeight: 700, fontSize: size === 'large' ? 28 : 17 }}>
        {formatINR(price)}
      </Typography>
      {showOriginal && (
        <Typography component="s" color="text.secondary" sx={{ fontSize: size === 'large' ? 18 : 14 }}>
          <Box component="span" sx={srOnly}>
            Original price:{' '}
          </Box>
          {formatINR(originalPrice)}
        </Typography>
      )}
    </Box>
  );
}
