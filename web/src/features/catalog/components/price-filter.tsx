// Price sliders (spec §9): minimum 0–500, maximum 50–1000, step 10. The URL follows after a pause.
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { formatINR } from '@/lib/format';
import { PRICE } from '../shop-params';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { FilterSection } from './filter-section';

interface PriceFilterProps {
  min: number;
  max: number;
  onCommit(patch: { min?: number; max?: number }): void;
}

const rupees = (n: number) => formatINR(n).replace(/\.00$/, '');

export function PriceFilter({ min, max, onCommit }: PriceFilterProps) {
  const [minValue, setMin] = useDebouncedValue(min, (v) => onCommit({ min: v }));
  const [maxValue, setMax] = useDebouncedValue(max, (v) => onCommit({ max: v }));
  return (
    <FilterSection title="Price" id="filter-price">
      <Box sx={{ px: 1 }}>
        <Typography id="price-min-label" variant="body2">
          Minimum price: <strong>{rupees(minValue)}</strong>
        </Typography>
        <Slider
          value={minValue}
          min={PRICE.minFloor}
          max={PRICE.minCeil}
          step={PRICE.step}
          onChange={(_e, v) => setMin(v)}
          getAriaValueText={rupees}
          aria-labelledby="price-min-label"
          size="small"
        />
        <Typography id="price-max-label" variant="body2">
          Maximum price: <strong>{maxValue >= PRICE.maxCeil ? `${rupees(maxValue)}+` : rupees(maxValue)}</strong>
        </Typography>
        <Slider
          value={maxValue}
          min={PRICE.maxFloor}
          max={PRICE.maxCeil}
          step={PRICE.step}
          onChange={(_e, v) => setMax(v)}
          getAriaValueText={rupees}
          aria-labelledby="price-max-label"
          size="small"
        />
      </Box>
    </FilterSection>
  );
}
