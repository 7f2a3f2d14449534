// The product dialog: the spec's validation messages on a bad submit, and how images, sizes,
// colours and the stock grid are parsed into the input that is sent.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminCategoryFragment, AdminProductFragment } from '@/graphql/graphql';
import { ProductDialog } from './product-dialog';
import { parseLines, parseList, toProductInput, EMPTY_PRODUCT } from './product-schema';

const categories: AdminCategoryFragment[] = [
  { __typename: 'Category', id: 'c-men', name: 'Men', slug: 'men', description: null, image: null, productCount: 3 },
  { __typename: 'Category', id: 'c-women', name: 'Women', slug: 'women', description: null, image: null, productCount: 5 },
];

const product: AdminProductFragment = {
  __typename: 'Product',
  id: 'p1',
  name: 'Cotton Kurta',
  description: 'Soft cotton',
  price: '899.00',
  originalPrice: '1199.00',
  categoryId: 'c-men',
  category: { __typename: 'Category', id: 'c-men', name: 'Men' },
  images: ['/media/products/kurta.svg'],
  imageAlts: [''],
  sizes: ['M', 'L'],
  colors: ['White'],
  stock: 12,
  inStock: true,
  soldOutVariants: 0,
  lowStock: false,
  waitingAlerts: 0,
  featured: true,
  variants: [
    { __typename: 'ProductVariant', id: 'v-m', sku: 'KUR-WHITE-M', size: 'M', color: 'White', stock: 5, waitingAlerts: 0 },
    { __typename: 'ProductVariant', id: 'v-l', sku: 'KUR-WHITE-L', size: 'L', color: 'White', stock: 7, waitingAlerts: 0 },
  ],
};

function open(p: AdminProductFragment | null = null) {
  const onSave = vi.fn(async () => ({ ok: true as const }));
  const onClose = vi.fn();
  render(<ProductDialog product={p} categories={categories} onSave={onSave} onClose={onClose} />);
  return { onSave, onClose, dialog: screen.getByRole('dialog') };
}

describe('product form parsing', () => {
  it('takes one image URL per line and ignores blank lines', () => {
    expect(parseLines('https://a.example/1.jpg\n\n  \r\n /media/2.svg  \n')).toEqual(['https://a.example/1.jpg', '/media/2.svg']);
  });
  it('splits sizes and colours on commas, trimmed, empty entries dropped', () => {
    expect(parseList(' S, M ,, L ,')).toEqual(['S', 'M', 'L']);
    expect(parseList('')).toEqual([]);
  });
  it('builds the input: prices as two-decimal strings, an empty original price as null, a cell per size × colour', () => {
    const variants = [
      { size: 'Free Size', color: 'Red', stock: '4', sku: '' },
      { size: 'Free Size', color: 'Gold', stock: ' 2 ', sku: ' sar-gold ' },
    ];
    const input = toProductInput({ ...EMPTY_PRODUCT, name: ' Saree ', price: 1499.5, categoryId: 'c-women', images: 'https://x.example/a.jpg\n\n', sizes: 'Free Size', colors: 'Red, Gold', variants });
    expect(input).toEqual({
      name: 'Saree',
      description: '',
      price: '1499.50',
      originalPrice: null,
      categoryId: 'c-women',
      images: ['https://x.example/a.jpg'],
      imageAlts: [''],
      sizes: ['Free Size'],
      colors: ['Red', 'Gold'],
      stock: 6,
      variants: [
        { size: 'Free Size', color: 'Red', stock: 4, sku: null },
        { size: 'Free Size', color: 'Gold', stock: 2, sku: 'SAR-GOLD' },
      ],
      featured: false,
    });
  });
});

describe('ProductDialog', { timeout: 30_000 }, () => {
  it('shows every required-field message on an empty submit and does not save', async () => {
    const { onSave, dialog } = open();
    expect(within(dialog).getByText('Add Product', { selector: 'h2' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Price must be greater than 0')).toBeInTheDocument();
    expect(within(dialog).getByText('Category is required')).toBeInTheDocument();
    expect(within(dialog).getByText('At least one image is required')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the range and URL messages', async () => {
    const user = userEvent.setup();
    const { onSave, dialog } = open();
    const fill = async (label: RegExp, text: string) => {
      const input = within(dialog).getByLabelText(label);
      await user.clear(input);
      await user.click(input);
      await user.paste(text);
    };
    await fill(/^Price/, '0');
    await fill(/Original price/, '0');
    await fill(/Image URLs/, 'not a url');
    // a product without sizes or colours has one stock cell
    await fill(/^Stock$/, '-1');
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect(await within(dialog).findByText('Invalid URL format')).toBeInTheDocument();
    expect(within(dialog).getByText('Price must be greater than 0')).toBeInTheDocument();
    expect(within(dialog).getByText('Original price must be greater than 0')).toBeInTheDocument();
    expect(within(dialog).getByText('Stock cannot be negative')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('is prefilled when editing and saves the parsed lists and the stock grid with Save Changes', async () => {
    const user = userEvent.setup();
    const { onSave, onClose, dialog } = open(product);
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Cotton Kurta');
    expect(within(dialog).getByLabelText(/Image URLs/)).toHaveValue('/media/products/kurta.svg');
    await user.click(within(dialog).getByLabelText(/Image URLs/));
    await user.paste('\n\nhttps://cdn.example/kurta-2.jpg\n');
    const sizes = within(dialog).getByLabelText(/^Sizes/);
    await user.clear(sizes);
    await user.paste(' S ,M,, XL ');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        images: ['/media/products/kurta.svg', 'https://cdn.example/kurta-2.jpg'],
        sizes: ['S', 'M', 'XL'],
        colors: ['White'],
        price: '899.00',
        originalPrice: '1199.00',
        featured: true,
        // M keeps its number and SKU; the new sizes start at 0 and get generated SKUs
        stock: 5,
        variants: [
          { size: 'S', color: 'White', stock: 0, sku: null },
          { size: 'M', color: 'White', stock: 5, sku: 'KUR-WHITE-M' },
          { size: 'XL', color: 'White', stock: 0, sku: null },
        ],
      }),
    );
    expect(onClose).toHaveBeenCalled();
  });

  it("puts the server's field messages on the inputs when it refuses", async () => {
    const onSave = vi.fn(async () => ({ ok: false as const, fields: { name: 'A product with this name already exists' } }));
    const onClose = vi.fn();
    render(<ProductDialog product={product} categories={categories} onSave={onSave} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('A product with this name already exists')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
