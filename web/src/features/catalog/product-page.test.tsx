import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PageSeoDocument, ProductDetailDocument, ProductReviewsDocument } from '@/graphql/graphql';
import { createCache } from '@/lib/apollo';
import { ToastProvider } from '@/components/ui/toast';
import ProductPage from './product-page';
import { noReviews, review, summary } from './components/reviews/reviews.fixtures';

const add = vi.fn(async (_input: unknown) => {});
vi.mock('@/lib/cart/cart-store', () => ({ useCart: () => ({ add }) }));
vi.mock('@/lib/session/session', () => ({ useSession: () => ({ user: null, loading: false, isAdmin: false }) }));

const seoMock = { request: { query: PageSeoDocument, variables: { pageName: 'product' } }, result: { data: { seo: null } }, maxUsageCount: 10 };

/** Variants from "size/colour": stock ('' for a missing option). */
function variants(stock: Record<string, number>) {
  return Object.entries(stock).map(([key, n]) => {
    const [size, color] = key.split('/');
    return { __typename: 'ProductVariant' as const, id: `v-${key}`, sku: `KUR-${key}`, size: size || null, color: color || null, stock: n, available: n > 0 };
  });
}

const kurta = {
  __typename: 'Product' as const,
  id: 'p1',
  name: 'Linen Kurta',
  description: 'A breathable linen kurta for summer evenings.',
  price: '899.00',
  originalPrice: '1199.00',
  discountPercent: 25,
  images: ['/media/products/kurta-cream.svg', '/media/products/kurta-maroon.svg'],
  imageAlts: ['Cream kurta, front', ''],
  sizes: ['M', 'L'],
  colors: ['Cream'],
  stock: 9,
  inStock: true,
  variants: variants({ 'M/Cream': 6, 'L/Cream': 3 }),
  categoryId: 'c-men',
  category: { __typename: 'Category' as const, id: 'c-men', name: 'Men', slug: 'men' },
  rating: { __typename: 'ProductRating' as const, average: 4.3 as number | null, count: 12 },
};

/** The reviews section's first page (any product id). */
const reviewsMock = (id = 'p1', s = summary({ average: 4.3, count: 12 })) => ({
  request: { query: ProductReviewsDocument, variables: { id, limit: 5, offset: 0 } },
  result: { data: { product: { __typename: 'Product', id, reviewSummary: s, reviews: { __typename: 'ReviewPage', items: s.count ? [review(1)] : [], total: s.count, limit: 5, offset: 0 } } } },
  maxUsageCount: 10,
});

