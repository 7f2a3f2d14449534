// Reviews: every verified buyer's review, newest first, server-paged, filtered by stars
// and status; Hide (with a reason, kept), Show again, and Reply (public; empty removes it).
import { useMemo, useState } from 'react';
import { AdminReviewsDocument, type AdminReviewFragment } from '@/graphql/graphql';
import { AdminGrid } from '../shared/admin-grid';
import { TabHeader } from '../shared/tab-header';
import { useServerPage } from '../shared/use-server-page';
import { HideReviewDialog } from './hide-review-dialog';
import { ReplyReviewDialog } from './reply-review-dialog';
import { reviewColumns } from './review-columns';
import { ReviewFilters, type ReviewFilter } from './review-filters';
import { useReviewActions } from './use-review-actions';

const PHONE_HIDDEN = ['customerName', 'createdAt', 'text', 'reply'];

type Open = { kind: 'hide' | 'reply'; review: AdminReviewFragment } | null;

export function ReviewsTab() {
  const [filter, setFilter] = useState<ReviewFilter>({ rating: null, status: null });
  const [open, setOpen] = useState<Open>(null);
  const list = useServerPage(AdminReviewsDocument, {
    resetKey: filter,
    variables: (paging) => ({ ...filter, ...paging }),
    select: (data) => data.adminReviews,
  });
  const { hide, publish, reply } = useReviewActions();
  const columns = useMemo(
    () =>
      reviewColumns({
        onHide: (review) => setOpen({ kind: 'hide', review }),
        onPublish: (review) => void publish(review),
        onReply: (review) => setOpen({ kind: 'reply', review }),
      }),
    [publish],
  );
  const { page } = list;
  const close = () => setOpen(null);

  return (
    <>
      <TabHeader title="Reviews" count={page?.total} />
      <ReviewFilters value={filter} onChange={setFilter} />
      <AdminGrid
        label="Reviews"
        what="reviews"
        list={list}
        columns={columns}
        hideOnPhone={PHONE_HIDDEN}
        noRowsLabel={
          filter.rating || filter.status ? 'No reviews match these filters.' : 'No reviews yet. Customers review products from their delivered orders.'
        }
      />
      {open?.kind === 'hide' && <HideReviewDialog review={open.review} onHide={(reason) => hide(open.review, reason)} onClose={close} />}
      {open?.kind === 'reply' && <ReplyReviewDialog review={open.review} onReply={(text) => reply(open.review, text)} onClose={close} />}
    </>
  );
}
