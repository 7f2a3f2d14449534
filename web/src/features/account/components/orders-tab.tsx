// 'Recent Orders' (spec §2): placeholders while loading, an error with Retry, the empty state,
// or the list (20 a page, page number kept in the URL), plus the details dialog.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MyOrdersDocument } from '@/graphql/graphql';
import { useReorder } from '../use-reorder';
import { OrderCard } from './order-card';
import { OrderDetailsDialog } from './order-details-dialog';
import { OrdersEmpty } from './orders-empty';
import { OrdersSkeleton } from './orders-skeleton';
import { TabLoadError } from './tab-states';

export const ORDERS_PER_PAGE = 20;

export function OrdersTab() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { data, loading, error, refetch } = useQuery(MyOrdersDocument, {
    variables: { limit: ORDERS_PER_PAGE, offset: (page - 1) * ORDERS_PER_PAGE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const { reorder, busyId } = useReorder();
  const [viewingId, setViewingId] = useState<string | null>(null);
  const [open, setOpen] = useState(false);

  const orders = data?.myOrders.items ?? [];
  const total = data?.myOrders.total ?? 0;
  const viewing = orders.find((o) => o.id === viewingId) ?? null;

  const goTo = (next: number) => {
    const p = new URLSearchParams(params);
    if (next > 1) p.set('page', String(next));
    else p.delete('page');
    setParams(p);
  };

  let body;
  if (!data && loading) body = <OrdersSkeleton />;
  else if (!data && error) body = <TabLoadError what="orders" error={error} retry={refetch} />;
  else if (total === 0) body = <OrdersEmpty />;
  else if (orders.length === 0)
    body = (
      <Alert severity="info" action={<Button color="inherit" size="small" onClick={() => goTo(1)}>First page</Button>}>
        There are no orders on this page.
      </Alert>
    );
  else
    body = (
      <Stack spacing={2}>
        {orders.map((order) => (
          <OrderCard
            key={order.id}
            order={order}
            reordering={busyId === order.id}
            onView={() => {
              setViewingId(order.id);
              setOpen(true);
            }}
            onReorder={() => void reorder(order.id)}
          />
        ))}
        {total > ORDERS_PER_PAGE && (
          <Pagination
            count={Math.ceil(total / ORDERS_PER_PAGE)}
            page={page}
            onChange={(_e, p) => goTo(p)}
            color="primary"
            sx={{ alignSelf: 'center', pt: 1 }}
            aria-label="Order pages"
          />
        )}
      </Stack>
    );

  return (
    <section aria-labelledby="recent-orders-title">
      <Typography id="recent-orders-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        Recent Orders
      </Typography>
      {body}
      <OrderDetailsDialog
        open={open}
        order={viewing}
        reordering={!!viewing && busyId === viewing.id}
        onClose={() => setOpen(false)}
        onReorder={(o) => void reorder(o.id, () => setOpen(false))}
      />
    </section>
  );
}
