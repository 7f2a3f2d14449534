// Create (answers the secret, shown once) / delete an endpoint, and resend a delivery, with toasts.
import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import {
  AdminCreateWebhookEndpointDocument,
  AdminDeleteWebhookEndpointDocument,
  AdminResendWebhookDeliveryDocument,
  type AdminWebhookDeliveryFragment,
  type AdminWebhookEndpointFragment,
  type CreateWebhookEndpointInput,
} from '@/graphql/graphql';
import { useToast } from '@/components/ui/toast';
import { unwrap } from '@/lib/errors';
import { forgetObject } from '../shared/cache';
import { failureText, refused, saved, type SaveResult } from '../shared/save-result';

export function useWebhookActions(onSecret: (secret: string) => void) {
  const toast = useToast();
  const [create] = useMutation(AdminCreateWebhookEndpointDocument, { refetchQueries: ['AdminWebhookEndpoints'] });
  const [remove] = useMutation(AdminDeleteWebhookEndpointDocument);
  const [resendDelivery] = useMutation(AdminResendWebhookDeliveryDocument);

  const save = useCallback(
    async (input: CreateWebhookEndpointInput): Promise<SaveResult> => {
      try {
        const { data } = await create({ variables: { input } });
        onSecret(unwrap(data?.createWebhookEndpoint, 'secret').secret);
        toast({ title: 'Endpoint added successfully' });
        return saved;
      } catch (err) {
        toast({ title: 'Error', description: failureText(err, 'Failed to add endpoint'), variant: 'error' });
        return refused(err);
      }
    },
    [create, onSecret, toast],
  );

  const destroy = useCallback(
    async (endpoint: AdminWebhookEndpointFragment) => {
      if (!window.confirm(`Delete the endpoint ${endpoint.url}? It gets no more events, and its deliveries are deleted too.`)) return;
      try {
        const { data } = await remove({
          variables: { input: { id: endpoint.id } },
          update: (cache, { data }) => {
            const id = data?.deleteWebhookEndpoint.deletedId;
            if (id) forgetObject(cache, 'WebhookEndpoint', id);
          },
          refetchQueries: ['AdminWebhookDeliveries'],
        });
        unwrap(data?.deleteWebhookEndpoint, 'deletedId');
        toast({ title: 'Endpoint deleted successfully' });
      } catch (err) {
        toast({ title: 'Error', description: failureText(err, 'Failed to delete endpoint'), variant: 'error' });
      }
    },
    [remove, toast],
  );

  const resend = useCallback(
    async (delivery: AdminWebhookDeliveryFragment) => {
      try {
        const { data } = await resendDelivery({ variables: { input: { id: delivery.id } } });
        unwrap(data?.resendWebhookDelivery, 'delivery');
        toast({ title: 'Delivery queued to be sent again' });
      } catch (err) {
        toast({ title: 'Error', description: failureText(err, 'Failed to resend'), variant: 'error' });
      }
    },
    [resendDelivery, toast],
  );

  return { save, destroy, resend };
}
