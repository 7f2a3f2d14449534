// Messages (spec §2): contact messages, newest first, server-paged; View opens the full message.
import { useMemo, useState } from 'react';
import { AdminContactMessagesDocument, type AdminContactMessageFragment } from '@/graphql/graphql';
import { AdminGrid } from '../shared/admin-grid';
import { TabHeader } from '../shared/tab-header';
import { useServerPage } from '../shared/use-server-page';
import { messageColumns } from './message-columns';
import { MessageViewDialog } from './message-view-dialog';

const PHONE_HIDDEN = ['email', 'phone', 'message'];

export function MessagesTab() {
  const list = useServerPage(AdminContactMessagesDocument, { variables: (paging) => paging, select: (data) => data.contactMessages });
  const [viewing, setViewing] = useState<AdminContactMessageFragment | null>(null);
  const { page } = list;
  const columns = useMemo(() => messageColumns(setViewing), []);

  return (
    <>
      <TabHeader title="Messages" count={page?.total} />
      <AdminGrid label="Contact messages" what="messages" list={list} columns={columns} hideOnPhone={PHONE_HIDDEN} noRowsLabel="No messages yet." />
      {viewing && <MessageViewDialog message={viewing} onClose={() => setViewing(null)} />}
    </>
  );
}
