// The stock grid of the product dialog: rows = sizes, columns = colours, one number per cell, with
// row, column and overall totals. Tab walks the numbers row by row. SKUs show on demand (and
// whenever one is refused). Wide grids scroll sideways inside the dialog, the size column stays put.
import { useState } from 'react';
import type { FormikProps } from 'formik';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ProductFormValues } from './product-schema';
import { cellLabel, cellStock, totalStock } from './stock-cells';
import { StockGridCell } from './stock-grid-cell';

const sticky = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper', fontWeight: 700, whiteSpace: 'nowrap', pl: { xs: 1, sm: 2 }, pr: 1 } as const;
const figure = { fontWeight: 600, textAlign: 'right', whiteSpace: 'nowrap', color: 'text.secondary', pl: 1, pr: { xs: 1, sm: 2 } } as const;

export function StockGrid({ formik }: { formik: FormikProps<ProductFormValues> }) {
  const cells = formik.values.variants;
  const sizes = [...new Set(cells.map((c) => c.size))];
  const colors = [...new Set(cells.map((c) => c.color))];
  const [editSkus, setEditSkus] = useState(false);
  /** a field's message once it was touched (or the server refused it) */
  const shown = (path: string) => {
    const meta = formik.getFieldMeta<string>(path);
    return meta.touched ? meta.error : undefined;
  };
  const skuRefused = cells.some((_c, i) => !!shown(`variants.${i}.sku`));
  const showSku = editSkus || skuRefused;
  const at = (si: number, ci: number) => si * colors.length + ci;
  const rowTotal = (si: number) => colors.reduce((sum, _c, ci) => sum + cellStock(cells[at(si, ci)]), 0);
  const colTotal = (ci: number) => sizes.reduce((sum, _s, si) => sum + cellStock(cells[at(si, ci)]), 0);
  const total = totalStock(cells);

  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 2, mb: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'baseline' }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            Stock
          </Typography>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {`Total stock: ${total}`}
          </Typography>
        </Stack>
        <FormControlLabel label="Edit SKUs" control={<Switch size="small" checked={showSku} disabled={skuRefused} onChange={(e) => setEditSkus(e.target.checked)} />} />
      </Stack>
      <TableContainer sx={{ border: '1px solid #eee4de', borderRadius: 1, width: 'fit-content', maxWidth: '100%', overflowX: 'auto' }}>
        <Table size="small" aria-label="Stock per size and color" sx={{ width: 'auto' }}>
          <TableHead>
            <TableRow>
              <TableCell sx={sticky}>{sizes[0] ? 'Size' : ''}</TableCell>
              {colors.map((c) => (
                <TableCell key={c} scope="col" align="center" sx={{ fontWeight: 700, whiteSpace: 'nowrap', px: 0.5 }}>
                  {c || 'Stock'}
                </TableCell>
              ))}
              {colors.length > 1 && <TableCell sx={figure}>Total</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {sizes.map((s, si) => (
              <TableRow key={s}>
                <TableCell component="th" scope="row" sx={sticky}>
                  {s || 'One size'}
                </TableCell>
                {colors.map((c, ci) => {
                  const i = at(si, ci);
                  const cell = cells[i];
                  return (
                    <StockGridCell
                      key={c}
                      index={i}
                      label={cellLabel(cell)}
                      stock={cell.stock}
                      sku={cell.sku}
                      waiting={cell.waiting}
                      stockError={shown(`variants.${i}.stock`)}
                      skuError={shown(`variants.${i}.sku`)}
                      showSku={showSku}
                      onChange={formik.handleChange}
                      onBlur={formik.handleBlur}
                    />
                  );
                })}
                {colors.length > 1 && <TableCell sx={figure}>{rowTotal(si)}</TableCell>}
              </TableRow>
            ))}
            {sizes.length > 1 && (
              <TableRow>
                <TableCell component="th" scope="row" sx={{ ...sticky, color: 'text.secondary' }}>
                  Total
                </TableCell>
                {colors.map((c, ci) => (
                  <TableCell key={c} sx={{ ...figure, textAlign: 'center', px: 0.5 }}>
                    {colTotal(ci)}
                  </TableCell>
                ))}
                {colors.length > 1 && <TableCell sx={{ ...figure, color: 'text.primary' }}>{total}</TableCell>}
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
