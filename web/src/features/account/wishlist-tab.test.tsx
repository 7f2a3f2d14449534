// The Wishlist tab over a mocked server: rows with price and availability, Add to Cart (straight
// away or through Select Options), Remove through the wishlist store, and the empty state (the
// back-in-stock alerts have their own tab: stock-alerts-tab.test.tsx).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountWishlistDocument, type ProductCardFragment } from '@/graphql/graphql';
import { renderPage } from '@/test/render-page';
import { base, variantsMock } from '@/components/product-card/product-card.fixtures';
import { WishlistTab } from './components/wishlist-tab';

const add = vi.fn<(input: unknown) => Promise<void>>();
const toggle = vi.fn<(id: string) => Promise<boolean>>();
vi.mock('@/lib/cart/cart-store', () => ({ useCart: () => ({ add }) }));
vi.mock('@/lib/wishlist/wishlist-store', () => ({ useWishlist: () => ({ has: () => true, toggle }) }));

const saree: ProductCardFragment = { ...base, id: 'p1', name: 'Bandhani Saree', sizes: ['M', 'L'], colors: ['Red'] };
const shawl: ProductCardFragment = {
  ...base,
  id: 'p2',
  name: 'Woollen Shawl',
  price: '900.00',
  originalPrice: null,
  discountPercent: 0,
  stock: 0,
  inStock: false,
};
const dupatta: ProductCardFragment = { ...base, id: 'p3', name: 'Silk Dupatta', price: '450.00', originalPrice: null, discountPercent: 0, stock: 4 };

const wishlistMock = (products: ProductCardFragment[], total = products.length) => ({
  request: { query: AccountWishlistDocument, variables: { limit: 24, offset: 0 } },
  result: {
    data: {
      wishlist: {
        __typename: 'WishlistPage',
        total,
        limit: 24,
        offset: 0,
        items: products.map((product) => ({ __typename: 'WishlistItem', productId: product.id, addedAt: '2026-11-20T10:00:00.000Z', product })),
      },
    },
  },
});

const row = (name: string) => screen.getByRole('article', { name });

beforeEach(() => {
  add.mockReset().mockResolvedValue(undefined);
  toggle.mockReset().mockResolvedValue(false);
});

describe('Wishlist tab', () => {
  it('lists each product with its link, price and availability', async () => {
    renderPage(<WishlistTab />, { path: '/account', mocks: [wishlistMock([saree, shawl])] });
    expect(screen.getByRole('status', { name: 'Loading wishlist' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Bandhani Saree' })).toHaveAttribute('href', '/product/p1');
    expect(within(row('Bandhani Saree')).getByText('In stock')).toBeInTheDocument();
    expect(within(row('Bandhani Saree')).getByText('₹1,199.00')).toBeInTheDocument();
    expect(within(row('Woollen Shawl')).getByText('Out of stock')).toBeInTheDocument();
    expect(within(row('Woollen Shawl')).getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  });

  it('adds a product without options straight to the cart, and one with options through Select Options', async () => {
    const user = userEvent.setup();
    renderPage(<WishlistTab />, { path: '/account', mocks: [wishlistMock([dupatta, saree]), variantsMock({ 'M/Red': 2, 'L/Red': 0 })] });
    await user.click(await within(await screen.findByRole('article', { name: 'Silk Dupatta' })).findByRole('button', { name: 'Add to Cart' }));
    expect(add).toHaveBeenCalledWith({ productId: 'p3', quantity: 1, size: null, color: null, stock: 4, name: 'Silk Dupatta' });
    expect(await screen.findByText('Item added to cart')).toBeInTheDocument();

    await user.click(within(row('Bandhani Saree')).getByRole('button', { name: 'Add to Cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Options' });
    await user.click(await within(dialog).findByRole('button', { name: 'M' }));
    await user.click(within(dialog).getByRole('button', { name: 'Red' }));
    await user.click(within(dialog).getByRole('button', { name: /add to cart/i }));
    expect(add).toHaveBeenLastCalledWith({ productId: 'p1', variantId: 'v-M/Red', quantity: 1, size: 'M', color: 'Red', stock: 2, name: 'Bandhani Saree' });
  });

  it('removes a product through the wishlist store with a toast', async () => {
    renderPage(<WishlistTab />, { path: '/account', mocks: [wishlistMock([saree])] });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Bandhani Saree from wishlist' }));
    expect(toggle).toHaveBeenCalledWith('p1');
    expect(await screen.findByText('Removed from wishlist')).toBeInTheDocument();
  });

  it('says when removing fails', async () => {
    toggle.mockRejectedValue(new Error('offline'));
    renderPage(<WishlistTab />, { path: '/account', mocks: [wishlistMock([saree])] });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Bandhani Saree from wishlist' }));
    expect(await screen.findByText('Failed to update the wishlist')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Bandhani Saree from wishlist' })).toBeEnabled();
  });

  it('shows the empty state with a link to the shop', async () => {
    renderPage(<WishlistTab />, { path: '/account', mocks: [wishlistMock([])] });
    expect(await screen.findByText('Your Wishlist Is Empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/shop');
  });
});
