// One server-paged admin table: the grid's page and sort state, the query for the page on screen
// (filters plus limit and offset, or a keyset cursor) and the page to show. The previous answer
// stays on screen while the next page loads, so the rows and the pager do not jump.
import { useQuery } from '@apollo/client/react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { GridSortModel } from '@mui/x-data-grid';
import { useCursorPages } from './use-cursor-pages';
import { useServerGrid, type ServerGridState } from './use-server-grid';

/** The paging variables of the page on screen; `after` only with keyset paging. */
export interface Paging {
  limit: number;
  offset: number;
  after?: string | null;
}

interface Options<TData, TVars, TPage> {
  /** The filters: when they change, the table goes back to its first page. */
  resetKey?: unknown;
  /** The query's variables: the filters, `...paging`, and a sort chosen from the grid's sort model. */
  variables: (paging: Paging, sortModel: GridSortModel) => TVars;
  /** The page in the answer. */
  select: (data: TData) => TPage;
  /** For keyset paging, the cursor that opens the next page: Next and Previous then send `after`. */
  endCursor?: (page: TPage) => string | null | undefined;
}

/** What a server-paged table needs: the page to show and the state `AdminGrid` reads. */
export interface ServerPage<TPage> {
  page: TPage | undefined;
  grid: ServerGridState;
  loading: boolean;
  error: unknown;
  retry: () => void;
}

export function useServerPage<TData, TVars extends OperationVariables, TPage>(
  document: TypedDocumentNode<TData, TVars>,
  { resetKey = null, variables, select, endCursor }: Options<TData, TVars, TPage>,
): ServerPage<TPage> {
  const grid = useServerGrid(resetKey);
  const cursors = useCursorPages(grid, resetKey);
  const paging: Paging = endCursor ? { limit: grid.limit, offset: cursors.offset, after: cursors.after } : { limit: grid.limit, offset: grid.offset };
  const { data, previousData, loading, error, refetch } = useQuery(document, {
    variables: variables(paging, grid.sortModel),
    fetchPolicy: 'cache-and-network',
  });
  // a server may answer `data: null` (with errors): no page then, rather than a crash
  const current = data ? select(data) : undefined;
  // only the current page's answer says which cursor opens the next one, never a previous page's
  if (endCursor) cursors.remember(current && endCursor(current));
  const page = current ?? (previousData ? select(previousData) : undefined);
  return { page, grid, loading, error, retry: () => void refetch() };
}
