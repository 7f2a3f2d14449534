// 'Select Options' (spec §4/§5): size and colour chips; confirm stays disabled until every
// option the product has is chosen. Quantity from a card is always 1. The product's variants are
// fetched when the dialog opens; until they are there the chips wait.
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import type { ProductCardFragment } from '@/graphql/graphql';
import type { OptionChoice, VariantStock } from '@/lib/variants/variant-options';
import { SelectOptionsBody } from './select-options-body';

interface SelectOptionsDialogProps {
  product: ProductCardFragment;
  open: boolean;
  choice: OptionChoice;
  adding: boolean;
  onChange(choice: OptionChoice): void;
  /** the chosen size × colour, in stock */
  onConfirm(variant: VariantStock): void;
  onCancel(): void;
}

export function SelectOptionsDialog({ product, open, choice, adding, onChange, onConfirm, onCancel }: SelectOptionsDialogProps) {
  const titleId = `select-options-${product.id}`;
  return (
    <Dialog open={open} onClose={adding ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Select Options</DialogTitle>
      {open && <SelectOptionsBody product={product} choice={choice} adding={adding} onChange={onChange} onConfirm={onConfirm} onCancel={onCancel} />}
    </Dialog>
  );
}
