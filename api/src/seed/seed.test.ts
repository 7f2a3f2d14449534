// The seed runner on a real database: fills only an empty database, never twice, and creates
// the admin with a configured or a generated (never a default) password.
// @postgres: runs on both databases — hand-written SQL, migrations.
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../platform/config';
import { createLogger } from '../platform/logger';
import { createServices } from '../services';
import { verifyPassword } from '../platform/auth/password';
import { createTestDb, type TestDb } from '../test/harness';
import { migrate } from '../platform/db/migrator';
import { seedIfEmpty } from './seed';
import { seedCategories, seedProducts } from '../modules/catalog/catalog.data';
import { seedSeo } from '../modules/seo/seo.data';

const logger = createLogger('silent');
let t: TestDb;

beforeEach(async () => {
  t = await createTestDb();
  await migrate(t.db);
});
afterEach(() => t.drop());

function setup(env: Record<string, string> = {}) {
  const config = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'seed-')), JWT_SECRET: 'x'.repeat(40), ...env });
  const services = createServices({ prisma: t.db.prisma, jobsSql: t.db.jobsSql, config, logger });
  return { config, services };
}

it('fills an empty database with the demo shop and the configured admin', async () => {
  const { config, services } = setup({ ADMIN_EMAIL: 'owner@shop.in', ADMIN_PASSWORD: 'owner-password' });
  const result = await seedIfEmpty(t.db, services.accounts, config, logger);
  expect(result).toEqual({ seeded: true });
  const p = t.db.prisma;
  expect(await p.category.findMany({ orderBy: { createdAt: 'asc' }, select: { name: true } })).toEqual(seedCategories.map((c) => ({ name: c.name })));
  expect(await p.product.count()).toBe(seedProducts.length);
  expect(await p.product.count({ where: { stock: 0 } })).toBe(4);
  expect(await p.product.count({ where: { featured: true } })).toBeGreaterThanOrEqual(8);
  // one variant per size × colour, unique readable SKUs, the product's stock their sum; some
  // sizes sold out and some low, as in a real shop
  const products = await p.product.findMany({ include: { variants: true } });
  for (const product of products) {
    expect(product.variants).toHaveLength(Math.max(1, product.sizes.length) * Math.max(1, product.colors.length));
    expect(product.variants.reduce((n, v) => n + v.stock, 0)).toBe(product.stock);
    for (const v of product.variants) expect(v.sku).toMatch(/^[A-Z]{3}\d*(-[A-Z0-9]+){0,2}$/);
  }
  const variants = products.flatMap((x) => x.variants);
  expect(new Set(variants.map((v) => v.sku)).size).toBe(variants.length);
  expect(products.filter((x) => x.stock > 0 && x.variants.some((v) => v.stock === 0)).length).toBeGreaterThanOrEqual(10);
  expect(products.filter((x) => x.variants.some((v) => v.stock > 0 && v.stock <= 3)).length).toBeGreaterThanOrEqual(10);
  expect(await p.seoMeta.count()).toBe(seedSeo.length);
  expect((await p.coupon.findMany({ orderBy: { code: 'asc' }, select: { code: true, type: true, value: true, minAmount: true } })).map((c) => [c.code, c.type, c.value.toFixed(2), c.minAmount.toFixed(2)])).toEqual([
    ['FLAT100', 'fixed', '100.00', '999.00'],
    ['WELCOME10', 'percentage', '10.00', '0.00'],
  ]);
  expect(await p.content.findUnique({ where: { section: 'home' } })).not.toBeNull();
  expect(await p.content.findUnique({ where: { section: 'about' } })).not.toBeNull();
  const admin = await p.user.findUniqueOrThrow({ where: { email: 'owner@shop.in' } });
  expect(admin.role).toBe('admin');
  expect(await verifyPassword(admin.password, 'owner-password')).toBe(true);
  await services.close();
});

it('a second run does nothing', async () => {
  const { config, services } = setup({ ADMIN_PASSWORD: 'owner-password' });
  await seedIfEmpty(t.db, services.accounts, config, logger);
  expect(await seedIfEmpty(t.db, services.accounts, config, logger)).toEqual({ seeded: false });
  expect(await t.db.prisma.product.count()).toBe(seedProducts.length);
  expect(await t.db.prisma.user.count()).toBe(1);
  await services.close();
});

it('never touches a database that already has data', async () => {
  const { config, services } = setup({ ADMIN_PASSWORD: 'owner-password' });
  await t.db.prisma.category.create({ data: { name: 'Only', slug: 'only' } });
  expect(await seedIfEmpty(t.db, services.accounts, config, logger)).toEqual({ seeded: false });
  expect(await t.db.prisma.category.count()).toBe(1);
  expect(await t.db.prisma.product.count()).toBe(0);
  expect(await t.db.prisma.user.count()).toBe(0);
  await services.close();
});

it('without ADMIN_PASSWORD generates one, returns it once and writes it to DATA_DIR (owner-only)', async () => {
  const { config, services } = setup();
  const result = await seedIfEmpty(t.db, services.accounts, config, logger);
  expect(result.generatedAdminPassword).toMatch(/^[\w-]{16,}$/);
  const file = join(config.dataDir, 'admin-password.txt');
  expect(readFileSync(file, 'utf8')).toContain(result.generatedAdminPassword!);
  expect(statSync(file).mode & 0o077).toBe(0);
  const admin = await t.db.prisma.user.findUniqueOrThrow({ where: { email: config.adminEmail } });
  expect(await verifyPassword(admin.password, result.generatedAdminPassword!)).toBe(true);
  await services.close();
});
