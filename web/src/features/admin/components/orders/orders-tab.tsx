// Orders (spec §2): server-paged table searched by id prefix, filtered by status, sorted by date
// or total; View and Update dialogs.
import { useMemo, useState } from 'react';
import { AdminOrdersDocument, type AdminOrderRowFragment, type OrderSort, type OrderStatus } from '@/graphql/graphql';
import { AdminGrid } from '../shared/admin-grid';
import { TabHeader } from '../shared/tab-header';
import { sortEnum } from '../shared/use-server-grid';
import { useServerPage } from '../shared/use-server-page';
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
  const list = useServerPage(AdminOrdersDocument, {
    resetKey: { search, status },
    variables: (paging, sortModel) => ({ status: status || undefined, search: search || undefined, sort: sortEnum(sortModel, SORTS, 'NEWEST'), ...paging }),
    select: (data) => data.orders,
    // Next / Previous by keyset cursor: a deep page costs the same as the first.
    endCursor: (orders) => orders.endCursor,
  });
  const [open, setOpen] = useState<Open>(null);
  const { page } = list;
  const columns = useMemo(
    () => orderColumns({ onView: (order) => setOpen({ kind: 'view', order }), onUpdate: (order) => setOpen({ kind: 'update', order }) }),
    [],
  );
  const filtered = !!search || !!status;

  return (
    <>
      <TabHeader title="Orders" count={page?.total} action={<OrderStatusFilter value={status} onChange={setStatus} />} />
      <AdminGrid
        label="Orders"
        what="orders"
        list={list}
        columns={columns}
        hideOnPhone={PHONE_HIDDEN}
        noRowsLabel={filtered ? 'No orders match these filters.' : 'No orders yet.'}
      />
      {open?.kind === 'view' && <OrderViewDialog orderId={open.order.id} onClose={() => setOpen(null)} />}
      {open?.kind === 'update' && <OrderUpdateDialog order={open.order} onClose={() => setOpen(null)} />}
    </>
  );
}
