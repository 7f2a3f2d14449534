// Columns of the orders table: id, date, customer (shipping name), status, payment, total, View / Update (Update only
// while the order can still move on: a delivered or cancelled order is final).
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import type { AdminOrderRowFragment } from '@/graphql/graphql';
import { formatDate, formatINR, shortId } from '@/lib/format';
import { OrderStatusChip } from '@/components/order-status-chip';
import { PaymentStatusChip } from '@/components/payment-status-chip';

type Row = AdminOrderRowFragment;
interface Handlers {
  onView: (o: Row) => void;
  onUpdate: (o: Row) => void;
}

export const customerName = (o: Row) => `${o.shippingAddress.firstName} ${o.shippingAddress.lastName}`.trim();

export function orderColumns({ onView, onUpdate }: Handlers): GridColDef<Row>[] {
  return [
    { field: 'id', headerName: 'Order ID', width: 100, sortable: false, valueFormatter: (v: string) => `#${shortId(v)}`, cellClassName: 'mono' },
    { field: 'createdAt', headerName: 'Date', width: 130, valueFormatter: (v: string) => formatDate(v) },
    { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160, sortable: false, valueGetter: (_v, row) => customerName(row) },
    { field: 'status', headerName: 'Status', width: 110, sortable: false, renderCell: ({ row }) => <OrderStatusChip status={row.status} /> },
    { field: 'payment', headerName: 'Payment', width: 190, sortable: false, renderCell: ({ row }) => <PaymentStatusChip summary={row.paymentSummary} /> },
    { field: 'total', headerName: 'Total', width: 130, valueFormatter: (v: string) => formatINR(v) },
    {
      field: 'actions',
      headerName: 'Actions',
      width: 156,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1}>
          <Button size="small" variant="outlined" onClick={() => onView(row)} aria-label={`View order ${shortId(row.id)}`}>
            View
          </Button>
          {row.allowedNextStatuses.length > 0 && (
            <Button size="small" variant="contained" onClick={() => onUpdate(row)} aria-label={`Update status of order ${shortId(row.id)}`}>
              Update
            </Button>
          )}
        </Stack>
      ),
    },
  ];
}
