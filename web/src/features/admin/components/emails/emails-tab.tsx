// Emails: every e-mail the shop wrote, newest first, server-paged, filtered by status and
// kind; View opens one (HTML in a sandboxed frame, or text) with 'Send again'. Without SMTP_URL the
// shop keeps its e-mails (KEPT) and this tab is the mailbox: a banner says so.
import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import { AdminEmailsDocument, type AdminEmailFragment } from '@/graphql/graphql';
import { AdminGrid } from '../shared/admin-grid';
import { TabHeader } from '../shared/tab-header';
import { useServerPage } from '../shared/use-server-page';
import { emailColumns } from './email-columns';
import { EmailFilters, type EmailFilter } from './email-filters';
import { SENDING_OFF } from './email-labels';
import { EmailViewDialog } from './email-view-dialog';

const PHONE_HIDDEN = ['createdAt', 'to', 'kind', 'attempts', 'lastError'];

export function EmailsTab() {
  const [filter, setFilter] = useState<EmailFilter>({ status: null, kind: null });
  const [viewing, setViewing] = useState<AdminEmailFragment | null>(null);
  const list = useServerPage(AdminEmailsDocument, { resetKey: filter, variables: (paging) => ({ ...filter, ...paging }), select: (data) => data.emails });
  const columns = useMemo(() => emailColumns(setViewing), []);
  const { page } = list;
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
      <AdminGrid
        label="Emails"
        what="e-mails"
        list={list}
        columns={columns}
        hideOnPhone={PHONE_HIDDEN}
        noRowsLabel={filter.status || filter.kind ? 'No e-mails match these filters.' : 'No e-mails yet. Orders, registrations and password resets write them.'}
      />
      {viewing && <EmailViewDialog email={viewing} onClose={() => setViewing(null)} />}
    </>
  );
}
