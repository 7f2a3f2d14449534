// Create and revoke a key, with toasts. Creating answers the secret (shown once by the dialog);
// revoking asks first, then the key's row shows Revoked (the cache updates from the answer).
import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { AdminCreateApiKeyDocument, AdminRevokeApiKeyDocument, type AdminApiKeyFragment, type CreateApiKeyInput } from '@/graphql/graphql';
import { useToast } from '@/components/ui/toast';
import { unwrap } from '@/lib/errors';
import { failureText, refused, type SaveResult } from '../shared/save-result';

export const REVOKE_QUESTION = (name: string) => `Revoke the API key “${name}”? Every integration using it stops working at once. This cannot be undone.`;

export function useApiKeyActions() {
  const toast = useToast();
  const [createKey] = useMutation(AdminCreateApiKeyDocument, { refetchQueries: ['AdminApiKeys'] });
  const [revokeKey] = useMutation(AdminRevokeApiKeyDocument);

  /** The new key's secret, or the server's field messages for the form. */
  const create = useCallback(
    async (input: CreateApiKeyInput): Promise<{ secret: string } | SaveResult> => {
      try {
        const { data } = await createKey({ variables: { input } });
        const { secret } = unwrap(data?.createApiKey, 'secret');
        toast({ title: 'API key created' });
        return { secret };
      } catch (err) {
        toast({ title: 'Error', description: failureText(err, 'Failed to create API key'), variant: 'error' });
        return refused(err);
      }
    },
    [createKey, toast],
  );

  const revoke = useCallback(
    async (key: AdminApiKeyFragment) => {
      if (!window.confirm(REVOKE_QUESTION(key.name))) return;
      try {
        const { data } = await revokeKey({ variables: { input: { id: key.id } } });
        unwrap(data?.revokeApiKey, 'apiKey');
        toast({ title: 'API key revoked' });
      } catch (err) {
        toast({ title: 'Error', description: failureText(err, 'Failed to revoke API key'), variant: 'error' });
      }
    },
    [revokeKey, toast],
  );

  return { create, revoke };
}
