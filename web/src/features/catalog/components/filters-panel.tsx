// The filter panel: desktop sidebar and phone drawer show the same controls.
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import type { ShopCategoriesQuery } from '@/graphql/graphql';
import type { ShopParamsApi } from '../use-shop-params';
import { hasActiveFilters } from '../shop-params';
import { CategoryFilter } from './category-filter';
import { FilterSection } from './filter-section';
import { PriceFilter } from './price-filter';
import { SearchFilter } from './search-filter';
import { SizeFilter } from './size-filter';

interface FiltersPanelProps {
  shop: ShopParamsApi;
  categories: ShopCategoriesQuery['categories'] | undefined;
  categoriesLoading: boolean;
  categoriesFailed: boolean;
}

export function FiltersPanel({ shop, categories, categoriesLoading, categoriesFailed }: FiltersPanelProps) {
  const { params, setFilters, clearFilters } = shop;
  return (
    <Stack spacing={3}>
      <SearchFilter value={params.search} onCommit={(search) => setFilters({ search }, { replace: true })} />
      <CategoryFilter
        categories={categories}
        loading={categoriesLoading}
        failed={categoriesFailed}
        selected={params.categories}
        onChange={(selected) => setFilters({ categories: selected })}
      />
      <PriceFilter min={params.min} max={params.max} onCommit={(patch) => setFilters(patch, { replace: true })} />
      <SizeFilter selected={params.sizes} onChange={(sizes) => setFilters({ sizes })} />
      <FilterSection title="Offers" id="filter-offers">
        <FormControlLabel control={<Checkbox size="small" checked={params.sale} onChange={(e) => setFilters({ sale: e.target.checked })} />} label="Sale items only" />
      </FilterSection>
      <Button variant="outlined" onClick={clearFilters} disabled={!hasActiveFilters(params)}>
        Clear Filters
      </Button>
    </Stack>
  );
}
