// The shop list against the seeded catalogue: every filter, every sort, pages and totals.
// Expectations are computed from the seed data itself (catalog.data.ts).
import { createTestServices, contextFor, type TestServices } from '../../test/harness';
import { seedCategories, seedProducts, seedVariantStock, type SeedProduct } from './catalog.data';
import { combinations } from './variant.rules';
import { toPaise } from '../../platform/common/money';
import type { Product } from './product.service';

let shop: TestServices;
const guest = contextFor(null);
const list = (input: Record<string, unknown>) => shop.services.products.list(guest, input);
const names = (rows: { name: string }[]) => rows.map((r) => r.name);
const sorted = (v: string[]) => [...v].sort();
/** All matching names (the seed has fewer than 100 products). */
const all = async (filter: Record<string, unknown>, sort?: string) => list({ filter, sort, limit: 100 });
const expectNames = (pred: (p: SeedProduct, index: number) => boolean) => sorted(seedProducts.filter(pred).map((p) => p.name));
const categoryName = (p: SeedProduct) => seedCategories.find((c) => c.slug === p.category)!.name;
const byName = (name: string) => seedProducts.find((p) => p.name === name)!;
let categoryIds: Record<string, string>;

beforeAll(async () => {
  shop = await createTestServices();
  const cats = await shop.services.categories.list(guest);
  categoryIds = Object.fromEntries(cats.map((c) => [c.name, c.id]));
});
afterAll(() => shop.close());

it('seed sanity: product names are unique and fewer than one page of 100', () => {
  expect(new Set(seedProducts.map((p) => p.name)).size).toBe(seedProducts.length);
  expect(seedProducts.length).toBeGreaterThanOrEqual(60);
  expect(seedProducts.length).toBeLessThanOrEqual(100);
});

