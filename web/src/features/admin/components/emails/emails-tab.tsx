// Emails (issue 14): every e-mail the shop wrote, newest first, server-paged, filtered by status and
// kind; View opens one (HTML in a sandboxed frame, or text) with 'Send again'. Without SMTP_URL the
// shop keeps its e-mails (KEPT) and this tab is the mailbox: a banner says so.
import { useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import { AdminEmailsDocument, type AdminEmailFragment } from '@/graphql/graphql';
import { AdminGrid } from '../shared/admin-grid';
import { QueryError } from '../shared/query-error';
import { TabHeader } from '../shared/tab-header';
import { useServerGrid } from '../shared/use-server-grid';
import { emailColumns } from './email-columns';
import { EmailFilters, type EmailFilter } from './email-filters';
import { SENDING_OFF } from './email-labels';
import { EmailViewDialog } from './email-view-dialog';

const PHONE_HIDDEN = ['createdAt', 'to', 'kind', 'attempts', 'lastError'];

export function EmailsTab() {
  const [filter, setFilter] = useState<EmailFilter>({ status: null, kind: null });
  const [viewing, setViewing] = useState<AdminEmailFragment | null>(null);
  const grid = useServerGrid(filter);
  const { data, previousData, error, loading, refetch } = useQuery(AdminEmailsDocument, {
    variables: { ...filter, limit: grid.limit, offset: grid.offset },
    fetchPolicy: 'cache-and-network',
  });
  const columns = useMemo(() => emailColumns(setViewing), []);
  const page = (data ?? previousData)?.emails;
  const kept = page?.items.some((e) => e.status === 'KEPT');

  return (
    <>
      <TabHeader title="Emails" count={page?.total} />
      {kept && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {SENDING_OFF}
        </Alert>
      )}
      <EmailFilters value={filter} onChange={setFilter} />
      {error && <QueryError error={error} onRetry={() => void refetch()} what="e-mails" />}
      <AdminGrid
        label="Emails"
        rows={page?.items}
        total={page?.total}
        columns={columns}
        loading={loading}
        grid={grid}
        hideOnPhone={PHONE_HIDDEN}
        noRowsLabel={filter.status || filter.kind ? 'No e-mails match these filters.' : 'No e-mails yet. Orders, registrations and password resets write them.'}
      />
      {viewing && <EmailViewDialog email={viewing} onClose={() => setViewing(null)} />}
    </>
  );
}
