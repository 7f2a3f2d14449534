import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { SendContactMessageDocument } from '@/graphql/graphql';
import { fill, renderPage } from '@/test/render-page';
import { okPayload, refusedPayload } from '@/test/payloads';
import { ContactForm } from './contact-form';

vi.setConfig({ testTimeout: 20000 });

const input = { firstName: 'Ravi', lastName: 'Patel', email: 'ravi@example.in', phone: null, message: 'Do you stock kurtas in XXL?' };
const request = { query: SendContactMessageDocument, variables: { input } };

function renderForm(mocks: MockLink.MockedResponse[] = []) {
  renderPage(<ContactForm aria-label="Send us a Message" />, { path: '/contact', mocks });
}

function fillForm() {
  fill(screen.getByLabelText(/First name/), 'Ravi');
  fill(screen.getByLabelText(/Last name/), 'Patel');
  fill(screen.getByLabelText(/^Email/), 'ravi@example.in');
  fill(screen.getByLabelText(/^Message/), 'Do you stock kurtas in XXL?');
}

describe('contact form', () => {
  it('validates the required fields and the optional phone', async () => {
    renderForm();
    fill(screen.getByLabelText(/Phone/), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    for (const msg of ['First name is required', 'Last name is required', 'Valid email is required', 'Message is required', 'Valid phone number is required']) {
      expect(await screen.findByText(msg)).toBeInTheDocument();
    }
  });

  it('sends the message, shows the toast and resets the form', async () => {
    renderForm([{ request, result: { data: { sendContactMessage: okPayload('ContactMessagePayload', { contactMessage: { __typename: 'ContactMessage', id: 'm1' } }) } }, delay: 1000 }]);
    fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(screen.getByText("We'll get back to you within 24 hours.")).toBeInTheDocument();
    expect(screen.getByLabelText(/First name/)).toHaveValue('');
  });

  it('reports a refusal with the server message and its field errors', async () => {
    const refused = refusedPayload('ContactMessagePayload', ['contactMessage'], 'ContactError', { field: 'email', code: 'INVALID', message: 'Valid email is required' });
    renderForm([{ request, result: { data: { sendContactMessage: refused } } }]);
    fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
    expect(screen.getAllByText('Valid email is required')).toHaveLength(2);
    expect(screen.getByLabelText(/First name/)).toHaveValue('Ravi');
  });

  it('shows the message of a top-level refusal (rate limit)', async () => {
    renderForm([{ request, result: { errors: [new GraphQLError('Too many messages, please try again later', { extensions: { code: 'RATE_LIMITED' } })] } }]);
    fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
    expect(screen.getByText('Too many messages, please try again later')).toBeInTheDocument();
    expect(screen.getByLabelText(/First name/)).toHaveValue('Ravi');
  });

  it('falls back to "Please try again later." when the server cannot be reached', async () => {
    renderForm([{ request, error: new Error('Failed to fetch') }]);
    fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();
  });
});
