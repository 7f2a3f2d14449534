import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { SORTS, type SortValue } from '../shop-params';

/** While searching, the default order is relevance: the first option then reads 'Best match'. */
export function SortSelect({ value, searching = false, onChange }: { value: SortValue; searching?: boolean; onChange(sort: SortValue): void }) {
  return (
    <FormControl size="small" sx={{ minWidth: { xs: 0, sm: 210 }, flex: { xs: 1, sm: 'none' } }}>
      <InputLabel id="shop-sort-label">Sort by</InputLabel>
      <Select labelId="shop-sort-label" id="shop-sort" label="Sort by" value={value} onChange={(e) => onChange(e.target.value)}>
        {SORTS.map((s) => (
          <MenuItem key={s.value} value={s.value}>
            {searching && s.value === 'featured' ? 'Best match' : s.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
