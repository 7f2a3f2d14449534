import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it, vi } from 'vitest';
import { PageSeoDocument, ProductDetailDocument } from '@/graphql/graphql';
import { createCache } from '@/lib/apollo';
import { ToastProvider } from '@/components/ui/toast';
import ProductPage from './product-page';

const add = vi.fn(async () => {});
vi.mock('@/lib/cart/cart-store', () => ({ useCart: () => ({ add }) }));

const seoMock = { request: { query: PageSeoDocument, variables: { pageName: 'product' } }, result: { data: { seo: null } }, maxUsageCount: 10 };

const kurta = {
  __typename: 'Product' as const,
  id: 'p1',
  name: 'Linen Kurta',
  description: 'A breathable linen kurta for summer evenings.',
  price: '899.00',
  originalPrice: '1199.00',
  discountPercent: 25,
  images: ['/media/products/kurta-cream.svg', '/media/products/kurta-maroon.svg'],
  sizes: ['M', 'L'],
  colors: ['Cream'],
  stock: 3,
  inStock: true,
  categoryId: 'c-men',
  category: { __typename: 'Category' as const, id: 'c-men', name: 'Men', slug: 'men' },
};

function renderProduct(url: string, mocks: MockLink.MockedResponse[]) {
  const router = createMemoryRouter(
    [
      { path: '/product/:id', element: <ProductPage /> },
      { path: '/products/:id', element: <ProductPage /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <MockedProvider mocks={[seoMock, ...mocks]} cache={createCache()}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </MockedProvider>,
  );
}

const detailMock = (product: typeof kurta) => ({ request: { query: ProductDetailDocument, variables: { id: product.id } }, result: { data: { product } } });

describe('ProductPage', { timeout: 30000 }, () => {
  it('shows the product, asks for a size then a colour, and adds the chosen quantity', async () => {
    const user = userEvent.setup();
    renderProduct('/products/p1', [detailMock(kurta)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Linen Kurta' })).toBeInTheDocument();
    expect(document.title).toBe('Linen Kurta | Vadodara Family Fashion');
    expect(screen.getByText(/126 reviews/)).toBeInTheDocument();
    expect(screen.getByText('25% OFF')).toBeInTheDocument();
    expect(screen.getByText('Only 3 left')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Men' })).toHaveAttribute('href', '/shop?category=men');

    const addButton = screen.getByRole('button', { name: 'Add to Cart' });
    await user.click(addButton);
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a size');
    await user.click(screen.getByRole('button', { name: 'L' }));
    await user.click(addButton);
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a color');
    await user.click(screen.getByRole('button', { name: 'Cream' }));

    const more = screen.getByRole('button', { name: 'Increase quantity' });
    await user.click(more);
    await user.click(more);
    expect(more).toBeDisabled(); // stock 3
    await user.click(addButton);
    expect(add).toHaveBeenCalledWith({ productId: 'p1', quantity: 3, size: 'L', color: 'Cream', stock: 3 });
    expect(await screen.findByText('Item added to cart')).toBeInTheDocument();
  });

  it('out of stock: disabled Out of Stock button', async () => {
    renderProduct('/product/p1', [detailMock({ ...kurta, stock: 0, inStock: false })]);
    expect(await screen.findByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
  });

  it('unknown product: Product Not Found with Back to Shop', async () => {
    renderProduct('/product/nope', [
      { request: { query: ProductDetailDocument, variables: { id: 'nope' } }, result: { errors: [{ message: 'Product not found', extensions: { code: 'NOT_FOUND' } }] } },
    ]);
    expect(await screen.findByRole('heading', { name: 'Product Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The product you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Shop' })).toHaveAttribute('href', '/shop');
  });
});
