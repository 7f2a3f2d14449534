import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import Select from '@mui/material/Select';
import { SORTS, type SortValue } from '../shop-params';

/**
 * While searching, the default order is relevance: the first option then reads 'Best match'.
 *
 * A native select: a phone shows its own picker, and the page hydrates lighter. MUI's menu select sets state from a
 * ref callback when it mounts, a synchronous update in the middle of hydration's commit that made React run every
 * effect of the hydrated shop in the same task (Lighthouse counted it as blocking time on a phone).
 */
export function SortSelect({ value, searching = false, onChange }: { value: SortValue; searching?: boolean; onChange(sort: SortValue): void }) {
  return (
    <FormControl size="small" sx={{ minWidth: { xs: 0, sm: 210 }, flex: { xs: 1, sm: 'none' } }}>
      <InputLabel htmlFor="shop-sort">Sort by</InputLabel>
      <Select native id="shop-sort" label="Sort by" value={value} onChange={(e) => onChange(e.target.value)} inputProps={{ id: 'shop-sort' }}>
        {SORTS.map((s) => (
          <option key={s.value} value={s.value}>
            {searching && s.value === 'featured' ? 'Best match' : s.label}
          </option>
        ))}
      </Select>
    </FormControl>
  );
}
