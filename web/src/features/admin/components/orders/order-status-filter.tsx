// The orders table's status filter.
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { OrderStatus } from '@/graphql/graphql';
import { capitalise } from '@/components/order-status-chip';

export const ORDER_STATUSES: OrderStatus[] = ['PENDING', 'PROCESSING', 'SHIPPED', 'DELIVERED', 'CANCELLED'];

export function OrderStatusFilter({ value, onChange }: { value: OrderStatus | ''; onChange: (v: OrderStatus | '') => void }) {
  return (
    <TextField
      select
      size="small"
      label="Status"
      id="admin-order-status-filter"
      value={value}
      onChange={(e) => onChange(e.target.value as OrderStatus | '')}
      sx={{ minWidth: 180, bgcolor: 'background.paper' }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">All statuses</MenuItem>
      {ORDER_STATUSES.map((s) => (
        <MenuItem key={s} value={s}>
          {capitalise(s)}
        </MenuItem>
      ))}
    </TextField>
  );
}
