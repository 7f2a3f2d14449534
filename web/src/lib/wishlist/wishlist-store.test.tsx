// The real wishlist store and session over Apollo's MockedProvider (with the app's cache policies):
// a guest's hearts in local storage, the heart button's states and toasts, the one merge into the
// account at sign-in (the browser's list then cleared), and the account's hearts on the server.
import { useEffect } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AddToWishlistDocument, MergeWishlistDocument, RemoveFromWishlistDocument, WishlistIdsDocument, type SessionUserFragment } from '@/graphql/graphql';
import { ToastProvider } from '@/components/ui/toast';
import { WishlistButton } from '@/components/wishlist-button';
import { okPayload, refusedPayload } from '@/test/payloads';
import { createCache } from '../apollo';
import { GUEST_WISHLIST_KEY } from '../storage';
import { hydrationDone, hydrationStarted } from '../use-hydrated';
import { SessionProvider, useSession, type Session } from '../session/session';
import { WishlistProvider, useWishlist, type WishlistApi } from './wishlist-store';

const asha: SessionUserFragment = {
  __typename: 'User',
  id: 'u1',
  email: 'asha@example.in',
  firstName: 'Asha',
  lastName: 'Patel',
  phone: null,
  role: 'CUSTOMER',
};

let store: { wishlist: WishlistApi; session: Session };
function Probe() {
  const wishlist = useWishlist();
  const session = useSession();
  useEffect(() => {
    store = { wishlist, session };
  });
  return (
    <>
      <output data-testid="count">{wishlist.count}</output>
      <output data-testid="ids">{wishlist.ids.join(',')}</output>
      <WishlistButton productId="p1" />
    </>
  );
}

function renderStore(mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <ToastProvider>
        <SessionProvider>
          <WishlistProvider>
            <Probe />
          </WishlistProvider>
        </SessionProvider>
      </ToastProvider>
    </MockedProvider>,
  );
}

const idsQuery = (ids: string[]): MockLink.MockedResponse => ({ request: { query: WishlistIdsDocument }, result: { data: { wishlistProductIds: ids } } });
const stored = () => JSON.parse(localStorage.getItem(GUEST_WISHLIST_KEY) ?? 'null') as unknown;
const heart = () => screen.getByRole('button', { name: /wishlist/ });

beforeEach(() => localStorage.clear());