describe('filters', () => {
  it('no filter: the first 12 of all products, with the total', async () => {
    const page = await list({});
    expect(page).toMatchObject({ total: seedProducts.length, limit: 12, offset: 0 });
    expect(page.items).toHaveLength(12);
  });

  it('categoryId and categoryIds', async () => {
    const women = await all({ categoryId: categoryIds.Women });
    expect(sorted(names(women.items))).toEqual(expectNames((p) => p.category === 'women'));
    expect(women.total).toBe(women.items.length);
    const menKids = await all({ categoryIds: [categoryIds.Men, categoryIds.Kids] });
    expect(sorted(names(menKids.items))).toEqual(expectNames((p) => p.category === 'men' || p.category === 'kids'));
  });

  it('a malformed or unknown category id matches nothing (no error)', async () => {
    expect((await all({ categoryId: 'not-a-uuid' })).total).toBe(0);
    expect((await all({ categoryId: '00000000-0000-4000-8000-000000000000' })).total).toBe(0);
    expect((await all({ categoryIds: ['nope'] })).total).toBe(0);
  });

  it('category by name or slug, case-insensitive; unknown → empty', async () => {
    const expected = expectNames((p) => p.category === 'men');
    for (const category of ['men', 'Men', 'MEN', ' men ']) {
      expect(sorted(names((await all({ category })).items))).toEqual(expected);
    }
    expect(sorted(names((await all({ category: 'eLDers' })).items))).toEqual(expectNames((p) => p.category === 'elders'));
    expect(await all({ category: 'aliens' })).toMatchObject({ items: [], total: 0 });
  });

  it('minPrice and maxPrice are inclusive and accept numeric strings', async () => {
    const inRange = (lo: number, hi: number) => (p: SeedProduct) => toPaise(p.price) >= lo * 100 && toPaise(p.price) <= hi * 100;
    expect(sorted(names((await all({ minPrice: 1000 })).items))).toEqual(expectNames(inRange(1000, Infinity)));
    expect(sorted(names((await all({ maxPrice: '999' })).items))).toEqual(expectNames(inRange(0, 999)));
    expect(sorted(names((await all({ minPrice: '500.50', maxPrice: 1299 })).items))).toEqual(expectNames(inRange(500.5, 1299)));
    const exact = byName('White Lucknowi Chikankari Kurta').price;
    expect(names((await all({ minPrice: exact, maxPrice: exact })).items)).toContain('White Lucknowi Chikankari Kurta');
    expect((await all({ minPrice: 2000, maxPrice: 1000 })).total).toBe(0);
  });

  it('search: case-insensitive, every word in name or description', async () => {
    const has = (term: string) => (p: SeedProduct) => (p.name + ' ' + p.description).toLowerCase().includes(term.toLowerCase());
    const kurta = expectNames(has('kurta'));
    expect(kurta.length).toBeGreaterThan(1);
    expect(sorted(names((await all({ search: 'kurta' })).items))).toEqual(kurta);
    expect(sorted(names((await all({ search: 'KURTA' })).items))).toEqual(kurta);
    // A phrase found only in a description.
    const onlyDescription = seedProducts.filter((p) => has('sayaji baug')(p) && !p.name.toLowerCase().includes('sayaji'));
    expect(onlyDescription.length).toBeGreaterThan(0);
    expect(sorted(names((await all({ search: 'Sayaji Baug' })).items))).toEqual(expectNames(has('sayaji baug')));
    expect((await all({ search: 'zzzz-no-such-thing' })).total).toBe(0);
  });

  it('search: a search of punctuation only matches nothing (no error); % and _ are not wildcards', async () => {
    for (const search of ['%', '_', '!!!', '&|!():*', "' OR 1=1 --"]) {
      const page = await all({ search });
      expect(page.total).toBeLessThan(seedProducts.length);
      if (search !== "' OR 1=1 --") expect(page).toMatchObject({ items: [], total: 0, totalCapped: false, hasNextPage: false });
    }
  });

  it('sizes: products having ANY of the sizes in stock (a sold-out size does not count)', async () => {
    // the seed sells out the largest size of every third product, and 4 products entirely
    const inStock = (size: string) => (p: SeedProduct, i: number) =>
      combinations(p.sizes, p.colors).some((c) => c.size === size && seedVariantStock(p, i, c) > 0);
    const either = (p: SeedProduct, i: number) => inStock('XS')(p, i) || inStock('XXL')(p, i);
    expect(sorted(names((await all({ sizes: ['XXL'] })).items))).toEqual(expectNames(inStock('XXL')));
    expect(expectNames(inStock('XXL')).length).toBeLessThan(expectNames((p) => p.sizes.includes('XXL')).length);
    expect(sorted(names((await all({ sizes: ['XS', 'XXL'] })).items))).toEqual(expectNames(either));
    expect(sorted(names((await all({ sizes: 'XS, XXL' })).items))).toEqual(expectNames(either));
    expect((await all({ sizes: [] })).total).toBe(seedProducts.length);
  });

  it('featured', async () => {
    expect(sorted(names((await all({ featured: true })).items))).toEqual(expectNames((p) => p.featured));
    expect(sorted(names((await all({ featured: false })).items))).toEqual(expectNames((p) => !p.featured));
  });

  it('ids: exactly those products; unknown and malformed ids are ignored; an empty list matches nothing', async () => {
    const some = (await list({ sort: 'NAME_ASC', limit: 3 })).items;
    const ids = [...some.map((p) => p.id), '00000000-0000-4000-8000-000000000000', 'garbage'];
    expect(sorted(names((await all({ ids })).items))).toEqual(sorted(names(some)));
    expect((await all({ ids: [] })).total).toBe(0);
  });

  it('onSale: original price above the price (compared in SQL); false is the complement', async () => {
    const sale = (p: SeedProduct) => !!p.originalPrice && toPaise(p.originalPrice) > toPaise(p.price);
    expect(sorted(names((await all({ onSale: true })).items))).toEqual(expectNames(sale));
    expect(sorted(names((await all({ onSale: false })).items))).toEqual(expectNames((p) => !sale(p)));
    expect(expectNames(sale).length).toBeGreaterThan(0);
  });

  it('inStock', async () => {
    expect(sorted(names((await all({ inStock: false })).items))).toEqual(expectNames((p) => p.stock === 0));
    expect(names((await all({ inStock: false })).items)).toContain('Black Formal Trousers');
    expect(sorted(names((await all({ inStock: true })).items))).toEqual(expectNames((p) => p.stock > 0));
  });

  it('filters combine with AND', async () => {
    const page = await all({ category: 'men', onSale: true, inStock: true, maxPrice: 1500 });
    expect(sorted(names(page.items))).toEqual(
      expectNames((p) => p.category === 'men' && !!p.originalPrice && toPaise(p.originalPrice) > toPaise(p.price) && p.stock > 0 && toPaise(p.price) <= 150000),
    );
    expect(page.items.every((p) => categoryName(byName(p.name)) === 'Men')).toBe(true);
  });

  it('bad filter values are 400s with a message, never database errors', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ filter: { minPrice: 'abc' } }, 'Minimum price must be a number, 0 or more'],
      [{ filter: { minPrice: -5 } }, 'Minimum price must be a number, 0 or more'],
      [{ filter: { maxPrice: 'lots' } }, 'Maximum price must be a number, 0 or more'],
      [{ filter: { featured: 'yes' } }, 'featured must be true or false'],
      [{ filter: { onSale: 'maybe' } }, 'sale must be true or false'],
      [{ limit: 'ten' }, 'Limit must be a whole number'],
      [{ offset: 1.5 }, 'Offset must be a whole number'],
      [{ sort: 'CHEAPEST' }, expect.stringContaining('Sort must be one of: featured, price-low, price-high')],
    ] as never;
    for (const [input, message] of cases) {
      await expect(list(input)).rejects.toMatchObject({ status: 400, message });
    }
  });
});

