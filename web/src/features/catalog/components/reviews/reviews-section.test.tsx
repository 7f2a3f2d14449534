// The product page's reviews section: summary (average, 5-to-1 bars, fit sentence), reviews as
// plain text with their details and the shop's reply, paging, the empty state, and who sees which
// way to write a review (?review=1 opens the dialog).
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { of } from 'rxjs';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReviewEligibilityQuery, ReviewItemFragment, ReviewSummaryFragment } from '@/graphql/graphql';
import { ToastProvider } from '@/components/ui/toast';
import { noReviews, review, summary } from './reviews.fixtures';
import { ReviewsSection } from './reviews-section';

const session = vi.hoisted(() => ({ user: null as null | { id: string } }));
vi.mock('@/lib/session/session', () => ({ useSession: () => session }));

type Eligibility = ReviewEligibilityQuery['reviewEligibility'];
const eligible: Eligibility = { __typename: 'ReviewEligibility', canReview: true, message: null, size: 'M', color: 'Red', review: null };

interface Setup {
  reviews?: ReviewItemFragment[];
  summary?: ReviewSummaryFragment;
  eligibility?: Eligibility;
  url?: string;
}

function setup({ reviews = [review(1)], summary: s = summary(), eligibility = eligible, url = '/product/p1' }: Setup = {}) {
  const sent: Array<{ name: string; variables: Record<string, unknown> }> = [];
  const link = new ApolloLink((op) => {
    sent.push({ name: op.operationName ?? '', variables: op.variables });
    if (op.operationName === 'ProductReviews') {
      const offset = op.variables.offset as number;
      const items = reviews.slice(offset, offset + 5);
      return of({
        data: {
          product: { __typename: 'Product', id: 'p1', reviewSummary: s, reviews: { __typename: 'ReviewPage', items, total: reviews.length, limit: 5, offset } },
        },
      });
    }
    if (op.operationName === 'ReviewEligibility') return of({ data: { reviewEligibility: eligibility } });
    throw new Error(`unexpected ${op.operationName}`);
  });
  render(
    <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
      <ToastProvider>
        <MemoryRouter initialEntries={[url]}>
          <ReviewsSection productId="p1" productName="Linen Kurta" />
        </MemoryRouter>
      </ToastProvider>
    </ApolloProvider>,
  );
  return { sent };
}

beforeEach(() => {
  session.user = { id: 'u1' };
  Element.prototype.scrollIntoView = vi.fn();
});

describe('ReviewsSection', { timeout: 20_000 }, () => {
  it('shows the average, the 5-to-1 distribution with counts and the fit sentence', async () => {
    setup();
    const section = await screen.findByRole('region', { name: 'Customer Reviews' });
    expect(await within(section).findByRole('img', { name: 'Rated 4.2 out of 5, 7 reviews' })).toBeInTheDocument();
    expect(within(section).getByText('4.2')).toBeInTheDocument();
    expect(within(section).getByText('Based on 7 reviews')).toBeInTheDocument();
    const bars = within(within(section).getByRole('list', { name: 'Reviews by stars' })).getAllByRole('listitem');
    expect(bars.map((li) => li.getAttribute('aria-label'))).toEqual([
      '5 stars: 4 reviews',
      '4 stars: 1 review',
      '3 stars: 1 review',
      '2 stars: 0 reviews',
      '1 star: 1 review',
    ]);
    expect(Number(within(bars[0]).getByRole('progressbar', { hidden: true }).getAttribute('aria-valuenow'))).toBeCloseTo((4 / 7) * 100, 0);
    expect(within(section).getByText('Most buyers say: runs small — consider one size up')).toBeInTheDocument();
  });

  it('words the other fit verdicts, and says nothing without one', async () => {
    setup({ summary: summary({ fit: { __typename: 'FitSummary', runsSmall: 0, trueToSize: 0, runsLarge: 2, verdict: 'RUNS_LARGE' } }) });
    expect(await screen.findByText('Most buyers say: runs large — consider one size down')).toBeInTheDocument();
  });

  it('shows a review as plain text with its details and the shop’s reply', async () => {
    const marked = review(1, {
      title: '<i>Great</i>',
      body: '<b>x</b> <img src=x onerror="alert(1)">',
      size: 'M',
      color: 'Red',
      fit: 'TRUE_TO_SIZE',
      reply: 'Thank you, Priya!',
    });
    setup({ reviews: [marked], summary: summary({ fit: { __typename: 'FitSummary', runsSmall: 0, trueToSize: 1, runsLarge: 0, verdict: null } }) });
    const list = within(await screen.findByRole('list', { name: 'Reviews' }));
    expect(list.getByText('<b>x</b> <img src=x onerror="alert(1)">')).toBeInTheDocument();
    expect(list.getByRole('heading', { name: '<i>Great</i>' })).toBeInTheDocument();
    expect(document.querySelector('#reviews b, #reviews i, #reviews img[src="x"]')).toBeNull();
    expect(list.getByText('Priya S. · 20 Nov 2026', { exact: false })).toBeInTheDocument();
    expect(list.getByText('Verified buyer')).toBeInTheDocument();
    expect(list.getByText('Size bought: M · Color: Red · Fit: True to size')).toBeInTheDocument();
    expect(list.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(list.getByText('Response from the shop')).toBeInTheDocument();
    expect(list.getByText('Thank you, Priya!')).toBeInTheDocument();
    expect(screen.queryByText(/Most buyers say/)).not.toBeInTheDocument();
  });

  it('pages through the reviews five at a time, newest first as the server lists them', async () => {
    const { sent } = setup({ reviews: [1, 2, 3, 4, 5, 6, 7].map((n) => review(n)) });
    const list = await screen.findByRole('list', { name: 'Reviews' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(5));
    expect(within(list).getByText('Review 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Reviews' })).getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getByText('Review 6')).toBeInTheDocument();
    expect(sent.filter((s) => s.name === 'ProductReviews').map((s) => s.variables.offset)).toEqual([0, 5]);
  });

  it('without reviews: "No reviews yet" and, for an eligible customer, an invitation and the button', async () => {
    setup({ reviews: [], summary: noReviews });
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
    expect(await screen.findByText('Be the first to review this product')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Write a review' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();
  });

  it('a guest gets a sign-in link and no eligibility question', async () => {
    session.user = null;
    const { sent } = setup({ reviews: [], summary: noReviews });
    expect(await screen.findByRole('link', { name: 'Sign in to write a review' })).toHaveAttribute('href', '/account');
    expect(screen.queryByText('Be the first to review this product')).not.toBeInTheDocument();
    expect(sent.map((s) => s.name)).not.toContain('ReviewEligibility');
  });

  it('a customer who has not received it reads why, and gets no button', async () => {
    setup({ eligibility: { ...eligible, canReview: false, message: 'You can review this product once your order has been delivered' } });
    expect(await screen.findByText('You can review this product once your order has been delivered')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /review/ })).not.toBeInTheDocument();
  });

  it('the author gets "Edit your review"; ?review=1 opens the dialog with their review', async () => {
    setup({ url: '/product/p1?review=1', eligibility: { ...eligible, canReview: false, review: review(9, { title: 'Mine', rating: 2 }) } });
    const dialog = await screen.findByRole('dialog', { name: 'Edit your review' });
    expect(within(dialog).getByLabelText('Title (optional)')).toHaveValue('Mine');
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Edit your review' })).toBeInTheDocument();
  });
});
