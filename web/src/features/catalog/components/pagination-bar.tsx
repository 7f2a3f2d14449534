import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';

interface PaginationBarProps {
  page: number;
  /** whether more results exist after this page (from `total`) */
  hasNext: boolean;
  pageCount: number;
  onPage(page: number): void;
}

/** Previous/Next (spec §2/§4): Previous disabled on page 1; Next disabled when nothing follows. */
export function PaginationBar({ page, hasNext, pageCount, onPage }: PaginationBarProps) {
  return (
    <Stack component="nav" aria-label="Pagination" direction="row" spacing={2} sx={{ justifyContent: 'center', alignItems: 'center', mt: 4 }}>
      <Button variant="outlined" startIcon={<ChevronLeft />} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        Page {page}
        {pageCount > 0 && ` of ${pageCount}`}
      </Typography>
      <Button variant="outlined" endIcon={<ChevronRight />} disabled={!hasNext} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </Stack>
  );
}
