import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FooterPageContentDocument } from '@/graphql/graphql';
import { renderPage } from '@/test/render-page';
import ContentPage from './content-page';

const contentMock = (section: string, data: unknown) => ({
  request: { query: FooterPageContentDocument, variables: { section } },
  result: { data: { content: data === null ? null : { __typename: 'ContentSection', id: `c-${section}`, section, updatedAt: '2025-01-15T00:00:00.000Z', data } } },
});

const faq = {
  title: 'Frequently Asked Questions',
  intro: 'Quick answers.',
  sections: [
    { heading: 'Do you deliver across Vadodara for free?', paragraphs: ['Yes, always.'] },
    { heading: 'Can I shop without an account?', paragraphs: ['Yes, guest checkout is available.'] },
  ],
};

describe('footer content pages', () => {
  it('renders a policy page with its sections', async () => {
    const data = { title: 'Return Policy', intro: 'Returns within 7 days.', sections: [{ heading: 'How to return', paragraphs: ['Bring it to the store.', 'Keep the tags.'] }] };
    renderPage(<ContentPage />, { path: '/return-policy', mocks: [contentMock('return-policy', data)] });
    expect(await screen.findByRole('heading', { name: 'How to return', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Return Policy', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Keep the tags.')).toBeInTheDocument();
    expect(screen.getByText(/Last updated 15 January 2025/)).toBeInTheDocument();
    expect(document.title).toMatch(/^Return Policy \|/);
  });

  it('renders the FAQ as accordions', async () => {
    renderPage(<ContentPage />, { path: '/faq', mocks: [contentMock('faq', faq)] });
    const second = await screen.findByRole('button', { name: 'Can I shop without an account?' });
    expect(second).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Do you deliver across Vadodara for free?' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('says the page is being updated when there is no content', async () => {
    renderPage(<ContentPage />, { path: '/size-guide', mocks: [contentMock('size-guide', null)] });
    expect(await screen.findByText(/This page is being updated/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Size Guide', level: 1 })).toBeInTheDocument();
  });

  it('offers Retry when loading fails', async () => {
    const failing = { request: { query: FooterPageContentDocument, variables: { section: 'shipping' } }, error: new Error('Network down') };
    renderPage(<ContentPage />, { path: '/shipping', mocks: [failing] });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
