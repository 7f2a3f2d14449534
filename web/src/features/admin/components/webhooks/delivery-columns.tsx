// Columns of the recent deliveries: when, event, endpoint, status, last HTTP code (or error), attempts, next attempt, Resend.
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import type { AdminWebhookDeliveryFragment, WebhookDeliveryStatus } from '@/graphql/graphql';
import { formatDateTime } from '@/lib/format';
import { eventName } from './webhook-events';

type Row = AdminWebhookDeliveryFragment;

const STATUS: Record<WebhookDeliveryStatus, { label: string; color: 'default' | 'success' | 'warning' | 'error' }> = {
  PENDING: { label: 'Pending', color: 'default' },
  DELIVERED: { label: 'Delivered', color: 'success' },
  FAILING: { label: 'Retrying', color: 'warning' },
  DEAD: { label: 'Failed', color: 'error' },
};

export function deliveryColumns({ onResend }: { onResend: (d: Row) => void }): GridColDef<Row>[] {
  return [
    { field: 'createdAt', headerName: 'Time', width: 170, sortable: false, valueFormatter: (v: string) => formatDateTime(v) },
    { field: 'eventType', headerName: 'Event', width: 170, sortable: false, valueGetter: (_v, row) => eventName(row.eventType), cellClassName: 'mono' },
    { field: 'endpointUrl', headerName: 'Endpoint', flex: 1, minWidth: 160, sortable: false, cellClassName: 'mono' },
    {
      field: 'status',
      headerName: 'Status',
      width: 110,
      sortable: false,
      renderCell: ({ row }) => <Chip size="small" label={STATUS[row.status].label} color={STATUS[row.status].color} />,
    },
    {
      field: 'lastStatusCode',
      headerName: 'Code',
      width: 90,
      sortable: false,
      renderCell: ({ row }) => (
        <Tooltip title={row.lastError ?? ''}>
          <span>{row.lastStatusCode ?? (row.lastError ? 'Error' : '—')}</span>
        </Tooltip>
      ),
    },
    { field: 'attempts', headerName: 'Attempts', width: 90, sortable: false },
    { field: 'nextAttemptAt', headerName: 'Next attempt', width: 170, sortable: false, valueFormatter: (v: string | null) => (v ? formatDateTime(v) : '—') },
    {
      field: 'actions',
      headerName: 'Actions',
      width: 100,
      sortable: false,
      renderCell: ({ row }) => (
        <Button size="small" aria-label={`Resend ${eventName(row.eventType)} to ${row.endpointUrl}`} onClick={() => onResend(row)}>
          Resend
        </Button>
      ),
    },
  ];
}
