// Add to Cart from a product shown in a list (a card, a wishlist row): straight away for a product
// without options (its one variant; the server finds it), else through 'Select Options'. Quantity 1.
import { useState, type ReactElement } from 'react';
import type { ProductCardFragment } from '@/graphql/graphql';
import type { OptionChoice, VariantStock } from '@/lib/variants/variant-options';
import { SelectOptionsDialog } from './select-options-dialog';
import { useAddToCart } from './use-add-to-cart';

const NO_CHOICE: OptionChoice = { size: null, color: null };

export interface QuickAdd {
  /** The Add to Cart button's click. */
  start(): void;
  adding: boolean;
  /** The Select Options dialog to render beside the button; null for a product without options. */
  dialog: ReactElement | null;
}

export function useQuickAdd(product: ProductCardFragment): QuickAdd {
  const { add, adding } = useAddToCart();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [choice, setChoice] = useState<OptionChoice>(NO_CHOICE);
  const hasOptions = product.sizes.length > 0 || product.colors.length > 0;

  const start = () => {
    if (hasOptions) setDialogOpen(true);
    else void add({ productId: product.id, quantity: 1, size: null, color: null, stock: product.stock, name: product.name });
  };
  const onConfirm = async (variant: VariantStock) => {
    const { size, color } = choice;
    if (await add({ productId: product.id, variantId: variant.id, quantity: 1, size, color, stock: variant.stock, name: product.name })) {
      setDialogOpen(false);
      setChoice(NO_CHOICE);
    }
  };

  const dialog = hasOptions ? (
    <SelectOptionsDialog
      product={product}
      open={dialogOpen}
      choice={choice}
      adding={adding}
      onChange={setChoice}
      onConfirm={onConfirm}
      onCancel={() => setDialogOpen(false)}
    />
  ) : null;
  return { start, adding, dialog };
}
