// The product list with its four states: loading skeletons, error, empty, and the grid + pages.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ShopProductsQuery } from '@/graphql/graphql';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { PAGE_SIZE } from '../shop-params';
import { PaginationBar } from './pagination-bar';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

interface ProductResultsProps {
  data: ShopProductsQuery['products'] | undefined;
  loading: boolean;
  error: boolean;
  page: number;
  onPage(page: number): void;
  onRetry(): void;
  onReset(): void;
}

export function ProductResults({ data, loading, error, page, onPage, onRetry, onReset }: ProductResultsProps) {
  if (!data && loading) return <ProductGridSkeleton count={6} />;
  if (!data || error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Try again
          </Button>
        }
      >
        Products could not be loaded. Please check your connection and try again.
      </Alert>
    );
  }
  const pageCount = Math.ceil(data.total / PAGE_SIZE);
  const hasNext = data.hasNextPage;
  const pages = <PaginationBar page={page} hasNext={hasNext} pageCount={pageCount} onPage={onPage} />;

  if (data.items.length === 0) {
    return (
      <Box sx={{ textAlign: 'center', py: 8, px: 2, border: '1px dashed #e0d6cf', borderRadius: 2, bgcolor: 'background.paper' }}>
        <Typography sx={{ mb: 2 }}>No products found matching your criteria.</Typography>
        <Button variant="contained" onClick={onReset}>
          Reset Filters
        </Button>
        {page > 1 && pages}
      </Box>
    );
  }
  return (
    <Box aria-busy={loading} sx={{ opacity: loading ? 0.55 : 1, transition: 'opacity .2s' }}>
      {/* The cards' names are h3: on a phone the filters' h2s are in the drawer, so the grid has its own h2. */}
      <Typography component="h2" sx={visuallyHidden}>
        Products
      </Typography>
      <ProductGrid products={data.items} />
      {pages}
    </Box>
  );
}
