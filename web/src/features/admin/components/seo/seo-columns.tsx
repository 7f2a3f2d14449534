// Columns of the SEO table: page, title, description, keywords, actions.
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import type { AdminSeoMetaFragment } from '@/graphql/graphql';
import { RowActions } from '../shared/row-actions';

type Row = AdminSeoMetaFragment;

const wrap = { whiteSpace: 'normal', lineHeight: 1.4 } as const;

export function seoColumns({ onEdit, onDelete }: { onEdit: (m: Row) => void; onDelete: (m: Row) => void }): GridColDef<Row>[] {
  return [
    { field: 'pageName', headerName: 'Page', width: 100, renderCell: ({ value }) => <Chip size="small" label={value as string} /> },
    { field: 'title', headerName: 'Title', flex: 1, minWidth: 150, renderCell: ({ value }) => <span style={wrap}>{value as string}</span> },
    { field: 'description', headerName: 'Description', flex: 1.5, minWidth: 260, renderCell: ({ value }) => <span style={wrap}>{value as string}</span> },
    { field: 'keywords', headerName: 'Keywords', flex: 1, minWidth: 180, renderCell: ({ value }) => <span style={wrap}>{value as string}</span> },
    {
      field: 'actions',
      headerName: 'Actions',
      width: 92,
      sortable: false,
      renderCell: ({ row }) => <RowActions name={`SEO meta of ${row.pageName}`} onEdit={() => onEdit(row)} onDelete={() => onDelete(row)} />,
    },
  ];
}
