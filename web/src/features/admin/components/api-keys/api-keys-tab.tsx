// API keys: keys for partners' servers. A server-paged table (name, prefix, scopes,
// created, last used, status), New API key (the secret shown once), Revoke with confirmation.
import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { AdminApiKeysDocument } from '@/graphql/graphql';
import { AdminGrid } from '../shared/admin-grid';
import { TabHeader } from '../shared/tab-header';
import { useServerPage } from '../shared/use-server-page';
import { apiKeyColumns } from './api-key-columns';
import { CreateApiKeyDialog } from './create-api-key-dialog';
import { useApiKeyActions } from './use-api-key-actions';

const PHONE_HIDDEN = ['prefix', 'createdAt', 'lastUsedAt'];

export function ApiKeysTab() {
  const list = useServerPage(AdminApiKeysDocument, { variables: (paging) => paging, select: (data) => data.apiKeys });
  const [creating, setCreating] = useState(false);
  const { create, revoke } = useApiKeyActions();
  const { page } = list;
  const columns = useMemo(() => apiKeyColumns({ onRevoke: (key) => void revoke(key) }), [revoke]);

  return (
    <>
      <TabHeader
        title="API keys"
        count={page?.total}
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            New API key
          </Button>
        }
      />
      <AdminGrid
        label="API keys"
        what="API keys"
        list={list}
        columns={columns}
        hideOnPhone={PHONE_HIDDEN}
        noRowsLabel="No API keys yet. Create one for each system that connects to the shop."
      />
      {creating && <CreateApiKeyDialog onCreate={create} onClose={() => setCreating(false)} />}
    </>
  );
}
