import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ShopCategoriesQuery } from '@/graphql/graphql';
import { matchesCategory } from '../shop-params';
import { FilterSection } from './filter-section';

type Category = ShopCategoriesQuery['categories'][number];

interface CategoryFilterProps {
  categories: Category[] | undefined;
  loading: boolean;
  failed: boolean;
  selected: string[];
  /** a tap on a category's checkbox switches it on or off */
  onToggle(category: Category): void;
}

/** Category checkboxes; the URL keeps each chosen category by its lowercased name. */
export function CategoryFilter({ categories, loading, failed, selected, onToggle }: CategoryFilterProps) {
  return (
    <FilterSection title="Categories" id="filter-categories">
      {loading && !categories && [0, 1, 2, 3].map((i) => <Skeleton key={i} width="70%" height={32} />)}
      {failed && !categories && (
        <Typography variant="body2" color="error">
          Categories could not be loaded.
        </Typography>
      )}
      <FormGroup>
        {categories?.map((c) => (
          <FormControlLabel
            key={c.id}
            control={<Checkbox size="small" checked={selected.some((v) => matchesCategory(c, v))} onChange={() => onToggle(c)} />}
            label={
              <>
                {c.name}{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  ({c.productCount})
                </Typography>
              </>
            }
          />
        ))}
      </FormGroup>
    </FilterSection>
  );
}
