// One cell of the stock grid: the number of one size × colour (selected on focus, so typing
// replaces it), how many shoppers wait for it to be back, and, when SKUs are shown, its SKU underneath. Messages show in the cell. Memoised:
// typing in one cell re-renders that cell only.
import { memo, type ChangeEvent, type FocusEvent } from 'react';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

interface Props {
  index: number;
  /** "M, Teal", or '' for a product without sizes and colours */
  label: string;
  stock: string;
  sku: string;
  /** shoppers waiting for it to be back in stock */
  waiting?: number;
  /** the messages to show (touched fields only) */
  stockError?: string;
  skuError?: string;
  showSku: boolean;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  onBlur: (e: FocusEvent<HTMLInputElement>) => void;
}

const selectAll = (e: FocusEvent<HTMLInputElement>) => e.target.select();
const small = { '& .MuiFormHelperText-root': { mx: 0, lineHeight: 1.25 } } as const;

export const StockGridCell = memo(function StockGridCell({ index, label, stock, sku, waiting = 0, stockError, skuError, showSku, onChange, onBlur }: Props) {
  const named = (what: string) => (label ? `${what} (${label})` : what);
  const shared = { size: 'small', onChange, onBlur, onFocus: selectAll, sx: small } as const;
  return (
    <TableCell sx={{ verticalAlign: 'top', px: { xs: 0.5, sm: 0.75 }, py: 1 }}>
      <Stack spacing={0.75} sx={{ width: showSku ? 150 : { xs: 56, sm: 76 }, mx: 'auto' }}>
        <TextField
          {...shared}
          id={`admin-stock-${index}`}
          name={`variants.${index}.stock`}
          value={stock}
          error={!!stockError}
          helperText={stockError}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': named('Stock'), autoComplete: 'off', sx: { textAlign: 'right' } } }}
        />
        {waiting > 0 && (
          <Typography variant="caption" color="primary" sx={{ fontWeight: 700, textAlign: 'right', lineHeight: 1.2 }} title="Shoppers waiting to be e-mailed when it is back">
            {`${waiting} waiting`}
          </Typography>
        )}
        {showSku && (
          <TextField
            {...shared}
            id={`admin-sku-${index}`}
            name={`variants.${index}.sku`}
            value={sku}
            error={!!skuError}
            helperText={skuError}
            placeholder="Generated"
            slotProps={{ htmlInput: { 'aria-label': named('SKU'), autoComplete: 'off', spellCheck: false, sx: { fontFamily: 'monospace', fontSize: 12, textTransform: 'uppercase' } } }}
          />
        )}
      </Stack>
    </TableCell>
  );
});
