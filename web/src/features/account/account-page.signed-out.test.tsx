import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountLoginDocument, AccountRegisterDocument } from '@/graphql/graphql';
import { fill, renderPage } from '@/test/render-page';
import { okPayload, refusedPayload } from '@/test/payloads';
import AccountPage from './account-page';

const session = vi.hoisted(() => ({ signIn: vi.fn(), signOut: vi.fn() }));
vi.mock('@/lib/session/session', () => ({
  useSession: () => ({ user: null, loading: false, isAdmin: false, signIn: session.signIn, signOut: session.signOut }),
}));
vi.mock('@/lib/seo/page-meta', () => ({ usePageMeta: () => undefined }));

const user = { __typename: 'User' as const, id: 'u1', email: 'asha@example.in', firstName: 'Asha', lastName: 'Mehta', phone: '9876543210', role: 'CUSTOMER' as const };

vi.setConfig({ testTimeout: 20000 });

beforeEach(() => session.signIn.mockReset().mockResolvedValue(undefined));

describe('account page, signed out', () => {
  it('shows the sign-in validation messages', async () => {
    renderPage(<AccountPage />, { path: '/account' });
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Valid email is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();

    fill(screen.getByLabelText(/Email/), 'not-an-email');
    fill(screen.getByLabelText(/^Password/), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Valid email is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
  });

  it('toggles the password visibility', async () => {
    renderPage(<AccountPage />, { path: '/account' });
    const input = screen.getByLabelText(/^Password/);
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
  });

  it('signs in: busy label, session, toast', async () => {
    const mocks = [
      {
        request: { query: AccountLoginDocument, variables: { input: { email: 'asha@example.in', password: 'secret1' } } },
        result: { data: { login: okPayload('AuthPayload', { token: 'tok', user }) } },
        delay: 1000,
      },
    ];
    renderPage(<AccountPage />, { path: '/account', mocks });
    fill(screen.getByLabelText(/Email/), 'asha@example.in');
    fill(screen.getByLabelText(/^Password/), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Signing In...' })).toBeDisabled();
    expect(await screen.findByText('Logged in successfully')).toBeInTheDocument();
    expect(session.signIn).toHaveBeenCalledWith('tok', user);
  });

  it('shows the server message when sign-in fails', async () => {
    const mocks = [
      {
        request: { query: AccountLoginDocument, variables: { input: { email: 'asha@example.in', password: 'wrong12' } } },
        result: { data: { login: refusedPayload('AuthPayload', ['token', 'user'], 'AccountError', { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' }) } },
      },
    ];
    renderPage(<AccountPage />, { path: '/account', mocks });
    fill(screen.getByLabelText(/Email/), 'asha@example.in');
    fill(screen.getByLabelText(/^Password/), 'wrong12');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(session.signIn).not.toHaveBeenCalled();
  });

  it('switches to Create Account and validates the register form', async () => {
    renderPage(<AccountPage />, { path: '/account' });
    expect(screen.getByText("Don't have an account?")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create one' }));
    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByText('Already have an account?')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    for (const msg of ['First name is required', 'Last name is required', 'Valid email is required', 'Valid phone number is required', 'Password must be at least 6 characters']) {
      expect(await screen.findByText(msg)).toBeInTheDocument();
    }
    fill(screen.getByLabelText(/Phone/), '12345');
    fill(screen.getByLabelText(/^Password/), 'secret1');
    fill(screen.getByLabelText(/Confirm password/), 'secret2');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(screen.getByText('Valid phone number is required')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('registers without sending confirmPassword', async () => {
    const input = { firstName: 'Asha', lastName: 'Mehta', email: 'asha@example.in', phone: '9876543210', password: 'secret1' };
    const mocks = [
      {
        request: { query: AccountRegisterDocument, variables: { input } },
        result: { data: { register: okPayload('AuthPayload', { token: 'tok2', user }) } },
        delay: 1000,
      },
    ];
    renderPage(<AccountPage />, { path: '/account', mocks });
    await userEvent.click(screen.getByRole('button', { name: 'Create one' }));
    fill(screen.getByLabelText(/First name/), 'Asha');
    fill(screen.getByLabelText(/Last name/), 'Mehta');
    fill(screen.getByLabelText(/Email/), 'asha@example.in');
    fill(screen.getByLabelText(/Phone/), '9876543210');
    fill(screen.getByLabelText(/^Password/), 'secret1');
    fill(screen.getByLabelText(/Confirm password/), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    expect(await screen.findByText('Account created successfully')).toBeInTheDocument();
    await waitFor(() => expect(session.signIn).toHaveBeenCalledWith('tok2', user));
  });
});
