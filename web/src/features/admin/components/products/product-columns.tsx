// Columns of the products table: product (thumbnail, name, short id), category, price, total
// stock, sold-out sizes/colours, shoppers waiting for them (back-in-stock alerts), status chips
// (In Stock / Out of Stock, Low stock, Featured), actions. Name, price and stock sort on the server.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { AdminProductFragment } from '@/graphql/graphql';
import { PLACEHOLDER_IMAGE, formatINR, shortId } from '@/lib/format';
import { RowActions } from '../shared/row-actions';

type Row = AdminProductFragment;
/** The theme's amber, darkened so the chip's small white text keeps AA contrast (6:1). */
const LOW_STOCK = { bgcolor: '#8f5500' } as const;
interface Handlers {
  onEdit: (p: Row) => void;
  onDelete: (p: Row) => void;
}

export function productColumns({ onEdit, onDelete }: Handlers): GridColDef<Row>[] {
  return [
    {
      field: 'name',
      headerName: 'Product',
      flex: 1,
      minWidth: 150,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Box
            component="img"
            src={row.images[0] || PLACEHOLDER_IMAGE}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            sx={{ objectFit: 'cover', borderRadius: 1, bgcolor: '#f3ece8', flexShrink: 0 }}
          />
          <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
            <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
              {row.name}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
              {shortId(row.id)}
            </Typography>
          </Box>
        </Stack>
      ),
    },
    { field: 'category', headerName: 'Category', width: 140, sortable: false, valueGetter: (_v, row) => row.category?.name ?? 'Unknown' },
    { field: 'price', headerName: 'Price', width: 110, valueFormatter: (v: string) => formatINR(v) },
    { field: 'stock', headerName: 'Stock', width: 80, type: 'number', align: 'left', headerAlign: 'left' },
    {
      field: 'soldOutVariants',
      headerName: 'Sold out',
      description: 'Sizes / colors with no stock left',
      width: 96,
      sortable: false,
      renderCell: ({ row }) => (
        <Typography variant="body2" color={row.soldOutVariants > 0 ? 'error' : 'text.secondary'} aria-label={`${row.soldOutVariants} of ${row.variants.length} sold out`}>
          {`${row.soldOutVariants} of ${row.variants.length}`}
        </Typography>
      ),
    },
    {
      field: 'waitingAlerts',
      headerName: 'Waiting',
      description: 'Shoppers waiting to be e-mailed when a sold-out size / color is back',
      width: 84,
      sortable: false,
      renderCell: ({ row }) => {
        const waiting = row.waitingAlerts ?? 0;
        return (
          <Typography variant="body2" color={waiting > 0 ? 'primary' : 'text.secondary'} sx={{ fontWeight: waiting > 0 ? 700 : 400 }} aria-label={`${waiting} waiting`}>
            {waiting > 0 ? waiting : '–'}
          </Typography>
        );
      },
    },
    {
      field: 'status',
      headerName: 'Status',
      width: 250,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          <Chip size="small" label={row.stock > 0 ? 'In Stock' : 'Out of Stock'} color={row.stock > 0 ? 'success' : 'error'} variant="outlined" />
          {row.lowStock && row.stock > 0 && (
            <Tooltip title="A size or color is nearly sold out">
              <Chip size="small" label="Low stock" color="warning" sx={LOW_STOCK} />
            </Tooltip>
          )}
          {row.featured && <Chip size="small" label="Featured" color="secondary" />}
        </Stack>
      ),
    },
    {
      field: 'actions',
      headerName: 'Actions',
      width: 92,
      sortable: false,
      renderCell: ({ row }) => <RowActions name={row.name} onEdit={() => onEdit(row)} onDelete={() => onDelete(row)} />,
    },
  ];
}
