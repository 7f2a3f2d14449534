import Grid from '@mui/material/Grid';
import { ProductCard, ProductCardSkeleton } from '@/components/product-card';
import type { ProductCardFragment } from '@/graphql/graphql';

const cell = { xs: 6, sm: 4, lg: 4 } as const;

/** The first row loads its pictures at once (the very first with high priority, the page's largest); the rest when scrolled to. */
export function ProductGrid({ products }: { products: ProductCardFragment[] }) {
  return (
    <Grid container spacing={{ xs: 1.5, sm: 2.5 }} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {products.map((p, i) => (
        <Grid key={p.id} size={cell} component="li">
          <ProductCard product={p} eager={i < 3} priority={i === 0} />
        </Grid>
      ))}
    </Grid>
  );
}

export function ProductGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <Grid container spacing={{ xs: 1.5, sm: 2.5 }} role="status" aria-label="Loading products">
      {Array.from({ length: count }, (_, i) => (
        <Grid key={i} size={cell}>
          <ProductCardSkeleton />
        </Grid>
      ))}
    </Grid>
  );
}
