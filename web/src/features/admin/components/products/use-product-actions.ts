// Create / update / delete a product, with the spec's toasts (§8). Lists whose totals change are
// refetched by operation name; the deleted product leaves the cache.
import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import {
  AdminCreateProductDocument,
  AdminDeleteProductDocument,
  AdminUpdateProductDocument,
  type AdminProductFragment,
  type ProductInput,
} from '@/graphql/graphql';
import { useToast } from '@/components/ui/toast';
import { forgetObject, forgetStats } from '../shared/cache';
import { failureText, refused, saved, type SaveResult } from '../shared/save-result';

export const DELETE_PRODUCT_CONFIRM = 'Are you sure you want to delete this product? This action cannot be undone.';
const REFETCH = ['AdminProducts', 'AdminCategories'];

export function useProductActions() {
  const toast = useToast();
  const [create] = useMutation(AdminCreateProductDocument, { refetchQueries: REFETCH, update: forgetStats });
  // the list is refetched after an edit too: stock decides its low-stock filter and stock sort
  const [update] = useMutation(AdminUpdateProductDocument, { refetchQueries: REFETCH });
  const [remove] = useMutation(AdminDeleteProductDocument, { refetchQueries: REFETCH });

  /** On failure the toast shows the server's message; its field messages go back to the form. */
  async function save(input: ProductInput, product: AdminProductFragment | null): Promise<SaveResult> {
    try {
      if (product) await update({ variables: { id: product.id, input } });
      else await create({ variables: { input } });
      toast({ title: product ? 'Product updated successfully' : 'Product created successfully' });
      return saved;
    } catch (err) {
      const fallback = product ? 'Failed to update product' : 'Failed to create product';
      toast({ title: 'Error', description: failureText(err, fallback), variant: 'error' });
      return refused(err);
    }
  }

  const destroy = useCallback(
    async (product: AdminProductFragment) => {
      if (!window.confirm(DELETE_PRODUCT_CONFIRM)) return;
      try {
        await remove({ variables: { id: product.id }, update: (cache) => forgetObject(cache, 'Product', product.id) });
        toast({ title: 'Product deleted successfully' });
      } catch (err) {
        toast({ title: 'Error', description: failureText(err, 'Failed to delete product'), variant: 'error' });
      }
    },
    [remove, toast],
  );

  return { save, destroy };
}
