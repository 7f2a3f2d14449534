// The shop's state lives in the URL (shareable, reloadable):
//   /shop?category=men&min=100&max=800&sizes=M,L&search=kurta&sort=price-low&page=2&sale=true
// and all of it is sent to the server (docs/decisions/0005-guest-cart-merges-at-sign-in.md).
import type { ProductSort, ShopProductsQueryVariables } from '@/graphql/graphql';

export const PAGE_SIZE = 12;
export const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export const PRICE = { step: 10, minFloor: 0, minCeil: 500, maxFloor: 50, maxCeil: 1000 } as const;

export const SORTS = [
  { value: 'featured', label: 'Featured', sort: 'FEATURED' },
  { value: 'price-low', label: 'Price: Low to High', sort: 'PRICE_LOW' },
  { value: 'price-high', label: 'Price: High to Low', sort: 'PRICE_HIGH' },
  { value: 'newest', label: 'Newest', sort: 'NEWEST' },
  { value: 'popular', label: 'Most Popular', sort: 'POPULAR' },
] as const satisfies readonly { value: string; label: string; sort: ProductSort }[];

export type SortValue = (typeof SORTS)[number]['value'];

export interface ShopParams {
  /** lowercased category names or slugs */
  categories: string[];
  min: number;
  max: number;
  sizes: string[];
  search: string;
  sort: SortValue;
  page: number;
  sale: boolean;
}

export const DEFAULT_PARAMS: ShopParams = { categories: [], min: PRICE.minFloor, max: PRICE.maxCeil, sizes: [], search: '', sort: 'featured', page: 1, sale: false };

const list = (raw: string | null) =>
  (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

function priceParam(raw: string | null, floor: number, ceil: number, fallback: number): number {
  const n = raw === null || raw.trim() === '' ? NaN : Number(raw);
  if (!Number.isFinite(n)) return fallback;
  return Math.min(ceil, Math.max(floor, Math.round(n / PRICE.step) * PRICE.step));
}

export function parseShopParams(sp: URLSearchParams): ShopParams {
  const sort = SORTS.find((s) => s.value === sp.get('sort'))?.value ?? 'featured';
  const page = Number(sp.get('page'));
  const sizes = list(sp.get('sizes')).map((s) => s.toUpperCase());
  return {
    categories: [...new Set(list(sp.get('category')).map((c) => c.toLowerCase()))],
    min: priceParam(sp.get('min'), PRICE.minFloor, PRICE.minCeil, PRICE.minFloor),
    max: priceParam(sp.get('max'), PRICE.maxFloor, PRICE.maxCeil, PRICE.maxCeil),
    sizes: SIZES.filter((s) => sizes.includes(s)),
    search: (sp.get('search') ?? '').trim().slice(0, 100),
    sort,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    sale: sp.get('sale') === 'true',
  };
}

/** The URL for a state; defaults are left out so links stay short. */
export function toSearchParams(p: ShopParams): URLSearchParams {
  const sp = new URLSearchParams();
  if (p.categories.length) sp.set('category', p.categories.join(','));
  if (p.min > PRICE.minFloor) sp.set('min', String(p.min));
  if (p.max < PRICE.maxCeil) sp.set('max', String(p.max));
  if (p.sizes.length) sp.set('sizes', p.sizes.join(','));
  if (p.search.trim()) sp.set('search', p.search.trim());
  if (p.sort !== 'featured') sp.set('sort', p.sort);
  if (p.page > 1) sp.set('page', String(p.page));
  if (p.sale) sp.set('sale', 'true');
  return sp;
}

export interface CategoryRef {
  id: string;
  name: string;
  slug: string;
}

/** The category a URL value names (by slug or lowercased name). */
export const matchesCategory = (c: CategoryRef, value: string) => c.slug.toLowerCase() === value || c.name.toLowerCase() === value;

/**
 * The products query for a state. One category goes by name/slug (no wait for the category
 * list); several go by id, so they need the list: null until it is there.
 */
export function toProductVariables(p: ShopParams, categories: readonly CategoryRef[] | undefined): ShopProductsQueryVariables | null {
  const filter: NonNullable<ShopProductsQueryVariables['filter']> = {};
  if (p.categories.length === 1) filter.category = p.categories[0];
  if (p.categories.length > 1) {
    if (!categories) return null;
    const ids = categories.filter((c) => p.categories.some((v) => matchesCategory(c, v))).map((c) => c.id);
    // none of them exists: ask by name, which matches nothing, rather than send an empty list
    if (ids.length) filter.categoryIds = ids;
    else filter.category = p.categories[0];
  }
  if (p.min > PRICE.minFloor) filter.minPrice = String(p.min);
  if (p.max < PRICE.maxCeil) filter.maxPrice = String(p.max);
  if (p.sizes.length) filter.sizes = p.sizes;
  if (p.search) filter.search = p.search;
  if (p.sale) filter.onSale = true;
  // A search in the default order is ordered by relevance (the server's RELEVANCE: name matches first).
  const sort = p.search && p.sort === 'featured' ? 'RELEVANCE' : (SORTS.find((s) => s.value === p.sort)?.sort ?? 'FEATURED');
  return { filter, sort, limit: PAGE_SIZE, offset: (p.page - 1) * PAGE_SIZE };
}

/** Filters differ from the defaults (sort and page are not filters). */
export const hasActiveFilters = (p: ShopParams) =>
  p.categories.length > 0 || p.min !== DEFAULT_PARAMS.min || p.max !== DEFAULT_PARAMS.max || p.sizes.length > 0 || !!p.search || p.sale;

/** The sizes with `size` switched on or off, in the shop's size order. */
export const toggleSize = (sizes: readonly string[], size: string): string[] =>
  sizes.includes(size) ? sizes.filter((s) => s !== size) : SIZES.filter((s) => s === size || sizes.includes(s));

/** The chosen categories with `category` switched on or off (kept by its lowercased name). */
export function toggleCategory(chosen: readonly string[], category: CategoryRef): string[] {
  const rest = chosen.filter((v) => !matchesCategory(category, v));
  return rest.length < chosen.length ? rest : [...rest, category.name.toLowerCase()];
}
