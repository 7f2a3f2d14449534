// The shop search plans with its trigram indexes at 10,000 products, also for a word no product has
// (issue 16, item 6): PGlite runs no autovacuum, so GIN pending lists (fastupdate) would never be
// merged and the planner would scan every product inside the Node thread instead. Plans, no timings.
import { createTestDb, type TestDb } from '../test/harness';
import { migrate } from '../db/migrator';
import type { SqlSession } from '../db/database';

let testDb: TestDb;
let sql: SqlSession;
beforeAll(async () => {
  testDb = await createTestDb();
  await migrate(testDb.db);
  sql = await testDb.db.session();
  await sql.exec(`INSERT INTO categories (id, name, slug, description, "updatedAt") VALUES (gen_random_uuid(), 'Women', 'women', '', now())`);
  // 10,000 products added after the indexes exist, as a shop grows (no VACUUM afterwards).
  await sql.exec(`INSERT INTO products (id, name, description, price, "categoryId", "updatedAt")
    SELECT gen_random_uuid(), 'Cotton Kurta No. ' || i, 'Soft cotton, easy care, made in India. Size guide on the label. ' || i, 100 + i % 3000, (SELECT id FROM categories LIMIT 1), now()
    FROM generate_series(1, 10000) i`);
  await sql.exec('ANALYZE products');
});
afterAll(async () => {
  await sql.release();
  await testDb.drop();
});

/** The shop list's WHERE for `filter: { search }`, as Prisma sends it (product.filters.ts). */
const SEARCH = `SELECT id FROM products WHERE (name ILIKE ('%' || $1 || '%') OR description ILIKE ('%' || $2 || '%')) ORDER BY featured DESC, "createdAt" DESC, id LIMIT 12`;
const COUNT = `SELECT COUNT(*) FROM (SELECT id FROM products WHERE (name ILIKE ('%' || $1 || '%') OR description ILIKE ('%' || $2 || '%')) OFFSET 0) AS sub`;

async function plan(query: string, term: string): Promise<string> {
  const rows = await sql.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${query}`, [term, term]);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

describe('search plans', () => {
  it('the trigram indexes keep no pending list (fastupdate off)', async () => {
    const rows = await sql.query<{ relname: string; reloptions: string[] | null }>(
      `SELECT relname, reloptions FROM pg_class WHERE relname IN ('products_name_trgm_idx', 'products_description_trgm_idx', 'product_variants_sku_trgm_idx') ORDER BY relname`,
    );
    expect(rows.map((r) => [r.relname, r.reloptions])).toEqual([
      ['product_variants_sku_trgm_idx', ['fastupdate=off']],
      ['products_description_trgm_idx', ['fastupdate=off']],
      ['products_name_trgm_idx', ['fastupdate=off']],
    ]);
  });

  it('a word no product has: the page and its count use both trigram indexes, never a scan of every product', async () => {
    for (const query of [SEARCH, COUNT]) {
      const p = await plan(query, 'zardozi');
      expect(p).toContain('products_name_trgm_idx');
      expect(p).toContain('products_description_trgm_idx');
      expect(p).not.toMatch(/Seq Scan on products/);
    }
  });
});
