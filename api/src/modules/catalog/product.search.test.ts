// The shop's full-text search (product-search.service.ts) against the seeded catalogue, on PGlite or
// PostgreSQL: prefixes and plurals, relevance (name above description), the shopper's sorts, other
// filters and paging with truthful totals, and bad input (punctuation only, 1,000 characters).
// @postgres: runs on both databases — hand-written SQL, SQL triggers and notifications.
import { createTestShop, contextFor, failure, gql, type TestShop } from '../../test/harness';
import { seedProducts, type SeedProduct } from './catalog.data';
import { Prisma } from '../../generated/prisma/client';
import { toPaise } from '../../platform/common/money';
import { categoriesNamed, filterSql, searchQuery } from './product-search.service';
import { productFilterSchema, productWhere } from './product.filters';
import type { RestProduct } from './product.service';

let shop: TestShop;
const guest = contextFor(null);
const list = (input: Record<string, unknown>) => shop.services.products.list(guest, input);
const names = (rows: { name: string }[]) => rows.map((r) => r.name);
const sorted = (v: string[]) => [...v].sort();
/** Seed products with a word starting with `prefix` in the name (or, with `inDescription`, anywhere). */
const wordStarts =
  (prefix: string, inDescription = true) =>
  (p: SeedProduct) =>
    new RegExp(`(^|[^\\p{L}\\p{N}])${prefix}`, 'iu').test(inDescription ? `${p.name} ${p.description}` : p.name);
const expectNames = (pred: (p: SeedProduct) => boolean) => sorted(seedProducts.filter(pred).map((p) => p.name));

beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

describe('searchQuery', () => {
  it('makes every word a required prefix, lower-cased; no word, no query', () => {
    expect(searchQuery('Kurt')).toBe('kurt:*');
    expect(searchQuery("  Men's T-Shirt  ")).toBe('men:* & s:* & t:* & shirt:*');
    expect(searchQuery('silk   saree')).toBe('silk:* & saree:*');
    expect(searchQuery('कुर्ता')).toBe('कुर्ता:*');
    for (const punctuation of ['%', '_', '!!!', ' - ', '&|!():*<->', "'\\"]) expect(searchQuery(punctuation)).toBeNull();
    // tsquery syntax typed by a shopper is only punctuation between words
    expect(searchQuery("kurta:* | ! saree & 'x'")).toBe('kurta:* & saree:* & x:*');
    expect(searchQuery(Array.from({ length: 40 }, (_, i) => `w${i}`).join(' '))!.split(' & ')).toHaveLength(16);
  });
});

describe('matching', () => {
  it("a prefix finds every word it begins: 'kurt' finds kurta and kurti, in name or description", async () => {
    const page = await list({ filter: { search: 'kurt' }, limit: 100 });
    expect(sorted(names(page.items))).toEqual(expectNames(wordStarts('kurt')));
    expect(names(page.items).some((n) => /kurti/i.test(n))).toBe(true);
    expect(names(page.items).some((n) => /kurta/i.test(n))).toBe(true);
    expect(page.total).toBe(page.items.length);
  });

  it("plurals find the singular ('kurtas', 'sarees'); several words must all match", async () => {
    expect(sorted(names((await list({ filter: { search: 'kurtas' }, limit: 100 })).items))).toEqual(expectNames(wordStarts('kurta')));
    expect(sorted(names((await list({ filter: { search: 'SAREES' }, limit: 100 })).items))).toEqual(expectNames(wordStarts('saree')));
    const both = (p: SeedProduct) => wordStarts('silk')(p) && wordStarts('saree')(p);
    expect(expectNames(both).length).toBeGreaterThan(0);
    expect(sorted(names((await list({ filter: { search: 'silk saree' }, limit: 100 })).items))).toEqual(expectNames(both));
  });

  it('bad input: punctuation only answers an empty page; over 200 characters is a 400 with its message', async () => {
    for (const search of ['!!!', '%%', '&|:*', '...']) {
      expect(await list({ filter: { search } })).toMatchObject({ items: [], total: 0, totalCapped: false, hasNextPage: false });
    }
    const long = 'kurta '.repeat(167);
    expect((await failure(list({ filter: { search: long } }))).message).toMatch(/Search must be at most 200 characters/);
    // 200 characters of words (more than 16 of them) is fine.
    expect((await list({ filter: { search: 'a b c d e f g h i j k l m n o p q r s t u v w x y z kurta '.slice(0, 200) } })).items).toBeDefined();
  });
});