describe('a guest', () => {
  it('keeps hearts in local storage, newest first; the heart button toggles with a toast', async () => {
    renderStore([]);
    expect(heart()).toHaveAccessibleName('Add to wishlist');
    expect(heart()).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(heart());
    expect(await screen.findByText('Added to wishlist')).toBeInTheDocument();
    expect(heart()).toHaveAccessibleName('Remove from wishlist');
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(stored()).toEqual(['p1']);

    await act(async () => void (await store.wishlist.toggle('p2')));
    expect(stored()).toEqual(['p2', 'p1']);
    expect(screen.getByTestId('count')).toHaveTextContent('2');

    await userEvent.click(heart());
    expect(await screen.findByText('Removed from wishlist')).toBeInTheDocument();
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(stored()).toEqual(['p2']);
    expect(store.wishlist.isGuest).toBe(true);
  });

  it('a heart clicked while the page still hydrates (the stored list not shown yet) joins the stored list, never replaces it', async () => {
    localStorage.setItem(GUEST_WISHLIST_KEY, JSON.stringify(['p2']));
    hydrationStarted();
    try {
      renderStore([]);
      expect(screen.getByTestId('count')).toHaveTextContent('0'); // as the server rendered it
      await act(async () => void (await store.wishlist.toggle('p1')));
      expect(stored()).toEqual(['p1', 'p2']);
    } finally {
      act(() => hydrationDone());
    }
    await waitFor(() => expect(screen.getByTestId('ids')).toHaveTextContent('p1,p2'));
  });

  it('reads what an earlier visit stored, ignoring junk', () => {
    localStorage.setItem(GUEST_WISHLIST_KEY, JSON.stringify(['p3', 7, 'p3', '', 'p1']));
    renderStore([]);
    expect(screen.getByTestId('ids')).toHaveTextContent('p3,p1');
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('signing in', () => {
  it('merges the guest’s hearts into the account once and clears the browser’s list', async () => {
    localStorage.setItem(GUEST_WISHLIST_KEY, JSON.stringify(['p2', 'p1']));
    const merge = vi.fn(() => ({
      data: { mergeWishlist: okPayload('MergeWishlistPayload', { skipped: [], wishlist: { __typename: 'WishlistPage', total: 3 } }) },
    }));
    renderStore([
      { request: { query: MergeWishlistDocument, variables: { input: { productIds: ['p2', 'p1'] } } }, result: merge },
      // read once, after the merge (a read racing the merge could answer the list from before it)
      idsQuery(['p2', 'p1', 'p-old']),
    ]);
    await act(() => store.session.signIn('t0ken', asha));
    // The merge and the refetch after it are two round trips: give a loaded CI machine time for both.
    await waitFor(() => expect(localStorage.getItem(GUEST_WISHLIST_KEY)).toBeNull(), { timeout: 5000 });
    await waitFor(() => expect(screen.getByTestId('ids')).toHaveTextContent('p2,p1,p-old'), { timeout: 5000 });
    expect(screen.getByTestId('count')).toHaveTextContent('3');
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(merge).toHaveBeenCalledTimes(1);
    expect(store.wishlist.isGuest).toBe(false);
  });

  it('signs in without a merge when the guest hearted nothing', async () => {
    const merge = vi.fn();
    renderStore([{ request: { query: MergeWishlistDocument, variables: () => true }, result: merge }, idsQuery(['p1'])]);
    await act(() => store.session.signIn('t0ken', asha));
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    expect(merge).not.toHaveBeenCalled();
  });
});

describe('signed in', () => {
  it('hearts and un-hearts on the server; a refusal shows the server’s words and changes nothing', async () => {
    renderStore([
      idsQuery([]),
      {
        request: { query: AddToWishlistDocument, variables: { input: { productId: 'p1' } } },
        result: { data: { addToWishlist: okPayload('WishlistItemPayload', { added: true, item: { __typename: 'WishlistItem', productId: 'p1' } }) } },
      },
      {
        request: { query: RemoveFromWishlistDocument, variables: { input: { productId: 'p1' } } },
        result: { data: { removeFromWishlist: okPayload('RemoveFromWishlistPayload', { productId: 'p1', removed: true }) } },
      },
      {
        request: { query: AddToWishlistDocument, variables: { input: { productId: 'p1' } } },
        result: {
          data: {
            addToWishlist: refusedPayload('WishlistItemPayload', ['added', 'item'], 'WishlistError', { code: 'NOT_FOUND', message: 'Product not found' }),
          },
        },
      },
    ]);
    await act(() => store.session.signIn('t0ken', asha));
    await waitFor(() => expect(store.wishlist.isGuest).toBe(false));

    await userEvent.click(heart());
    expect(await screen.findByText('Added to wishlist')).toBeInTheDocument();
    // The toast and the button's state come from two renders; on a loaded machine the second can follow a moment later.
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    expect(localStorage.getItem(GUEST_WISHLIST_KEY)).toBeNull();

    await userEvent.click(heart());
    expect(await screen.findByText('Removed from wishlist')).toBeInTheDocument();
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'false'));

    await userEvent.click(heart());
    expect(await screen.findByText('Product not found')).toBeInTheDocument();
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('count')).toHaveTextContent('0');
  });
  it('a heart given while the account’s list is still loading stays given when the list arrives', async () => {
    // The list is read at sign-in and answers late; the heart's change answers at once. The list's answer was read
    // before the change, so the heart waits for it rather than being undone by it.
    renderStore([
      { ...idsQuery([]), delay: 300 },
      {
        request: { query: AddToWishlistDocument, variables: { input: { productId: 'p1' } } },
        result: { data: { addToWishlist: okPayload('WishlistItemPayload', { added: true, item: { __typename: 'WishlistItem', productId: 'p1' } }) } },
        delay: 0,
      },
    ]);
    await act(() => store.session.signIn('t0ken', asha));
    await userEvent.click(heart());
    expect(await screen.findByText('Added to wishlist')).toBeInTheDocument();
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    // well after the list's answer
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('count')).toHaveTextContent('1');
  });
});
