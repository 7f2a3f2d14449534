// The admin tables: MUI X DataGrid with server-side pagination and sorting (no "first 100" cap),
// fed by useServerPage, with its load error and Retry above. Rows and the total stay on screen while
// the next page loads.
import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DataGrid, type GridColDef, type GridValidRowModel } from '@mui/x-data-grid';
import { QueryError } from './query-error';
import { PAGE_SIZES } from './use-server-grid';
import type { ServerPage } from './use-server-page';

interface Props<R extends GridValidRowModel> {
  label: string;
  /** what failed to load, in "Could not load …" */
  what: string;
  list: ServerPage<{ items: readonly R[]; total: number }>;
  columns: GridColDef<R>[];
  noRowsLabel: string;
  rowHeight?: number;
  /** columns left out on phones (their data is in the row's dialog) */
  hideOnPhone?: string[];
}

const NONE: string[] = [];

export function AdminGrid<R extends GridValidRowModel>({ label, what, list, columns, noRowsLabel, rowHeight = 56, hideOnPhone = NONE }: Props<R>) {
  const { page, grid, loading, error, retry } = list;
  const total = page?.total;
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const hidden = useMemo(() => (phone ? Object.fromEntries(hideOnPhone.map((f) => [f, false])) : {}), [phone, hideOnPhone]);
  // the last known total, so the pager does not jump while the next page loads
  const [rowCount, setRowCount] = useState(0);
  if (total !== undefined && total !== rowCount) setRowCount(total);
  return (
    <>
      {error && <QueryError error={error} onRetry={retry} what={what} />}
      <Box sx={{ width: '100%', bgcolor: 'background.paper', borderRadius: 2 }}>
        <DataGrid
          aria-label={label}
          rows={page?.items ?? []}
          columns={columns}
          rowCount={rowCount}
          loading={loading}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          paginationModel={grid.paginationModel}
          onPaginationModelChange={grid.onPaginationModelChange}
          sortModel={grid.sortModel}
          onSortModelChange={grid.onSortModelChange}
          pageSizeOptions={PAGE_SIZES}
          disableColumnFilter
          disableColumnMenu
          disableRowSelectionOnClick
          autoHeight
          columnVisibilityModel={hidden}
          rowHeight={rowHeight}
          localeText={{ noRowsLabel }}
          sx={{
            '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' },
            '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 700 },
            '& .mono': { fontFamily: 'monospace' },
          }}
        />
      </Box>
    </>
  );
}
