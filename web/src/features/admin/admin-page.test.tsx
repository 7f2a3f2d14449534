// The admin gate: visitors and customers get the Admin Login form and no admin query ever runs;
// admins get the dashboard.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { of } from 'rxjs';
import { ApolloClient, ApolloLink, gql, InMemoryCache } from '@apollo/client';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session, SessionUser } from '@/lib/session/session';
import { ToastProvider } from '@/components/ui/toast';
import { okPayload, refusedPayload } from '@/test/payloads';
import AdminPage from './admin-page';

const session: Session = { user: null, loading: false, isAdmin: false, signIn: vi.fn(async () => {}), replaceToken: vi.fn(), signOut: vi.fn(async () => {}) };
vi.mock('@/lib/session/session', () => ({ useSession: () => session }));

const customer: SessionUser = { __typename: 'User', id: 'u1', email: 'asha@example.com', firstName: 'Asha', lastName: 'Patel', phone: null, role: 'CUSTOMER' };
const admin: SessionUser = { ...customer, id: 'a1', email: 'admin@example.com', role: 'ADMIN' };

// Mounted after the page: when its query reaches the link, every query the page mounted with has
// reached it before (siblings commit in order; the link sees operations in the order they start).
const SETTLED_PROBE = gql`
  query SettledProbe {
    settledProbe
  }
`;
function SettledProbe() {
  useQuery(SETTLED_PROBE, { fetchPolicy: 'network-only' });
  return null;
}

/** Resolves once the page rendered by the latest setup() has started its first queries. */
let pageSettled: Promise<void> = Promise.resolve();

type Reply = Record<string, unknown> | GraphQLError;
/** An Apollo client that records every operation and answers from `replies`. */
function setup(replies: Record<string, Reply> = {}) {
  const operations: string[] = [];
  let settle: () => void = () => undefined;
  pageSettled = new Promise<void>((resolve) => (settle = resolve));
  const link = new ApolloLink((op) => {
    if (op.operationName === 'SettledProbe') {
      settle();
      return of({ data: { settledProbe: true } });
    }
    operations.push(op.operationName ?? '');
    const reply = replies[op.operationName ?? ''];
    if (reply instanceof GraphQLError) return of({ errors: [reply] });
    return of({ data: reply ?? null });
  });
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  render(
    <ApolloProvider client={client}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/admin']}>
          <AdminPage />
          <SettledProbe />
        </MemoryRouter>
      </ToastProvider>
    </ApolloProvider>,
  );
  return operations;
}

const login = async (email: string) => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Email/), email);
  await user.type(screen.getByLabelText(/Password/), 'secret123');
  await user.click(screen.getByRole('button', { name: 'Login' }));
};

describe('/admin gate', () => {
  beforeEach(() => {
    Object.assign(session, { user: null, loading: false, isAdmin: false });
    vi.mocked(session.signIn).mockClear();
  });

  it('shows a spinner with Loading... while the session loads', () => {
    session.loading = true;
    const operations = setup();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin Login' })).not.toBeInTheDocument();
    expect(operations).toEqual([]);
  });

  it('shows a visitor the login form and runs no admin query', async () => {
    const operations = setup();
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.queryByText('This account does not have admin access')).not.toBeInTheDocument();
    await pageSettled;
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.queryByText('Admin Dashboard')).not.toBeInTheDocument();
    expect(operations).toEqual([]);
  });

  it('shows a signed-in customer the login form with the no-access error, never a grid', async () => {
    Object.assign(session, { user: customer });
    const operations = setup();
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.getByText('This account does not have admin access')).toBeInTheDocument();
    await pageSettled;
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(operations).toEqual([]);
  });

  it('validates the login form with the spec texts', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('signs a customer in but keeps the form with the no-access error', async () => {
    const operations = setup({ AdminLogin: { login: okPayload('AuthPayload', { token: 't0k', user: customer }) } });
    await login('asha@example.com');
    await waitFor(() => expect(session.signIn).toHaveBeenCalledWith('t0k', expect.objectContaining({ role: 'CUSTOMER' })));
    expect(await screen.findByText('This account does not have admin access')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(operations).toEqual(['AdminLogin']);
  });

  it("shows 'Login Failed' with the server's message when the sign-in is refused", async () => {
    setup({ AdminLogin: { login: refusedPayload('AuthPayload', ['token', 'user'], 'AccountError', { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' }) } });
    await login('admin@example.com');
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
    expect(session.signIn).not.toHaveBeenCalled();
  });

  it('shows an admin the dashboard with its tabs and the overview figures', async () => {
    Object.assign(session, { user: admin, isAdmin: true });
    const operations = setup({
      AdminStats: {
        adminStats: { __typename: 'AdminStats', id: 'admin-stats', totalRevenue: '123456.50', totalOrders: 321, totalProducts: 70, totalCategories: 4, recentOrders: [] },
      },
    });
    expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    for (const tab of ['Overview', 'Products', 'Categories', 'Orders', 'Coupons', 'Messages', 'SEO', 'Pages']) {
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    }
    expect(await screen.findByText('₹1,23,456.50')).toBeInTheDocument();
    expect(screen.getByText('321')).toBeInTheDocument();
    expect(screen.getByText('No orders yet.')).toBeInTheDocument();
    expect(operations).toContain('AdminStats');
  });
});
