// Create / update / delete a product (spec §8), through shared/use-crud-actions.ts. Lists whose
// totals change are refetched by operation name.
import { AdminCreateProductDocument, AdminDeleteProductDocument, AdminUpdateProductDocument, type AdminProductFragment, type ProductInput } from '@/graphql/graphql';
import { forgetStats } from '../shared/cache';
import { useCrudActions } from '../shared/use-crud-actions';

const REFETCH = ['AdminProducts', 'AdminCategories'];

export const useProductActions = () =>
  useCrudActions<AdminProductFragment, ProductInput>({
    noun: 'product',
    confirmDelete: 'Are you sure you want to delete this product? This action cannot be undone.',
    create: { document: AdminCreateProductDocument, refetch: REFETCH, update: forgetStats },
    // the list is refetched after an edit too: stock decides its low-stock filter and stock sort
    update: { document: AdminUpdateProductDocument, refetch: REFETCH },
    remove: { document: AdminDeleteProductDocument, refetch: REFETCH },
  });
