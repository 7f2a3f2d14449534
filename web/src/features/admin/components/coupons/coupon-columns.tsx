// Columns of the coupons table: code, type, value (N% or ₹N), minimum, status, expiry, uses (of the limit), actions.
// The status is what shoppers meet now (couponStatus).
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import type { AdminCouponFragment } from '@/graphql/graphql';
import { formatDate, formatINR } from '@/lib/format';
import { capitalise } from '@/components/order-status-chip';
import { RowActions } from '../shared/row-actions';

type Row = AdminCouponFragment;

export const couponValue = (c: Pick<Row, 'type' | 'value'>) => (c.type === 'PERCENTAGE' ? `${Number(c.value)}%` : formatINR(c.value));
/** Whether a coupon's expiry has passed: its last moment is before `now` (the server refuses it from then on). */
export const couponExpired = (expiresAt: string | null | undefined, now = Date.now()) => !!expiresAt && new Date(expiresAt).getTime() <= now;
/** Uses so far, of the limit when there is one: '3 / 5', or '3'. */
export const couponUses = (c: Pick<Row, 'usageCount' | 'usageLimit'>) => (c.usageLimit === null ? String(c.usageCount) : `${c.usageCount} / ${c.usageLimit}`);

/**
 * What shoppers meet now, as the server decides it at checkout (coupon.rules.ts): Inactive, Expired (past the expiry
 * date), Scheduled (before the start date), Used up (limit reached) or Active.
 */
export function couponStatus(c: Pick<Row, 'active' | 'startsAt' | 'expiresAt' | 'usageCount' | 'usageLimit'>, now = Date.now()) {
  if (!c.active) return { label: 'Inactive', color: 'default' as const };
  if (couponExpired(c.expiresAt, now)) return { label: 'Expired', color: 'error' as const };
  if (c.startsAt && new Date(c.startsAt).getTime() > now) return { label: 'Scheduled', color: 'info' as const };
  if (c.usageLimit !== null && c.usageCount >= c.usageLimit) return { label: 'Used up', color: 'warning' as const };
  return { label: 'Active', color: 'success' as const };
}

export function couponColumns({ onEdit, onDelete }: { onEdit: (c: Row) => void; onDelete: (c: Row) => void }): GridColDef<Row>[] {
  return [
    { field: 'code', headerName: 'Code', flex: 1, minWidth: 88, sortable: false, cellClassName: 'mono' },
    { field: 'type', headerName: 'Type', width: 110, sortable: false, valueFormatter: (v: string) => capitalise(v) },
    { field: 'value', headerName: 'Value', width: 90, sortable: false, valueGetter: (_v, row) => couponValue(row) },
    { field: 'minAmount', headerName: 'Min. order', width: 120, sortable: false, valueFormatter: (v: string) => (Number(v) > 0 ? formatINR(v) : '—') },
    {
      field: 'active',
      headerName: 'Status',
      width: 96,
      sortable: false,
      renderCell: ({ row }) => {
        const status = couponStatus(row);
        return <Chip size="small" label={status.label} color={status.color} variant={row.active ? 'filled' : 'outlined'} />;
      },
    },
    { field: 'expiresAt', headerName: 'Expires', width: 130, sortable: false, valueFormatter: (v: string | null) => (v ? formatDate(v) : 'Never') },
    { field: 'usageCount', headerName: 'Uses', width: 90, sortable: false, valueGetter: (_v, row) => couponUses(row) },
    {
      field: 'actions',
      headerName: 'Actions',
      width: 92,
      sortable: false,
      renderCell: ({ row }) => <RowActions name={`coupon ${row.code}`} onEdit={() => onEdit(row)} onDelete={() => onDelete(row)} />,
    },
  ];
}
