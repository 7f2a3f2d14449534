// Webhooks: the endpoints (Add shows the signing secret once; Delete) and the
// recent deliveries with status, HTTP code, attempts, next attempt and a Resend button.
import { useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { AdminWebhookDeliveriesDocument, AdminWebhookEndpointsDocument } from '@/graphql/graphql';
import { AdminGrid } from '../shared/admin-grid';
import { QueryError } from '../shared/query-error';
import { TabHeader } from '../shared/tab-header';
import { useServerPage } from '../shared/use-server-page';
import { deliveryColumns } from './delivery-columns';
import { EndpointDialog } from './endpoint-dialog';
import { EndpointList } from './endpoint-list';
import { SecretDialog } from './secret-dialog';
import { useWebhookActions } from './use-webhook-actions';

const PHONE_HIDDEN = ['endpointUrl', 'attempts', 'nextAttemptAt'];

export function WebhooksTab() {
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const endpoints = useQuery(AdminWebhookEndpointsDocument, { fetchPolicy: 'cache-and-network' });
  const deliveries = useServerPage(AdminWebhookDeliveriesDocument, { variables: (paging) => paging, select: (data) => data.webhookDeliveries });
  const { save, destroy, resend } = useWebhookActions(setSecret);
  const columns = useMemo(() => deliveryColumns({ onResend: (d) => void resend(d) }), [resend]);
  const list = endpoints.data?.webhookEndpoints;

  return (
    <>
      <TabHeader
        title="Webhooks"
        count={list?.length}
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            Add Endpoint
          </Button>
        }
      />
      {endpoints.error && <QueryError error={endpoints.error} onRetry={() => void endpoints.refetch()} what="webhook endpoints" />}
      {!list && endpoints.loading && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
          <CircularProgress aria-label="Loading endpoints" />
        </Box>
      )}
      {list && <EndpointList endpoints={list} onDelete={(e) => void destroy(e)} />}
      <Typography variant="h6" component="h3" sx={{ mt: 4, mb: 1 }}>
        Recent deliveries
      </Typography>
      <AdminGrid
        label="Webhook deliveries"
        what="webhook deliveries"
        list={deliveries}
        columns={columns}
        hideOnPhone={PHONE_HIDDEN}
        noRowsLabel="No deliveries yet. Events are sent to the endpoints as orders and products change."
      />
      {adding && <EndpointDialog onSave={save} onClose={() => setAdding(false)} />}
      {secret && <SecretDialog secret={secret} onClose={() => setSecret(null)} />}
    </>
  );
}
