// Messages (spec §2): contact messages, newest first, server-paged; View opens the full message.
import { useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { AdminContactMessagesDocument, type AdminContactMessageFragment } from '@/graphql/graphql';
import { AdminGrid } from '../shared/admin-grid';
import { QueryError } from '../shared/query-error';
import { TabHeader } from '../shared/tab-header';
import { useServerGrid } from '../shared/use-server-grid';
import { messageColumns } from './message-columns';
import { MessageViewDialog } from './message-view-dialog';

const PHONE_HIDDEN = ['email', 'phone', 'message'];

export function MessagesTab() {
  const grid = useServerGrid(null);
  const { data, previousData, loading, error, refetch } = useQuery(AdminContactMessagesDocument, {
    variables: { limit: grid.limit, offset: grid.offset },
    fetchPolicy: 'cache-and-network',
  });
  const [viewing, setViewing] = useState<AdminContactMessageFragment | null>(null);
  const page = (data ?? previousData)?.contactMessages;
  const columns = useMemo(() => messageColumns(setViewing), []);

  return (
    <>
      <TabHeader title="Messages" count={page?.total} />
      {error && <QueryError error={error} onRetry={() => void refetch()} what="messages" />}
      <AdminGrid
        label="Contact messages"
        rows={page?.items}
        total={page?.total}
        columns={columns}
        loading={loading}
        grid={grid}
        hideOnPhone={PHONE_HIDDEN}
        noRowsLabel="No messages yet."
      />
      {viewing && <MessageViewDialog message={viewing} onClose={() => setViewing(null)} />}
    </>
  );
}
