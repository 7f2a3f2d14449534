import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountChangePasswordDocument, AccountUpdateProfileDocument } from '@/graphql/graphql';
import { fill, renderPage } from '@/test/render-page';
import { okPayload, refusedPayload } from '@/test/payloads';
import AccountPage from './account-page';

const user = { __typename: 'User' as const, id: 'u1', email: 'asha@example.in', firstName: 'Asha', lastName: 'Mehta', phone: '9876543210', role: 'CUSTOMER' as const };
const session = vi.hoisted(() => ({ replaceToken: vi.fn() }));
vi.mock('@/lib/session/session', () => ({
  useSession: () => ({ user, loading: false, isAdmin: false, signIn: vi.fn(), replaceToken: session.replaceToken, signOut: vi.fn() }),
}));
vi.mock('@/lib/cart/cart-store', () => ({ useCart: () => ({ refresh: vi.fn() }) }));
vi.mock('@/lib/seo/page-meta', () => ({ usePageMeta: () => undefined }));

vi.setConfig({ testTimeout: 20000 });

describe('profile settings', () => {
  it('saves the profile and shows server field errors', async () => {
    const input = { firstName: 'Asha', lastName: 'Shah', email: 'asha@example.in', phone: '9876543210' };
    const mocks = [
      {
        request: { query: AccountUpdateProfileDocument, variables: { input } },
        result: { data: { updateProfile: okPayload('UserPayload', { user: { ...user, lastName: 'Shah' } }) } },
        delay: 1000,
      },
      {
        request: { query: AccountUpdateProfileDocument, variables: { input: { ...input, email: 'taken@example.in' } } },
        result: {
          data: {
            updateProfile: refusedPayload('UserPayload', ['user'], 'AccountError', { field: 'email', code: 'DUPLICATE_EMAIL', message: 'An account with this email already exists' }),
          },
        },
      },
    ];
    renderPage(<AccountPage />, { path: '/account', route: '/account?tab=profile', mocks });
    fill(screen.getByLabelText(/Last name/), 'Shah');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();

    fill(screen.getByLabelText(/Email/), 'taken@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findAllByText('An account with this email already exists')).toHaveLength(2); // toast + under the field
  });
});

describe('change password', () => {
  beforeEach(() => session.replaceToken.mockReset());

  it('validates, changes the password, keeps this browser signed in with the fresh token and resets the form', async () => {
    const mocks = [
      {
        request: { query: AccountChangePasswordDocument, variables: { input: { currentPassword: 'oldpass', newPassword: 'newpass1' } } },
        result: { data: { changePasswordAndSignIn: okPayload('AuthPayload', { token: 'fresh-token', user }) } },
      },
    ];
    renderPage(<AccountPage />, { path: '/account', route: '/account?tab=password', mocks });
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();

    fill(screen.getByLabelText(/Current password/), 'oldpass');
    fill(screen.getByLabelText(/^New password/), 'newpass1');
    fill(screen.getByLabelText(/Confirm new password/), 'newpass2');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();

    fill(screen.getByLabelText(/Confirm new password/), 'newpass1');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(session.replaceToken.mock.calls).toEqual([['fresh-token']]);
    expect(screen.getByLabelText(/Current password/)).toHaveValue('');
  });

  it('shows the server message under the field and in a toast when the change is refused', async () => {
    const wrong = { field: 'currentPassword', code: 'INVALID', message: 'Current password is incorrect' } as const;
    const mocks = [
      {
        request: { query: AccountChangePasswordDocument, variables: { input: { currentPassword: 'badpass', newPassword: 'newpass1' } } },
        result: { data: { changePasswordAndSignIn: refusedPayload('AuthPayload', ['token', 'user'], 'AccountError', wrong) } },
      },
    ];
    renderPage(<AccountPage />, { path: '/account', route: '/account?tab=password', mocks });
    fill(screen.getByLabelText(/Current password/), 'badpass');
    fill(screen.getByLabelText(/^New password/), 'newpass1');
    fill(screen.getByLabelText(/Confirm new password/), 'newpass1');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findAllByText('Current password is incorrect')).toHaveLength(2); // toast + under the field
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(session.replaceToken).not.toHaveBeenCalled();
  });
});
