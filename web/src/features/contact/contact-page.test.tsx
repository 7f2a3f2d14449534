import { screen } from '@testing-library/react';
import { renderPage } from '@/test/render-page';
import ContactPage from './contact-page';

vi.mock('@/lib/seo/page-meta', () => ({ usePageMeta: () => undefined }));

// The form's own behaviour (validation, toasts, reset) is tested in components/contact-form.
describe('contact page', () => {
  it('shows the store block and the form', () => {
    renderPage(<ContactPage />, { path: '/contact' });
    expect(screen.getByRole('heading', { name: 'Get in Touch', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Visit Our Store' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Send us a Message' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Send us a Message' });
    expect(form).toContainElement(screen.getByRole('button', { name: 'Send Message' }));
    const img = screen.getByRole('img', { name: /store front/ });
    expect(img).toHaveAttribute('src', '/media/store.svg');
    expect(img).toHaveAttribute('width', '800');
    expect(screen.getByText(/Monday–Saturday: 10:00 AM – 8:00 PM/)).toBeInTheDocument();
  });
});
