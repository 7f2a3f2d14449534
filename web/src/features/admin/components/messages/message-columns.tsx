// Columns of the messages table: date, name, email, phone (N/A), first 50 characters, View.
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import type { AdminContactMessageFragment } from '@/graphql/graphql';
import { formatDate, preview } from '@/lib/format';

type Row = AdminContactMessageFragment;

export function messageColumns(onView: (m: Row) => void): GridColDef<Row>[] {
  return [
    { field: 'createdAt', headerName: 'Date', width: 120, sortable: false, valueFormatter: (v: string) => formatDate(v) },
    { field: 'name', headerName: 'Name', width: 160, sortable: false, valueGetter: (_v, row) => `${row.firstName} ${row.lastName}` },
    { field: 'email', headerName: 'Email', width: 220, sortable: false },
    { field: 'phone', headerName: 'Phone', width: 140, sortable: false, valueFormatter: (v: string | null) => v || 'N/A' },
    { field: 'message', headerName: 'Message', flex: 1, minWidth: 260, sortable: false, valueFormatter: (v: string) => preview(v, 50) },
    {
      field: 'actions',
      headerName: 'Actions',
      width: 100,
      sortable: false,
      renderCell: ({ row }) => (
        <Button size="small" variant="outlined" onClick={() => onView(row)} aria-label={`View message from ${row.firstName} ${row.lastName}`}>
          View
        </Button>
      ),
    },
  ];
}
