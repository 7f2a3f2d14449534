// Offset pages, whatever the API that serves them: what services answer (`Page`) and the window a
// caller may ask for. GraphQL's generic page type (graphql/paginated.ts) and REST build on these.

/** The most items one page holds, for GraphQL and REST alike. */
export const MAX_PAGE_SIZE = 100;

export interface Page<T> {
  items: T[];
  total: number;
  limit: number;
  offset: number;
}

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
