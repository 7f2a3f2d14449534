// The items of an order in the admin's View dialog: each line's size, colour and SKU as sold.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminOrderDetailsFragment } from '@/graphql/graphql';
import { OrderItemsTable } from './order-items-table';

type Item = AdminOrderDetailsFragment['items'][number];
const item = (over: Partial<Item>): Item => ({
  __typename: 'OrderItem',
  id: 'i1',
  name: 'Teal Kurta',
  image: null,
  quantity: 2,
  price: '899.00',
  lineTotal: '1798.00',
  size: 'M',
  color: 'Teal',
  sku: 'KUR-TEAL-M',
  ...over,
});

describe('OrderItemsTable', () => {
  it('shows the size, colour and SKU of each line; a dash where a line has none', () => {
    render(<OrderItemsTable items={[item({}), item({ id: 'i2', name: 'Cotton Dupatta', size: null, color: 'Red', sku: null, quantity: 1, lineTotal: '899.00' })]} />);
    const table = screen.getByRole('table', { name: 'Order items' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Product', 'Size', 'Color', 'SKU', 'Qty', 'Price', 'Total']);
    const [, kurta, dupatta] = within(table).getAllByRole('row');
    expect(within(kurta).getAllByRole('cell').slice(1, 4).map((c) => c.textContent)).toEqual(['M', 'Teal', 'KUR-TEAL-M']);
    expect(within(dupatta).getAllByRole('cell').slice(1, 4).map((c) => c.textContent)).toEqual(['—', 'Red', '—']);
    // on phones the same details sit under the name
    expect(within(kurta).getByText('M · Teal · KUR-TEAL-M · 2 × ₹899.00')).toBeInTheDocument();
  });
});
