// Test fixtures of the product card and its Select Options dialog.
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { SelectOptionsVariantsDocument, type ProductCardFragment } from '@/graphql/graphql';
import { createCache } from '@/lib/apollo';
import { ToastProvider } from '@/components/ui/toast';
import { ProductCard } from './product-card';

export const base: ProductCardFragment = {
  __typename: 'Product',
  id: 'p1',
  name: 'Bandhani Saree',
  price: '1199.00',
  originalPrice: '1499.00',
  discountPercent: 20,
  images: ['/media/products/saree-red.svg'],
  imageAlts: [''],
  sizes: [],
  colors: [],
  stock: 5,
  inStock: true,
  rating: { __typename: 'ProductRating', average: 4.3, count: 12 },
};

/** Variants from "size/colour": stock, e.g. { 'M/Red': 2, 'L/Red': 0 } ('' for a missing option). */
export function variants(stock: Record<string, number>) {
  return Object.entries(stock).map(([key, n]) => {
    const [size, color] = key.split('/');
    return { __typename: 'ProductVariant' as const, id: `v-${key}`, sku: `SAR-${key}`, size: size || null, color: color || null, stock: n, available: n > 0 };
  });
}

/** The dialog's variants query answering (after `delay` ms, or with an error). */
export function variantsMock(stock: Record<string, number>, opts: { delay?: number; error?: boolean; id?: string } = {}): MockLink.MockedResponse {
  const id = opts.id ?? base.id;
  return {
    request: { query: SelectOptionsVariantsDocument, variables: { id } },
    delay: opts.delay ?? 0,
    ...(opts.error
      ? { error: new TypeError('Failed to fetch') }
      : { result: { data: { product: { __typename: 'Product', id, variants: variants(stock) } } } }),
  };
}

export function renderCard(product: Partial<ProductCardFragment> = {}, mocks: MockLink.MockedResponse[] = []) {
  return render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <MemoryRouter>
        <ToastProvider>
          <ProductCard product={{ ...base, ...product }} />
        </ToastProvider>
      </MemoryRouter>
    </MockedProvider>,
  );
}
