// The Emails tab's filters: status and kind ('All' clears one).
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { EmailKind, EmailStatus } from '@/graphql/graphql';
import { EMAIL_KINDS, EMAIL_STATUSES } from './email-labels';

export interface EmailFilter {
  status: EmailStatus | null;
  kind: EmailKind | null;
}

const ALL = '';
/** 'All …' shows in the field (an empty select would show only its label). */
const SHOW_ALL = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

export function EmailFilters({ value, onChange }: { value: EmailFilter; onChange: (next: EmailFilter) => void }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <TextField
        select
        size="small"
        label="Status"
        value={value.status ?? ALL}
        onChange={(e) => onChange({ ...value, status: (e.target.value || null) as EmailStatus | null })}
        slotProps={SHOW_ALL}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value={ALL}>All statuses</MenuItem>
        {Object.entries(EMAIL_STATUSES).map(([status, { label }]) => (
          <MenuItem key={status} value={status}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Kind"
        value={value.kind ?? ALL}
        onChange={(e) => onChange({ ...value, kind: (e.target.value || null) as EmailKind | null })}
        slotProps={SHOW_ALL}
        sx={{ minWidth: 240 }}
      >
        <MenuItem value={ALL}>All kinds</MenuItem>
        {Object.entries(EMAIL_KINDS).map(([kind, label]) => (
          <MenuItem key={kind} value={kind}>
            {label}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
