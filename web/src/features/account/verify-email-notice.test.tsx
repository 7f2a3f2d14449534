// My Account's "Verify your e-mail": shown only while the address is unconfirmed; Resend asks the
// server for a new link and shows its answer (also when it refuses: too many requests).
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { AccountEmailVerificationDocument, ResendEmailVerificationDocument } from '@/graphql/graphql';
import { createCache } from '@/lib/apollo';
import { okPayload } from '@/test/payloads';
import { VerifyEmailNotice } from './components/verify-email-notice';

vi.setConfig({ testTimeout: 20000 });

const me = (emailVerified: boolean): MockLink.MockedResponse => ({
  request: { query: AccountEmailVerificationDocument },
  result: { data: { me: { __typename: 'User', id: 'u1', email: 'asha@example.in', emailVerified } } },
});
const resend = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({ request: { query: ResendEmailVerificationDocument }, result });

const renderNotice = (mocks: MockLink.MockedResponse[]) =>
  render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <VerifyEmailNotice />
    </MockedProvider>,
  );

describe('VerifyEmailNotice', () => {
  it('says nothing once the address is confirmed', async () => {
    renderNotice([me(true)]);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByText('Verify your e-mail')).not.toBeInTheDocument();
  });

  it('asks an unconfirmed customer to verify, and Resend sends a new link', async () => {
    renderNotice([
      me(false),
      resend({ data: { resendEmailVerification: okPayload('ResendVerificationPayload', { message: 'We have sent you a new confirmation link.' }) } }),
      resend({ errors: [new GraphQLError('Too many verification e-mails. Please try again in 40 minutes.', { extensions: { code: 'RATE_LIMITED' } })] }),
    ]);
    expect(await screen.findByText('Verify your e-mail')).toBeInTheDocument();
    expect(screen.getByText(/We sent a confirmation link to asha@example\.in/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resend link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We have sent you a new confirmation link.');
    await userEvent.click(screen.getByRole('button', { name: 'Resend link' }));
    expect(await screen.findByText('Too many verification e-mails. Please try again in 40 minutes.')).toBeInTheDocument();
  });
});
