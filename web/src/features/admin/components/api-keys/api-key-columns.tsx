// Columns of the API keys table: name, prefix, scopes, created, last used, status, revoke.
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import type { AdminApiKeyFragment } from '@/graphql/graphql';
import { formatDate, formatDateTime } from '@/lib/format';
import { scopeLabel } from './api-key-scopes';

type Row = AdminApiKeyFragment;

export function apiKeyColumns({ onRevoke }: { onRevoke: (key: Row) => void }): GridColDef<Row>[] {
  return [
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 120, sortable: false },
    { field: 'prefix', headerName: 'Prefix', width: 190, sortable: false, cellClassName: 'mono' },
    {
      field: 'scopes',
      headerName: 'Scopes',
      flex: 1,
      minWidth: 180,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', py: 0.5 }}>
          {row.scopes.map((s) => (
            <Chip key={s} size="small" label={scopeLabel(s)} variant="outlined" />
          ))}
        </Stack>
      ),
    },
    { field: 'createdAt', headerName: 'Created', width: 120, sortable: false, valueFormatter: (v: string) => formatDate(v) },
    { field: 'lastUsedAt', headerName: 'Last used', width: 170, sortable: false, valueFormatter: (v: string | null) => (v ? formatDateTime(v) : 'Never') },
    {
      field: 'revokedAt',
      headerName: 'Status',
      width: 100,
      sortable: false,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          label={row.revokedAt ? 'Revoked' : 'Active'}
          color={row.revokedAt ? 'default' : 'success'}
          variant={row.revokedAt ? 'outlined' : 'filled'}
        />
      ),
    },
    {
      field: 'actions',
      headerName: 'Actions',
      width: 100,
      sortable: false,
      renderCell: ({ row }) =>
        row.revokedAt ? null : (
          <Button size="small" color="error" aria-label={`Revoke API key ${row.name}`} onClick={() => onRevoke(row)}>
            Revoke
          </Button>
        ),
    },
  ];
}
