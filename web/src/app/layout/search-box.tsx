import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

/** The header's search: leads to /shop?search=… */
export function SearchBox({ onDone }: { onDone(): void }) {
  const [term, setTerm] = useState('');
  const navigate = useNavigate();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = term.trim();
    void navigate(q ? `/shop?search=${encodeURIComponent(q)}` : '/shop');
    onDone();
  };
  return (
    <Stack component="form" role="search" direction="row" spacing={1} onSubmit={submit}>
      <TextField autoFocus fullWidth size="small" label="Search products" value={term} onChange={(e) => setTerm(e.target.value)} slotProps={{ htmlInput: { maxLength: 100 } }} />
      <Button type="submit" variant="contained">
        Search
      </Button>
    </Stack>
  );
}
