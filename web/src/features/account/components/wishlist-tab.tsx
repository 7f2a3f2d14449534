// 'Wishlist': the hearted products, newest first, 24 a page: picture, name (a link),
// price, availability, Add to Cart (through Select Options when the product has sizes or
// colours) and Remove. Placeholders while loading, an error with Retry, and an empty state. The
// back-in-stock alerts have a tab of their own (stock-alerts-tab.tsx).
import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import { AccountWishlistDocument, type ProductCardFragment } from '@/graphql/graphql';
import { PriceLine, productImage, useQuickAdd } from '@/components/product-card';
import { ProductImage } from '@/components/product-image';
import { WISHLIST_FAILED } from '@/components/wishlist-button';
import { useToast } from '@/components/ui/toast';
import { useWishlist } from '@/lib/wishlist/wishlist-store';
import { serverMessage } from '@/lib/errors';
import { TabLoadError, TabLoading } from './tab-states';

export const WISHLIST_PER_PAGE = 24;

export function WishlistTab() {
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(AccountWishlistDocument, {
    variables: { limit: WISHLIST_PER_PAGE, offset: (page - 1) * WISHLIST_PER_PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const items = data?.wishlist.items ?? [];
  const total = data?.wishlist.total ?? 0;
  const pages = Math.ceil(total / WISHLIST_PER_PAGE);

  let body;
  if (!data && loading) body = <TabLoading label="Loading wishlist" />;
  else if (!data && error) body = <TabLoadError what="wishlist" error={error} retry={refetch} />;
  else if (total === 0) body = <WishlistEmpty />;
  else if (items.length === 0)
    body = (
      <Alert
        severity="info"
        action={
          <Button color="inherit" size="small" onClick={() => setPage(1)}>
            First page
          </Button>
        }
      >
        There are no products on this page.
      </Alert>
    );
  else
    body = (
      <Stack spacing={2}>
        {items.map((item) => (
          <WishlistRow key={item.productId} product={item.product} />
        ))}
        {pages > 1 && <Pagination count={pages} page={page} onChange={(_e, p) => setPage(p)} sx={{ alignSelf: 'center' }} />}
      </Stack>
    );

  return (
    <>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        Wishlist
      </Typography>
      {body}
    </>
  );
}

function WishlistRow({ product }: { product: ProductCardFragment }) {
  const { start, adding, dialog } = useQuickAdd(product);
  const wishlist = useWishlist();
  const toast = useToast();
  const [removing, setRemoving] = useState(false);
  const inStock = product.stock > 0;
  const href = `/product/${product.id}`;

  const onRemove = async () => {
    setRemoving(true);
    try {
      // Only un-hearts: a product no longer in the list (changed in another tab) is left alone.
      if (wishlist.has(product.id)) await wishlist.toggle(product.id);
      toast({ title: 'Removed from wishlist', duration: 3000 });
    } catch (e) {
      toast({ title: 'Error', description: serverMessage(e, WISHLIST_FAILED), variant: 'error' });
      setRemoving(false);
    }
  };

  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={product.name}
      sx={{ display: 'flex', gap: 2, p: 1.5, alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
    >
      <Box component={Link} to={href} tabIndex={-1} aria-hidden="true" sx={{ flexShrink: 0 }}>
        <ProductImage
          src={productImage(product.images)}
          alt=""
          sizes="80px"
          width={80}
          height={100}
          loading="lazy"
          sx={{ display: 'block', width: 80, height: 100, objectFit: 'cover', borderRadius: 1, bgcolor: '#f4eee9', opacity: inStock ? 1 : 0.6 }}
        />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="h3" sx={{ fontWeight: 600 }}>
          <Box component={Link} to={href} sx={{ color: 'text.primary', textDecoration: 'none', '&:hover': { color: 'primary.main' } }}>
            {product.name}
          </Box>
        </Typography>
        <PriceLine price={product.price} originalPrice={product.originalPrice} />
        <Typography variant="body2" sx={{ fontWeight: 600, color: inStock ? 'success.main' : 'text.secondary' }}>
          {inStock ? 'In stock' : 'Out of stock'}
        </Typography>
      </Box>
      <Stack direction={{ xs: 'row', sm: 'column' }} spacing={1} sx={{ flexShrink: 0, width: { xs: '100%', sm: 'auto' } }}>
        <Button
          variant="contained"
          size="small"
          startIcon={inStock ? <AddShoppingCart /> : undefined}
          disabled={!inStock || adding}
          onClick={start}
          sx={{ whiteSpace: 'nowrap', flex: { xs: 1, sm: 'none' } }}
        >
          {!inStock ? 'Out of Stock' : adding ? 'Adding...' : 'Add to Cart'}
        </Button>
        <Button
          variant="outlined"
          size="small"
          color="inherit"
          disabled={removing}
          onClick={() => void onRemove()}
          aria-label={`Remove ${product.name} from wishlist`}
          sx={{ flex: { xs: 1, sm: 'none' } }}
        >
          Remove
        </Button>
      </Stack>
      {dialog}
    </Card>
  );
}

function WishlistEmpty() {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <FavoriteBorder sx={{ fontSize: 56, color: 'text.disabled', mb: 1 }} aria-hidden />
      <Typography variant="h6" component="h3" gutterBottom>
        Your Wishlist Is Empty
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Tap the heart on a product to keep it here for later
      </Typography>
      <Button component={Link} to="/shop" variant="contained">
        Start Shopping
      </Button>
    </Box>
  );
}
