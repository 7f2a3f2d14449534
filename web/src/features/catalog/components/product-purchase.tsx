// Size and colour pickers, stock line, quantity and Add to Cart (spec §4/§5): a missing size or
// colour is named in an alert; the button is disabled when out of stock ('Out of Stock') or busy
// ('Adding...'). Sold-out sizes and colours cannot be chosen, and the quantity is capped by the
// chosen variant's stock (docs/decisions/0008-variants-are-the-unit-of-stock.md).
import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import { VariantPicker, useAddToCart } from '@/components/product-card';
import { WishlistButton } from '@/components/wishlist-button';
import type { ProductDetailQuery } from '@/graphql/graphql';
import { QuantityStepper } from '@/components/quantity-stepper/quantity-stepper';
import { choiceComplete, stockLimit, variantFor, type OptionChoice } from '@/lib/variants/variant-options';
import { StockLine } from './stock-line';
import { StickyBuyBar } from './sticky-buy-bar';
import { useScrolledPast } from '../use-scrolled-past';

type Product = NonNullable<ProductDetailQuery['product']>;

const NO_CHOICE: OptionChoice = { size: null, color: null };

export function ProductPurchase({ product }: { product: Product }) {
  const { add, adding } = useAddToCart();
  const [choice, setChoice] = useState<OptionChoice>(NO_CHOICE);
  const [wanted, setWanted] = useState(1);
  const [problem, setProblem] = useState<string | null>(null);
  const pickers = useRef<HTMLDivElement>(null);
  const mainButton = useRef<HTMLDivElement>(null);
  const scrolledPast = useScrolledPast(mainButton);
  const outOfStock = product.stock <= 0;
  const variant = choiceComplete(product, choice) ? variantFor(product.variants, choice) : null;
  // What can still be taken with the choice so far; a choice that narrows it brings the quantity down.
  const limit = Math.max(1, stockLimit(product.variants, choice));
  const quantity = Math.min(wanted, limit);

  const onChoice = (next: OptionChoice) => {
    setChoice(next);
    setWanted((q) => Math.min(q, Math.max(1, stockLimit(product.variants, next))));
    setProblem(null);
  };

  /** From the bottom bar, a missing option brings the pickers (and the alert) back into view. */
  const onAdd = (fromBar = false) => {
    const missing = product.sizes.length > 0 && !choice.size ? 'Please select a size' : product.colors.length > 0 && !choice.color ? 'Please select a color' : null;
    if (missing) {
      setProblem(missing);
      if (fromBar) pickers.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      return;
    }
    setProblem(null);
    const { size, color } = choice;
    void add({ productId: product.id, variantId: variant?.id, quantity, size, color, stock: variant?.stock ?? product.stock, name: product.name });
  };

  const disabled = outOfStock || adding || variant?.stock === 0;
  const label = outOfStock ? 'Out of Stock' : adding ? 'Adding...' : 'Add to Cart';
  return (
    <Stack spacing={2.5} ref={pickers} sx={{ scrollMarginTop: 80 }}>
      <VariantPicker sizes={product.sizes} colors={product.colors} variants={product.variants} choice={choice} onChange={onChoice} />
      <StockLine total={product.stock} variant={variant} />
      {!outOfStock && <QuantityStepper value={quantity} max={limit} onChange={(q) => setWanted(Math.max(1, Math.min(limit, q)))} />}
      {problem && (
        <Alert severity="warning" role="alert">
          {problem}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1.5 }} ref={mainButton}>
        <Button variant="contained" size="large" startIcon={outOfStock ? undefined : <AddShoppingCart />} disabled={disabled} onClick={() => onAdd()} sx={{ flex: 1, py: 1.4 }}>
          {label}
        </Button>
        <WishlistButton productId={product.id} size="medium" sx={{ border: '1px solid #ddd2ca', borderRadius: 2, px: 1.75 }} />
      </Box>
      <StickyBuyBar open={scrolledPast} name={product.name} price={product.price} originalPrice={product.originalPrice} label={label} disabled={disabled} onAdd={() => onAdd(true)} />
    </Stack>
  );
}
