// Product card (spec §2/§4/§5): picture, name → /product/{id}, the real rating, ₹ price with the
// original struck through, discount badge, the wishlist heart, and Add to Cart
// (straight away, or through 'Select Options' when the product has sizes or colours).
import { Link } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import type { ProductCardFragment } from '@/graphql/graphql';
import { PriceLine } from './price-line';
import { RatingLine } from './rating-line';
import { ProductImage } from '@/components/product-image';
import { PRODUCT_IMAGE_SIZE, productImage } from './product-image';
import { useQuickAdd } from './quick-add';
import { WishlistButton } from '@/components/wishlist-button';

interface ProductCardProps {
  product: ProductCardFragment;
  /** Cards in the first screenful load their picture at once; the rest lazily. */
  eager?: boolean;
  /** The page's largest picture above the fold (the shop's first card): fetched first. */
  priority?: boolean;
}

/** Cards are 2 a row on phones and at most a third of the page (≤ 400 px) wider up (the grids' breakpoints). */
const CARD_SIZES = '(min-width: 1200px) 400px, (min-width: 600px) 33vw, 50vw';

export function ProductCard({ product, eager = false, priority = false }: ProductCardProps) {
  const { start, adding, dialog } = useQuickAdd(product);
  const outOfStock = product.stock <= 0;
  const href = `/product/${product.id}`;

  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column', transition: 'box-shadow .2s', '&:hover': { boxShadow: 3 } }}>
      <Box sx={{ position: 'relative', bgcolor: '#f4eee9' }}>
        <Link to={href} tabIndex={-1} aria-hidden="true">
          <ProductImage
            src={productImage(product.images)}
            alt={product.imageAlts[0] || product.name}
            sizes={CARD_SIZES}
            {...PRODUCT_IMAGE_SIZE}
            loading={eager || priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '4 / 5', objectFit: 'cover', opacity: outOfStock ? 0.6 : 1 }}
          />
        </Link>
        <Box sx={{ position: 'absolute', top: 8, left: 8, display: 'flex', flexDirection: 'column', gap: 0.5, alignItems: 'flex-start' }}>
          {product.discountPercent > 0 && <Chip label={`${product.discountPercent}% OFF`} color="primary" size="small" sx={{ fontWeight: 700 }} />}
          {outOfStock && <Chip label="Out of Stock" size="small" sx={{ fontWeight: 700, bgcolor: 'grey.800', color: 'common.white' }} />}
        </Box>
        <WishlistButton productId={product.id} sx={{ position: 'absolute', top: 6, right: 6, bgcolor: 'rgba(255,255,255,0.9)', '&:hover': { bgcolor: 'common.white' } }} />
      </Box>
      <Box sx={{ p: { xs: 1.25, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 0.5, flex: 1 }}>
        <Typography component="h3" sx={{ fontWeight: 600, fontSize: { xs: 14, sm: 16 }, lineHeight: 1.3 }}>
          <Box component={Link} to={href} sx={{ color: 'text.primary', textDecoration: 'none', '&:hover': { color: 'primary.main' } }}>
            {product.name}
          </Box>
        </Typography>
        <RatingLine rating={product.rating} />
        <Box sx={{ mt: 'auto', pt: 0.5 }}>
          <PriceLine price={product.price} originalPrice={product.originalPrice} />
        </Box>
        <Button
          variant="contained"
          fullWidth
          startIcon={outOfStock ? undefined : <AddShoppingCart />}
          disabled={outOfStock || adding}
          onClick={start}
          sx={{ mt: 1, whiteSpace: 'nowrap', px: 1 }}
        >
          {outOfStock ? 'Out of Stock' : adding ? 'Adding...' : 'Add to Cart'}
        </Button>
      </Box>
      {dialog}
    </Card>
  );
}
