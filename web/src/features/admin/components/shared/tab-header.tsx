// The heading row of a tab: title, a count, and the primary action (Add …).
import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export function TabHeader({ title, count, action }: { title: string; count?: number; action?: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
      <Typography variant="h5" component="h2">
        {title}
        {count !== undefined && (
          <Typography component="span" color="text.secondary" sx={{ ml: 1, fontSize: '1rem' }}>
            ({count})
          </Typography>
        )}
      </Typography>
      {action}
    </Stack>
  );
}
