// Columns of the reviews: product, customer, stars, date, status (with why it is hidden), the text
// (title + review, shortened), whether the shop replied, and the row's actions.
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import type { AdminReviewFragment } from '@/graphql/graphql';
import { formatDateTime, preview } from '@/lib/format';
import { ReviewStatusChip } from './review-status-chip';

type Row = AdminReviewFragment;

export interface ReviewRowActions {
  onHide(row: Row): void;
  onPublish(row: Row): void;
  onReply(row: Row): void;
}

export const reviewText = (r: Pick<Row, 'title' | 'body'>) => [r.title, r.body].filter(Boolean).join(' — ');

export function reviewColumns({ onHide, onPublish, onReply }: ReviewRowActions): GridColDef<Row>[] {
  return [
    { field: 'productName', headerName: 'Product', flex: 1.2, minWidth: 160, sortable: false },
    {
      field: 'customerName',
      headerName: 'Customer',
      flex: 1,
      minWidth: 140,
      sortable: false,
      renderCell: ({ row }) => (
        <Tooltip title={row.customerEmail}>
          <span>{row.customerName}</span>
        </Tooltip>
      ),
    },
    {
      field: 'rating',
      headerName: 'Stars',
      width: 110,
      sortable: false,
      renderCell: ({ row }) => <Rating value={row.rating} readOnly size="small" aria-label={`${row.rating} of 5 stars`} />,
    },
    { field: 'createdAt', headerName: 'Date', width: 180, sortable: false, valueFormatter: (v: string) => formatDateTime(v) },
    {
      field: 'status',
      headerName: 'Status',
      width: 110,
      sortable: false,
      renderCell: ({ row }) => (
        <Tooltip title={row.hiddenReason ? `Hidden: ${row.hiddenReason}` : ''}>
          <span>
            <ReviewStatusChip status={row.status} />
          </span>
        </Tooltip>
      ),
    },
    {
      field: 'text',
      headerName: 'Review',
      flex: 1.6,
      minWidth: 180,
      sortable: false,
      valueGetter: (_v, row) => reviewText(row),
      renderCell: ({ row }) => (
        <Tooltip title={reviewText(row)}>
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{preview(reviewText(row), 80) || '—'}</span>
        </Tooltip>
      ),
    },
    { field: 'reply', headerName: 'Reply', width: 80, sortable: false, valueGetter: (_v, row) => (row.reply ? 'Yes' : 'No') },
    {
      field: 'actions',
      headerName: 'Actions',
      width: 170,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={0.5}>
          {row.status === 'PUBLISHED' ? (
            <Button size="small" color="error" aria-label={`Hide the review by ${row.customerName}`} onClick={() => onHide(row)}>
              Hide
            </Button>
          ) : (
            <Button size="small" aria-label={`Show again the review by ${row.customerName}`} onClick={() => onPublish(row)}>
              Show again
            </Button>
          )}
          <Button size="small" aria-label={`Reply to the review by ${row.customerName}`} onClick={() => onReply(row)}>
            Reply
          </Button>
        </Stack>
      ),
    },
  ];
}
