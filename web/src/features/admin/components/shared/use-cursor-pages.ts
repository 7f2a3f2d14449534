// Keyset paging for a server-side DataGrid (MUI's cursor-based pagination recipe): the cursor that
// opens each page is remembered from the page before it (its endCursor), so Next and Previous read
// a page after a cursor, O(page) at any depth, instead of an OFFSET. A page whose cursor is not known
// (none yet: the first page, or a jump) falls back to the offset. Forgotten when the filters, the
// sort or the page size change (`resetKey` plus the grid's own state).
import { useState } from 'react';
import type { ServerGridState } from './use-server-grid';

export function useCursorPages(grid: ServerGridState, resetKey: unknown) {
  const key = JSON.stringify([resetKey ?? null, grid.sortModel, grid.paginationModel.pageSize]);
  const [state, setState] = useState<{ key: string; cursors: ReadonlyMap<number, string> }>({ key, cursors: new Map() });
  const cursors = state.key === key ? state.cursors : new Map<number, string>();
  if (state.key !== key) setState({ key, cursors });
  const page = grid.paginationModel.page;
  const after = page > 0 ? cursors.get(page) : undefined;
  return {
    /** The variables for the current page: a cursor with offset 0, or the plain offset. */
    after: after ?? null,
    offset: after ? 0 : grid.offset,
    /** Call with the current page's answer (not a previous page's), during render. */
    remember(endCursor: string | null | undefined) {
      if (endCursor && cursors.get(page + 1) !== endCursor) setState({ key, cursors: new Map(cursors).set(page + 1, endCursor) });
    },
  };
}
