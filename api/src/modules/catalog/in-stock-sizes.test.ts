// products."inStockSizes", the column the shop's size filter reads, kept by the variants' stock
// trigger (migration product_in_stock_sizes): after any change to variants, made by the admin's path
// or by bulk statements, it equals the sizes that have a variant in stock, computed afresh; and two
// checkouts selling a product's last two sizes at the same moment leave neither listed (PostgreSQL).
// @postgres: runs on both databases — it branches on the engine, hand-written SQL, concurrent transactions and locks (PGlite has one connection), SQL triggers and notifications, migrations.
import { Prisma } from '../../generated/prisma/client';
import { adminSession, contextFor, createTestServices, usingPostgres, type TestServices } from '../../test/harness';
import { placeCard } from '../orders/order.test-helpers';
import { createProduct, setVariantStock } from '../../test/fixtures';
import { seededRandom } from '../../test/random';

let shop: TestServices;
beforeAll(async () => {
  shop = await createTestServices();
});
afterAll(() => shop.close());

const itPg = usingPostgres() ? it : it.skip;

const FRESH = Prisma.sql`ARRAY(SELECT DISTINCT v."size" FROM "product_variants" v WHERE v."productId" = p."id" AND v."stock" > 0 ORDER BY 1)`;

/** Products whose kept sizes differ from the sizes in stock now (none, when the trigger is right). */
const mismatches = () =>
  shop.db.prisma.$queryRaw<{ id: string; kept: string[] | null; fresh: string[] }[]>(
    Prisma.sql`SELECT p."id", p."inStockSizes" AS kept, ${FRESH} AS fresh FROM "products" p WHERE p."inStockSizes" IS DISTINCT FROM ${FRESH}`,
  );

const sizesOf = async (id: string) => (await shop.db.prisma.product.findUniqueOrThrow({ where: { id }, select: { inStockSizes: true } })).inStockSizes;

it('the seeded shop starts right', async () => {
  expect(await mismatches()).toEqual([]);
  expect(await shop.db.prisma.product.count({ where: { inStockSizes: { isEmpty: false } } })).toBeGreaterThan(0);
});

it('a size leaves when its last colour sells out and comes back when one is restocked', async () => {
  const kurta = await createProduct(shop, {
    sizes: ['S', 'M', 'L'],
    colors: ['Teal', 'Red'],
    variants: { 'Teal, S': 2, 'Red, S': 0, 'Teal, M': 1, 'Red, M': 1, 'Teal, L': 0, 'Red, L': 0 },
  });
  expect(await sizesOf(kurta.id)).toEqual(['M', 'S']);
  await setVariantStock(shop, kurta.id, { 'Teal, M': 0 });
  expect(await sizesOf(kurta.id)).toEqual(['M', 'S']); // Red M is left
  await setVariantStock(shop, kurta.id, { 'Red, M': 0 });
  expect(await sizesOf(kurta.id)).toEqual(['S']);
  await setVariantStock(shop, kurta.id, { 'Red, L': 4 });
  expect(await sizesOf(kurta.id)).toEqual(['L', 'S']);
  await shop.db.prisma.productVariant.deleteMany({ where: { productId: kurta.id, size: 'S' } });
  expect(await sizesOf(kurta.id)).toEqual(['L']);
  expect(await mismatches()).toEqual([]);
});

it('a shopper buying the last M takes the product out of the shop’s M list; cancelling the order brings it back', async () => {
  const guest = contextFor(null);
  const admin = await adminSession(shop);
  const kurta = await createProduct(shop, { name: 'Last M Kurta', sizes: ['M', 'L'], colors: ['Teal'], variants: { 'Teal, M': 1, 'Teal, L': 0 } });
  const listedInM = async () => (await shop.services.products.list(guest, { filter: { sizes: ['M'], ids: [kurta.id] } })).items.length === 1;
  expect(await listedInM()).toBe(true);
  const order = await placeCard(shop, guest, [{ productId: kurta.id, quantity: 1, size: 'M', color: 'Teal' }]);
  expect(await listedInM()).toBe(false);
  await shop.services.orders.updateStatus(admin.ctx, order.id, 'cancelled');
  expect(await listedInM()).toBe(true);
});

