// Pagination and sort state of a server-side DataGrid; back to the first page whenever the
// filters (`resetKey`) or the sort change.
import { useState } from 'react';
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';

export const PAGE_SIZES = [10, 25, 50, 100];

export function useServerGrid(resetKey: unknown, pageSize = 25) {
  const [paginationModel, setPaginationModel] = useState<GridPaginationModel>({ page: 0, pageSize });
  const [sortModel, setSortModel] = useState<GridSortModel>([]);
  const key = JSON.stringify(resetKey ?? null);
  const [lastKey, setLastKey] = useState(key);
  if (key !== lastKey) {
    setLastKey(key);
    setPaginationModel((m) => ({ ...m, page: 0 }));
  }
  return {
    paginationModel,
    onPaginationModelChange: setPaginationModel,
    sortModel,
    onSortModelChange: (model: GridSortModel) => {
      setSortModel(model);
      setPaginationModel((m) => ({ ...m, page: 0 }));
    },
    limit: paginationModel.pageSize,
    offset: paginationModel.page * paginationModel.pageSize,
  };
}

export type ServerGridState = ReturnType<typeof useServerGrid>;

/** The API's sort enum for the grid's sort model, from a table field → [asc, desc] map. */
export function sortEnum<S extends string>(model: GridSortModel, map: Record<string, [S, S]>, fallback: S): S {
  const first = model[0];
  const pair = first ? map[first.field] : undefined;
  if (!first || !pair) return fallback;
  return first.sort === 'desc' ? pair[1] : pair[0];
}
