// Reads the shop state from the URL and writes changes back. Any filter change returns to page 1.
//
// Every change is built on the URL the router is at *now*, not on the params of the last render.
// The router hands each navigation to React in a transition, so until that render commits, event
// handlers and a debounced control's timer still hold the previous render's params; a change
// built on those silently undid the change before it (a size tapped right after a category on a
// slow phone dropped the category). Changes that toggle (a size, a category, Sale) are functions
// of the current state for the same reason: two quick taps on two sizes keep both.
import { useCallback, useContext, useMemo, useState } from 'react';
import { UNSAFE_DataRouterContext, useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_PARAMS, parseShopParams, toSearchParams, type ShopParams } from './shop-params';

export type FiltersPatch = Partial<Omit<ShopParams, 'page'>>;
export type FiltersChange = FiltersPatch | ((current: ShopParams) => FiltersPatch);

export interface ShopParamsApi {
  params: ShopParams;
  /** Change filters or sort (page back to 1). `replace` for debounced typing/sliding. */
  setFilters(change: FiltersChange, options?: { replace?: boolean }): void;
  setPage(page: number): void;
  /** Clear Filters / Reset Filters: every filter back to its default (the sort is kept). */
  clearFilters(): void;
  /** Counts Clear Filters; debounced controls are keyed on it so a pending edit is dropped too. */
  resets: number;
}

export function useShopParams(): ShopParamsApi {
  const [searchParams] = useSearchParams();
  const params = useMemo(() => parseShopParams(searchParams), [searchParams]);
  const navigate = useNavigate();
  // The data router knows the location it is at (or on its way to) before React renders it.
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const [resets, setResets] = useState(0);

  const update = useCallback(
    (next: (current: ShopParams) => ShopParams, options?: { replace?: boolean; preventScrollReset?: boolean }) => {
      const live = router ? (router.state.navigation.location ?? router.state.location).search : searchParams.toString();
      void navigate({ search: toSearchParams(next(parseShopParams(new URLSearchParams(live)))).toString() }, options);
    },
    [navigate, router, searchParams],
  );

  const setFilters = useCallback<ShopParamsApi['setFilters']>(
    (change, options) =>
      update((current) => ({ ...current, ...(typeof change === 'function' ? change(current) : change), page: 1 }), {
        replace: options?.replace ?? false,
        preventScrollReset: true,
      }),
    [update],
  );

  const setPage = useCallback((page: number) => update((current) => ({ ...current, page })), [update]);

  const clearFilters = useCallback(() => {
    setResets((n) => n + 1);
    update((current) => ({ ...DEFAULT_PARAMS, sort: current.sort }), { preventScrollReset: true });
  }, [update]);

  return { params, setFilters, setPage, clearFilters, resets };
}
