import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { ContactSendMessageDocument } from '@/graphql/graphql';
import { fill, renderPage } from '@/test/render-page';
import ContactPage from './contact-page';

vi.mock('@/lib/seo/page-meta', () => ({ usePageMeta: () => undefined }));
vi.setConfig({ testTimeout: 20000 });

const input = { firstName: 'Ravi', lastName: 'Patel', email: 'ravi@example.in', phone: null, message: 'Do you stock kurtas in XXL?' };

function fillForm() {
  fill(screen.getByLabelText(/First name/), 'Ravi');
  fill(screen.getByLabelText(/Last name/), 'Patel');
  fill(screen.getByLabelText(/^Email/), 'ravi@example.in');
  fill(screen.getByLabelText(/^Message/), 'Do you stock kurtas in XXL?');
}

describe('contact page', () => {
  it('shows the store block and the form', () => {
    renderPage(<ContactPage />, { path: '/contact' });
    expect(screen.getByRole('heading', { name: 'Get in Touch', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Visit Our Store' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Send us a Message' })).toBeInTheDocument();
    const img = screen.getByRole('img', { name: /store front/ });
    expect(img).toHaveAttribute('src', '/media/store.svg');
    expect(img).toHaveAttribute('width', '800');
    expect(screen.getByText(/Monday–Saturday: 10:00 AM – 8:00 PM/)).toBeInTheDocument();
  });

  it('validates the required fields and the optional phone', async () => {
    renderPage(<ContactPage />, { path: '/contact' });
    fill(screen.getByLabelText(/Phone/), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    for (const msg of ['First name is required', 'Last name is required', 'Valid email is required', 'Message is required', 'Valid phone number is required']) {
      expect(await screen.findByText(msg)).toBeInTheDocument();
    }
  });

  it('sends the message, shows the toast and resets the form', async () => {
    const mocks = [
      {
        request: { query: ContactSendMessageDocument, variables: { input } },
        result: { data: { sendContactMessage: { __typename: 'ContactMessage', id: 'm1', ...input, createdAt: '2025-03-12T10:00:00.000Z' } } },
        delay: 1000,
      },
    ];
    renderPage(<ContactPage />, { path: '/contact', mocks });
    fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(screen.getByText("We'll get back to you within 24 hours.")).toBeInTheDocument();
    expect(screen.getByLabelText(/First name/)).toHaveValue('');
  });

  it('reports a failure with the server message', async () => {
    const mocks = [
      {
        request: { query: ContactSendMessageDocument, variables: { input } },
        result: { errors: [new GraphQLError('Too many messages, please try again later', { extensions: { code: 'RATE_LIMITED' } })] },
      },
    ];
    renderPage(<ContactPage />, { path: '/contact', mocks });
    fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
    expect(screen.getByText('Too many messages, please try again later')).toBeInTheDocument();
    expect(screen.getByLabelText(/First name/)).toHaveValue('Ravi');
  });
});
