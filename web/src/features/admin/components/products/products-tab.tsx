// Products (spec §2): server-paged, server-sorted table searched by name; Add/Edit dialogs; delete.
import { useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
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

const PHONE_HIDDEN = ['category', 'stock', 'status'];

type Editing = { product: AdminProductFragment | null } | null;

export function ProductsTab({ search }: { search: string }) {
  const grid = useServerGrid(search);
  const variables = {
    filter: search ? { search } : undefined,
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
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ product: null })}>
            Add Product
          </Button>
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
        noRowsLabel={search ? `No products match “${search}”.` : 'No products yet. Add your first one!'}
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
