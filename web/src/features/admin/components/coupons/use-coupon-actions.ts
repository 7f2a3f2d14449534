// Create / update / delete a coupon (spec §8; edit and delete per
// docs/decisions/0007-screens-the-spec-leaves-without-action.md), through shared/use-crud-actions.ts.
import { AdminCreateCouponDocument, AdminDeleteCouponDocument, AdminUpdateCouponDocument, type AdminCouponFragment, type CouponInput } from '@/graphql/graphql';
import { useCrudActions } from '../shared/use-crud-actions';

export const useCouponActions = () =>
  useCrudActions<AdminCouponFragment, CouponInput>({
    noun: 'coupon',
    confirmDelete: 'Are you sure you want to delete this coupon? This action cannot be undone.',
    create: { document: AdminCreateCouponDocument, refetch: ['AdminCoupons'] },
    update: { document: AdminUpdateCouponDocument },
    remove: { document: AdminDeleteCouponDocument, refetch: ['AdminCoupons'] },
  });
