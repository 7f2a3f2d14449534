// Create / update / delete SEO meta with the spec's toasts (§8) and delete confirmation (§7).
import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import {
  AdminCreateSeoMetaDocument,
  AdminDeleteSeoMetaDocument,
  AdminUpdateSeoMetaDocument,
  type AdminSeoMetaFragment,
  type SeoMetaInput,
} from '@/graphql/graphql';
import { useToast } from '@/components/ui/toast';
import type { ApolloCache } from '@apollo/client';
import { forgetObject } from '../shared/cache';
import { failureText, refused, saved, type SaveResult } from '../shared/save-result';

export const DELETE_SEO_CONFIRM = 'Are you sure you want to delete this SEO meta? This action cannot be undone.';

/** The storefront's `seo(pageName)` answers (null before a create) are asked again. */
const forgetPageSeo = (cache: ApolloCache) => void cache.evict({ id: 'ROOT_QUERY', fieldName: 'seo' });

export function useSeoActions() {
  const toast = useToast();
  const [create] = useMutation(AdminCreateSeoMetaDocument, { refetchQueries: ['AdminSeoMetas'], update: forgetPageSeo });
  const [update] = useMutation(AdminUpdateSeoMetaDocument);
  const [remove] = useMutation(AdminDeleteSeoMetaDocument, { refetchQueries: ['AdminSeoMetas'] });

  async function save(input: SeoMetaInput, meta: AdminSeoMetaFragment | null): Promise<SaveResult> {
    try {
      if (meta) await update({ variables: { id: meta.id, input } });
      else await create({ variables: { input } });
      toast({ title: meta ? 'SEO meta updated successfully' : 'SEO meta created successfully' });
      return saved;
    } catch (err) {
      const fallback = meta ? 'Failed to update SEO meta' : 'Failed to create SEO meta';
      toast({ title: 'Error', description: failureText(err, fallback), variant: 'error' });
      return refused(err);
    }
  }

  const destroy = useCallback(
    async (meta: AdminSeoMetaFragment) => {
      if (!window.confirm(DELETE_SEO_CONFIRM)) return;
      try {
        await remove({
          variables: { id: meta.id },
          update: (cache) => {
            forgetPageSeo(cache);
            forgetObject(cache, 'SeoMeta', meta.id);
          },
        });
        toast({ title: 'SEO meta deleted successfully' });
      } catch (err) {
        toast({ title: 'Error', description: failureText(err, 'Failed to delete SEO meta'), variant: 'error' });
      }
    },
    [remove, toast],
  );

  return { save, destroy };
}
