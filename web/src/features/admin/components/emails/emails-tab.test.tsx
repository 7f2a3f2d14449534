// The Emails tab: rows with readable kind and status, the kept-mail banner, the status filter sent
// to the server, the view dialog (HTML in a sandboxed frame, the Text tab), 'Send again' (hidden
// while waiting; EMAIL_SENDING_OFF's message), and the empty and error states.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { of, throwError } from 'rxjs';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { describe, expect, it } from 'vitest';
import type { AdminEmailFragment, AdminEmailMessageFragment } from '@/graphql/graphql';
import { ToastProvider } from '@/components/ui/toast';
import { okPayload, refusedPayload } from '@/test/payloads';
import { SENDING_OFF } from './email-labels';
import { EmailsTab } from './emails-tab';

const kept: AdminEmailFragment = {
  __typename: 'Email',
  id: 'm1',
  createdAt: '2026-11-25T06:30:00.000Z',
  to: 'asha@example.in',
  subject: 'Reset your password',
  kind: 'PASSWORD_RESET',
  status: 'KEPT',
  attempts: 0,
  lastError: null,
  nextAttemptAt: null,
  sentAt: null,
};
const failed: AdminEmailFragment = {
  ...kept,
  id: 'm2',
  subject: 'Your order is on its way',
  kind: 'ORDER_STATUS',
  status: 'FAILED',
  attempts: 5,
  lastError: '550 Mailbox unavailable',
};
const waiting: AdminEmailFragment = {
  ...kept,
  id: 'm3',
  subject: 'Welcome',
  kind: 'WELCOME',
  status: 'QUEUED',
  attempts: 1,
  nextAttemptAt: '2026-11-25T06:40:00.000Z',
};
const message = (e: AdminEmailFragment): AdminEmailMessageFragment => ({
  ...e,
  __typename: 'EmailMessage',
  replyTo: null,
  html: '<p>Choose a <a href="http://shop/reset-password?token=abc">new password</a></p>',
  text: 'Choose a new password: http://shop/reset-password?token=abc',
});

interface Setup {
  emails?: AdminEmailFragment[] | 'error';
  resend?: unknown;
}

function setup({ emails = [kept, failed], resend }: Setup = {}) {
  const sent: Array<{ name: string; variables: Record<string, unknown> }> = [];
  const link = new ApolloLink((op) => {
    sent.push({ name: op.operationName ?? '', variables: op.variables });
    switch (op.operationName) {
      case 'AdminEmails': {
        if (emails === 'error') return throwError(() => new Error('Network down'));
        const items = emails.filter((e) => !op.variables.status || e.status === op.variables.status);
        return of({ data: { emails: { __typename: 'EmailPage', items, total: items.length, limit: 25, offset: 0 } } });
      }
      case 'AdminEmail': {
        const found = emails === 'error' ? undefined : emails.find((e) => e.id === op.variables.id);
        return of({ data: { email: found ? message(found) : null } });
      }
      case 'AdminResendEmail':
        return of({ data: { resendEmail: resend } });
      default:
        throw new Error(`unexpected ${op.operationName}`);
    }
  });
  render(
    <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
      <ToastProvider>
        <EmailsTab />
      </ToastProvider>
    </ApolloProvider>,
  );
  return { sent };
}

const openEmail = async (subject: string) => {
  const grid = await screen.findByRole('grid', { name: 'Emails' });
  await userEvent.click(await within(grid).findByRole('button', { name: new RegExp(`^View the e-mail ${subject}`) }));
  return screen.findByRole('dialog', { name: subject });
};

describe('EmailsTab', () => {
  it('lists the e-mails with kind, status, attempts and last error, and says when sending is off', async () => {
    setup();
    const grid = await screen.findByRole('grid', { name: 'Emails' });
    expect(await within(grid).findByText('Reset your password')).toBeInTheDocument();
    expect(within(grid).getByText('Password reset')).toBeInTheDocument();
    expect(within(grid).getByText('Kept here')).toBeInTheDocument();
    expect(within(grid).getByText('Failed')).toBeInTheDocument();
    expect(within(grid).getByText('Order status')).toBeInTheDocument();
    expect(within(grid).getByText('550 Mailbox unavailable')).toBeInTheDocument();
    expect(within(grid).getByText('5')).toBeInTheDocument();
    expect(screen.getByText(SENDING_OFF)).toBeInTheDocument();
  }, 20_000);

  it('filters by status on the server, and drops the banner when no kept e-mail is listed', async () => {
    const { sent } = setup();
    await screen.findByText(SENDING_OFF);
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Failed' }));
    await waitFor(() => expect(sent.at(-1)).toEqual({ name: 'AdminEmails', variables: { status: 'FAILED', kind: null, limit: 25, offset: 0 } }));
    await waitFor(() => expect(screen.queryByText(SENDING_OFF)).not.toBeInTheDocument());
    expect(within(screen.getByRole('grid', { name: 'Emails' })).queryByText('Reset your password')).not.toBeInTheDocument();
  }, 20_000);

  it('shows an e-mail’s HTML in a sandboxed frame and its text part', async () => {
    setup();
    const dialog = await openEmail('Reset your password');
    const frame = await within(dialog).findByTitle('Email as HTML');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('reset-password?token=abc');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Text' }));
    expect(within(dialog).getByLabelText('Email as text')).toHaveTextContent('Choose a new password: http://shop/reset-password?token=abc');
  }, 20_000);

  it('sends a failed e-mail again', async () => {
    const { sent } = setup({ resend: okPayload('EmailPayload', { email: message({ ...failed, status: 'QUEUED' }) }) });
    const dialog = await openEmail('Your order is on its way');
    expect(await within(dialog).findByText('Last attempt failed: 550 Mailbox unavailable')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('E-mail queued to be sent again')).toBeInTheDocument();
    expect(sent.find((s) => s.name === 'AdminResendEmail')?.variables).toEqual({ input: { id: 'm2' } });
  }, 20_000);

  it('shows why it cannot send when sending is off', async () => {
    const off = refusedPayload('EmailPayload', ['email'], 'EmailError', { code: 'EMAIL_SENDING_OFF', message: 'E-mail sending is off: set SMTP_URL first.' });
    setup({ resend: off });
    const dialog = await openEmail('Reset your password');
    await within(dialog).findByTitle('Email as HTML');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('E-mail sending is off: set SMTP_URL first.')).toBeInTheDocument();
  }, 20_000);

  it('offers no Send again while an e-mail is waiting to be sent', async () => {
    setup({ emails: [waiting] });
    const dialog = await openEmail('Welcome');
    await within(dialog).findByTitle('Email as HTML');
    expect(within(dialog).queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();
    expect(screen.queryByText(SENDING_OFF)).not.toBeInTheDocument();
  }, 20_000);

  it('says so when there are no e-mails', async () => {
    setup({ emails: [] });
    expect(await screen.findByText('No e-mails yet. Orders, registrations and password resets write them.')).toBeInTheDocument();
  });

  it('shows a load failure with Retry', async () => {
    setup({ emails: 'error' });
    expect(await screen.findByText(/Could not load e-mails/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