describe('order', () => {
  const featuredOrder = async (rows: RestProduct[]) => names((await list({ filter: { ids: rows.map((r) => r.id) }, sort: 'FEATURED', limit: 100 })).items);

  it('by relevance when no sort is chosen: every word in the name first, then description matches, each in the FEATURED order', async () => {
    const page = await list({ filter: { search: 'kurta' }, limit: 100 });
    const inName = page.items.filter((p) => /kurta/i.test(p.name));
    const elsewhere = page.items.filter((p) => !/kurta/i.test(p.name));
    expect(inName.length).toBeGreaterThan(1);
    expect(elsewhere.length).toBeGreaterThan(0);
    expect(names(page.items)).toEqual([...(await featuredOrder(inName)), ...(await featuredOrder(elsewhere))]);
    // Explicit RELEVANCE is the same; without a search it is the FEATURED order.
    expect(names((await list({ filter: { search: 'kurta' }, sort: 'RELEVANCE', limit: 100 })).items)).toEqual(names(page.items));
    expect(names((await list({ sort: 'RELEVANCE', limit: 30 })).items)).toEqual(names((await list({ sort: 'FEATURED', limit: 30 })).items));
  });

  it("a shopper's sort keeps working with a search", async () => {
    const relevance = await list({ filter: { search: 'cotton' }, limit: 100 });
    const orders: [string, (p: RestProduct) => number | string][] = [
      ['PRICE_LOW', (p) => toPaise(p.price)],
      ['PRICE_HIGH', (p) => -toPaise(p.price)],
      ['NAME_ASC', (p) => p.name],
    ];
    for (const [sort, key] of orders) {
      const page = await list({ filter: { search: 'cotton' }, sort, limit: 100 });
      expect(sorted(names(page.items))).toEqual(sorted(names(relevance.items)));
      const keys = page.items.map(key);
      expect(keys).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    }
  });
});

describe('with other filters and paging', () => {
  it('category and price filters apply to the search; pages add up to the whole list and totals are exact', async () => {
    const filter = { search: 'cotton', category: 'women', maxPrice: 2000 };
    const expected = expectNames((p) => wordStarts('cotton')(p) && p.category === 'women' && toPaise(p.price) <= 200_000);
    expect(expected.length).toBeGreaterThan(3);
    for (const sort of [undefined, 'PRICE_LOW']) {
      const seen: string[] = [];
      for (let offset = 0; ; offset += 2) {
        const page = await list({ filter, sort, limit: 2, offset });
        expect(page.total).toBe(expected.length);
        expect(page.hasNextPage).toBe(offset + 2 < expected.length);
        seen.push(...names(page.items));
        if (!page.hasNextPage) break;
      }
      expect(sorted(seen)).toEqual(expected);
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).toEqual(names((await list({ filter, sort, limit: 100 })).items));
    }
  });

  it('relevance pages cross from the name group to the description group without a gap or a repeat', async () => {
    const whole = names((await list({ filter: { search: 'kurta' }, limit: 100 })).items);
    const paged: string[] = [];
    for (let offset = 0; offset < whole.length; offset += 3) paged.push(...names((await list({ filter: { search: 'kurta' }, limit: 3, offset })).items));
    expect(paged).toEqual(whole);
    expect((await list({ filter: { search: 'kurta' }, limit: 3, offset: whole.length })).items).toEqual([]);
  });

  it('the search SQL filters answer the same products as the Prisma filters, for every filter', async () => {
    const [cat] = await shop.services.categories.list(guest);
    const some = (await list({ sort: 'NAME_ASC', limit: 5 })).items.map((p) => p.id);
    const filters: Record<string, unknown>[] = [
      { categoryId: cat.id },
      { categoryId: 'not-a-uuid' },
      { categoryIds: [cat.id, 'nope'] },
      { category: ' WOMEN ' },
      { category: 'kids' },
      { minPrice: '500.50', maxPrice: 1299 },
      { sizes: ['XS', 'XXL'] },
      { featured: true },
      { featured: false },
      { ids: [...some, 'nope'] },
      { onSale: true },
      { onSale: false },
      { inStock: true },
      { inStock: false },
      { lowStock: true },
      { lowStock: false },
      { nameOrSku: 'kurta' },
      { nameOrSku: '%' },
      { category: 'men', sizes: ['M'], maxPrice: 3000, onSale: false },
    ];
    for (const input of filters) {
      const f = productFilterSchema.parse(input);
      const threshold = shop.services.products.lowStockThreshold;
      const viaPrisma = await shop.db.prisma.product.findMany({ where: productWhere(f, shop.db.prisma.product.fields.price, threshold), select: { id: true } });
      const viaSql = await shop.db.prisma.$queryRaw<{ id: string }[]>(Prisma.sql`SELECT p."id"::text AS id FROM "products" p WHERE ${filterSql(f, threshold)}`);
      expect({ input, ids: sorted(viaSql.map((r) => r.id)) }).toEqual({ input, ids: sorted(viaPrisma.map((r) => r.id)) });
      // the same with the category's ids looked up first, as searchPage does
      const named = f.category === undefined ? undefined : await categoriesNamed(shop.db.prisma, f.category);
      const viaIds = await shop.db.prisma.$queryRaw<{ id: string }[]>(
        Prisma.sql`SELECT p."id"::text AS id FROM "products" p WHERE ${filterSql(f, threshold, named)}`,
      );
      expect({ input, ids: sorted(viaIds.map((r) => r.id)) }).toEqual({ input, ids: sorted(viaPrisma.map((r) => r.id)) });
    }
  });
});

