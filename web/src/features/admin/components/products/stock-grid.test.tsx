// The stock grid of the product dialog: filled from the keyboard row by row, the spec's stock
// messages per cell, the server's refusals on the cell they name, and numbers that stay with their
// size × colour when the sizes change.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminCategoryFragment, AdminProductFragment, ProductInput } from '@/graphql/graphql';
import type { SaveResult } from '../shared/save-result';
import { ProductDialog } from './product-dialog';

const categories: AdminCategoryFragment[] = [{ __typename: 'Category', id: 'c-men', name: 'Men', slug: 'men', description: null, image: null, productCount: 3 }];
const variant = (size: string, color: string, stock: number) => ({ __typename: 'ProductVariant' as const, id: `v-${size}-${color}`, sku: `KUR-${color}-${size}`.toUpperCase(), size, color, stock, waitingAlerts: 0 });

const kurta: AdminProductFragment = {
  __typename: 'Product',
  id: 'p1',
  name: 'Teal Kurta',
  description: '',
  price: '899.00',
  originalPrice: null,
  categoryId: 'c-men',
  category: { __typename: 'Category', id: 'c-men', name: 'Men' },
  images: ['/media/products/kurta.svg'],
  imageAlts: [''],
  sizes: ['M', 'L'],
  colors: ['Teal', 'Gold'],
  stock: 10,
  inStock: true,
  soldOutVariants: 1,
  lowStock: true,
  waitingAlerts: 0,
  featured: false,
  variants: [variant('M', 'Teal', 4), variant('M', 'Gold', 0), variant('L', 'Teal', 3), variant('L', 'Gold', 3)],
};

function open(product: AdminProductFragment, result: SaveResult = { ok: true }) {
  const onSave = vi.fn(async (_input: ProductInput) => result);
  render(<ProductDialog product={product} categories={categories} onSave={onSave} onClose={vi.fn()} />);
  const dialog = screen.getByRole('dialog');
  // by label, not by role: role queries compute every element's style, far too slow in jsdom for 24 cells
  const cell = (label: string) => within(dialog).getByLabelText(`Stock (${label})`);
  return { onSave, dialog, cell, user: userEvent.setup() };
}

const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const COLOURS = ['Red', 'Navy', 'Teal', 'Gold'];

