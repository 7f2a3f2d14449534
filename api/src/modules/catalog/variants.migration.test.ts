// The product_variants migration on a database that already holds a shop made with the previous
// schema: products with and without options, carts and real orders. Nothing may be lost.
// @postgres: runs on both databases — hand-written SQL, migrations.
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDb, type TestDb } from '../../test/harness';
import { MIGRATIONS_DIR, migrate } from '../../platform/db/migrator';

const VARIANTS = '20261125000221_product_variants';

let testDb: TestDb;
let dir: string;

/** A migrations folder holding only the migrations before `name` (or up to it), plus the lock file. */
function migrationsBefore(name: string, including = false): string {
  const out = mkdtempSync(join(tmpdir(), 'migrations-'));
  for (const entry of readdirSync(MIGRATIONS_DIR)) {
    if (entry === 'migration_lock.toml' || entry < name || (including && entry === name)) cpSync(join(MIGRATIONS_DIR, entry), join(out, entry), { recursive: true });
  }
  return out;
}

const q = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => {
  const session = await testDb.db.session();
  try {
    return await session.query<T>(sql, params);
  } finally {
    await session.release();
  }
};

beforeAll(async () => {
  testDb = await createTestDb();
  dir = migrationsBefore(VARIANTS);
  await migrate(testDb.db, dir);
  const cat = 'c0000000-0000-4000-8000-000000000001';
  const user = 'u0000000-0000-4000-8000-000000000001'.replace('u', 'a');
  await q(`INSERT INTO categories (id, name, slug, "updatedAt") VALUES ($1, 'Women', 'women', now())`, [cat]);
  await q(`INSERT INTO users (id, email, password, "firstName", "lastName", "updatedAt") VALUES ($1, 'asha@example.in', 'x', 'Asha', 'Patel', now())`, [user]);
  const products: Array<[string, string, string[], string[], number]> = [
    ['10000000-0000-4000-8000-000000000001', 'Teal Kurta', ['S', 'M', 'L'], ['Teal', 'Maroon'], 10],
    ['10000000-0000-4000-8000-000000000002', 'Cotton Kurta', ['M', 'L'], [], 3],
    ['10000000-0000-4000-8000-000000000003', 'Silk Saree', [], ['Red', 'Off-White', 'Off White'], 7],
    ['10000000-0000-4000-8000-000000000004', 'Gift Card', [], [], 0],
    ['10000000-0000-4000-8000-000000000005', '!!!', ['XL'], [], 5],
  ];
  for (const [i, [id, name, sizes, colors, stock]] of products.entries()) {
    await q(
      `INSERT INTO products (id, name, price, "categoryId", sizes, colors, stock, "createdAt", "updatedAt") VALUES ($1, $2, 499, $3, $4, $5, $6, now() + ($7 || ' seconds')::interval, now())`,
      [id, name, cat, sizes, colors, stock, String(i)],
    );
  }
  await q(`INSERT INTO cart_items (id, "userId", "productId", quantity, size, color) VALUES (gen_random_uuid(), $1, $2, 2, 'M', 'Teal'), (gen_random_uuid(), $1, $3, 1, 'L', '')`, [
    user,
    products[0][0],
    products[1][0],
  ]);
  const order = '20000000-0000-4000-8000-000000000001';
  await q(
    `INSERT INTO orders (id, "userId", total, subtotal, "shippingAddress", "billingAddress", email, "paymentMethod", "updatedAt") VALUES ($1, $2, 998, 998, '{}', '{}', 'asha@example.in', 'card', now())`,
    [order, user],
  );
  await q(
    `INSERT INTO order_items (id, "orderId", "productId", name, quantity, price, size, color) VALUES
       (gen_random_uuid(), $1, $2, 'Teal Kurta', 1, 499, 'L', 'Maroon'),
       (gen_random_uuid(), $1, $3, 'Silk Saree', 1, 499, NULL, 'Red'),
       (gen_random_uuid(), $1, NULL, 'A deleted shawl', 1, 499, NULL, NULL)`,
    [order, products[0][0], products[2][0]],
  );
});

