// Create / update / delete a coupon with toasts (spec §8; edit and delete per decision 7).
import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import {
  AdminCreateCouponDocument,
  AdminDeleteCouponDocument,
  AdminUpdateCouponDocument,
  type AdminCouponFragment,
  type CouponInput,
} from '@/graphql/graphql';
import { useToast } from '@/components/ui/toast';
import { forgetObject } from '../shared/cache';
import { failureText, refused, saved, type SaveResult } from '../shared/save-result';

export const DELETE_COUPON_CONFIRM = 'Are you sure you want to delete this coupon? This action cannot be undone.';

export function useCouponActions() {
  const toast = useToast();
  const [create] = useMutation(AdminCreateCouponDocument, { refetchQueries: ['AdminCoupons'] });
  const [update] = useMutation(AdminUpdateCouponDocument);
  const [remove] = useMutation(AdminDeleteCouponDocument, { refetchQueries: ['AdminCoupons'] });

  async function save(input: CouponInput, coupon: AdminCouponFragment | null): Promise<SaveResult> {
    try {
      if (coupon) await update({ variables: { id: coupon.id, input } });
      else await create({ variables: { input } });
      toast({ title: coupon ? 'Coupon updated successfully' : 'Coupon created successfully' });
      return saved;
    } catch (err) {
      const fallback = coupon ? 'Failed to update coupon' : 'Failed to create coupon';
      toast({ title: 'Error', description: failureText(err, fallback), variant: 'error' });
      return refused(err);
    }
  }

  const destroy = useCallback(
    async (coupon: AdminCouponFragment) => {
      if (!window.confirm(DELETE_COUPON_CONFIRM)) return;
      try {
        await remove({ variables: { id: coupon.id }, update: (cache) => forgetObject(cache, 'Coupon', coupon.id) });
        toast({ title: 'Coupon deleted successfully' });
      } catch (err) {
        toast({ title: 'Error', description: failureText(err, 'Failed to delete coupon'), variant: 'error' });
      }
    },
    [remove, toast],
  );

  return { save, destroy };
}
