// Create / update / delete a category with toasts; a category that still has products is refused
// by the API and its message is shown.
import { useMutation } from '@apollo/client/react';
import {
  AdminCreateCategoryDocument,
  AdminDeleteCategoryDocument,
  AdminUpdateCategoryDocument,
  type AdminCategoryFragment,
  type CategoryInput,
} from '@/graphql/graphql';
import { useToast } from '@/components/ui/toast';
import { forgetObject, forgetStats } from '../shared/cache';
import { failureText, refused, saved, type SaveResult } from '../shared/save-result';

export const DELETE_CATEGORY_CONFIRM = 'Are you sure you want to delete this category? This action cannot be undone.';

export function useCategoryActions() {
  const toast = useToast();
  const [create] = useMutation(AdminCreateCategoryDocument, { refetchQueries: ['AdminCategories'], update: forgetStats });
  const [update] = useMutation(AdminUpdateCategoryDocument);
  const [remove] = useMutation(AdminDeleteCategoryDocument, { refetchQueries: ['AdminCategories'] });

  async function save(input: CategoryInput, category: AdminCategoryFragment | null): Promise<SaveResult> {
    try {
      if (category) await update({ variables: { id: category.id, input } });
      else await create({ variables: { input } });
      toast({ title: category ? 'Category updated successfully' : 'Category created successfully' });
      return saved;
    } catch (err) {
      const fallback = category ? 'Failed to update category' : 'Failed to create category';
      toast({ title: 'Error', description: failureText(err, fallback), variant: 'error' });
      return refused(err);
    }
  }

  async function destroy(category: AdminCategoryFragment) {
    if (!window.confirm(DELETE_CATEGORY_CONFIRM)) return;
    try {
      await remove({ variables: { id: category.id }, update: (cache) => forgetObject(cache, 'Category', category.id) });
      toast({ title: 'Category deleted successfully' });
    } catch (err) {
      toast({ title: 'Error', description: failureText(err, 'Failed to delete category'), variant: 'error' });
    }
  }

  return { save, destroy };
}
