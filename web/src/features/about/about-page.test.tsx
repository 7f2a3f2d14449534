import { screen } from '@testing-library/react';
import { AboutContentDocument } from '@/graphql/graphql';
import { renderPage } from '@/test/render-page';
import AboutPage from './about-page';
import { FALLBACK_ABOUT, parseAbout } from './about-content';

vi.mock('@/lib/seo/page-meta', () => ({ usePageMeta: () => undefined }));

const aboutMock = (content: unknown) => ({ request: { query: AboutContentDocument }, result: { data: { content } } });

describe('about page', () => {
  it('falls back to the built-in text when there is no content', async () => {
    renderPage(<AboutPage />, { path: '/about', mocks: [aboutMock(null)] });
    expect(await screen.findByRole('heading', { name: 'Our Story' })).toBeInTheDocument();
    for (const title of ['Premium Quality', 'Expert Styling', 'Fast Delivery', 'Quality Guarantee']) expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    for (const [value, label] of [['5000+', 'Happy Customers'], ['10+', 'Years of Experience'], ['500+', 'Fashion Items'], ['99%', 'Customer Satisfaction']]) {
      expect(screen.getByText(value)).toBeInTheDocument();
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    expect(screen.getAllByRole('figure')).toHaveLength(3);
    // the testimonials are quotes, not an invented star rating (docs/decisions/0013-ratings-are-real-or-absent.md)
    expect(screen.queryByRole('img', { name: /star/i })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our Mission' })).toBeInTheDocument();
    expect(screen.getByText(/founded in 2014/)).toBeInTheDocument();
    expect(screen.getByText(/Free shipping on orders over ₹500 · Free delivery across Vadodara/)).toBeInTheDocument();
  });

  it('uses the admin-edited content', async () => {
    const content = { __typename: 'ContentSection', id: 'c1', section: 'about', updatedAt: '2025-01-01T00:00:00.000Z', data: { ...FALLBACK_ABOUT, heroTitle: 'Our Family Store' } };
    renderPage(<AboutPage />, { path: '/about', mocks: [aboutMock(content)] });
    expect(await screen.findByRole('heading', { name: 'Our Family Store', level: 1 })).toBeInTheDocument();
  });

  it('keeps the built-in parts for malformed content', () => {
    const about = parseAbout({ heroTitle: 'New title', stats: [{ label: 'x' }], story: 'not a list' });
    expect(about.heroTitle).toBe('New title');
    expect(about.stats).toEqual(FALLBACK_ABOUT.stats);
    expect(about.story).toEqual(FALLBACK_ABOUT.story);
    expect(parseAbout(null)).toBe(FALLBACK_ABOUT);
  });
});
