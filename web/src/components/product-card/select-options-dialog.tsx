// 'Select Options' (spec §4/§5): size and colour chips; confirm stays disabled until every
// option the product has is chosen. Quantity from a card is always 1.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatINR } from '@/lib/format';
import type { ProductCardFragment } from '@/graphql/graphql';
import { OptionChips } from './option-chips';

export interface OptionChoice {
  size: string | null;
  color: string | null;
}

interface SelectOptionsDialogProps {
  product: ProductCardFragment;
  open: boolean;
  choice: OptionChoice;
  adding: boolean;
  onChange(choice: OptionChoice): void;
  onConfirm(): void;
  onCancel(): void;
}

/** Every option the product offers has been chosen. */
export const choiceComplete = (product: Pick<ProductCardFragment, 'sizes' | 'colors'>, choice: OptionChoice) =>
  (product.sizes.length === 0 || !!choice.size) && (product.colors.length === 0 || !!choice.color);

export function SelectOptionsDialog({ product, open, choice, adding, onChange, onConfirm, onCancel }: SelectOptionsDialogProps) {
  const titleId = `select-options-${product.id}`;
  return (
    <Dialog open={open} onClose={adding ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Select Options</DialogTitle>
      <DialogContent>
        <Typography sx={{ fontWeight: 600 }}>{product.name}</Typography>
        <Typography color="primary" sx={{ fontWeight: 700, mb: 2 }}>
          {formatINR(product.price)}
        </Typography>
        <Stack spacing={2.5}>
          {product.sizes.length > 0 && (
            <OptionChips label="Size" options={product.sizes} value={choice.size} onChange={(size) => onChange({ ...choice, size })} disabled={adding} />
          )}
          {product.colors.length > 0 && (
            <OptionChips label="Color" options={product.colors} value={choice.color} onChange={(color) => onChange({ ...choice, color })} disabled={adding} />
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={adding}>
          Cancel
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={adding || !choiceComplete(product, choice)}>
          {adding ? 'Adding...' : 'Add to Cart'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
