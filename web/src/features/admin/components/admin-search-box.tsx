// The dashboard's search box; disabled on tabs it does not filter.
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';

interface Props {
  value: string;
  onChange: (value: string) => void;
  placeholder: string | null;
}

export function AdminSearchBox({ value, onChange, placeholder }: Props) {
  return (
    <TextField
      type="search"
      size="small"
      value={value}
      onChange={(e) => onChange(e.target.value)}
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
