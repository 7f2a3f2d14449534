import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { SORTS, type SortValue } from '../shop-params';

export function SortSelect({ value, onChange }: { value: SortValue; onChange(sort: SortValue): void }) {
  return (
    <FormControl size="small" sx={{ minWidth: { xs: 0, sm: 210 }, flex: { xs: 1, sm: 'none' } }}>
      <InputLabel id="shop-sort-label">Sort by</InputLabel>
      <Select labelId="shop-sort-label" id="shop-sort" label="Sort by" value={value} onChange={(e) => onChange(e.target.value)}>
        {SORTS.map((s) => (
          <MenuItem key={s.value} value={s.value}>
            {s.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
