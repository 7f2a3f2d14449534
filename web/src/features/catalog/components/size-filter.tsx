import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { SIZES } from '../shop-params';
import { FilterSection } from './filter-section';

/** Size buttons XS…XXL; several may be chosen. A tap switches its size on or off. The server
 * finds products that have one of the chosen sizes in stock, and the title says so. */
export function SizeFilter({ selected, onToggle }: { selected: string[]; onToggle(size: string): void }) {
  return (
    <FilterSection title="Sizes in stock" id="filter-sizes">
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
        {SIZES.map((size) => {
          const on = selected.includes(size);
          return (
            <Button key={size} size="small" variant={on ? 'contained' : 'outlined'} aria-pressed={on} onClick={() => onToggle(size)} sx={{ minWidth: 0 }}>
              {size}
            </Button>
          );
        })}
      </Box>
    </FilterSection>
  );
}
