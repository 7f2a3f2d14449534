// The items of an order: name, size, colour, SKU (as sold), quantity, unit price, line total.
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AdminOrderDetailsFragment } from '@/graphql/graphql';
import { formatINR } from '@/lib/format';

/** Size, colour, SKU and unit price get their own columns from the small breakpoint up; on phones they sit under the name. */
const WIDE = { display: { xs: 'none', sm: 'table-cell' } } as const;

export function OrderItemsTable({ items }: { items: AdminOrderDetailsFragment['items'] }) {
  return (
    <div>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        Items
      </Typography>
      <TableContainer sx={{ border: '1px solid #eee4de', borderRadius: 1 }}>
        <Table size="small" aria-label="Order items">
          <TableHead>
            <TableRow>
              <TableCell>Product</TableCell>
              <TableCell sx={WIDE}>Size</TableCell>
              <TableCell sx={WIDE}>Color</TableCell>
              <TableCell sx={WIDE}>SKU</TableCell>
              <TableCell align="right">Qty</TableCell>
              <TableCell align="right" sx={WIDE}>
                Price
              </TableCell>
              <TableCell align="right">Total</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((it) => (
              <TableRow key={it.id}>
                <TableCell sx={{ minWidth: 140 }}>
                  {it.name}
                  <Typography variant="caption" color="text.secondary" component="div" sx={{ display: { sm: 'none' } }}>
                    {[it.size, it.color, it.sku, `${it.quantity} × ${formatINR(it.price)}`].filter(Boolean).join(' · ')}
                  </Typography>
                </TableCell>
                <TableCell sx={WIDE}>{it.size ?? '—'}</TableCell>
                <TableCell sx={WIDE}>{it.color ?? '—'}</TableCell>
                <TableCell sx={{ ...WIDE, fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{it.sku ?? '—'}</TableCell>
                <TableCell align="right">{it.quantity}</TableCell>
                <TableCell align="right" sx={{ ...WIDE, whiteSpace: 'nowrap' }}>
                  {formatINR(it.price)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatINR(it.lineTotal)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </div>
  );
}
