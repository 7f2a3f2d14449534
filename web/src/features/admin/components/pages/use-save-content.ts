// Saves a content section (upsert) and tells how it went.
import { useMutation } from '@apollo/client/react';
import { AdminUpdateContentDocument } from '@/graphql/graphql';
import { useToast } from '@/components/ui/toast';
import { unwrap } from '@/lib/errors';
import { failureText, refused, saved, type SaveResult } from '../shared/save-result';

export function useSaveContent(section: string) {
  const toast = useToast();
  const [update] = useMutation(AdminUpdateContentDocument, {
    refetchQueries: ['AdminContentSections'],
    // the storefront's `content(section)` may have been read as null before this section existed
    update: (cache) => void cache.evict({ id: 'ROOT_QUERY', fieldName: 'content', args: { section } }),
  });
  return async (data: Record<string, unknown>): Promise<SaveResult> => {
    try {
      unwrap((await update({ variables: { input: { section, data } } })).data?.updateContent);
      toast({ title: 'Page updated successfully' });
      return saved;
    } catch (err) {
      toast({ title: 'Error', description: failureText(err, 'Failed to update page'), variant: 'error' });
      return refused(err);
    }
  };
}
