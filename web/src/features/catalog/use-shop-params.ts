// Reads the shop state from the URL and writes changes back. Any filter change returns to page 1.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PARAMS, parseShopParams, toSearchParams, type ShopParams } from './shop-params';

export interface ShopParamsApi {
  params: ShopParams;
  /** Change filters or sort (page back to 1). `replace` for debounced typing/sliding. */
  setFilters(patch: Partial<Omit<ShopParams, 'page'>>, options?: { replace?: boolean }): void;
  setPage(page: number): void;
  /** Clear Filters / Reset Filters: every filter back to its default (the sort is kept). */
  clearFilters(): void;
}

export function useShopParams(): ShopParamsApi {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseShopParams(searchParams), [searchParams]);

  const setFilters = useCallback<ShopParamsApi['setFilters']>(
    (patch, options) =>
      setSearchParams((prev) => toSearchParams({ ...parseShopParams(prev), ...patch, page: 1 }), {
        replace: options?.replace ?? false,
        preventScrollReset: true,
      }),
    [setSearchParams],
  );

  const setPage = useCallback((page: number) => setSearchParams((prev) => toSearchParams({ ...parseShopParams(prev), page })), [setSearchParams]);

  const clearFilters = useCallback(
    () => setSearchParams((prev) => toSearchParams({ ...DEFAULT_PARAMS, sort: parseShopParams(prev).sort }), { preventScrollReset: true }),
    [setSearchParams],
  );

  return { params, setFilters, setPage, clearFilters };
}
