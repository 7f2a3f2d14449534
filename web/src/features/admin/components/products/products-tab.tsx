// Products (spec §2): server-paged, server-sorted table searched by name or SKU, optionally only
// the low-stock ones; Add/Edit dialogs; delete.
import { useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import AddIcon from '@mui/icons-material/Add';
import { AdminCategoriesDocument, AdminProductsDocument, type AdminProductFragment, type ProductSort } from '@/graphql/graphql';
import { AdminGrid } from '../shared/admin-grid';
import { QueryError } from '../shared/query-error';
import { TabHeader } from '../shared/tab-header';
import { sortEnum, useServerGrid } from '../shared/use-server-grid';
import { productColumns } from './product-columns';
import { ProductDialog } from './product-dialog';
import { useProductActions } from './use-product-actions';

const SORTS: Record<string, [ProductSort, ProductSort]> = {
  name: ['NAME_ASC', 'NAME_DESC'],
  price: ['PRICE_LOW', 'PRICE_HIGH'],
  stock: ['STOCK_ASC', 'STOCK_DESC'],
};

const PHONE_HIDDEN = ['category', 'stock', 'soldOutVariants', 'waitingAlerts', 'status'];

type Editing = { product: AdminProductFragment | null } | null;

export function ProductsTab({ search }: { search: string }) {
  const [lowStock, setLowStock] = useState(false);
  const grid = useServerGrid({ search, lowStock });
  const variables = {
    filter: search || lowStock ? { nameOrSku: search || undefined, lowStock: lowStock || undefined } : undefined,
    sort: sortEnum(grid.sortModel, SORTS, 'NEWEST'),
    limit: grid.limit,
    offset: grid.offset,
  };
  const { data, previousData, loading, error, refetch } = useQuery(AdminProductsDocument, { variables, fetchPolicy: 'cache-and-network' });
  const categories = useQuery(AdminCategoriesDocument).data?.categories ?? [];
  const [editing, setEditing] = useState<Editing>(null);
  const { save, destroy } = useProductActions();
  const page = (data ?? previousData)?.products;
  const columns = useMemo(() => productColumns({ onEdit: (product) => setEditing({ product }), onDelete: (row) => void destroy(row) }), [destroy]);

  return (
    <>
      <TabHeader
        title="Products"
        count={page?.total}
        action={
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <FormControlLabel label="Low stock only" control={<Switch checked={lowStock} onChange={(e) => setLowStock(e.target.checked)} />} />
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ product: null })}>
              Add Product
            </Button>
          </Stack>
        }
      />
      {error && <QueryError error={error} onRetry={() => void refetch()} what="products" />}
      <AdminGrid
        label="Products"
        rows={page?.items}
        total={page?.total}
        columns={columns}
        loading={loading}
        grid={grid}
        rowHeight={68}
        hideOnPhone={PHONE_HIDDEN}
        noRowsLabel={noRowsLabel(search, lowStock)}
      />
      {editing && (
        <ProductDialog
          product={editing.product}
          categories={categories}
          onSave={(input) => save(input, editing.product)}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}

function noRowsLabel(search: string, lowStock: boolean): string {
  if (search) return `No ${lowStock ? 'low-stock ' : ''}products match “${search}”.`;
  return lowStock ? 'No product is low on stock.' : 'No products yet. Add your first one!';
}
