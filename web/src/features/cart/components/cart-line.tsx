// One cart line (spec §2): image, name linking to the product, size/colour, unit price, quantity
// stepper bounded by its variant's stock, line total, remove, and the line's problem ('Out of
// stock', 'Only 2 left in M', …).
import { Link } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import type { CartLineView } from '@/lib/cart/cart-store';
import { formatINR, formatPaise } from '@/lib/format';
import { productImage } from '@/components/product-card/product-image';
import { QuantityStepper } from '@/components/quantity-stepper/quantity-stepper';

export interface CartLineProps {
  line: CartLineView;
  busy: boolean;
  onQuantity(quantity: number): void;
  onRemove(): void;
}

export function CartLine({ line, busy, onQuantity, onRemove }: CartLineProps) {
  const { product } = line;
  const name = product?.name ?? 'Unavailable product';
  const options = [line.size && `Size: ${line.size}`, line.color && `Color: ${line.color}`].filter(Boolean).join(' · ');
  const problem = product ? line.problem : 'This product is no longer available';
  const stock = line.variant?.stock ?? 0;
  return (
    <Box component="li" data-testid="cart-line" sx={{ listStyle: 'none', py: 2, borderBottom: '1px solid #eee4de', '&:last-of-type': { borderBottom: 0 } }}>
      <Stack direction="row" spacing={2}>
        <Box
          component="img"
          src={productImage(product?.images)}
          alt={name}
          width={80}
          height={100}
          sx={{ width: { xs: 72, sm: 80 }, height: { xs: 90, sm: 100 }, objectFit: 'cover', borderRadius: 1.5, bgcolor: '#f3ece7', flexShrink: 0 }}
        />
        <Stack sx={{ flex: 1, minWidth: 0 }} spacing={0.5}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
            {product ? (
              <Typography component={Link} to={`/product/${product.id}`} sx={{ fontWeight: 600, color: 'text.primary', textDecoration: 'none', '&:hover': { color: 'primary.main', textDecoration: 'underline' } }}>
                {name}
              </Typography>
            ) : (
              <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
            )}
            <IconButton aria-label={`Remove ${name} from cart`} onClick={onRemove} disabled={busy} size="small" sx={{ mt: -0.5 }}>
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </Stack>
          {options && (
            <Typography variant="body2" color="text.secondary">
              {options}
            </Typography>
          )}
          {product && (
            <Typography variant="body2" color="text.secondary">
              {formatINR(product.price)} each
            </Typography>
          )}
          {problem && (
            <Alert severity="warning" sx={{ py: 0, width: 'fit-content' }}>
              {problem}
            </Alert>
          )}
          {product && (
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', pt: 0.5, gap: 1 }}>
              <QuantityStepper value={line.quantity} max={Math.max(1, stock)} disabled={busy || stock <= 0} label={name} size="small" onChange={onQuantity} />
              <Typography sx={{ fontWeight: 700 }}>{formatPaise(line.lineTotalPaise)}</Typography>
            </Stack>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
