// SEO (spec §2): per-page titles, descriptions and keywords; Add, Edit, Delete. The search box
// narrows the (small, complete) list by page name or title.
import { useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import { DataGrid } from '@mui/x-data-grid';
import { AdminSeoMetasDocument, type AdminSeoMetaFragment } from '@/graphql/graphql';
import { QueryError } from '../shared/query-error';
import { TabHeader } from '../shared/tab-header';
import { seoColumns } from './seo-columns';
import { SeoDialog } from './seo-dialog';
import { useSeoActions } from './use-seo-actions';

const PHONE_HIDDEN = { description: false, keywords: false };
const ALL = {};

export const NO_SEO = 'No SEO meta tags found. Add your first one!';

export function SeoTab({ search }: { search: string }) {
  const { data, loading, error, refetch } = useQuery(AdminSeoMetasDocument, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<{ meta: AdminSeoMetaFragment | null } | null>(null);
  const { save, destroy } = useSeoActions();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const columns = useMemo(() => seoColumns({ onEdit: (meta) => setEditing({ meta }), onDelete: (row) => void destroy(row) }), [destroy]);
  const all = data?.seoMetas;
  const needle = search.toLowerCase();
  const rows = all?.filter((m) => m.pageName.includes(needle) || m.title.toLowerCase().includes(needle));

  return (
    <>
      <TabHeader
        title="SEO"
        count={all?.length}
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ meta: null })}>
            Add SEO Meta
          </Button>
        }
      />
      {error && <QueryError error={error} onRetry={() => void refetch()} what="SEO meta tags" />}
      {all?.length === 0 ? (
        <Alert severity="info">{NO_SEO}</Alert>
      ) : (
        <Box sx={{ bgcolor: 'background.paper', borderRadius: 2 }}>
          <DataGrid
            aria-label="SEO meta tags"
            rows={rows ?? []}
            columns={columns}
            loading={loading && !all}
            getRowHeight={() => 'auto'}
            columnVisibilityModel={phone ? PHONE_HIDDEN : ALL}
            autoHeight
            hideFooter
            disableColumnMenu
            disableRowSelectionOnClick
            localeText={{ noRowsLabel: `No SEO meta tags match “${search}”.` }}
            sx={{ '& .MuiDataGrid-cell': { py: 1.25, display: 'flex', alignItems: 'center' }, '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 700 } }}
          />
        </Box>
      )}
      {editing && (
        <SeoDialog
          meta={editing.meta}
          taken={all?.map((m) => m.pageName) ?? []}
          onSave={(input) => save(input, editing.meta)}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
