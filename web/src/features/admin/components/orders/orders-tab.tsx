// Orders (spec §2): server-paged table searched by id prefix, filtered by status, sorted by date
// or total; View and Update dialogs.
import { useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { AdminOrdersDocument, type AdminOrderRowFragment, type OrderSort, type OrderStatus } from '@/graphql/graphql';
import { AdminGrid } from '../shared/admin-grid';
import { QueryError } from '../shared/query-error';
import { TabHeader } from '../shared/tab-header';
import { sortEnum, useServerGrid } from '../shared/use-server-grid';
import { useCursorPages } from '../shared/use-cursor-pages';
import { orderColumns } from './order-columns';
import { OrderStatusFilter } from './order-status-filter';
import { OrderUpdateDialog } from './order-update-dialog';
import { OrderViewDialog } from './order-view-dialog';

const SORTS: Record<string, [OrderSort, OrderSort]> = {
  createdAt: ['OLDEST', 'NEWEST'],
  total: ['TOTAL_LOW', 'TOTAL_HIGH'],
};

const PHONE_HIDDEN = ['createdAt', 'customer', 'total'];

type Open = { kind: 'view' | 'update'; order: AdminOrderRowFragment } | null;

export function OrdersTab({ search }: { search: string }) {
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const grid = useServerGrid({ search, status });
  // Next / Previous by keyset cursor (issue 16): a deep page costs the same as the first.
  const pages = useCursorPages(grid, { search, status });
  const variables = {
    status: status || undefined,
    search: search || undefined,
    sort: sortEnum(grid.sortModel, SORTS, 'NEWEST'),
    limit: grid.limit,
    offset: pages.offset,
    after: pages.after,
  };
  const { data, previousData, loading, error, refetch } = useQuery(AdminOrdersDocument, { variables, fetchPolicy: 'cache-and-network' });
  pages.remember(data?.orders.endCursor);
  const [open, setOpen] = useState<Open>(null);
  const page = (data ?? previousData)?.orders;
  const columns = useMemo(
    () => orderColumns({ onView: (order) => setOpen({ kind: 'view', order }), onUpdate: (order) => setOpen({ kind: 'update', order }) }),
    [],
  );
  const filtered = !!search || !!status;

  return (
    <>
      <TabHeader title="Orders" count={page?.total} action={<OrderStatusFilter value={status} onChange={setStatus} />} />
      {error && <QueryError error={error} onRetry={() => void refetch()} what="orders" />}
      <AdminGrid
        label="Orders"
        rows={page?.items}
        total={page?.total}
        columns={columns}
        loading={loading}
        grid={grid}
        hideOnPhone={PHONE_HIDDEN}
        noRowsLabel={filtered ? 'No orders match these filters.' : 'No orders yet.'}
      />
      {open?.kind === 'view' && <OrderViewDialog orderId={open.order.id} onClose={() => setOpen(null)} />}
      {open?.kind === 'update' && <OrderUpdateDialog order={open.order} onClose={() => setOpen(null)} />}
    </>
  );
}
