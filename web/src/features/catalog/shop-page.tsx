// Shop (spec §2/§4): filters (sidebar on desktop, drawer on phones), sort, grid and Previous/Next.
// Everything is in the URL and sent to the server, so a filtered page can be shared and reloaded.
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import FilterList from '@mui/icons-material/FilterList';
import { ShopCategoriesDocument, ShopProductsDocument } from '@/graphql/graphql';
import { usePageMeta } from '@/lib/seo/page-meta';
import { useHydrated } from '@/lib/use-hydrated';
import { FiltersDrawer } from './components/filters-drawer';
import { FiltersPanel } from './components/filters-panel';
import { ProductResults } from './components/product-results';
import { SortSelect } from './components/sort-select';
import { hasActiveFilters, matchesCategory, toProductVariables } from './shop-params';
import { useShopParams } from './use-shop-params';

export default function ShopPage() {
  const shop = useShopParams();
  const { params } = shop;
  // The server cannot know the screen: its HTML has both the filters aside and the Filters button,
  // each hidden by CSS on the other side of the breakpoint; once hydrated only the one that shows stays.
  const desktop = useMediaQuery(useTheme().breakpoints.up('md'));
  const hydrated = useHydrated();
  const showAside = hydrated ? desktop : true;
  const showMobile = hydrated ? !desktop : true;
  const [drawerOpen, setDrawerOpen] = useState(false);

  const categories = useQuery(ShopCategoriesDocument);
  const variables = toProductVariables(params, categories.data?.categories);
  const products = useQuery(ShopProductsDocument, { variables: variables ?? undefined, skip: !variables });
  // while a new filter loads, the previous results stay (dimmed) instead of flashing skeletons
  const result = products.data?.products ?? (products.loading ? products.previousData?.products : undefined);

  const chosen = categories.data?.categories.filter((c) => params.categories.some((v) => matchesCategory(c, v))) ?? [];
  // The head names the category (breadcrumbs, canonical) when the URL picks exactly one the shop has, as the server does.
  usePageMeta('shop', { category: params.categories.length === 1 && chosen.length === 1 ? chosen[0] : null });
  const heading = params.sale ? 'Sale Items' : chosen.length === 1 ? `${chosen[0].name} Collection` : 'Shop';
  const filtered = hasActiveFilters(params);

  const panel = (
    <FiltersPanel shop={shop} categories={categories.data?.categories} categoriesLoading={categories.loading} categoriesFailed={!!categories.error} />
  );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 28, md: 36 }, mb: { xs: 2, md: 3 } }}>
        {heading}
      </Typography>
      <Box sx={{ display: 'flex', gap: 4, alignItems: 'flex-start' }}>
        {showAside && (
          <Paper
            component="aside"
            aria-label="Filters"
            variant="outlined"
            sx={{ display: { xs: 'none', md: 'block' }, width: 260, flexShrink: 0, p: 2.5, position: 'sticky', top: 90, maxHeight: 'calc(100vh - 110px)', overflowY: 'auto' }}
          >
            {panel}
          </Paper>
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2.5, alignItems: 'center' }}>
            <Typography color="text.secondary" aria-live="polite" sx={{ flexBasis: { xs: '100%', md: 'auto' }, order: { xs: 2, md: 0 }, mr: 'auto' }}>
              {result ? summary(result, params.search) : ' '}
            </Typography>
            {showMobile && (
              <Button
                variant="outlined"
                startIcon={
                  <Badge variant="dot" color="primary" invisible={!filtered}>
                    <FilterList />
                  </Badge>
                }
                onClick={() => setDrawerOpen(true)}
                aria-haspopup="dialog"
                sx={{ display: { md: 'none' }, flexShrink: 0 }}
              >
                Filters
              </Button>
            )}
            <SortSelect value={params.sort} searching={!!params.search} onChange={(sort) => shop.setFilters({ sort })} />
          </Box>
          <ProductResults
            data={result}
            loading={products.loading || (!variables && categories.loading)}
            error={!!products.error || (!variables && !!categories.error)}
            page={params.page}
            onPage={shop.setPage}
            onRetry={() => (variables ? products.refetch() : categories.refetch())}
            onReset={shop.clearFilters}
          />
        </Box>
      </Box>
      {showMobile && (
        <FiltersDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} total={result?.total} totalCapped={result?.totalCapped}>
          {panel}
        </FiltersDrawer>
      )}
    </Container>
  );
}

/** The spec's "Showing 1–12 of N products"; a capped count reads "of more than 200 products". */
function summary(page: { total: number; totalCapped: boolean; offset: number; items: unknown[] }, search: string): string {
  const { total, offset } = page;
  const count = page.items.length;
  const what = search ? ` for “${search}”` : '';
  if (total === 0 || count === 0) return `0 products${what}`;
  if (page.totalCapped) return `Showing ${offset + 1}–${offset + count} of more than ${(total - 1).toLocaleString('en-IN')} products${what}`;
  return `Showing ${offset + 1}–${offset + count} of ${total} ${total === 1 ? 'product' : 'products'}${what}`;
}
