// The shop list's count strategy: exact from the maintained counts when the filter is at
// most a category, counted up to a bound otherwise ("more than 200"), and always a truthful
// hasNextPage. Checked against count(*) on the same database (PGlite or PostgreSQL).
// @postgres: runs on both databases — SQL triggers and notifications.
import { createTestShop, contextFor, gql, type TestShop } from '../../test/harness';
import { COUNT_CAP, cappedTotal } from '../../platform/common/paging';

let shop: TestShop;
const anyone = contextFor(null);
const BULK = COUNT_CAP + 10;

beforeAll(async () => {
  shop = await createTestShop();
  const kids = await shop.db.prisma.category.findFirstOrThrow({ where: { name: 'Kids' } });
  // More matches than the cap, all in one statement (the category counts follow by trigger).
  await shop.db.prisma.product.createMany({
    data: Array.from({ length: BULK }, (_, i) => ({ name: `Capped romper ${String(i).padStart(4, '0')}`, price: '199.00', categoryId: kids.id })),
  });
});
afterAll(() => shop.close());

describe('cappedTotal', () => {
  it('is exact up to the bound (the cap, or the end of a deeper page) and a lower bound past it', () => {
    expect(cappedTotal(7, { limit: 12, offset: 0 })).toEqual({ total: 7, totalCapped: false });
    expect(cappedTotal(COUNT_CAP, { limit: 12, offset: 0 })).toEqual({ total: COUNT_CAP, totalCapped: false });
    expect(cappedTotal(COUNT_CAP + 1, { limit: 12, offset: 0 })).toEqual({ total: COUNT_CAP + 1, totalCapped: true });
    expect(cappedTotal(5000, { limit: 12, offset: 2000 })).toEqual({ total: 2013, totalCapped: true });
    expect(cappedTotal(2012, { limit: 12, offset: 2000 })).toEqual({ total: 2012, totalCapped: false });
  });
});

describe('products list counts', () => {
  const list = (input: Record<string, unknown>) => shop.services.products.list(anyone, input);

  it('unfiltered and category-only lists are exact, from the maintained counts', async () => {
    const all = await list({});
    expect(all).toMatchObject({ total: await shop.db.prisma.product.count(), totalCapped: false, hasNextPage: true });
    expect(all.total).toBeGreaterThan(COUNT_CAP);
    for (const category of ['kids', 'Kids', 'men']) {
      const where = { category: { slug: category.toLowerCase() } };
      expect(await list({ filter: { category } })).toMatchObject({ total: await shop.db.prisma.product.count({ where }), totalCapped: false });
    }
    const kids = await shop.db.prisma.category.findFirstOrThrow({ where: { name: 'Kids' } });
    const men = await shop.db.prisma.category.findFirstOrThrow({ where: { name: 'Men' } });
    const both = await shop.db.prisma.product.count({ where: { categoryId: { in: [kids.id, men.id] } } });
    expect((await list({ filter: { categoryIds: [kids.id, men.id, 'not-an-id'] } })).total).toBe(both);
    expect((await list({ filter: { categoryId: men.id, category: 'kids' } })).total).toBe(0);
    expect((await list({ filter: { categoryId: 'not-an-id' } })).total).toBe(0);
  });

  it(`other filters count up to the cap: "more than ${COUNT_CAP}", with a truthful next page`, async () => {
    const first = await list({ filter: { search: 'Capped romper' } });
    expect(first).toMatchObject({ total: COUNT_CAP + 1, totalCapped: true, hasNextPage: true });
    expect(first.items).toHaveLength(12);
    // A page past the cap counts to the end of the page: still capped, still a next page.
    const deep = await list({ filter: { search: 'Capped romper' }, offset: COUNT_CAP - 4, limit: 12 });
    expect(deep).toMatchObject({ total: COUNT_CAP - 4 + 12 + 1, totalCapped: true, hasNextPage: true });
    // The last page: exact, no next page.
    const last = await list({ filter: { search: 'Capped romper' }, offset: BULK - 4, limit: 12 });
    expect(last).toMatchObject({ total: BULK, totalCapped: false, hasNextPage: false });
    expect(last.items).toHaveLength(4);
    // Few matches: exact as before.
    expect(await list({ filter: { search: 'Capped romper 000' } })).toMatchObject({ total: 10, totalCapped: false, hasNextPage: false });
  });

  it('GraphQL answers totalCapped and hasNextPage; REST flags a capped X-Total-Count', async () => {
    const res = await gql(shop, '{ products(filter: { search: "Capped romper" }) { total totalCapped hasNextPage limit offset } }');
    expect(res.body.data.products).toEqual({ total: COUNT_CAP + 1, totalCapped: true, hasNextPage: true, limit: 12, offset: 0 });
    const rest = await shop.http.get('/api/products?search=Capped%20romper');
    expect(rest.status).toBe(200);
    expect(rest.headers['x-total-count']).toBe(String(COUNT_CAP + 1));
    expect(rest.headers['x-total-count-capped']).toBe('true');
    const exact = await shop.http.get('/api/products?category=kids');
    expect(exact.headers['x-total-count']).toBe(String(await shop.db.prisma.product.count({ where: { category: { slug: 'kids' } } })));
    expect(exact.headers['x-total-count-capped']).toBeUndefined();
  });
});
