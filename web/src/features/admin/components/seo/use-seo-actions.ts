// Create / update / delete SEO meta (spec §7, §8), through shared/use-crud-actions.ts.
import type { ApolloCache } from '@apollo/client';
import { AdminCreateSeoMetaDocument, AdminDeleteSeoMetaDocument, AdminUpdateSeoMetaDocument, type AdminSeoMetaFragment, type SeoMetaInput } from '@/graphql/graphql';
import { useCrudActions } from '../shared/use-crud-actions';

/** The storefront's `seo(pageName)` answers (null before a create) are asked again. */
const forgetPageSeo = (cache: ApolloCache) => void cache.evict({ id: 'ROOT_QUERY', fieldName: 'seo' });

export const useSeoActions = () =>
  useCrudActions<AdminSeoMetaFragment, SeoMetaInput>({
    noun: 'SEO meta',
    confirmDelete: 'Are you sure you want to delete this SEO meta? This action cannot be undone.',
    create: { document: AdminCreateSeoMetaDocument, refetch: ['AdminSeoMetas'], update: forgetPageSeo },
    update: { document: AdminUpdateSeoMetaDocument },
    remove: { document: AdminDeleteSeoMetaDocument, refetch: ['AdminSeoMetas'], update: forgetPageSeo },
  });
