// /forgot-password: the e-mail rule, the server's neutral answer in place of the form, a refusal
// (too many requests) above the form, and the way back to the admin login when it came from there.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RequestPasswordResetDocument } from '@/graphql/graphql';
import { fill, renderPage } from '@/test/render-page';
import { okPayload } from '@/test/payloads';
import ForgotPasswordPage from './forgot-password-page';

vi.mock('@/lib/seo/page-meta', () => ({ usePageHead: () => undefined }));
vi.setConfig({ testTimeout: 20000 });

const NEUTRAL = 'If an account exists for this e-mail, we have sent it a link to choose a new password.';
const asking = (email: string) => ({ query: RequestPasswordResetDocument, variables: { input: { email } } });

describe('forgot password page', () => {
  it('asks for a valid e-mail before sending', async () => {
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Valid email is required')).toBeInTheDocument();
    fill(screen.getByLabelText(/Email/), 'not-an-email');
    expect(await screen.findByText('Valid email is required')).toBeInTheDocument();
  });

  it('shows the server’s neutral answer in place of the form, with the way back to sign in', async () => {
    const mocks = [
      { request: asking('asha@example.in'), result: { data: { requestPasswordReset: okPayload('PasswordResetRequestPayload', { message: NEUTRAL }) } } },
    ];
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password', mocks });
    fill(screen.getByLabelText(/Email/), '  asha@example.in ');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(NEUTRAL)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Forgot password' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/account');
  });

  it('shows a rate limit’s message and keeps the form', async () => {
    const mocks = [
      { request: asking('asha@example.in'), result: { errors: [{ message: 'Too many password reset requests.', extensions: { code: 'RATE_LIMITED' } }] } },
    ];
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password', mocks });
    fill(screen.getByLabelText(/Email/), 'asha@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Too many password reset requests.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Forgot password' })).toBeInTheDocument();
  });

  it('leads back to the admin login when it was opened from there', () => {
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password', route: '/forgot-password?from=admin' });
    expect(screen.getByRole('link', { name: 'Back to admin login' })).toHaveAttribute('href', '/admin');
  });
});
