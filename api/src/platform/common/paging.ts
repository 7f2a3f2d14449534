// Offset pages, whatever the API that serves them: what services answer (`Page`) and the window a
// caller may ask for. GraphQL's generic page type (graphql/paginated.ts) and REST build on these.

/** The most items one page holds, for GraphQL and REST alike. */
export const MAX_PAGE_SIZE = 100;

export interface Page<T> {
  items: T[];
  /** All matches; a lower bound when `totalCapped` (lists that stop counting: see COUNT_CAP). */
  total: number;
  limit: number;
  offset: number;
  /** True when the list was counted only up to a bound: there are at least `total` matches. */
  totalCapped?: boolean;
  /** Whether a page follows this one (always exact, capped count or not). */
  hasNextPage?: boolean;
  /** Keyset lists: the opaque cursor after this page's last row (null on the last page). */
  endCursor?: string | null;
}

/**
 * Lists whose exact count is not cheap (filtered shop lists at 100,000 products) count at most this
 * many matches beyond the page: past it, the shop says "more than 200". Decision: 200, not
 * 1,000 — counting stops after about (bound ÷ the filter's selectivity) rows, so the bound is what a
 * filtered list costs at scale (women + price + size M at 100,000 products: ~6,000 rows probed for
 * 1,000 against ~1,200 for 200; bench/results/history-2026-11.md, "Scale"); 200 is 16 pages of 12, more than a shopper
 * pages through, and deeper pages count to their own end, so the pager and Next stay truthful.
 */
export const COUNT_CAP = 200;

/**
 * The count bound for a page: COUNT_CAP, or the end of the page when it lies deeper. Counting
 * `bound + 1` rows tells "exactly n ≤ bound" from "more than bound"; in the second case `total` is
 * bound + 1, so `offset + items.length < total` still says truthfully whether a next page exists.
 */
export function cappedTotal(counted: number, window: { limit: number; offset: number }): { total: number; totalCapped: boolean } {
  const bound = countBound(window);
  return counted > bound ? { total: bound + 1, totalCapped: true } : { total: counted, totalCapped: false };
}

export const countBound = (window: { limit: number; offset: number }) => Math.max(COUNT_CAP, window.offset + window.limit);

/** The deepest offset honoured: far past any list this shop has, and an integer the database driver accepts (1e300 was a 500). */
export const MAX_OFFSET = 1_000_000;

/** Page window from caller input: limit 1…MAX_PAGE_SIZE (default `fallback`), offset 0…MAX_OFFSET. Values outside are clamped. */
export function pageWindow(limit: unknown, offset: unknown, fallback = 20): { limit: number; offset: number } {
  const l = Number(limit ?? fallback);
  const o = Number(offset ?? 0);
  return {
    limit: Number.isFinite(l) ? Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(l))) : fallback,
    offset: Number.isFinite(o) ? Math.min(MAX_OFFSET, Math.max(0, Math.trunc(o))) : 0,
  };
}
