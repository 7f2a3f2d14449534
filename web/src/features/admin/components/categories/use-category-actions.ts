// Create / update / delete a category; a category that still has products is refused by the API
// and its message is shown (shared/use-crud-actions.ts does the toasts and cache upkeep).
import { AdminCreateCategoryDocument, AdminDeleteCategoryDocument, AdminUpdateCategoryDocument, type AdminCategoryFragment, type CategoryInput } from '@/graphql/graphql';
import { forgetStats } from '../shared/cache';
import { useCrudActions } from '../shared/use-crud-actions';

export const useCategoryActions = () =>
  useCrudActions<AdminCategoryFragment, CategoryInput>({
    noun: 'category',
    confirmDelete: 'Are you sure you want to delete this category? This action cannot be undone.',
    create: { document: AdminCreateCategoryDocument, refetch: ['AdminCategories'], update: forgetStats },
    update: { document: AdminUpdateCategoryDocument },
    remove: { document: AdminDeleteCategoryDocument, refetch: ['AdminCategories'] },
  });
