// Size and colour pickers, quantity and Add to Cart (spec §4/§5): a missing size or colour is
// named in an alert; the button is disabled when out of stock ('Out of Stock') or busy ('Adding...').
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import { OptionChips, useAddToCart } from '@/components/product-card';
import type { ProductDetailQuery } from '@/graphql/graphql';
import { QuantityStepper } from '@/components/quantity-stepper/quantity-stepper';

type Product = ProductDetailQuery['product'];

export function ProductPurchase({ product }: { product: Product }) {
  const { add, adding } = useAddToCart();
  const [size, setSize] = useState<string | null>(null);
  const [color, setColor] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [problem, setProblem] = useState<string | null>(null);
  const outOfStock = product.stock <= 0;

  const choose = (set: (v: string | null) => void) => (value: string | null) => {
    set(value);
    setProblem(null);
  };

  const onAdd = () => {
    if (product.sizes.length > 0 && !size) return setProblem('Please select a size');
    if (product.colors.length > 0 && !color) return setProblem('Please select a color');
    setProblem(null);
    void add({ productId: product.id, quantity: Math.min(quantity, product.stock), size, color, stock: product.stock });
  };

  return (
    <Stack spacing={2.5}>
      {product.sizes.length > 0 && <OptionChips label="Size" options={product.sizes} value={size} onChange={choose(setSize)} />}
      {product.colors.length > 0 && <OptionChips label="Color" options={product.colors} value={color} onChange={choose(setColor)} />}
      {!outOfStock && <QuantityStepper value={quantity} max={product.stock} onChange={(q) => setQuantity(Math.max(1, Math.min(product.stock, q)))} />}
      {problem && (
        <Alert severity="warning" role="alert">
          {problem}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1.5 }}>
        <Button
          variant="contained"
          size="large"
          startIcon={outOfStock ? undefined : <AddShoppingCart />}
          disabled={outOfStock || adding}
          onClick={onAdd}
          sx={{ flex: 1, py: 1.4 }}
        >
          {outOfStock ? 'Out of Stock' : adding ? 'Adding...' : 'Add to Cart'}
        </Button>
        <IconButton aria-label="Add to wishlist" sx={{ border: '1px solid #ddd2ca', borderRadius: 2, px: 1.75 }}>
          <FavoriteBorder />
        </IconButton>
      </Box>
    </Stack>
  );
}
