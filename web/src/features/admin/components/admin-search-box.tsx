// The dashboard's search box; disabled on tabs it does not filter. It commits the trimmed text
// after a pause in typing.
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { sameSearchText, useDebouncedValue } from '@/lib/use-debounced-value';

interface Props {
  /** the committed search */
  value: string;
  onCommit: (value: string) => void;
  placeholder: string | null;
}

export function AdminSearchBox({ value, onCommit, placeholder }: Props) {
  const [text, setText] = useDebouncedValue(value, (next) => onCommit(next.trim()), sameSearchText);
  return (
    <TextField
      type="search"
      size="small"
      value={text}
      onChange={(e) => setText(e.target.value)}
      disabled={!placeholder}
      placeholder={placeholder ?? 'Search'}
      sx={{ width: { xs: '100%', sm: 320 }, bgcolor: 'background.paper' }}
      slotProps={{
        htmlInput: { 'aria-label': placeholder ?? 'Search' },
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
