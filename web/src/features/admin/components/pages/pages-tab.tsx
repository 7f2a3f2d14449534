// Pages (beyond the spec): the storefront's content sections — footer pages and the free-form
// home/about/contact data — listed with their last update, each opening its editor.
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import { AdminContentSectionsDocument, type AdminContentSectionFragment } from '@/graphql/graphql';
import { QueryError } from '../shared/query-error';
import { TabHeader } from '../shared/tab-header';
import { KNOWN_SECTIONS, sectionLabel } from './content-sections';
import { ContentSectionRow } from './content-section-row';
import { ContentEditorDialog } from './content-editor-dialog';

export function PagesTab({ search }: { search: string }) {
  const { data, loading, error, refetch } = useQuery(AdminContentSectionsDocument, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<string | null>(null);
  const stored = new Map((data?.contentSections ?? []).map((s) => [s.section, s] as [string, AdminContentSectionFragment]));
  const names = [...new Set([...KNOWN_SECTIONS, ...stored.keys()])];
  const needle = search.toLowerCase();
  const shown = names.filter((n) => n.includes(needle) || sectionLabel(n).toLowerCase().includes(needle));

  return (
    <>
      <TabHeader title="Pages" count={names.length} />
      {error && <QueryError error={error} onRetry={() => void refetch()} what="pages" />}
      {loading && !data ? (
        <Skeleton variant="rounded" height={400} />
      ) : shown.length === 0 ? (
        <Alert severity="info">{`No pages match “${search}”.`}</Alert>
      ) : (
        <Card>
          <List disablePadding aria-label="Content pages">
            {shown.map((name, i) => (
              <ContentSectionRow key={name} name={name} stored={stored.get(name)} divider={i < shown.length - 1} onEdit={() => setEditing(name)} />
            ))}
          </List>
        </Card>
      )}
      {editing && <ContentEditorDialog section={editing} stored={stored.get(editing)} onClose={() => setEditing(null)} />}
    </>
  );
}
