// The products tab: total stock, sold-out sizes/colours, shoppers waiting and the 'Low stock' badge in the table;
// the 'Low stock only' switch and the name-or-SKU search sent to the server; a duplicate SKU the
// server refuses (409) shown on its cell.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { of } from 'rxjs';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { describe, expect, it } from 'vitest';
import type { AdminProductFragment, ProductFilter } from '@/graphql/graphql';
import { ToastProvider } from '@/components/ui/toast';
import { refusedPayload } from '@/test/payloads';
import { ProductsTab } from './products-tab';

const variant = (size: string, color: string, stock: number) => ({ __typename: 'ProductVariant' as const, id: `v-${size}-${color}`, sku: `KUR-${color}-${size}`.toUpperCase(), size, color, stock, waitingAlerts: 0 });
const product = (id: string, name: string, variants: ReturnType<typeof variant>[]): AdminProductFragment => ({
  __typename: 'Product',
  id,
  name,
  description: '',
  price: '899.00',
  originalPrice: null,
  categoryId: 'c-men',
  category: { __typename: 'Category', id: 'c-men', name: 'Men' },
  images: ['/media/products/kurta.svg'],
  imageAlts: [''],
  sizes: [...new Set(variants.map((v) => v.size))],
  colors: [...new Set(variants.map((v) => v.color))],
  stock: variants.reduce((sum, v) => sum + v.stock, 0),
  inStock: variants.some((v) => v.stock > 0),
  soldOutVariants: variants.filter((v) => v.stock === 0).length,
  lowStock: variants.some((v) => v.stock <= 3),
  waitingAlerts: 0,
  featured: false,
  variants,
});

const kurta = { ...product('p-kurta', 'Teal Kurta', [variant('M', 'Teal', 4), variant('M', 'Gold', 0), variant('L', 'Teal', 3), variant('L', 'Gold', 9)]), waitingAlerts: 3 };
const shirt = product('p-shirt', 'Linen Shirt', [variant('M', 'White', 8), variant('L', 'White', 6)]);

type Refusal = ReturnType<typeof refusedPayload>;

/** A client answering the products list from the filter it is sent, and refusing updates with `refusal`. */
function setup({ search = '', refusal }: { search?: string; refusal?: Refusal } = {}) {
  const filters: (ProductFilter | undefined)[] = [];
  const link = new ApolloLink((op) => {
    if (op.operationName === 'AdminCategories') return of({ data: { categories: [] } });
    if (op.operationName === 'AdminUpdateProduct') return of({ data: { updateProduct: refusal } });
    const filter = (op.variables as { filter?: ProductFilter }).filter;
    filters.push(filter);
    const items = [kurta, shirt].filter((p) => !filter?.lowStock || p.lowStock);
    return of({ data: { products: { __typename: 'ProductPage', items, total: items.length, limit: 25, offset: 0 } } });
  });
  render(
    <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
      <ToastProvider>
        <ProductsTab search={search} />
      </ToastProvider>
    </ApolloProvider>,
  );
  return { filters, grid: screen.getByRole('grid', { name: 'Products' }) };
}

const row = (grid: HTMLElement, name: string) => within(grid).getAllByRole('row').find((r) => within(r).queryByText(name))!;

describe('ProductsTab', { timeout: 60_000 }, () => {
  it('shows each product’s total stock, how many sizes/colours are sold out, and a Low stock badge', async () => {
    const { grid } = setup();
    await waitFor(() => expect(within(grid).getByText('Teal Kurta')).toBeInTheDocument());
    const k = row(grid, 'Teal Kurta');
    expect(within(k).getByRole('gridcell', { name: '16' })).toBeInTheDocument();
    expect(within(k).getByLabelText('1 of 4 sold out')).toBeInTheDocument();
    expect(within(k).getByText('Low stock')).toBeInTheDocument();
    expect(within(k).getByText('In Stock')).toBeInTheDocument();
    expect(within(k).getByLabelText('3 waiting')).toHaveTextContent('3');
    const s = row(grid, 'Linen Shirt');
    expect(within(s).getByLabelText('0 of 2 sold out')).toBeInTheDocument();
    expect(within(s).getByLabelText('0 waiting')).toHaveTextContent('–');
    expect(within(s).queryByText('Low stock')).not.toBeInTheDocument();
  });

  it('asks the server for the low-stock products only while the switch is on', async () => {
    const { grid, filters } = setup();
    await waitFor(() => expect(within(grid).getByText('Linen Shirt')).toBeInTheDocument());
    expect(filters[0]).toBeUndefined();
    await userEvent.click(screen.getByRole('switch', { name: 'Low stock only' }));
    await waitFor(() => expect(within(grid).queryByText('Linen Shirt')).not.toBeInTheDocument());
    expect(within(grid).getByText('Teal Kurta')).toBeInTheDocument();
    expect(filters.at(-1)).toEqual({ lowStock: true });
  });

  it('searches by name or SKU', async () => {
    const { filters } = setup({ search: 'KUR-TEAL' });
    await waitFor(() => expect(filters).toContainEqual({ nameOrSku: 'KUR-TEAL' }));
  });

  it('shows a duplicate SKU the server refuses on the cell it belongs to', async () => {
    const message = 'SKU KUR-TEAL-L is already used by another product';
    const refusal = refusedPayload('ProductPayload', ['product'], 'CatalogError', { field: 'variants.2.sku', code: 'CONFLICT', message });
    const { grid } = setup({ refusal });
    await userEvent.click(await within(grid).findByRole('button', { name: 'Edit Teal Kurta' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Product' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    const sku = await within(dialog).findByLabelText('SKU (L, Teal)');
    await waitFor(() => expect(sku).toHaveAccessibleDescription(message));
    expect(within(dialog).getByLabelText('SKU (M, Gold)')).toHaveAttribute('aria-invalid', 'false');
    // the toast (outside the modal dialog, so hidden from the accessibility tree while it is open)
    expect(screen.getByRole('alert', { hidden: true })).toHaveTextContent(message);
  });
});
