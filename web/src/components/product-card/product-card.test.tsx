import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderCard, variantsMock } from './product-card.fixtures';

const add = vi.fn<(input: unknown) => Promise<void>>();
vi.mock('@/lib/cart/cart-store', () => ({ useCart: () => ({ add }) }));

const addButton = () => screen.getByRole('button', { name: /add to cart|out of stock|adding/i });

beforeEach(() => {
  add.mockReset();
  add.mockResolvedValue(undefined);
});

describe('ProductCard', () => {
  it('shows the picture, name link, real rating, rupee prices and discount badge', () => {
    renderCard();
    expect(screen.getByRole('link', { name: 'Bandhani Saree' })).toHaveAttribute('href', '/product/p1');
    const img = screen.getByRole('img', { name: 'Bandhani Saree', hidden: true });
    expect(img).toHaveAttribute('src', '/media/products/saree-red.svg');
    expect(img).toHaveAttribute('width', '600');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5, 12 reviews' })).toBeInTheDocument();
    expect(screen.getByText('4.3')).toBeInTheDocument();
    expect(screen.getByText('(12)')).toBeInTheDocument();
    expect(screen.getByText('₹1,199.00')).toBeInTheDocument();
    expect(screen.getByText('₹1,499.00', { exact: false }).tagName).toBe('S');
    expect(screen.getByText('20% OFF')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to wishlist' })).toBeInTheDocument();
  });

  it('rating: the average to one decimal with its stars, or "No reviews yet" and no stars; one line height in both states', () => {
    const { unmount } = renderCard({ rating: { __typename: 'ProductRating', average: 4, count: 1 } });
    expect(screen.getByRole('img', { name: 'Rated 4.0 out of 5, 1 review' })).toBeInTheDocument();
    const rated = screen.getByText('4.0').parentElement;
    expect(screen.getByText('(1)')).toBeInTheDocument();
    expect(screen.queryByText('No reviews yet')).not.toBeInTheDocument();
    expect(rated).toHaveStyle({ minHeight: '22px' });
    unmount();

    renderCard({ rating: { __typename: 'ProductRating', average: null, count: 0 } });
    const none = screen.getByText('No reviews yet');
    expect(screen.queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();
    expect(none.parentElement?.querySelector('.MuiRating-root')).toBeNull();
    expect(screen.queryByText(/\(\d/)).not.toBeInTheDocument();
    expect(none.parentElement).toHaveStyle({ minHeight: '22px' });
  });

  it('uses the placeholder picture and no badge without images or original price', () => {
    renderCard({ images: [], originalPrice: null, discountPercent: 0 });
    expect(screen.getByRole('img', { name: 'Bandhani Saree', hidden: true })).toHaveAttribute('src', '/media/placeholder.svg');
    expect(screen.queryByText(/% OFF/)).not.toBeInTheDocument();
  });

  it('out of stock: badge, and the add button is disabled and labelled Out of Stock', () => {
    renderCard({ stock: 0, inStock: false, sizes: ['M'] });
    expect(screen.getAllByText('Out of Stock')).toHaveLength(2);
    expect(addButton()).toBeDisabled();
    expect(addButton()).toHaveTextContent('Out of Stock');
  });

  it('adds a product without sizes or colours straight away, showing Adding... meanwhile', async () => {
    let finish!: () => void;
    add.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    renderCard();
    await userEvent.click(addButton());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(add).toHaveBeenCalledWith({ productId: 'p1', quantity: 1, size: null, color: null, stock: 5, name: 'Bandhani Saree' });
    expect(addButton()).toHaveTextContent('Adding...');
    expect(addButton()).toBeDisabled();
    finish();
    expect(await screen.findByText('Item added to cart')).toBeInTheDocument();
    expect(addButton()).toHaveTextContent('Add to Cart');
    expect(addButton()).toBeEnabled();
  });

  it('Select Options: confirm stays disabled until size and colour are chosen; a second tap clears a chip', async () => {
    const user = userEvent.setup();
    const inStock = { 'S/Red': 3, 'S/Blue': 3, 'M/Red': 3, 'M/Blue': 3 };
    renderCard({ sizes: ['S', 'M'], colors: ['Red', 'Blue'] }, [variantsMock(inStock), variantsMock(inStock)]);
    await user.click(addButton());
    const dialog = await screen.findByRole('dialog', { name: 'Select Options' });
    const confirm = within(dialog).getByRole('button', { name: 'Add to Cart' });
    expect(confirm).toBeDisabled();

    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'M' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'M' }));
    expect(within(dialog).getByRole('button', { name: 'M' })).toHaveAttribute('aria-pressed', 'true');
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Blue' }));
    expect(confirm).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: 'M' }));
    expect(within(dialog).getByRole('button', { name: 'M' })).toHaveAttribute('aria-pressed', 'false');
    expect(confirm).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'S' }));
    await user.click(confirm);
    expect(add).toHaveBeenCalledWith({ productId: 'p1', variantId: 'v-S/Blue', quantity: 1, size: 'S', color: 'Blue', stock: 3, name: 'Bandhani Saree' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // the choice was cleared
    await user.click(addButton());
    const again = await screen.findByRole('dialog', { name: 'Select Options' });
    expect(within(again).getByRole('button', { name: 'S' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(again).getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  });

  it('only asks for the options the product has; Cancel closes without adding', async () => {
    const user = userEvent.setup();
    renderCard({ sizes: [], colors: ['Red'] }, [variantsMock({ '/Red': 5 })]);
    await user.click(addButton());
    const dialog = await screen.findByRole('dialog', { name: 'Select Options' });
    expect(within(dialog).queryByText('Size')).not.toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Red' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Red' }));
    expect(within(dialog).getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(add).not.toHaveBeenCalled();
  });

  it('shows the failure text and keeps the dialog open when adding fails', async () => {
    const user = userEvent.setup();
    add.mockRejectedValue(new Error('Only 2 left in stock'));
    renderCard({ sizes: ['M'] }, [variantsMock({ 'M/': 5 })]);
    await user.click(addButton());
    await waitFor(() => expect(screen.getByRole('button', { name: 'M' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'M' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Only 2 left in stock')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Select Options' })).toBeInTheDocument();
  });

  it('falls back to "Failed to add to cart" when the network fails', async () => {
    add.mockRejectedValue(new TypeError('Failed to fetch'));
    renderCard();
    await userEvent.click(addButton());
    expect(await screen.findByText('Failed to add to cart')).toBeInTheDocument();
  });
});
