// A helper line with the field's error (if any) on the left and a live "N/max" counter on the right.
import Box from '@mui/material/Box';

export function CountedHelper({ error, length, max }: { error?: string; length: number; max: number }) {
  return (
    <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <span>{error ?? ''}</span>
      <span aria-live="polite">{`${length}/${max}`}</span>
    </Box>
  );
}
