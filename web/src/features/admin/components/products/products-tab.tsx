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
import { TabHeader } from '../shared/tab-header';
import { sortEnum } from '../shared/use-server-grid';
import { useServerPage } from '../shared/use-server-page';
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
  const list = useServerPage(AdminProductsDocument, {
    resetKey: { search, lowStock },
    variables: (paging, sortModel) => ({
      filter: search || lowStock ? { nameOrSku: search || undefined, lowStock: lowStock || undefined } : undefined,
      sort: sortEnum(sortModel, SORTS, 'NEWEST'),
      ...paging,
    }),
    select: (data) => data.products,
  });
  const categories = useQuery(AdminCategoriesDocument).data?.categories ?? [];
  const [editing, setEditing] = useState<Editing>(null);
  const { save, destroy } = useProductActions();
  const { page } = list;
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
      <AdminGrid
        label="Products"
        what="products"
        list={list}
        columns={columns}
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
