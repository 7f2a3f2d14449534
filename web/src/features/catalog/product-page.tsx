// Product detail (spec §2/§4/§5) at /product/:id and /products/:id, with its real rating, the
// reviews section and schema.org Product data.
import { useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { PriceLine, RatingLine } from '@/components/product-card';
import { ProductDetailDocument } from '@/graphql/graphql';
import { errorCode } from '@/lib/errors';
import { usePageMeta } from '@/lib/seo/page-meta';
import { ProductBreadcrumbs } from './components/product-breadcrumbs';
import { ProductDetailSkeleton } from './components/product-detail-skeleton';
import { ProductGallery } from './components/product-gallery';
import { ProductNotes } from './components/product-notes';
import { ProductNotFound } from './components/product-not-found';
import { ProductPurchase } from './components/product-purchase';
import { BackInStock } from './components/back-in-stock';
import { ReviewsSection } from './components/reviews/reviews-section';

export default function ProductPage() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(ProductDetailDocument, { variables: { id } });
  const product = data?.product;
  // Title, description, picture, Product + Offer and BreadcrumbList JSON-LD, as the server sends them.
  usePageMeta('product', { product: product ?? null });

  if (loading && !product) {
    return (
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <ProductDetailSkeleton />
      </Container>
    );
  }
  if (!product) {
    // The server answered null (no such product) or refused the id (BAD_USER_INPUT, a malformed
    // id): spec §8 shows 'Product Not Found'. Only a failure to reach the server gets a retry instead.
    if (error && !errorCode(error)) {
      return (
        <Container maxWidth="sm" sx={{ py: 8 }}>
          <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void refetch()}>Try again</Button>}>
            The product could not be loaded. Please check your connection and try again.
          </Alert>
        </Container>
      );
    }
    return <ProductNotFound />;
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2.5, md: 5 } }}>
      <ProductBreadcrumbs name={product.name} category={product.category} />
      <Grid container spacing={{ xs: 3, md: 6 }}>
        <Grid size={{ xs: 12, md: 5 }}>
          <ProductGallery key={product.id} images={product.images} imageAlts={product.imageAlts} name={product.name} />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            {product.category && (
              <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
                {product.category.name}
              </Typography>
            )}
            <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, md: 34 } }}>
              {product.name}
            </Typography>
            <RatingLine rating={product.rating} size="medium" reviewsHref="#reviews" />
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
              <PriceLine price={product.price} originalPrice={product.originalPrice} size="large" />
              {product.discountPercent > 0 && <Chip label={`${product.discountPercent}% OFF`} color="primary" size="small" sx={{ fontWeight: 700 }} />}
            </Box>
            {/* On a phone the pickers and Add to Cart come before the description, within a thumb's reach. */}
            <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line', order: { xs: 2, md: 0 } }}>
              {product.description}
            </Typography>
            <Divider sx={{ my: 1, order: { xs: 1, md: 0 } }} />
            <ProductPurchase key={product.id} product={product} />
            <BackInStock key={`alert-${product.id}`} product={product} />
            <Box sx={{ mt: 2, order: { xs: 3, md: 0 } }}>
              <ProductNotes />
            </Box>
          </Box>
        </Grid>
      </Grid>
      <ReviewsSection key={product.id} productId={product.id} productName={product.name} />
    </Container>
  );
}
