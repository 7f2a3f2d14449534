import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { MockedProvider } from '@apollo/client/testing/react';
import { describe, expect, it, vi } from 'vitest';
import { FeaturedProductsDocument, HomeCategoriesDocument, HomeContentDocument, PageSeoDocument, SendContactMessageDocument } from '@/graphql/graphql';
import { okPayload } from '@/test/payloads';
import { createCache } from '@/lib/apollo';
import { ToastProvider } from '@/components/ui/toast';
import HomePage from './home-page';

vi.mock('@/lib/cart/cart-store', () => ({ useCart: () => ({ add: vi.fn() }) }));

const input = { firstName: 'Asha', lastName: 'Patel', email: 'asha@example.com', phone: null, message: 'Do you alter blouses?' };
const mocks = [
  { request: { query: PageSeoDocument, variables: { pageName: 'home' } }, result: { data: { seo: null } } },
  {
    request: { query: HomeContentDocument },
    result: { data: { content: { __typename: 'ContentSection' as const, id: 'h', section: 'home', data: { hero: { title: 'Namaste Vadodara', subtitle: 'Sub', cta: 'Shop Now' } } } } },
  },
  {
    request: { query: HomeCategoriesDocument },
    result: {
      data: {
        categories: [
          { __typename: 'Category' as const, id: 'c1', name: 'Elders', slug: 'elders', description: null, image: null, productCount: 12 },
        ],
      },
    },
  },
  {
    request: { query: FeaturedProductsDocument },
    result: {
      data: {
        products: {
          __typename: 'ProductPage' as const,
          total: 1,
          limit: 4,
          offset: 0,
          items: [{ __typename: 'Product' as const, id: 'p1', name: 'Wool Shawl', price: '999.00', originalPrice: null, discountPercent: 0, images: [], imageAlts: [], sizes: [], colors: [], stock: 2, inStock: true, rating: { __typename: 'ProductRating' as const, average: null, count: 0 } }],
        },
      },
    },
  },
  {
    request: { query: SendContactMessageDocument, variables: { input } },
    result: { data: { sendContactMessage: okPayload('ContactMessagePayload', { contactMessage: { __typename: 'ContactMessage', id: 'm1' } }) } },
  },
];

describe('HomePage', { timeout: 30000 }, () => {
  it('shows the hero from content, category tiles, featured products, claims and the contact form', async () => {
    const user = userEvent.setup();
    render(
      <MockedProvider mocks={mocks} cache={createCache()}>
        <ToastProvider>
          <MemoryRouter>
            <HomePage />
          </MemoryRouter>
        </ToastProvider>
      </MockedProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Namaste Vadodara' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Shop Now/ })).toHaveAttribute('href', '/shop');
    const tile = await screen.findByRole('link', { name: /Elders/ });
    expect(tile).toHaveAttribute('href', '/shop?category=elders');
    expect(tile).toHaveTextContent('Latest trends');
    expect(tile).toHaveTextContent('12 products');
    expect(await screen.findByRole('link', { name: 'Wool Shawl' })).toHaveAttribute('href', '/product/p1');
    for (const claim of ['10K+', '500+', '10+']) expect(screen.getByText(claim)).toBeInTheDocument();
    expect(screen.getByText('Mon-Sat: 9AM-8PM')).toBeInTheDocument();
    expect(screen.getByText('Sunday: 10AM-6PM')).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Send us a message' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Asha');
    await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Patel');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'asha@example.com');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Do you alter blouses?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(screen.getByText("We'll get back to you within 24 hours.")).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('');
  });
});
