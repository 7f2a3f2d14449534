// The two readings of the hours spec §1 gives, each with its label so they never contradict: the
// shop's opening hours and the phone support hours. Footer, contact page and home page show the same.
import Box from '@mui/material/Box';
import { STORE } from '@/lib/store-info';

const GROUPS = [
  { label: 'Shop hours', lines: STORE.hours },
  { label: 'Phone support', lines: STORE.supportHours },
];

export function StoreHours() {
  return (
    <Box sx={{ display: 'grid', gap: 0.75 }}>
      {GROUPS.map((g) => (
        <Box key={g.label}>
          <Box component="span" sx={{ fontWeight: 600, display: 'block' }}>
            {g.label}
          </Box>
          {g.lines.map((h) => (
            <Box key={h}>{h}</Box>
          ))}
        </Box>
      ))}
    </Box>
  );
}