describe('sorting', () => {
  /** Seed creation times grow with the list index (later = newer). */
  const newestFirst = [...seedProducts].reverse();

  it('FEATURED (the default): featured first, then newest', async () => {
    const expected = [...newestFirst.filter((p) => p.featured), ...newestFirst.filter((p) => !p.featured)].map((p) => p.name);
    expect(names((await all({})).items)).toEqual(expected);
    expect(names((await all({}, 'FEATURED')).items)).toEqual(expected);
  });

  it('NEWEST and OLDEST', async () => {
    expect(names((await all({}, 'NEWEST')).items)).toEqual(newestFirst.map((p) => p.name));
    expect(names((await all({}, 'OLDEST')).items)).toEqual(seedProducts.map((p) => p.name));
  });

  const monotonic = (rows: Product[], key: (p: Product) => number, dir: 1 | -1) =>
    rows.every((p, i) => {
      if (i === 0) return true;
      const prev = rows[i - 1];
      const d = (key(p) - key(prev)) * dir;
      return d > 0 || (d === 0 && prev.id < p.id);
    });

  it('PRICE_LOW / PRICE_HIGH, ties broken by id', async () => {
    const low = (await all({}, 'PRICE_LOW')).items;
    const high = (await all({}, 'PRICE_HIGH')).items;
    expect(low).toHaveLength(seedProducts.length);
    expect(monotonic(low, (p) => toPaise(p.price), 1)).toBe(true);
    expect(monotonic(high, (p) => toPaise(p.price), -1)).toBe(true);
    // The seed has equal prices, so the tiebreaker is exercised.
    expect(new Set(low.map((p) => toPaise(p.price))).size).toBeLessThan(low.length);
  });

  it('STOCK_ASC / STOCK_DESC, ties broken by id', async () => {
    const asc = (await all({}, 'STOCK_ASC')).items;
    expect(monotonic(asc, (p) => p.stock, 1)).toBe(true);
    expect(asc[0].stock).toBe(0);
    expect(monotonic((await all({}, 'STOCK_DESC')).items, (p) => p.stock, -1)).toBe(true);
  });

  it('NAME_ASC / NAME_DESC', async () => {
    const asc = names((await all({}, 'NAME_ASC')).items);
    const desc = names((await all({}, 'NAME_DESC')).items);
    expect(desc).toEqual([...asc].reverse());
    const initials = asc.map((n) => n[0].toUpperCase());
    expect(initials).toEqual([...initials].sort());
    expect(asc).not.toEqual(names((await all({}, 'NEWEST')).items));
  });

  it('POPULAR: most sold first (soldCount is kept by the order service), then newest', async () => {
    const [a, b] = ['Black Formal Trousers', 'White Lucknowi Chikankari Kurta'];
    const c = seedProducts.find((p) => p.name !== a && p.name !== b && !p.featured)!.name;
    await shop.db.prisma.product.updateMany({ where: { name: a }, data: { soldCount: 50 } });
    await shop.db.prisma.product.updateMany({ where: { name: b }, data: { soldCount: 20 } });
    await shop.db.prisma.product.updateMany({ where: { name: c }, data: { soldCount: 20 } });
    const popular = names((await all({}, 'POPULAR')).items);
    const newerOfBC = seedProducts.indexOf(byName(b)) > seedProducts.indexOf(byName(c)) ? [b, c] : [c, b];
    expect(popular.slice(0, 3)).toEqual([a, ...newerOfBC]);
    expect(popular.slice(3)).toEqual(newestFirst.map((p) => p.name).filter((n) => ![a, b, c].includes(n)));
  });
});

