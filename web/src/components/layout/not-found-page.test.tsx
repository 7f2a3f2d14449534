import { screen } from '@testing-library/react';
import { renderPage } from '@/test/render-page';
import NotFoundPage from './not-found-page';

it('reads 404 Page Not Found and offers ways back', () => {
  renderPage(<NotFoundPage />, { path: '*', route: '/no-such-page' });
  expect(screen.getByRole('heading', { name: '404 Page Not Found', level: 1 })).toBeInTheDocument();
  expect(screen.getByText('/no-such-page', { selector: 'code' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: 'Browse the Shop' })).toHaveAttribute('href', '/shop');
  expect(document.title).toMatch(/^Page Not Found \|/);
});