afterAll(async () => {
  await testDb.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe('migration product_variants', () => {
  let before: Array<{ id: string; stock: number }>;

  beforeAll(async () => {
    before = await q(`SELECT id, stock FROM products ORDER BY id`);
    // Only this migration: later ones (sessions, idempotency keys) are not what this file tests.
    const through = migrationsBefore(VARIANTS, true);
    const { applied } = await migrate(testDb.db, through);
    rmSync(through, { recursive: true, force: true });
    expect(applied).toEqual([VARIANTS]);
  });

  it('keeps every unit: each product’s variants add up to its old stock', async () => {
    const sums = await q<{ id: string; stock: number; sum: number }>(
      `SELECT p.id, p.stock, COALESCE(sum(v.stock), 0)::int AS sum FROM products p LEFT JOIN product_variants v ON v."productId" = p.id GROUP BY p.id ORDER BY p.id`,
    );
    expect(sums.map((s) => ({ id: s.id, stock: s.sum }))).toEqual(before);
    expect(sums.map((s) => ({ id: s.id, stock: s.stock }))).toEqual(before);
  });

  it('makes one variant per size × colour, spreading the stock evenly in display order', async () => {
    const rows = await q<{ name: string; size: string; color: string; sku: string; stock: number; position: number }>(
      `SELECT p.name, v.size, v.color, v.sku, v.stock, v.position FROM product_variants v JOIN products p ON p.id = v."productId" ORDER BY p."createdAt", v.position`,
    );
    const of = (name: string) => rows.filter((r) => r.name === name).map(({ size, color, sku, stock }) => [size, color, sku, stock]);
    expect(of('Teal Kurta')).toEqual([
      ['S', 'Teal', 'KUR-TEAL-S', 2],
      ['S', 'Maroon', 'KUR-MAROON-S', 2],
      ['M', 'Teal', 'KUR-TEAL-M', 2],
      ['M', 'Maroon', 'KUR-MAROON-M', 2],
      ['L', 'Teal', 'KUR-TEAL-L', 1],
      ['L', 'Maroon', 'KUR-MAROON-L', 1],
    ]);
    expect(of('Cotton Kurta')).toEqual([
      ['M', '', 'KUR2-M', 2],
      ['L', '', 'KUR2-L', 1],
    ]);
    // two colours that read alike get their position appended
    expect(of('Silk Saree')).toEqual([
      ['', 'Red', 'SAR-RED', 3],
      ['', 'Off-White', 'SAR-OFFWHITE-2', 2],
      ['', 'Off White', 'SAR-OFFWHITE-3', 2],
    ]);
    expect(of('Gift Card')).toEqual([['', '', 'CAR', 0]]);
    expect(of('!!!')).toEqual([['XL', '', 'PXX-XL', 5]]);
  });

  it('links cart lines and order items to their variant, keeping the order snapshot', async () => {
    const cart = await q<{ size: string; sku: string | null }>(`SELECT ci.size, v.sku FROM cart_items ci LEFT JOIN product_variants v ON v.id = ci."variantId" ORDER BY ci.size`);
    expect(cart).toEqual([
      { size: 'L', sku: 'KUR2-L' },
      { size: 'M', sku: 'KUR-TEAL-M' },
    ]);
    const items = await q<{ name: string; size: string | null; color: string | null; sku: string | null; linked: boolean; price: string }>(
      `SELECT name, size, color, sku, "variantId" IS NOT NULL AS linked, price::text FROM order_items ORDER BY name`,
    );
    expect(items).toEqual([
      { name: 'A deleted shawl', size: null, color: null, sku: null, linked: false, price: '499.00' },
      { name: 'Silk Saree', size: null, color: 'Red', sku: 'SAR-RED', linked: true, price: '499.00' },
      { name: 'Teal Kurta', size: 'L', color: 'Maroon', sku: 'KUR-MAROON-L', linked: true, price: '499.00' },
    ]);
  });

  it('keeps products.stock the sum of its variants from now on, and refuses negative stock', async () => {
    const kurta = '10000000-0000-4000-8000-000000000001';
    await q(`UPDATE product_variants SET stock = stock + 5 WHERE "productId" = $1 AND size = 'S'`, [kurta]);
    await q(`DELETE FROM product_variants WHERE "productId" = $1 AND size = 'L'`, [kurta]);
    await q(`INSERT INTO product_variants (id, "productId", size, color, sku, stock, "updatedAt") VALUES (gen_random_uuid(), $1, 'XL', 'Teal', 'KUR-TEAL-XL', 4, now())`, [kurta]);
    const [row] = await q<{ stock: number; sum: number }>(
      `SELECT p.stock, (SELECT sum(stock)::int FROM product_variants WHERE "productId" = p.id) AS sum FROM products p WHERE id = $1`,
      [kurta],
    );
    expect(row).toEqual({ stock: 22, sum: 22 });
    await expect(q(`UPDATE product_variants SET stock = -1 WHERE sku = 'KUR-TEAL-S'`)).rejects.toThrow(/product_variants_stock_check/);
  });
});
