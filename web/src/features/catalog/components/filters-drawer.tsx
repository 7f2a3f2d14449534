import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';

interface FiltersDrawerProps {
  open: boolean;
  onClose(): void;
  total: number | undefined;
  /** the total is a lower bound (more than total − 1 results) */
  totalCapped?: boolean;
  children: ReactNode;
}

/** Phones: the filter panel slides in from the left. */
export function FiltersDrawer({ open, onClose, total, totalCapped, children }: FiltersDrawerProps) {
  return (
    <Drawer anchor="left" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 'min(340px, 88vw)' }, 'aria-labelledby': 'filters-drawer-title' } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5, borderBottom: '1px solid #eee4de' }}>
        <Typography id="filters-drawer-title" component="h2" variant="h6">
          Filters
        </Typography>
        <IconButton aria-label="Close filters" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ p: 2, overflowY: 'auto', flex: 1 }}>{children}</Box>
      <Box sx={{ p: 2, borderTop: '1px solid #eee4de' }}>
        <Button fullWidth variant="contained" onClick={onClose}>
          {showLabel(total, totalCapped)}
        </Button>
      </Box>
    </Drawer>
  );
}

function showLabel(total: number | undefined, capped: boolean | undefined): string {
  if (total === undefined) return 'Show results';
  if (capped) return `Show more than ${(total - 1).toLocaleString('en-IN')} results`;
  return `Show ${total} ${total === 1 ? 'result' : 'results'}`;
}