it('stays equal to a fresh look at the variants after random bulk inserts, updates, renames and deletes', async () => {
  const rnd = seededRandom(27);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
  const SIZES = ['XS', 'S', 'M', 'L', 'XL', ''];
  const products = await Promise.all(Array.from({ length: 5 }, () => createProduct(shop, { sizes: ['S', 'M'], colors: ['Teal', 'Red'], stock: 8 })));
  const ids = products.map((p) => p.id);
  let added = 0;
  for (let step = 0; step < 60; step++) {
    const variants = await shop.db.prisma.productVariant.findMany({ where: { productId: { in: ids } }, select: { id: true } });
    const some = variants.filter(() => rnd() < 0.4).map((v) => v.id);
    const kind = pick(['stock', 'stock', 'stock', 'rename', 'insert', 'delete'] as const);
    if (kind === 'stock' && some.length) {
      // one statement changing several variants of several products, some to 0 and some from 0
      const stocks = some.map(() => (rnd() < 0.5 ? 0 : Math.floor(rnd() * 4)));
      await shop.db.prisma
        .$executeRaw`UPDATE "product_variants" v SET "stock" = s.stock FROM unnest(${some}::uuid[], ${stocks}::int[]) AS s(id, stock) WHERE v."id" = s.id`;
    } else if (kind === 'rename' && some.length) {
      await shop.db.prisma.$executeRaw`UPDATE "product_variants" SET "size" = ${pick(SIZES)} || '-' || left("id"::text, 4) WHERE "id" = ${some[0]}::uuid`;
    } else if (kind === 'insert') {
      const rows = ids.filter(() => rnd() < 0.5);
      added += rows.length;
      await shop.db.prisma.$executeRaw`
        INSERT INTO "product_variants" ("id", "productId", "size", "color", "sku", "stock", "position", "updatedAt")
        SELECT gen_random_uuid(), x.pid, ${pick(SIZES)}, ${`Blue ${step}`}, 'RND-' || gen_random_uuid()::text, ${Math.floor(rnd() * 3)}, 99, now()
        FROM unnest(${rows}::uuid[]) AS x(pid)`;
    } else if (kind === 'delete' && some.length) {
      await shop.db.prisma.productVariant.deleteMany({ where: { id: { in: some.slice(0, 2) } } });
    }
    const wrong = await mismatches();
    if (wrong.length) throw new Error(`after step ${step} (${kind}): ${JSON.stringify(wrong)}`);
  }
  expect(added).toBeGreaterThan(0);
  // and the stock total the same trigger keeps is still the sum
  const totals = await shop.db.prisma.productVariant.groupBy({ by: ['productId'], where: { productId: { in: ids } }, _sum: { stock: true } });
  for (const p of await shop.db.prisma.product.findMany({ where: { id: { in: ids } }, select: { id: true, stock: true } })) {
    expect(p.stock).toBe(totals.find((t) => t.productId === p.id)?._sum.stock ?? 0);
  }
});

itPg('two transactions selling the last M and the last L of one product at once leave neither listed', async () => {
  const prisma = shop.db.prisma;
  for (let round = 0; round < 3; round++) {
    const p = await createProduct(shop, { sizes: ['M', 'L'], colors: ['Teal'], variants: { 'Teal, M': 1, 'Teal, L': 1 } });
    const [m, l] = ['M', 'L'].map((size) => p.variants.find((v) => v.size === size)!);
    let sold!: () => void;
    let commit!: () => void;
    const firstSold = new Promise<void>((resolve) => (sold = resolve));
    const mayCommit = new Promise<void>((resolve) => (commit = resolve));
    // the first sells M and holds its transaction open; the second sells L meanwhile, then the first commits
    const first = prisma.$transaction(
      async (tx) => {
        await tx.$executeRaw`UPDATE "product_variants" SET "stock" = "stock" - 1 WHERE "id" = ${m.id}::uuid`;
        sold();
        await mayCommit;
      },
      { timeout: 20_000 },
    );
    await firstSold;
    const second = prisma.$transaction((tx) => tx.$executeRaw`UPDATE "product_variants" SET "stock" = "stock" - 1 WHERE "id" = ${l.id}::uuid`, {
      timeout: 20_000,
    });
    // the second is waiting for the first's lock on the product before the first commits
    for (let i = 0; ; i++) {
      const [{ waiting }] = await prisma.$queryRaw<
        { waiting: number }[]
      >`SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`;
      if (waiting > 0) break;
      if (i > 200) throw new Error('the second transaction never waited for the first');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    commit();
    await Promise.all([first, second]);
    await expect(prisma.product.findUniqueOrThrow({ where: { id: p.id }, select: { stock: true, inStockSizes: true } })).resolves.toEqual({
      stock: 0,
      inStockSizes: [],
    });
  }
});
