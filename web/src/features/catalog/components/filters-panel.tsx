// The filter panel: desktop sidebar and phone drawer show the same controls.
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import type { ShopCategoriesQuery } from '@/graphql/graphql';
import type { ShopParamsApi } from '../use-shop-params';
import { hasActiveFilters, toggleCategory, toggleSize } from '../shop-params';
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
  const { params, setFilters, clearFilters, resets } = shop;
  // Toggles are functions of the state at the time of the tap (see use-shop-params); the typed and
  // slid controls are keyed on Clear Filters so that it also drops an edit still in its pause.
  return (
    <Stack spacing={3}>
      <SearchFilter key={`search-${resets}`} value={params.search} onCommit={(search) => setFilters({ search }, { replace: true })} />
      <CategoryFilter
        categories={categories}
        loading={categoriesLoading}
        failed={categoriesFailed}
        selected={params.categories}
        onToggle={(category) => setFilters((current) => ({ categories: toggleCategory(current.categories, category) }))}
      />
      <PriceFilter key={`price-${resets}`} min={params.min} max={params.max} onCommit={(patch) => setFilters(patch, { replace: true })} />
      <SizeFilter selected={params.sizes} onToggle={(size) => setFilters((current) => ({ sizes: toggleSize(current.sizes, size) }))} />
      <FilterSection title="Offers" id="filter-offers">
        <FormControlLabel control={<Checkbox size="small" checked={params.sale} onChange={() => setFilters((current) => ({ sale: !current.sale }))} />} label="Sale items only" />
      </FilterSection>
      <Button variant="outlined" onClick={clearFilters} disabled={!hasActiveFilters(params)}>
        Clear Filters
      </Button>
    </Stack>
  );
}
