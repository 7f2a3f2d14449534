// The session over Apollo's MockedProvider: a stored token is checked with `me`, a refused token is
// dropped, sign-in seeds the user without a round trip, sign-out ends the session on the server and
// forgets the token and the cache (even when the server fails), a password change swaps the token.
import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { useApolloClient } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LogoutDocument, MeDocument, type SessionUserFragment } from '@/graphql/graphql';
import { createCache } from '../apollo';
import { TOKEN_KEY } from '../storage';
import { SessionProvider, SIGN_OUT_WAIT_MS, useSession, type Session } from './session';

const admin: SessionUserFragment = { __typename: 'User', id: 'a1', email: 'admin@example.in', firstName: 'Shop', lastName: 'Admin', phone: null, role: 'ADMIN' };

let current: { session: Session; client: ApolloClient };
function Probe() {
  const session = useSession();
  const client = useApolloClient();
  useEffect(() => {
    current = { session, client };
  });
  const { user, loading, isAdmin } = session;
  return <output data-testid="session">{loading ? 'checking' : user ? `${user.email}${isAdmin ? ' (admin)' : ''}` : 'signed out'}</output>;
}
function renderSession(mocks: MockLink.MockedResponse[] = []) {
  render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <SessionProvider>
        <Probe />
      </SessionProvider>
    </MockedProvider>,
  );
  return screen.getByTestId('session');
}

beforeEach(() => localStorage.clear());

describe('session', () => {
  it('is signed out without a stored token, and asks nothing', () => {
    expect(renderSession()).toHaveTextContent('signed out');
  });

  it('checks a stored token with `me` and reads the role from the answer', async () => {
    localStorage.setItem(TOKEN_KEY, 'stored');
    const output = renderSession([{ request: { query: MeDocument }, result: { data: { me: admin } } }]);
    expect(output).toHaveTextContent('checking');
    expect(await screen.findByText('admin@example.in (admin)')).toBeInTheDocument();
  });

  it('drops a token the server refuses', async () => {
    localStorage.setItem(TOKEN_KEY, 'expired');
    renderSession([{ request: { query: MeDocument }, result: { errors: [new GraphQLError('Your session has expired', { extensions: { code: 'UNAUTHENTICATED' } })] } }]);
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('signs in with the login answer, without asking `me` again', async () => {
    // no `me` mock: a round trip would fail and drop the token
    const output = renderSession();
    await act(() => current.session.signIn('fresh', admin));
    expect(output).toHaveTextContent('admin@example.in (admin)');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('fresh');
  });

  it('signs out on the server (everywhere), then here: no token, no user, nothing cached', async () => {
    localStorage.setItem(TOKEN_KEY, 'stored');
    const logout = vi.fn(() => ({ data: { logout: true } }));
    const output = renderSession([{ request: { query: MeDocument }, result: { data: { me: admin } } }, { request: { query: LogoutDocument }, result: logout }]);
    expect(await screen.findByText('admin@example.in (admin)')).toBeInTheDocument();
    await act(() => current.session.signOut());
    expect(logout).toHaveBeenCalledTimes(1);
    expect(output).toHaveTextContent('signed out');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(current.client.cache.extract()).toEqual({});
  });

  it.each([
    ['refuses', { result: { errors: [new GraphQLError('Your session has ended. Please sign in again.', { extensions: { code: 'UNAUTHENTICATED' } })] } }],
    ['cannot be reached', { error: new Error('Network down') }],
  ])('signs out here even when the server %s', async (_label, answer) => {
    localStorage.setItem(TOKEN_KEY, 'stored');
    const output = renderSession([{ request: { query: MeDocument }, result: { data: { me: admin } } }, { request: { query: LogoutDocument }, ...answer }]);
    expect(await screen.findByText('admin@example.in (admin)')).toBeInTheDocument();
    await act(() => current.session.signOut());
    expect(output).toHaveTextContent('signed out');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('does not wait for a server that never answers longer than SIGN_OUT_WAIT_MS', async () => {
    localStorage.setItem(TOKEN_KEY, 'stored');
    const output = renderSession([{ request: { query: MeDocument }, result: { data: { me: admin } } }, { request: { query: LogoutDocument }, result: { data: { logout: true } }, delay: Infinity }]);
    expect(await screen.findByText('admin@example.in (admin)')).toBeInTheDocument();
    vi.useFakeTimers();
    try {
      const signingOut = current.session.signOut();
      await act(() => vi.advanceTimersByTimeAsync(SIGN_OUT_WAIT_MS));
      await act(() => signingOut);
    } finally {
      vi.useRealTimers();
    }
    expect(output).toHaveTextContent('signed out');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('replaces the token after a password change, keeping the user and the cache', async () => {
    localStorage.setItem(TOKEN_KEY, 'before-change');
    const output = renderSession([{ request: { query: MeDocument }, result: { data: { me: admin } } }]);
    expect(await screen.findByText('admin@example.in (admin)')).toBeInTheDocument();
    act(() => current.session.replaceToken('after-change'));
    expect(localStorage.getItem(TOKEN_KEY)).toBe('after-change');
    expect(output).toHaveTextContent('admin@example.in (admin)');
    expect(current.client.cache.extract()).not.toEqual({});
  });
});