function renderProduct(url: string, mocks: MockLink.MockedResponse[]) {
  const router = createMemoryRouter(
    [
      { path: '/product/:id', element: <ProductPage /> },
      { path: '/products/:id', element: <ProductPage /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <MockedProvider mocks={[seoMock, reviewsMock(), ...mocks]} cache={createCache()}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </MockedProvider>,
  );
}

const detailMock = (product: typeof kurta) => ({ request: { query: ProductDetailDocument, variables: { id: product.id } }, result: { data: { product } } });

beforeEach(() => add.mockClear());

describe('ProductPage', { timeout: 30000 }, () => {
  it('shows the product, asks for a size then a colour, and adds the chosen quantity', async () => {
    const user = userEvent.setup();
    renderProduct('/products/p1', [detailMock(kurta)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Linen Kurta' })).toBeInTheDocument();
    expect(document.title).toBe('Linen Kurta | Vadodara Family Fashion');
    expect(screen.getAllByRole('img', { name: 'Rated 4.3 out of 5, 12 reviews' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: '12 reviews' })).toHaveAttribute('href', '#reviews');
    expect(screen.getByText('25% OFF')).toBeInTheDocument();
    expect(screen.getByText('In stock')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Men' })).toHaveAttribute('href', '/shop?category=men');

    const addButton = screen.getByRole('button', { name: 'Add to Cart' });
    await user.click(addButton);
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a size');
    await user.click(screen.getByRole('button', { name: 'L' }));
    await user.click(addButton);
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a color');
    await user.click(screen.getByRole('button', { name: 'Cream' }));
    expect(screen.getByText('Only 3 left in Cream, L')).toBeInTheDocument();

    const more = screen.getByRole('button', { name: 'Increase quantity' });
    await user.click(more);
    await user.click(more);
    expect(more).toBeDisabled(); // 3 in L, though 9 of the kurta
    await user.click(addButton);
    expect(add).toHaveBeenCalledWith({ productId: 'p1', variantId: 'v-L/Cream', quantity: 3, size: 'L', color: 'Cream', stock: 3, name: 'Linen Kurta' });
    expect(await screen.findByText('Item added to cart')).toBeInTheDocument();
  });

  it('the real rating, the reviews section below, and JSON-LD with aggregateRating', async () => {
    renderProduct('/product/p1', [detailMock(kurta)]);
    const section = await screen.findByRole('region', { name: 'Customer Reviews' });
    expect(section).toHaveAttribute('id', 'reviews');
    expect(await within(section).findByText('Review 1')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Sign in to write a review' })).toBeInTheDocument();
    const script = document.head.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '{}')).toMatchObject({
      '@type': 'Product',
      name: 'Linen Kurta',
      image: ['http://localhost:3000/media/products/kurta-cream.svg', 'http://localhost:3000/media/products/kurta-maroon.svg'],
      offers: { '@type': 'Offer', price: '899.00', priceCurrency: 'INR', availability: 'https://schema.org/InStock', url: 'http://localhost:3000/product/p1' },
      aggregateRating: { ratingValue: 4.3, reviewCount: 12 },
    });
  });

  it('without reviews: "No reviews yet", no stars, and no aggregateRating', async () => {
    renderProduct('/product/p2', [detailMock({ ...kurta, id: 'p2', rating: { __typename: 'ProductRating', average: null, count: 0 } }), reviewsMock('p2', noReviews)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Linen Kurta' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('No reviews yet')).toHaveLength(2)); // near the price and in the section
    expect(screen.queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();
    const data = JSON.parse(document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as Record<string, unknown>;
    expect(data.name).toBe('Linen Kurta');
    expect(data).not.toHaveProperty('aggregateRating');
  });

  it('out of stock: disabled Out of Stock button', async () => {
    renderProduct('/product/p1', [detailMock({ ...kurta, stock: 0, inStock: false, variants: variants({ 'M/Cream': 0, 'L/Cream': 0 }) })]);
    expect(await screen.findByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Quantity' })).not.toBeInTheDocument();
    // every size is still listed, struck through
    expect(screen.getByRole('button', { name: 'M' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'L' })).toHaveAccessibleDescription('Sold out');
    // beside it, the back-in-stock request, open at once
    expect(await screen.findByRole('form', { name: "Notify me when it's back" })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Size / colour' })).toBeInTheDocument();
  });

  it('a sold-out size is listed struck through and cannot be chosen; a colour updates the sizes; stock line and quantity follow the chosen variant', async () => {
    const user = userEvent.setup();
    const stock = { 'M/Teal': 2, 'M/Maroon': 7, 'L/Teal': 4, 'L/Maroon': 0, 'XL/Teal': 0, 'XL/Maroon': 0 };
    renderProduct('/product/p1', [detailMock({ ...kurta, sizes: ['M', 'L', 'XL'], colors: ['Teal', 'Maroon'], stock: 13, variants: variants(stock) })]);
    const size = within(await screen.findByRole('group', { name: /^Size/ }));
    const color = within(screen.getByRole('group', { name: /^Color/ }));
    expect(size.getByRole('button', { name: 'XL' })).toBeDisabled();
    expect(size.getByRole('button', { name: 'XL' })).toHaveAccessibleDescription('Sold out');
    expect(size.getByText('XL')).toHaveStyle({ textDecoration: 'line-through' });
    await userEvent.setup({ pointerEventsCheck: 0 }).click(size.getByRole('button', { name: 'XL' }));
    expect(size.getByRole('button', { name: 'XL' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('In stock')).toBeInTheDocument();

    await user.click(color.getByRole('button', { name: 'Maroon' }));
    expect(size.getByRole('button', { name: 'L' })).toBeDisabled();
    expect(size.getByRole('button', { name: 'L' })).toHaveAccessibleDescription('Sold out in Maroon');
    await user.click(color.getByRole('button', { name: 'Maroon' }));
    expect(size.getByRole('button', { name: 'L' })).toBeEnabled();

    // M: up to 7 (in Maroon) until the colour is chosen; Teal has 2 in M
    await user.click(size.getByRole('button', { name: 'M' }));
    const more = screen.getByRole('button', { name: 'Increase quantity' });
    for (let i = 0; i < 4; i++) await user.click(more);
    expect(screen.getByRole('group', { name: 'Quantity' })).toHaveTextContent('5');
    await user.click(color.getByRole('button', { name: 'Teal' }));
    expect(screen.getByText('Only 2 left in Teal, M')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Quantity' })).toHaveTextContent('2');
    expect(more).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(add).toHaveBeenCalledWith({ productId: 'p1', variantId: 'v-M/Teal', quantity: 2, size: 'M', color: 'Teal', stock: 2, name: 'Linen Kurta' });
  });

  it('a product without sizes or colours: its one variant gives the stock line and the cap', async () => {
    const user = userEvent.setup();
    renderProduct('/product/p1', [detailMock({ ...kurta, sizes: [], colors: [], stock: 2, variants: variants({ '/': 2 }) })]);
    expect(await screen.findByText('Only 2 left')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(add).toHaveBeenCalledWith({ productId: 'p1', variantId: 'v-/', quantity: 2, size: null, color: null, stock: 2, name: 'Linen Kurta' });
  });

  it('unknown product (the server answers null): Product Not Found with Back to Shop', async () => {
    renderProduct('/product/3f2a1b9c-0000-4000-8000-00000000dead', [
      { request: { query: ProductDetailDocument, variables: { id: '3f2a1b9c-0000-4000-8000-00000000dead' } }, result: { data: { product: null } } },
    ]);
    expect(await screen.findByRole('heading', { name: 'Product Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The product you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Shop' })).toHaveAttribute('href', '/shop');
  });

  it('malformed id (refused at the input boundary): Product Not Found too', async () => {
    renderProduct('/product/nope', [
      { request: { query: ProductDetailDocument, variables: { id: 'nope' } }, result: { errors: [{ message: 'Invalid product id', extensions: { code: 'BAD_USER_INPUT' } }] } },
    ]);
    expect(await screen.findByRole('heading', { name: 'Product Not Found' })).toBeInTheDocument();
  });
});
