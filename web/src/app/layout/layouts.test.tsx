// The storefront frame and the admin's own frame: what each shows around its pages.
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MockedProvider } from '@apollo/client/testing/react';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast';
import type { SessionUser } from '@/lib/session/session';
import { AdminLayout } from './admin-layout';
import { Layout } from './layout';

const session = vi.hoisted(() => ({ user: null as SessionUser | null, isAdmin: false }));
vi.mock('@/lib/session/session', () => ({ useSession: () => ({ ...session, loading: false, signIn: vi.fn(), signOut: vi.fn(), replaceToken: vi.fn() }) }));
vi.mock('@/lib/cart/cart-store', () => ({ useCart: () => ({ count: 0 }) }));
// ScrollRestoration scrolls; jsdom has no layout to scroll.
window.scrollTo = vi.fn();

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { element: <Layout />, children: [{ path: '/', element: <p>Home page</p> }] },
      { element: <AdminLayout />, children: [{ path: '/admin', element: <h1>Admin Dashboard</h1> }] },
    ],
    { initialEntries: [path] },
  );
  return render(
    <MockedProvider>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </MockedProvider>,
  );
}

describe('Storefront header', () => {
  it('shows a visitor a Login link in the bar (the button on wide screens, an icon on phones), both to /account', () => {
    session.user = null;
    renderAt('/');
    const banner = screen.getByRole('banner');
    const logins = within(banner).getAllByRole('link', { name: 'Login' });
    expect(logins).toHaveLength(2);
    for (const l of logins) expect(l).toHaveAttribute('href', '/account');
  });

  it('names the brand link by its visible text', () => {
    renderAt('/');
    const brand = within(screen.getByRole('banner')).getAllByRole('link')[0];
    expect(brand).toHaveAttribute('href', '/');
    expect(brand).not.toHaveAttribute('aria-label');
    expect(brand).toHaveTextContent('Vadodara Family Fashion');
  });
});

describe('Admin layout', () => {
  it('has no storefront navigation, newsletter or social links; offers the way back to the shop', () => {
    session.user = null;
    renderAt('/admin');
    expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View shop' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByText('Newsletter')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Instagram' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Cart/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  });

  it('offers a signed-in admin Sign Out', () => {
    session.user = { __typename: 'User', id: 'a1', email: 'admin@example.in', firstName: 'Shop', lastName: 'Admin', phone: null, role: 'ADMIN' };
    session.isAdmin = true;
    renderAt('/admin');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });
});
