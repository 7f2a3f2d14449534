// Add to Cart from a product shown in a list (a card, a wishlist row): straight away for a product
// without options (its one variant; the server finds it), else through 'Select Options'. Quantity 1.
import { lazy, Suspense, useState, type ReactElement } from 'react';
import type { ProductCardFragment } from '@/graphql/graphql';
import type { OptionChoice, VariantStock } from '@/lib/variants/variant-options';
import { useAddToCart } from './use-add-to-cart';

// Loaded at the first Add to Cart of a product with options: the dialog (MUI's Modal and its focus trap, the variant
// picker) stays out of every page that shows cards (each route's JavaScript budget: web/scripts/js-budget.mjs).
const SelectOptionsDialog = lazy(() => import('./select-options-dialog').then((m) => ({ default: m.SelectOptionsDialog })));

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
  // Mounted from its first opening on, so later closings keep their transition.
  const [opened, setOpened] = useState(false);
  const [choice, setChoice] = useState<OptionChoice>(NO_CHOICE);
  const hasOptions = product.sizes.length > 0 || product.colors.length > 0;

  const start = () => {
    if (hasOptions) {
      setOpened(true);
      setDialogOpen(true);
    } else void add({ productId: product.id, quantity: 1, size: null, color: null, stock: product.stock, name: product.name });
  };
  const onConfirm = async (variant: VariantStock) => {
    const { size, color } = choice;
    if (await add({ productId: product.id, variantId: variant.id, quantity: 1, size, color, stock: variant.stock, name: product.name })) {
      setDialogOpen(false);
      setChoice(NO_CHOICE);
    }
  };

  const dialog =
    hasOptions && opened ? (
      <Suspense fallback={null}>
        <SelectOptionsDialog
          product={product}
          open={dialogOpen}
          choice={choice}
          adding={adding}
          onChange={setChoice}
          onConfirm={onConfirm}
          onCancel={() => setDialogOpen(false)}
        />
      </Suspense>
    ) : null;
  return { start, adding, dialog };
}
