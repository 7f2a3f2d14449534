// /reset-password#token=… (and ?token= from links sent before): the spec's password rules, success
// (session stored, toast, on to the account or the dashboard), an unusable link (the server's message
// and a way to ask for a new one), the server's field messages on the inputs, a link without a token,
// and the token read from the fragment and then taken out of the address.
import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import userEvent from '@testing-library/user-event';
import { ResetPasswordDocument } from '@/graphql/graphql';
import { fill, renderPage } from '@/test/render-page';
import { okPayload, refusedPayload } from '@/test/payloads';
import ResetPasswordPage, { RESET_LINK_INVALID } from './reset-password-page';

const session = vi.hoisted(() => ({ signIn: vi.fn() }));
vi.mock('@/lib/session/session', () => ({ useSession: () => ({ signIn: session.signIn }) }));
vi.mock('@/lib/seo/page-meta', () => ({ usePageHead: () => undefined }));
vi.setConfig({ testTimeout: 20000 });
beforeEach(() => session.signIn.mockReset().mockResolvedValue(undefined));

const customer = {
  __typename: 'User' as const,
  id: 'u1',
  email: 'asha@example.in',
  firstName: 'Asha',
  lastName: 'Mehta',
  phone: '9876543210',
  role: 'CUSTOMER' as const,
};
const resetting = (password: string, confirmPassword = password) => ({
  query: ResetPasswordDocument,
  variables: { input: { token: 'tok-123', password, confirmPassword } },
});
const route = '/reset-password#token=tok-123';

/** The whole address the router holds (the shared probe leaves the fragment out). */
function Address() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="address">{pathname + search + hash}</output>;
}

async function submit(password: string, confirmPassword = password) {
  fill(screen.getByLabelText(/^New Password/), password);
  fill(screen.getByLabelText(/^Confirm New Password/), confirmPassword);
  await userEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
}

describe('reset password page', () => {
  it('checks the spec’s password rules before sending', async () => {
    renderPage(<ResetPasswordPage />, { path: '/reset-password', route });
    await userEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Password confirmation is required')).toBeInTheDocument();
    await submit('secret1', 'secret2');
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
  });

  it('signs the customer in with the answer, says so and goes to the account', async () => {
    const mocks = [{ request: resetting('newpass1'), result: { data: { resetPassword: okPayload('AuthPayload', { token: 'session-tok', user: customer }) } } }];
    renderPage(<ResetPasswordPage />, { path: '/reset-password', route, mocks });
    await submit('newpass1');
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(session.signIn).toHaveBeenCalledWith('session-tok', customer);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/account$/));
  });

  it('sends an admin on to the dashboard', async () => {
    const admin = { ...customer, role: 'ADMIN' as const };
    const mocks = [{ request: resetting('newpass1'), result: { data: { resetPassword: okPayload('AuthPayload', { token: 'session-tok', user: admin }) } } }];
    renderPage(<ResetPasswordPage />, { path: '/reset-password', route, mocks });
    await submit('newpass1');
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/));
  });

  it('shows the server’s message for a used or expired link, with a way to ask for a new one', async () => {
    const refusal = refusedPayload('AuthPayload', ['token', 'user'], 'AccountError', {
      code: 'INVALID_RESET_TOKEN',
      message: 'This link is used up (server words).',
    });
    renderPage(<ResetPasswordPage />, {
      path: '/reset-password',
      route,
      mocks: [{ request: resetting('newpass1'), result: { data: { resetPassword: refusal } } }],
    });
    await submit('newpass1');
    expect(await screen.findByText('This link is used up (server words).')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'New password' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a New Link' })).toHaveAttribute('href', '/forgot-password');
    expect(session.signIn).not.toHaveBeenCalled();
  });

  it('puts the server’s field messages on the inputs and keeps the form', async () => {
    const refusal = refusedPayload('AuthPayload', ['token', 'user'], 'AccountError', {
      field: 'password',
      code: 'INVALID',
      message: 'Password must be at most 200 characters',
    });
    renderPage(<ResetPasswordPage />, {
      path: '/reset-password',
      route,
      mocks: [{ request: resetting('newpass1'), result: { data: { resetPassword: refusal } } }],
    });
    await submit('newpass1');
    expect(await screen.findByText('Password must be at most 200 characters')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'New password' })).toBeInTheDocument();
  });

  it('shows the invalid-link message without a form when the link has no token', () => {
    renderPage(<ResetPasswordPage />, { path: '/reset-password' });
    expect(screen.getByText(RESET_LINK_INVALID)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'New password' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a New Link' })).toBeInTheDocument();
  });

  it('reads the token from the fragment, then takes it out of the address', async () => {
    const mocks = [{ request: resetting('newpass1'), result: { data: { resetPassword: okPayload('AuthPayload', { token: 'session-tok', user: customer }) } } }];
    renderPage(
      <>
        <ResetPasswordPage />
        <Address />
      </>,
      { path: '/reset-password', route: '/reset-password#token=tok-123', mocks },
    );
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/reset-password$/));
    await submit('newpass1'); // the token read before the address lost it is the one sent
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(session.signIn).toHaveBeenCalledWith('session-tok', customer);
  });

  it('still takes ?token= from links sent before, keeping the rest of the query', async () => {
    const mocks = [{ request: resetting('newpass1'), result: { data: { resetPassword: okPayload('AuthPayload', { token: 'session-tok', user: customer }) } } }];
    renderPage(
      <>
        <ResetPasswordPage />
        <Address />
      </>,
      { path: '/reset-password', route: '/reset-password?token=tok-123&from=mail', mocks },
    );
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/reset-password\?from=mail$/));
    await submit('newpass1');
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
  });
});
