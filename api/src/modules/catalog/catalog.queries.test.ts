// A products page costs a constant number of SQL statements whatever its size, category and
// productCount included. Counted at the driver (PGlite or node-postgres), so an N+1 anywhere fails.
import { statementCounter } from '../../test/statements';
import { createTestShop, gql, type TestShop } from '../../test/harness';

let shop: TestShop;
let statements: ReturnType<typeof statementCounter>;

const PAGE = `query P($limit: Int) { products(limit: $limit, sort: NEWEST) { total items { id name price discountPercent inStock category { id name slug productCount } } } }`;
const WITH_VARIANTS = `query P($limit: Int) { products(limit: $limit, sort: NEWEST, filter: { sizes: ["M"] }) { total items { id name stock soldOutVariants lowStock variants { id sku size color stock available } } } }`;

const countStatements = (run: () => Promise<unknown>) => statements.count(run);

beforeAll(async () => {
  shop = await createTestShop();
  statements = statementCounter();
});
afterAll(async () => {
  statements.restore();
  await shop.close();
});

it('the counter sees the statements (sanity check of the measurement)', async () => {
  expect(await countStatements(() => shop.db.prisma.product.count())).toBe(1);
});

it('GraphQL products with category { productCount }: the same few statements for 12, 48 and 96 items', async () => {
  const counts: number[] = [];
  for (const limit of [12, 48, 96]) {
    let body: { data: { products: { items: { category: { productCount: number } }[] } } } | undefined;
    counts.push(
      await countStatements(async () => {
        body = (await gql(shop, PAGE, { limit })).body;
      }),
    );
    expect(body!.data.products.items.length).toBe(Math.min(limit, (await shop.db.prisma.product.count())));
    expect(body!.data.products.items.every((p) => p.category.productCount > 0)).toBe(true);
  }
  // rows + total + categories with their maintained counts (one IN)
  expect(counts[0]).toBeLessThanOrEqual(3);
  expect(counts).toEqual([counts[0], counts[0], counts[0]]);
});

it('the loaders batch: one category look-up per page, which carries the product counts (no second read of the same rows)', async () => {
  const getByIds = jest.spyOn(shop.services.categories, 'getByIds');
  const countProducts = jest.spyOn(shop.services.categories, 'countProducts');
  try {
    await gql(shop, PAGE, { limit: 48 });
    expect(getByIds).toHaveBeenCalledTimes(1);
    expect(countProducts).not.toHaveBeenCalled();
    expect(new Set(getByIds.mock.calls[0][0]).size).toBe(4);
  } finally {
    getByIds.mockRestore();
    countProducts.mockRestore();
  }
});

it('GraphQL products with their variants (size-in-stock filter): one variants statement per page', async () => {
  const counts: number[] = [];
  for (const limit of [12, 48, 96]) {
    let body: { data: { products: { items: { stock: number; variants: { stock: number; size: string | null }[] }[] } } } | undefined;
    counts.push(await countStatements(async () => void (body = (await gql(shop, WITH_VARIANTS, { limit })).body)));
    const items = body!.data.products.items;
    expect(items.length).toBeGreaterThan(0);
    for (const p of items) {
      expect(p.variants.reduce((n, v) => n + v.stock, 0)).toBe(p.stock);
      expect(p.variants.some((v) => v.size === 'M' && v.stock > 0)).toBe(true);
    }
  }
  // rows + total + variants (one IN for variants, soldOutVariants and lowStock together)
  expect(counts[0]).toBeLessThanOrEqual(3);
  expect(counts).toEqual([counts[0], counts[0], counts[0]]);
});

it('REST /api/products with categories and variants: the same statements for 12 and 96 items', async () => {
  const small = await countStatements(() => shop.http.get('/api/products?limit=12').expect(200));
  const large = await countStatements(() => shop.http.get('/api/products?limit=96').expect(200));
  // rows + total + categories (one IN) + variants (one IN)
  expect(small).toBeLessThanOrEqual(4);
  expect(large).toBe(small);
});

it('GraphQL search (full text, by relevance): the same few statements for 3 and 30 items', async () => {
  const SEARCH = `query S($limit: Int) { products(limit: $limit, filter: { search: "cotton" }) { total items { id name category { id name productCount } } } }`;
  const counts: number[] = [];
  for (const limit of [3, 30]) {
    let body: { data: { products: { total: number; items: unknown[] } } } | undefined;
    counts.push(await countStatements(async () => void (body = (await gql(shop, SEARCH, { limit })).body)));
    expect(body!.data.products.items.length).toBe(Math.min(limit, body!.data.products.total));
  }
  // page ids + capped count (together) + the page's rows + categories (one IN) + product counts
  expect(counts[0]).toBeLessThanOrEqual(5);
  expect(counts).toEqual([counts[0], counts[0]]);
});

it('categories with productCount: one statement (REST and GraphQL)', async () => {
  expect(await countStatements(() => shop.http.get('/api/categories').expect(200))).toBe(1);
  expect(await countStatements(() => gql(shop, '{ categories { id name productCount } }').expect(200))).toBe(1);
});
