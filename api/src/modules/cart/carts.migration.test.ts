// The guest_carts migration on a database that holds customers' carts made with the previous
// schema (cart_items keyed by user): every line moves onto its customer's new cart, none is lost.
// @postgres: runs on both databases — hand-written SQL, migrations.
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDb, type TestDb } from '../../test/harness';
import { MIGRATIONS_DIR, migrate } from '../../platform/db/migrator';

const CARTS = '20261125191120_guest_carts';

let testDb: TestDb;
let dir: string;

/** A migrations folder holding only the migrations before `name` (or up to it), plus the lock file. */
function migrationsBefore(name: string, including = false): string {
  const out = mkdtempSync(join(tmpdir(), 'migrations-'));
  for (const entry of readdirSync(MIGRATIONS_DIR)) {
    if (entry === 'migration_lock.toml' || entry < name || (including && entry === name))
      cpSync(join(MIGRATIONS_DIR, entry), join(out, entry), { recursive: true });
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

const ASHA = 'a0000000-0000-4000-8000-000000000001';
const RAVI = 'a0000000-0000-4000-8000-000000000002';
const MEERA = 'a0000000-0000-4000-8000-000000000003'; // no cart lines
const KURTA = '10000000-0000-4000-8000-000000000001';
const SAREE = '10000000-0000-4000-8000-000000000002';

type LineRow = { user: string; product: string; size: string; color: string; quantity: number; variant: string | null; createdAt: string };

let before: LineRow[];

beforeAll(async () => {
  testDb = await createTestDb();
  dir = migrationsBefore(CARTS);
  await migrate(testDb.db, dir);
  const cat = 'c0000000-0000-4000-8000-000000000001';
  await q(`INSERT INTO categories (id, name, slug, "updatedAt") VALUES ($1, 'Women', 'women', now())`, [cat]);
  for (const [id, email] of [
    [ASHA, 'asha@example.in'],
    [RAVI, 'ravi@example.in'],
    [MEERA, 'meera@example.in'],
  ]) {
    await q(`INSERT INTO users (id, email, password, "firstName", "lastName", "updatedAt") VALUES ($1, $2, 'x', 'A', 'B', now())`, [id, email]);
  }
  await q(
    `INSERT INTO products (id, name, price, "categoryId", sizes, colors, "updatedAt") VALUES ($1, 'Teal Kurta', 499, $3, '{M,L}', '{Teal}', now()), ($2, 'Silk Saree', 2499, $3, '{}', '{Red}', now())`,
    [KURTA, SAREE, cat],
  );
  await q(
    `INSERT INTO product_variants (id, "productId", size, color, sku, stock, "updatedAt") VALUES
       (gen_random_uuid(), $1, 'M', 'Teal', 'KUR-TEAL-M', 5, now()), (gen_random_uuid(), $1, 'L', 'Teal', 'KUR-TEAL-L', 5, now()), (gen_random_uuid(), $2, '', 'Red', 'SAR-RED', 3, now())`,
    [KURTA, SAREE],
  );
  const variant = (sku: string) => `(SELECT id FROM product_variants WHERE sku = '${sku}')`;
  await q(
    `INSERT INTO cart_items (id, "userId", "productId", quantity, size, color, "variantId", "createdAt") VALUES
       (gen_random_uuid(), $1, $3, 2, 'M', 'Teal', ${variant('KUR-TEAL-M')}, '2026-11-01T10:00:00Z'),
       (gen_random_uuid(), $1, $4, 1, '', 'Red', ${variant('SAR-RED')}, '2026-11-02T10:00:00Z'),
       (gen_random_uuid(), $2, $3, 3, 'L', 'Teal', ${variant('KUR-TEAL-L')}, '2026-11-03T10:00:00Z'),
       (gen_random_uuid(), $2, $3, 1, 'XL', 'Teal', NULL, '2026-11-04T10:00:00Z')`,
    [ASHA, RAVI, KURTA, SAREE],
  );
  before = await q<LineRow>(
    `SELECT "userId" AS user, "productId" AS product, size, color, quantity, "variantId" AS variant, "createdAt"::text AS "createdAt" FROM cart_items ORDER BY "createdAt"`,
  );
  const through = migrationsBefore(CARTS, true);
  const { applied } = await migrate(testDb.db, through);
  rmSync(through, { recursive: true, force: true });
  expect(applied).toEqual([CARTS]);
});

afterAll(async () => {
  await testDb.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe('migration guest_carts', () => {
  it('moves every line onto its customer’s cart, unchanged', async () => {
    const after = await q<LineRow>(
      `SELECT c."userId" AS user, i."productId" AS product, i.size, i.color, i.quantity, i."variantId" AS variant, i."createdAt"::text AS "createdAt"
         FROM cart_items i JOIN carts c ON c.id = i."cartId" ORDER BY i."createdAt"`,
    );
    expect(before).toHaveLength(4);
    expect(after).toEqual(before);
  });

  it('makes one account cart per customer with lines: no token, no expiry, created with its oldest line', async () => {
    const carts = await q<{ userId: string; tokenHash: string | null; expiresAt: Date | null; day: string }>(
      `SELECT "userId", "tokenHash", "expiresAt", to_char("createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day FROM carts ORDER BY "createdAt"`,
    );
    expect(carts).toEqual([
      { userId: ASHA, tokenHash: null, expiresAt: null, day: '2026-11-01' },
      { userId: RAVI, tokenHash: null, expiresAt: null, day: '2026-11-03' },
    ]);
  });

  it('keeps the rules: one line per cart × variant, one cart per customer, lines go with their cart', async () => {
    const [asha] = await q<{ id: string }>(`SELECT id FROM carts WHERE "userId" = $1`, [ASHA]);
    await expect(
      q(`INSERT INTO cart_items (id, "cartId", "productId", quantity, size, color) VALUES (gen_random_uuid(), $1, $2, 1, 'M', 'Teal')`, [asha.id, KURTA]),
    ).rejects.toThrow(/cart_items_cartId_productId_size_color_key/);
    await expect(q(`INSERT INTO carts (id, "userId", "updatedAt") VALUES (gen_random_uuid(), $1, now())`, [ASHA])).rejects.toThrow(/carts_userId_key/);
    await q(`DELETE FROM users WHERE id = $1`, [RAVI]);
    expect(await q(`SELECT count(*)::int AS n FROM cart_items`)).toEqual([{ n: 2 }]);
  });
});