describe('REST and GraphQL', () => {
  it('REST: relevance by default, punctuation only is an empty 200, 1,000 characters a 400', async () => {
    const res = await shop.http.get('/api/products').query({ search: 'kurta', limit: 3 });
    expect(res.status).toBe(200);
    expect(res.body.every((p: { name: string }) => /kurta/i.test(p.name))).toBe(true);
    const empty = await shop.http.get('/api/products').query({ search: '?!%' });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual([]);
    expect(empty.headers['x-total-count']).toBe('0');
    const long = await shop.http.get('/api/products').query({ search: 'k'.repeat(1000) });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ message: 'Search must be at most 200 characters', errors: { 'filter.search': 'Search must be at most 200 characters' } });
  });

  it('GraphQL: sort RELEVANCE (and left out) with a search; bad input answers cleanly', async () => {
    const q = `query($search: String, $sort: ProductSort) { products(filter: { search: $search }, sort: $sort, limit: 100) { total items { name } } }`;
    const byDefault = await gql(shop, q, { search: 'kurta' });
    const relevance = await gql(shop, q, { search: 'kurta', sort: 'RELEVANCE' });
    expect(byDefault.body.data.products).toEqual(relevance.body.data.products);
    expect(byDefault.body.data.products.items[0].name).toMatch(/kurta/i);
    expect((await gql(shop, q, { search: ':*&|' })).body.data.products).toEqual({ total: 0, items: [] });
    const long = await gql(shop, q, { search: 'x'.repeat(1000) });
    expect(long.body.data ?? null).toBeNull();
    expect(long.body.errors[0].message).toMatch(/Search must be at most 200 characters/);
  });
});

describe('the stored search document', () => {
  it('follows a change of name or description, and cannot be written by hand', async () => {
    const prisma = shop.db.prisma;
    const product = await prisma.product.findFirstOrThrow({ select: { id: true, name: true, description: true } });
    const found = async (search: string) => (await list({ filter: { search }, limit: 100 })).items.map((p) => p.id);
    try {
      await prisma.product.update({ where: { id: product.id }, data: { name: `${product.name} Xylozari` } });
      expect(await found('xylozari')).toEqual([product.id]);
      await prisma.product.update({ where: { id: product.id }, data: { name: product.name, description: `${product.description} Quokkaweave work` } });
      expect(await found('xylozari')).toEqual([]);
      expect(await found('quokkaweave')).toEqual([product.id]);
      await prisma.$executeRaw`UPDATE products SET "searchDocument" = to_tsvector('english', 'nothing') WHERE id = ${product.id}::uuid`;
      expect(await found('quokkaweave')).toEqual([product.id]);
      // a stock change (the variants' trigger updates the product) leaves it as it is
      await prisma.$executeRaw`UPDATE products SET stock = stock WHERE id = ${product.id}::uuid`;
      expect(await found('quokkaweave')).toEqual([product.id]);
    } finally {
      await prisma.product.update({ where: { id: product.id }, data: { name: product.name, description: product.description } });
    }
    expect(await found('quokkaweave')).toEqual([]);
  });
});
