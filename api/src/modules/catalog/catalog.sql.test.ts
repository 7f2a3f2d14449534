// The catalogue's plain-SQL look-ups (catalog.sql.ts) answer exactly what the Prisma reads they
// replace answered — values, types (Decimal money, Date), key order — on PGlite and PostgreSQL, and
// the answers built on them (REST product and page, GraphQL product page) are unchanged.
// @postgres: runs on both databases — hand-written SQL.
import { createTestShop, contextFor, gql, type TestShop } from '../../test/harness';
import { statementCounter } from '../../test/statements';
import { CatalogSql } from './catalog.sql';
import { categoryPublicSelect } from './category.service';
import { productPublicSelect, variantSelect, withDerived } from './product.service';

let shop: TestShop;
let sql: CatalogSql;
const anonymous = contextFor(null);
const MISSING = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  shop = await createTestShop();
  sql = new CatalogSql(shop.db.jobsSql);
});
afterAll(() => shop.close());

/** Equal values and types, and the same keys in the same order (what JSON answers show). */
function expectSame(actual: unknown, expected: unknown) {
  expect(actual).toStrictEqual(expected);
  expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));
}

const restSelect = {
  ...productPublicSelect,
  category: { select: categoryPublicSelect },
  variants: { select: variantSelect, orderBy: { position: 'asc' } },
} as const;

it('a product with its category, as Prisma reads them (a product on sale and one without an original price)', async () => {
  const onSale = await shop.db.prisma.product.findFirstOrThrow({ where: { originalPrice: { not: null } }, select: { id: true } });
  const plain = await shop.db.prisma.product.findFirstOrThrow({ where: { originalPrice: null }, select: { id: true } });
  for (const { id } of [onSale, plain]) {
    const expected = await shop.db.prisma.product.findUniqueOrThrow({
      where: { id },
      select: { ...productPublicSelect, category: { select: { ...categoryPublicSelect, productCount: true } } },
    });
    expectSame(await sql.productWithCategory(id), expected);
  }
  expect(await sql.productWithCategory(MISSING)).toBeNull();
});

it('categories by id with their counts, variants by product in display order, the shop total', async () => {
  const categories = await shop.db.prisma.category.findMany({ select: { ...categoryPublicSelect, productCount: true }, orderBy: { id: 'asc' } });
  const found = await sql.categoriesByIds([...categories.map((c) => c.id), MISSING]);
  expectSame(
    [...found].sort((a, b) => a.id.localeCompare(b.id)),
    categories,
  );
  expect(await sql.categoriesByIds([])).toEqual([]);

  const ids = (await shop.db.prisma.product.findMany({ select: { id: true }, take: 5, orderBy: { name: 'asc' } })).map((p) => p.id);
  const variants = await shop.db.prisma.productVariant.findMany({
    where: { productId: { in: ids } },
    select: variantSelect,
    orderBy: [{ productId: 'asc' }, { position: 'asc' }],
  });
  expect(variants.length).toBeGreaterThan(5);
  expectSame(await sql.variantsByProductIds(ids), variants);

  expect(await sql.shopProductTotal()).toBe(await shop.db.prisma.product.count());
});

it('REST answers are what Prisma’s nested read gave: one product, and a page (category without its count, variants)', async () => {
  const page = await shop.services.products.list(anonymous, { limit: 12 }, { rest: true });
  const rows = await shop.db.prisma.product.findMany({ where: { id: { in: page.items.map((p) => p.id) } }, select: restSelect });
  const byId = new Map(rows.map((r) => [r.id, withDerived(r)]));
  expectSame(
    page.items,
    page.items.map((p) => byId.get(p.id)),
  );
  expect(page.items.every((p) => p.variants!.length > 0 && p.category!.id === p.categoryId)).toBe(true);

  const id = page.items[0].id;
  const one = await shop.services.products.get(anonymous, id.toUpperCase(), { rest: true });
  expectSame(one, withDerived(await shop.db.prisma.product.findUniqueOrThrow({ where: { id }, select: restSelect })));
  const res = await shop.http.get(`/api/products/${id}`).expect(200);
  expect(Object.keys(res.body.category)).toEqual(Object.keys(categoryPublicSelect));
});

it('GraphQL product page: one statement for the product and its category; an unknown or malformed id is null', async () => {
  const statements = statementCounter();
  try {
    const { id } = await shop.db.prisma.product.findFirstOrThrow({ select: { id: true } });
    const query = 'query P($id: ID!) { product(id: $id) { id price category { id name slug productCount } } }';
    let body: { data: { product: { id: string; price: string; category: { id: string; productCount: number } } } } | undefined;
    expect(await statements.count(async () => void (body = (await gql(shop, query, { id })).body))).toBe(1);
    const expected = await shop.db.prisma.product.findUniqueOrThrow({
      where: { id },
      select: { price: true, category: { select: { id: true, productCount: true } } },
    });
    expect(body!.data.product).toEqual({ id, price: expected.price.toFixed(2), category: expect.objectContaining(expected.category) });
    for (const missing of [MISSING, 'not-a-uuid']) expect((await gql(shop, query, { id: missing }).expect(200)).body.data.product).toBeNull();
  } finally {
    statements.restore();
  }
});
