// Columns of the e-mails: when, to, subject, kind, status, attempts, last error, View.
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import type { AdminEmailFragment } from '@/graphql/graphql';
import { formatDateTime } from '@/lib/format';
import { EMAIL_KINDS } from './email-labels';
import { EmailStatusChip } from './email-status-chip';

type Row = AdminEmailFragment;

export function emailColumns(onView: (e: Row) => void): GridColDef<Row>[] {
  return [
    { field: 'createdAt', headerName: 'Date', width: 150, sortable: false, valueFormatter: (v: string) => formatDateTime(v) },
    { field: 'to', headerName: 'To', flex: 1, minWidth: 170, sortable: false },
    { field: 'subject', headerName: 'Subject', flex: 1.2, minWidth: 140, sortable: false },
    { field: 'kind', headerName: 'Kind', width: 150, sortable: false, valueGetter: (_v, row) => EMAIL_KINDS[row.kind] },
    { field: 'status', headerName: 'Status', width: 105, sortable: false, renderCell: ({ row }) => <EmailStatusChip status={row.status} /> },
    { field: 'attempts', headerName: 'Attempts', width: 85, sortable: false },
    {
      field: 'lastError',
      headerName: 'Last error',
      width: 150,
      sortable: false,
      renderCell: ({ row }) => (
        <Tooltip title={row.lastError ?? ''}>
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{row.lastError ?? '—'}</span>
        </Tooltip>
      ),
    },
    {
      field: 'actions',
      headerName: 'Actions',
      width: 86,
      sortable: false,
      renderCell: ({ row }) => (
        <Button size="small" variant="outlined" aria-label={`View the e-mail ${row.subject} to ${row.to}`} onClick={() => onView(row)}>
          View
        </Button>
      ),
    },
  ];
}
