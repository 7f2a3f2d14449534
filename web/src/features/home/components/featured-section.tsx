import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { ProductCard, ProductCardSkeleton } from '@/components/product-card';
import { FeaturedProductsDocument } from '@/graphql/graphql';
import { SectionHeading } from './section-heading';

const cell = { xs: 6, md: 3 } as const;

/** Featured Products: up to 4 (spec §9). */
export function FeaturedSection() {
  const { data, loading, error, refetch } = useQuery(FeaturedProductsDocument);
  const products = data?.products.items;
  return (
    <Box component="section" aria-labelledby="home-featured" sx={{ bgcolor: '#f5efe9', py: { xs: 6, md: 9 } }}>
      <Container maxWidth="lg">
        <SectionHeading id="home-featured" title="Featured Products" subtitle="Handpicked favourites from our Alkapuri store." />
        {error && !products && (
          <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void refetch()}>Try again</Button>}>
            Featured products could not be loaded.
          </Alert>
        )}
        {products?.length === 0 && <Typography color="text.secondary" sx={{ textAlign: 'center' }}>New arrivals are on their way. Check back soon!</Typography>}
        <Grid container spacing={{ xs: 1.5, md: 3 }} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {loading &&
            !products &&
            [0, 1, 2, 3].map((i) => (
              <Grid key={i} size={cell} component="li">
                <ProductCardSkeleton />
              </Grid>
            ))}
          {products?.map((p) => (
            <Grid key={p.id} size={cell} component="li">
              <ProductCard product={p} />
            </Grid>
          ))}
        </Grid>
        <Box sx={{ textAlign: 'center', mt: 5 }}>
          <Button component={Link} to="/shop" variant="outlined" size="large">
            View All Products
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
