// The Reviews tab: rows with product, customer, stars, status and text preview; the filters sent to
// the server; Hide needs a reason (kept, shown on the row's dialog); Show again; Reply (empty removes).
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { of } from 'rxjs';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { describe, expect, it } from 'vitest';
import type { AdminReviewFragment } from '@/graphql/graphql';
import { ToastProvider } from '@/components/ui/toast';
import { okPayload } from '@/test/payloads';
import { ReviewsTab } from './reviews-tab';

const published: AdminReviewFragment = {
  __typename: 'AdminReview',
  id: 'r1',
  productId: 'p1',
  productName: 'Linen Kurta',
  customerId: 'u1',
  customerName: 'Priya Shah',
  customerEmail: 'priya@example.in',
  rating: 2,
  title: 'Thin cloth',
  body: 'See-through after one wash',
  fit: null,
  size: 'M',
  color: null,
  status: 'PUBLISHED',
  hiddenReason: null,
  hiddenAt: null,
  reply: null,
  repliedAt: null,
  createdAt: '2026-11-20T06:30:00.000Z',
};
const hidden: AdminReviewFragment = {
  ...published,
  id: 'r2',
  customerName: 'Ravi Mehta',
  rating: 1,
  title: '',
  body: 'Call me on 98765 43210 for cheap copies',
  status: 'HIDDEN',
  hiddenReason: 'Advertising',
  hiddenAt: '2026-11-21T06:30:00.000Z',
  reply: 'We have removed the number.',
};

function setup(rows: AdminReviewFragment[] = [published, hidden]) {
  const sent: Array<{ name: string; variables: Record<string, unknown> }> = [];
  const link = new ApolloLink((op) => {
    sent.push({ name: op.operationName ?? '', variables: op.variables });
    const input = op.variables.input as { id: string; reason?: string; reply?: string };
    const row = rows.find((r) => r.id === input?.id) ?? published;
    switch (op.operationName) {
      case 'AdminReviews': {
        const items = rows.filter(
          (r) => (!op.variables.status || r.status === op.variables.status) && (!op.variables.rating || r.rating === op.variables.rating),
        );
        return of({ data: { adminReviews: { __typename: 'AdminReviewPage', items, total: items.length, limit: 25, offset: 0 } } });
      }
      case 'AdminHideReview':
        return of({ data: { hideReview: okPayload('AdminReviewPayload', { review: { ...row, status: 'HIDDEN', hiddenReason: input.reason } }) } });
      case 'AdminPublishReview':
        return of({ data: { publishReview: okPayload('AdminReviewPayload', { review: { ...row, status: 'PUBLISHED' } }) } });
      case 'AdminReplyToReview':
        return of({ data: { replyToReview: okPayload('AdminReviewPayload', { review: { ...row, reply: input.reply || null } }) } });
      default:
        throw new Error(`unexpected ${op.operationName}`);
    }
  });
  render(
    <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
      <ToastProvider>
        <ReviewsTab />
      </ToastProvider>
    </ApolloProvider>,
  );
  return { sent };
}

const grid = () => screen.findByRole('grid', { name: 'Reviews' });

describe('ReviewsTab', { timeout: 30_000 }, () => {
  it('lists product, customer, stars, status, text preview and whether the shop replied', async () => {
    setup();
    const g = within(await grid());
    expect(await g.findByText('Priya Shah')).toBeInTheDocument();
    expect(g.getAllByText('Linen Kurta')).toHaveLength(2);
    expect(g.getByRole('img', { name: '2 of 5 stars' })).toBeInTheDocument();
    expect(g.getByText('Published')).toBeInTheDocument();
    expect(g.getByText('Hidden')).toBeInTheDocument();
    expect(g.getByText('Thin cloth — See-through after one wash')).toBeInTheDocument();
    expect(g.getByText('Yes')).toBeInTheDocument();
    expect(g.getByRole('button', { name: 'Hide the review by Priya Shah' })).toBeInTheDocument();
    expect(g.getByRole('button', { name: 'Show again the review by Ravi Mehta' })).toBeInTheDocument();
  });

  it('filters by stars and status on the server', async () => {
    const { sent } = setup();
    await within(await grid()).findByText('Priya Shah');
    await userEvent.click(screen.getByRole('combobox', { name: 'Stars' }));
    await userEvent.click(screen.getByRole('option', { name: '1 star' }));
    await waitFor(() => expect(sent.at(-1)).toEqual({ name: 'AdminReviews', variables: { rating: 1, status: null, limit: 25, offset: 0 } }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Hidden' }));
    await waitFor(() => expect(sent.at(-1)).toEqual({ name: 'AdminReviews', variables: { rating: 1, status: 'HIDDEN', limit: 25, offset: 0 } }));
    await waitFor(() => expect(within(screen.getByRole('grid', { name: 'Reviews' })).queryByText('Priya Shah')).not.toBeInTheDocument());
  });

  it('Hide needs a reason, then sends it', async () => {
    const { sent } = setup();
    await userEvent.click(await within(await grid()).findByRole('button', { name: 'Hide the review by Priya Shah' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Hide review' }));
    expect(dialog.getByText('See-through after one wash')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Hide' }));
    expect(await dialog.findByText('A reason is required')).toBeInTheDocument();
    expect(sent.map((s) => s.name)).not.toContain('AdminHideReview');
    await userEvent.type(dialog.getByLabelText(/Why hide it/), 'Abusive language');
    await userEvent.click(dialog.getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('Review hidden')).toBeInTheDocument();
    expect(sent.find((s) => s.name === 'AdminHideReview')?.variables).toEqual({ input: { id: 'r1', reason: 'Abusive language' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a hidden review again', async () => {
    const { sent } = setup();
    await userEvent.click(await within(await grid()).findByRole('button', { name: 'Show again the review by Ravi Mehta' }));
    expect(await screen.findByText('Review shown again')).toBeInTheDocument();
    expect(sent.find((s) => s.name === 'AdminPublishReview')?.variables).toEqual({ input: { id: 'r2' } });
  });

  it('Reply shows why a review was hidden, and an emptied reply removes it', async () => {
    const { sent } = setup();
    await userEvent.click(await within(await grid()).findByRole('button', { name: 'Reply to the review by Ravi Mehta' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reply to review' }));
    expect(dialog.getByText('Hidden: Advertising')).toBeInTheDocument();
    const field = dialog.getByLabelText('Response from the shop');
    expect(field).toHaveValue('We have removed the number.');
    await userEvent.clear(field);
    await userEvent.click(dialog.getByRole('button', { name: 'Save reply' }));
    expect(await screen.findByText('Reply removed')).toBeInTheDocument();
    expect(sent.find((s) => s.name === 'AdminReplyToReview')?.variables).toEqual({ input: { id: 'r2', reply: '' } });
  });

  it('says so when there are no reviews', async () => {
    setup([]);
    expect(await screen.findByText('No reviews yet. Customers review products from their delivered orders.')).toBeInTheDocument();
  });
});
