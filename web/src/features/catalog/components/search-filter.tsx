import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { sameSearchText, useDebouncedValue } from '@/lib/use-debounced-value';

export function SearchFilter({ value, onCommit }: { value: string; onCommit(search: string): void }) {
  const [text, setText] = useDebouncedValue(value, onCommit, sameSearchText);
  return (
    <TextField
      type="search"
      label="Search products"
      size="small"
      fullWidth
      value={text}
      onChange={(e) => setText(e.target.value)}
      slotProps={{
        htmlInput: { maxLength: 100 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