describe('stock grid', { timeout: 60_000 }, () => {
  it('fills 6 sizes × 4 colours from the keyboard, row by row, each number replaced as it is reached', async () => {
    const { dialog, cell, user } = open({ ...kurta, sizes: [], colors: [], variants: [variant('', '', 9)] });
    const sizes = within(dialog).getByRole('textbox', { name: 'Sizes' });
    await user.clear(sizes);
    await user.paste(SIZES.join(', '));
    await user.click(within(dialog).getByRole('textbox', { name: 'Colors' }));
    await user.paste(COLOURS.join(', '));
    expect(within(dialog).getAllByRole('textbox', { name: /^Stock \(/ })).toHaveLength(24);

    await user.click(cell('XS, Red'));
    for (let i = 1; i <= 24; i++) {
      await user.keyboard(String(i));
      if (i < 24) await user.tab();
    }
    SIZES.forEach((size, si) => COLOURS.forEach((colour, ci) => expect(cell(`${size}, ${colour}`)).toHaveValue(String(si * 4 + ci + 1))));
    expect(within(dialog).getByText('Total stock: 300')).toBeInTheDocument();
    const table = within(dialog).getByRole('table', { name: 'Stock per size and color' });
    // row total of XXL (21+22+23+24) and column total of Red (1+5+9+13+17+21)
    expect(within(within(table).getByRole('row', { name: /^XXL/ })).getByText('90')).toBeInTheDocument();
    expect(within(within(table).getByRole('row', { name: /^Total/ })).getByText('66')).toBeInTheDocument();
  }, 150_000); // ~60 keystrokes; jsdom's getComputedStyle (MUI's autosizing text areas) makes each slow

  it('shows how many shoppers wait for a sold-out size × colour under its number', () => {
    const { dialog } = open({ ...kurta, variants: kurta.variants.map((v) => (v.stock === 0 ? { ...v, waitingAlerts: 2 } : v)) });
    expect(within(dialog).getAllByText(/waiting$/)).toHaveLength(1);
    expect(within(within(dialog).getByLabelText('Stock (M, Gold)').closest('td')!).getByText('2 waiting')).toBeInTheDocument();
  });

  it("shows the spec's messages on the cells that are wrong and does not save", async () => {
    const { onSave, dialog, cell, user } = open(kurta);
    await user.click(cell('M, Gold'));
    await user.keyboard('-1');
    await user.click(cell('L, Teal'));
    await user.keyboard('1.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(cell('M, Gold')).toHaveAccessibleDescription('Stock cannot be negative'));
    expect(cell('L, Teal')).toHaveAccessibleDescription('Stock must be a whole number');
    expect(cell('M, Teal')).toHaveAttribute('aria-invalid', 'false');
    expect(cell('L, Gold')).toHaveAttribute('aria-invalid', 'false');
    expect(onSave).not.toHaveBeenCalled();
  });

  it("puts the server's cell messages on the cells they name, showing the SKUs when one is refused", async () => {
    const fields = { 'variants.1.stock': 'Stock must be at most 1000000', 'variants.2.sku': 'SKU KUR-TEAL-L is already used by another product' };
    const { onSave, dialog, cell } = open(kurta, { ok: false, fields });
    expect(within(dialog).queryByRole('textbox', { name: /^SKU/ })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(cell('M, Gold')).toHaveAccessibleDescription('Stock must be at most 1000000'));
    const sku = within(dialog).getByRole('textbox', { name: 'SKU (L, Teal)' });
    expect(sku).toHaveValue('KUR-TEAL-L');
    expect(sku).toHaveAccessibleDescription('SKU KUR-TEAL-L is already used by another product');
    expect(within(dialog).getByRole('textbox', { name: 'SKU (M, Teal)' })).toHaveAttribute('aria-invalid', 'false');
  });

  it('edits a SKU behind the Edit SKUs switch and sends it upper-case', async () => {
    const { onSave, dialog, user } = open(kurta);
    await user.click(within(dialog).getByRole('switch', { name: 'Edit SKUs' }));
    const sku = within(dialog).getByRole('textbox', { name: 'SKU (M, Gold)' });
    await user.type(sku, 'kur-gold-m-2');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0][0]).toMatchObject({ variants: expect.arrayContaining([{ size: 'M', color: 'Gold', stock: 0, sku: 'KUR-GOLD-M-2' }]) });
  });

  it('keeps the numbers of the combinations that remain when a size is added or removed', async () => {
    const { onSave, dialog, cell, user } = open(kurta);
    expect(cell('M, Teal')).toHaveValue('4');
    const sizes = within(dialog).getByRole('textbox', { name: 'Sizes' });
    await user.clear(sizes);
    await user.type(sizes, 'S, M, L, XL');
    expect(cell('S, Teal')).toHaveValue('0');
    expect(cell('M, Teal')).toHaveValue('4');
    expect(cell('L, Gold')).toHaveValue('3');
    expect(cell('XL, Gold')).toHaveValue('0');
    await user.click(cell('XL, Gold'));
    await user.keyboard('6');
    expect(within(dialog).getByText('Total stock: 16')).toBeInTheDocument();

    // L removed and typed again: it gets its numbers back
    await user.clear(sizes);
    await user.type(sizes, 'S, M, XL');
    expect(within(dialog).queryByRole('textbox', { name: 'Stock (L, Teal)' })).not.toBeInTheDocument();
    await user.type(sizes, ', L');
    expect(cell('L, Teal')).toHaveValue('3');

    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const input = onSave.mock.calls[0][0];
    expect(input.sizes).toEqual(['S', 'M', 'XL', 'L']);
    expect(input.stock).toBe(16);
    expect(input.variants).toEqual([
      { size: 'S', color: 'Teal', stock: 0, sku: null },
      { size: 'S', color: 'Gold', stock: 0, sku: null },
      { size: 'M', color: 'Teal', stock: 4, sku: 'KUR-TEAL-M' },
      { size: 'M', color: 'Gold', stock: 0, sku: 'KUR-GOLD-M' },
      { size: 'XL', color: 'Teal', stock: 0, sku: null },
      { size: 'XL', color: 'Gold', stock: 6, sku: null },
      { size: 'L', color: 'Teal', stock: 3, sku: 'KUR-TEAL-L' },
      { size: 'L', color: 'Gold', stock: 3, sku: 'KUR-GOLD-L' },
    ]);
  });
});
