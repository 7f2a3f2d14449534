// Coupons (spec §2; docs/decisions/0007-screens-the-spec-leaves-without-action.md): server-paged
// table (search = code prefix); Add, Edit, Delete.
import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { AdminCouponsDocument, type AdminCouponFragment } from '@/graphql/graphql';
import { AdminGrid } from '../shared/admin-grid';
import { TabHeader } from '../shared/tab-header';
import { useServerPage } from '../shared/use-server-page';
import { couponColumns } from './coupon-columns';
import { CouponDialog } from './coupon-dialog';
import { useCouponActions } from './use-coupon-actions';

const PHONE_HIDDEN = ['type', 'minAmount', 'expiresAt', 'usageCount'];

export function CouponsTab({ search }: { search: string }) {
  const list = useServerPage(AdminCouponsDocument, {
    resetKey: search,
    variables: (paging) => ({ search: search || undefined, ...paging }),
    select: (data) => data.coupons,
  });
  const [editing, setEditing] = useState<{ coupon: AdminCouponFragment | null } | null>(null);
  const { save, destroy } = useCouponActions();
  const { page } = list;
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
      <AdminGrid
        label="Coupons"
        what="coupons"
        list={list}
        columns={columns}
        hideOnPhone={PHONE_HIDDEN}
        noRowsLabel={search ? `No coupons start with “${search}”.` : 'No coupons yet. Add your first one!'}
      />
      {editing && <CouponDialog coupon={editing.coupon} onSave={(input) => save(input, editing.coupon)} onClose={() => setEditing(null)} />}
    </>
  );
}
