// The Reviews tab's filters: stars and status ('All' clears one).
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ReviewStatus } from '@/graphql/graphql';
import { REVIEW_STATUSES } from './review-status-chip';

export interface ReviewFilter {
  rating: number | null;
  status: ReviewStatus | null;
}

const ALL = '';
const SHOW_ALL = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

export function ReviewFilters({ value, onChange }: { value: ReviewFilter; onChange: (next: ReviewFilter) => void }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <TextField
        select
        size="small"
        label="Stars"
        value={value.rating ?? ALL}
        onChange={(e) => onChange({ ...value, rating: e.target.value ? Number(e.target.value) : null })}
        slotProps={SHOW_ALL}
        sx={{ minWidth: 160 }}
      >
        <MenuItem value={ALL}>All stars</MenuItem>
        {[5, 4, 3, 2, 1].map((n) => (
          <MenuItem key={n} value={n}>
            {n} star{n === 1 ? '' : 's'}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Status"
        value={value.status ?? ALL}
        onChange={(e) => onChange({ ...value, status: (e.target.value || null) as ReviewStatus | null })}
        slotProps={SHOW_ALL}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value={ALL}>All statuses</MenuItem>
        {Object.entries(REVIEW_STATUSES).map(([status, { label }]) => (
          <MenuItem key={status} value={status}>
            {label}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
