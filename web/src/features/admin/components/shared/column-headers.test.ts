// Every column of the admin's tables has a header a screen reader can announce (axe's empty-table-header): a column of
// buttons is "Actions", as in the orders and coupons tables.
import { describe, expect, it } from 'vitest';
import type { GridColDef } from '@mui/x-data-grid';
import { apiKeyColumns } from '../api-keys/api-key-columns';
import { couponColumns } from '../coupons/coupon-columns';
import { emailColumns } from '../emails/email-columns';
import { messageColumns } from '../messages/message-columns';
import { orderColumns } from '../orders/order-columns';
import { productColumns } from '../products/product-columns';
import { reviewColumns } from '../reviews/review-columns';
import { seoColumns } from '../seo/seo-columns';
import { deliveryColumns } from '../webhooks/delivery-columns';

const none = () => {};
const tables: Array<[string, GridColDef[]]> = [
  ['API keys', apiKeyColumns({ onRevoke: none }) as GridColDef[]],
  ['coupons', couponColumns({ onEdit: none, onDelete: none }) as GridColDef[]],
  ['e-mails', emailColumns(none) as GridColDef[]],
  ['messages', messageColumns(none) as GridColDef[]],
  ['orders', orderColumns({ onView: none, onUpdate: none }) as GridColDef[]],
  ['products', productColumns({ onEdit: none, onDelete: none }) as GridColDef[]],
  ['reviews', reviewColumns({ onHide: none, onPublish: none, onReply: none }) as GridColDef[]],
  ['SEO', seoColumns({ onEdit: none, onDelete: none }) as GridColDef[]],
  ['webhook deliveries', deliveryColumns({ onResend: none }) as GridColDef[]],
];

describe('admin table headers', () => {
  it.each(tables)('every column of the %s table has a header', (_name, columns) => {
    expect(columns.filter((c) => !c.headerName?.trim()).map((c) => c.field)).toEqual([]);
  });
});
