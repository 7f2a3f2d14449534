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
  let model = paginationModel;
  if (key !== lastKey) {
    // this render already asks for the first page: the old page's offset with the new filters
    // would be a wasted request
    model = { ...paginationModel, page: 0 };
    setLastKey(key);
    setPaginationModel(model);
  }
  return {
    paginationModel: model,
    onPaginationModelChange: setPaginationModel,
    sortModel,
    onSortModelChange: (next: GridSortModel) => {
      setSortModel(next);
      setPaginationModel((m) => ({ ...m, page: 0 }));
    },
    limit: model.pageSize,
    offset: model.page * model.pageSize,
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
