// Select Options with stock per size × colour: the dialog fetches the variants when it
// opens; sold-out options stay listed, struck through, and cannot be chosen.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SelectOptionsVariantsDocument } from '@/graphql/graphql';
import { renderCard, variantsMock } from './product-card.fixtures';

const add = vi.fn<(input: unknown) => Promise<void>>();
vi.mock('@/lib/cart/cart-store', () => ({ useCart: () => ({ add }) }));

// XL sold out in both colours; L sold out in Maroon only.
const kurta = { name: 'Teal Kurta', sizes: ['M', 'L', 'XL'], colors: ['Teal', 'Maroon'], stock: 12 };
const stock = { 'M/Teal': 2, 'M/Maroon': 4, 'L/Teal': 6, 'L/Maroon': 0, 'XL/Teal': 0, 'XL/Maroon': 0 };

async function openDialog(mocks = [variantsMock(stock)]) {
  const user = userEvent.setup();
  renderCard(kurta, mocks);
  await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
  const dialog = await screen.findByRole('dialog', { name: 'Select Options' });
  const chip = (name: string) => within(dialog).getByRole('button', { name });
  return { user, dialog, chip };
}

beforeEach(() => {
  add.mockReset();
  add.mockResolvedValue(undefined);
});

describe('Select Options with variants', () => {
  it('waits for the stock, then strikes through a sold-out size that cannot be chosen', async () => {
    const { dialog, chip } = await openDialog([variantsMock(stock, { delay: 300 })]);
    expect(within(dialog).getByRole('progressbar', { name: 'Checking which options are in stock' })).toBeInTheDocument();
    expect(chip('M')).toBeDisabled();

    await waitFor(() => expect(chip('M')).toBeEnabled());
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(chip('XL')).toBeDisabled();
    expect(chip('XL')).toHaveAccessibleDescription('Sold out');
    expect(within(chip('XL')).getByText('XL')).toHaveStyle({ textDecoration: 'line-through' });
    expect(within(chip('M')).getByText('M')).not.toHaveStyle({ textDecoration: 'line-through' });
    expect(chip('M')).not.toHaveAccessibleDescription();

    // even a click that gets through the style (pointer-events: none) chooses nothing
    await userEvent.setup({ pointerEventsCheck: 0 }).click(chip('XL'));
    expect(chip('XL')).toHaveAttribute('aria-pressed', 'false');
    expect(within(dialog).queryByText(': XL')).not.toBeInTheDocument();
  });

  it('choosing a colour updates which sizes are available, and the confirm adds that variant', async () => {
    const { user, dialog, chip } = await openDialog();
    await waitFor(() => expect(chip('Maroon')).toBeEnabled());
    await user.click(chip('Maroon'));
    expect(chip('L')).toBeDisabled();
    expect(chip('L')).toHaveAccessibleDescription('Sold out in Maroon');
    expect(chip('M')).toBeEnabled();

    await user.click(chip('Maroon')); // cleared: L is back
    expect(chip('L')).toBeEnabled();

    await user.click(chip('L')); // and the other way round: L has no Maroon
    expect(chip('Maroon')).toBeDisabled();
    expect(chip('Maroon')).toHaveAccessibleDescription('Sold out in L');
    await user.click(chip('Teal'));
    await user.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));
    expect(add).toHaveBeenCalledWith({ productId: 'p1', variantId: 'v-L/Teal', quantity: 1, size: 'L', color: 'Teal', stock: 6, name: 'Teal Kurta' });
  });

  it('says when the stock could not be checked, and tries again', async () => {
    const { user, dialog, chip } = await openDialog([variantsMock(stock, { error: true }), variantsMock(stock)]);
    const alert = await within(dialog).findByText('Could not check which options are in stock.');
    expect(chip('M')).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    await user.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(chip('M')).toBeEnabled());
    expect(chip('XL')).toBeDisabled();
  });

  it('says so when the product was taken off the shop (the server answers null)', async () => {
    const { dialog } = await openDialog([{ request: { query: SelectOptionsVariantsDocument, variables: { id: 'p1' } }, result: { data: { product: null } } }]);
    expect(await within(dialog).findByText('This product is no longer available.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  });
});
