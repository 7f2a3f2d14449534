// The cache policies of lib/apollo.ts: offset pages of one filter share a sparse list, so a page
// already fetched is read from the cache; another filter or a changed total starts afresh; a
// product's detail is read from the row a list already brought.
import { gql } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { createCache } from './apollo';

const PRODUCTS = gql`
  query Products($filter: ProductFilter, $sort: ProductSort, $limit: Int, $offset: Int) {
    products(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {
      total
      limit
      offset
      items {
        id
        name
      }
    }
  }
`;
const PRODUCT = gql`
  query Product($id: ID!) {
    product(id: $id) {
      id
      name
    }
  }
`;

const row = (n: number) => ({ __typename: 'Product', id: `p${n}`, name: `Product ${n}` });
const page = (offset: number, limit: number, total: number) => ({
  products: {
    __typename: 'ProductPage',
    total,
    limit,
    offset,
    items: Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => row(offset + i + 1)),
  },
});
type Vars = { filter?: Record<string, unknown>; sort?: string; limit: number; offset: number };
const write = (cache: ReturnType<typeof createCache>, variables: Vars, total: number) =>
  cache.writeQuery({ query: PRODUCTS, variables, data: page(variables.offset, variables.limit, total) });
const read = (cache: ReturnType<typeof createCache>, variables: Vars) =>
  cache.readQuery<ReturnType<typeof page>>({ query: PRODUCTS, variables })?.products ?? null;
const ids = (p: ReturnType<typeof read>) => p?.items.map((i) => i.id);

describe('offset pages', () => {
  const women = { filter: { category: 'women' }, sort: 'NEWEST' };

  it('keeps every page of one filter: Previous and Next read from the cache', () => {
    const cache = createCache();
    write(cache, { ...women, limit: 2, offset: 0 }, 5);
    write(cache, { ...women, limit: 2, offset: 2 }, 5);
    expect(ids(read(cache, { ...women, limit: 2, offset: 0 }))).toEqual(['p1', 'p2']);
    expect(read(cache, { ...women, limit: 2, offset: 2 })).toMatchObject({ total: 5, limit: 2, offset: 2, items: [{ id: 'p3' }, { id: 'p4' }] });
    // the last, short page ends at the total
    write(cache, { ...women, limit: 2, offset: 4 }, 5);
    expect(ids(read(cache, { ...women, limit: 2, offset: 4 }))).toEqual(['p5']);
  });

  it('answers a page that was never fetched from the server, also one beyond a hole', () => {
    const cache = createCache();
    write(cache, { ...women, limit: 2, offset: 0 }, 9);
    write(cache, { ...women, limit: 2, offset: 6 }, 9);
    expect(read(cache, { ...women, limit: 2, offset: 2 })).toBeNull();
    expect(read(cache, { ...women, limit: 2, offset: 4 })).toBeNull();
    expect(ids(read(cache, { ...women, limit: 2, offset: 6 }))).toEqual(['p7', 'p8']);
  });

  it('keeps other filters and sorts apart', () => {
    const cache = createCache();
    write(cache, { ...women, limit: 2, offset: 0 }, 5);
    expect(read(cache, { filter: { category: 'men' }, sort: 'NEWEST', limit: 2, offset: 0 })).toBeNull();
    expect(read(cache, { ...women, sort: 'PRICE_LOW', limit: 2, offset: 0 })).toBeNull();
  });

  it('starts afresh when the total changed (a product was added or removed)', () => {
    const cache = createCache();
    write(cache, { ...women, limit: 2, offset: 0 }, 5);
    write(cache, { ...women, limit: 2, offset: 2 }, 6);
    expect(read(cache, { ...women, limit: 2, offset: 0 })).toBeNull();
    expect(ids(read(cache, { ...women, limit: 2, offset: 2 }))).toEqual(['p3', 'p4']);
  });
});

describe('product detail', () => {
  it('is read from the row a list brought, before any detail query', () => {
    const cache = createCache();
    write(cache, { limit: 2, offset: 0 }, 2);
    expect(cache.readQuery({ query: PRODUCT, variables: { id: 'p2' } })).toEqual({ product: row(2) });
    expect(cache.readQuery({ query: PRODUCT, variables: { id: 'p9' } })).toBeNull();
  });

  it('keeps the server’s null (a product taken off the shop) over the row a list brought earlier', () => {
    const cache = createCache();
    write(cache, { limit: 2, offset: 0 }, 2);
    cache.writeQuery({ query: PRODUCT, variables: { id: 'p2' }, data: { product: null } });
    expect(cache.readQuery({ query: PRODUCT, variables: { id: 'p2' } })).toEqual({ product: null });
  });
});