describe('pages', () => {
  it('pages of 12 join up to the full list without gaps or repeats, each with the same total', async () => {
    for (const sort of ['PRICE_LOW', 'STOCK_DESC', 'FEATURED']) {
      const full = (await all({}, sort)).items.map((p) => p.id);
      const joined: string[] = [];
      for (let offset = 0; offset < full.length; offset += 12) {
        const page = await list({ sort, limit: 12, offset });
        expect(page.total).toBe(seedProducts.length);
        joined.push(...page.items.map((p) => p.id));
      }
      expect(joined).toEqual(full);
    }
  });

  it('the total counts the filtered rows, not the page', async () => {
    const page = await list({ filter: { category: 'women' }, limit: 5, offset: 5 });
    expect(page).toMatchObject({ total: seedProducts.filter((p) => p.category === 'women').length, limit: 5, offset: 5 });
    expect(page.items).toHaveLength(5);
  });

  it('limit is clamped to 1…100, offset to ≥ 0; past the end is an empty page', async () => {
    expect(await list({ limit: 500 })).toMatchObject({ limit: 100 });
    expect((await list({ limit: 0 })).items).toHaveLength(1);
    expect(await list({ offset: -3 })).toMatchObject({ offset: 0 });
    expect(await list({ offset: 1000 })).toMatchObject({ items: [], total: seedProducts.length, offset: 1000 });
  });
});

describe('single products', () => {
  it('get: with discountPercent and inStock', async () => {
    const row = (await all({ search: 'White Lucknowi Chikankari Kurta' })).items[0];
    const product = await shop.services.products.get(guest, row.id);
    // round((1599 − 1299) / 1599 × 100) = 19
    const i = seedProducts.findIndex((p) => p.name === 'White Lucknowi Chikankari Kurta');
    const units = combinations(seedProducts[i].sizes, seedProducts[i].colors).reduce((n, c) => n + seedVariantStock(seedProducts[i], i, c), 0);
    expect(product).toMatchObject({ name: 'White Lucknowi Chikankari Kurta', discountPercent: 19, inStock: true, stock: units });
    expect(product.price.toString()).toBe('1299');
    const noSale = (await all({ search: 'Black Formal Trousers' })).items[0];
    expect(noSale).toMatchObject({ discountPercent: 0, inStock: false });
  });

  it("get: unknown or malformed id → 404 'Product not found'", async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'abc', '', 42, null]) {
      await expect(shop.services.products.get(guest, id)).rejects.toMatchObject({ status: 404, message: 'Product not found' });
    }
  });

  it('getByIds: in the order asked, unknown and malformed ids left out, one row per id', async () => {
    const rows = (await list({ sort: 'NAME_DESC', limit: 3 })).items;
    const ids = [rows[2].id, 'junk', rows[0].id.toUpperCase(), '00000000-0000-4000-8000-000000000000', rows[2].id, rows[1].id];
    const got = await shop.services.products.getByIds(ids);
    expect(got.map((p) => p.id)).toEqual([rows[2].id, rows[0].id, rows[1].id]);
    expect(got[0]).toMatchObject({ price: expect.anything(), stock: expect.any(Number), images: expect.any(Array), sizes: expect.any(Array), colors: expect.any(Array) });
    expect(await shop.services.products.getByIds([])).toEqual([]);
  });
});
