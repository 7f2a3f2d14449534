// Coupons (spec §2, decision 7): server-paged table (search = code prefix); Add, Edit, Delete.
import { useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { AdminCouponsDocument, type AdminCouponFragment } from '@/graphql/graphql';
import { AdminGrid } from '../shared/admin-grid';
import { QueryError } from '../shared/query-error';
import { TabHeader } from '../shared/tab-header';
import { useServerGrid } from '../shared/use-server-grid';
import { couponColumns } from './coupon-columns';
import { CouponDialog } from './coupon-dialog';
import { useCouponActions } from './use-coupon-actions';

const PHONE_HIDDEN = ['type', 'minAmount', 'expiresAt', 'usageCount'];

export function CouponsTab({ search }: { search: string }) {
  const grid = useServerGrid(search);
  const variables = { search: search || undefined, limit: grid.limit, offset: grid.offset };
  const { data, previousData, loading, error, refetch } = useQuery(AdminCouponsDocument, { variables, fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<{ coupon: AdminCouponFragment | null } | null>(null);
  const { save, destroy } = useCouponActions();
  const page = (data ?? previousData)?.coupons;
  const columns = useMemo(() => couponColumns({ onEdit: (coupon) => setEditing({ coupon }), onDelete: (row) => void destroy(row) }), [destroy]);

  return (
    <>
      <TabHeader
        title="Coupons"
        count={page?.total}
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ coupon: null })}>
            Add Coupon
          </Button>
        }
      />
      {error && <QueryError error={error} onRetry={() => void refetch()} what="coupons" />}
      <AdminGrid
        label="Coupons"
        rows={page?.items}
        total={page?.total}
        columns={columns}
        loading={loading}
        grid={grid}
        hideOnPhone={PHONE_HIDDEN}
        noRowsLabel={search ? `No coupons start with “${search}”.` : 'No coupons yet. Add your first one!'}
      />
      {editing && <CouponDialog coupon={editing.coupon} onSave={(input) => save(input, editing.coupon)} onClose={() => setEditing(null)} />}
    </>
  );
}
