// The shop search plans with its indexes at 10,000 products on both engines (issue 16, items 5 and 6),
// with the exact statements product-search.service.ts sends (captured, then EXPLAINed):
// * a word no product has: GIN index look-ups, never a scan of every product;
// * a word every product has: the relevance page reads the FEATURED index in order and stops after
//   the page, instead of fetching and sorting 10,000 matches;
// * a word only descriptions have: the second relevance group, the same way;
// * the capped count: a sample of SAMPLE_ROWS products tells a common word (counted by walking
//   products until COUNT_CAP + 1 matches) from a rare one (counted through the GIN index).
// PGlite runs no autovacuum, so the GIN indexes keep no pending list (fastupdate off). Plans and rows
// read (EXPLAIN ANALYZE), no timings.
import { createTestDb, type TestDb } from '../test/harness';
import { migrate } from '../db/migrator';
import type { SqlSession } from '../db/database';
import type { PrismaClient, Prisma } from '../generated/prisma/client';
import { productFilterSchema, type ProductSortKey } from './product.filters';
import { COUNT_CAP } from '../common/paging';
import { PROBE_ROWS, SAMPLE_ROWS, searchPage, searchQuery } from './product-search.service';

let testDb: TestDb;
let sql: SqlSession;
beforeAll(async () => {
  testDb = await createTestDb();
  await migrate(testDb.db);
  sql = await testDb.db.session();
  await sql.exec(`INSERT INTO categories (id, name, slug, description, "updatedAt") VALUES (gen_random_uuid(), 'Women', 'women', '', now())`);
  // 10,000 products added after the indexes exist, as a shop grows (no VACUUM afterwards). Every name
  // has 'kurta', every description 'label'; a few hundred other words give the planner the spread of
  // words a real catalogue has (with only two, PostgreSQL estimates every prefix at 2 %).
  await sql.exec(`INSERT INTO products (id, name, description, price, "categoryId", featured, "createdAt", "updatedAt")
    SELECT gen_random_uuid(), 'Cotton Kurta ' || (ARRAY['red','blue','green','yellow','maroon','navy','teal','pink','white','black'])[1 + i % 10] || ' w' || (i % 300) || ' No. ' || i,
           'Soft fabric, easy care, made in India. Size guide on the label. v' || (i % 200), 100 + i % 3000,
           (SELECT id FROM categories LIMIT 1), i % 50 = 0, now() - i * interval '1 minute', now()
    FROM generate_series(1, 10000) i`);
});
afterAll(async () => {
  await sql.release();
  await testDb.drop();
});

/** The statements searchPage sends (the count, run; then the page, if any, captured instead of run). */
async function statements(search: string, sort: ProductSortKey, filter: Record<string, unknown> = {}): Promise<Prisma.Sql[]> {
  const sent: Prisma.Sql[] = [];
  const run = (s: Prisma.Sql) => (sent.length ? Promise.resolve([]) : sql.query(s.text, s.values));
  const capture = {
    $queryRaw: (s: Prisma.Sql) => {
      const answer = run(s);
      sent.push(s);
      return answer;
    },
  } as unknown as PrismaClient;
  await searchPage(capture, searchQuery(search)!, productFilterSchema.parse({ ...filter, search }), sort, { limit: 12, offset: 0 }, 3);
  return sent;
}

async function plan(statement: Prisma.Sql, analyze = false): Promise<string> {
  const explain = analyze ? 'EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF)' : 'EXPLAIN';
  const rows = await sql.query<{ 'QUERY PLAN': string }>(`${explain} ${statement.text}`, statement.values);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

/** Rows the executed plan read from products: what its scans returned plus what their filters removed. */
function productRowsRead(analyzed: string): number {
  let read = 0;
  let loops = 0; // of the products scan whose detail lines follow, 0 for any other node
  for (const line of analyzed.split('\n')) {
    const scan = /(Seq Scan|Index Scan|Index Only Scan|Bitmap Heap Scan)( using \S+)? on products .*actual rows=([\d.]+) loops=(\d+)/.exec(line);
    const removed = /Rows Removed by (Filter|Index Recheck): (\d+)/.exec(line);
    if (scan) {
      loops = Number(scan[4]);
      read += Number(scan[3]) * loops;
    } else if (removed) read += Number(removed[2]) * loops;
    else if (line.includes('->')) loops = 0;
  }
  return read;
}

// First as embedded PGlite runs (no ANALYZE ever: the planner's default estimates), then with statistics.
describe.each([
  ['without statistics', false],
  ['after ANALYZE', true],
])('search plans, %s', (_, analyzed) => {
  beforeAll(async () => {
    if (analyzed) await sql.exec('ANALYZE products');
  });

  it('the GIN indexes keep no pending list (fastupdate off)', async () => {
    const rows = await sql.query<{ relname: string; reloptions: string[] | null }>(
      `SELECT relname, reloptions FROM pg_class WHERE relname IN ('products_name_trgm_idx', 'products_description_trgm_idx', 'product_variants_sku_trgm_idx', 'products_search_idx', 'products_search_document_idx', 'products_name_search_idx') ORDER BY relname`,
    );
    expect(rows.map((r) => [r.relname, r.reloptions])).toEqual([
      ['product_variants_sku_trgm_idx', ['fastupdate=off']],
      ['products_name_search_idx', ['fastupdate=off']],
      ['products_name_trgm_idx', ['fastupdate=off']],
      ['products_search_document_idx', ['fastupdate=off']],
    ]);
  });

  it('a word no product has: one statement, the count, which reads its sample, then the GIN index', async () => {
    const sent = await statements('zardozi', 'RELEVANCE');
    expect(sent).toHaveLength(1);
    const counted = await plan(sent[0], true);
    expect(counted).toMatch(/Bitmap Index Scan on products_search_document_idx[^\n]*\(actual/);
    expect(productRowsRead(counted)).toBeLessThanOrEqual(SAMPLE_ROWS);
  });

  it('a rare word (a few matches): the page, by relevance or in a chosen sort, uses the GIN indexes, never a walk of every product', async () => {
    const [, relevance] = await statements('v17 w17', 'RELEVANCE');
    const [, cheapest] = await statements('v17 w17', 'PRICE_LOW');
    expect(await plan(relevance)).toContain('products_name_search_idx');
    for (const s of [relevance, cheapest]) {
      const p = await plan(s, true);
      expect(p).toContain('products_search_document_idx');
      expect(p).not.toMatch(/Seq Scan on products/);
      expect(productRowsRead(p)).toBeLessThanOrEqual(2 * PROBE_ROWS + 2 * COUNT_CAP); // the probes and (twice at most) the matches
    }
  });

  it('a word in every name: the relevance page reads one page of the FEATURED index in order, nothing else; the count walks COUNT_CAP + 1 products', async () => {
    const [count, relevance] = await statements('kurta', 'RELEVANCE');
    const analyzed = await plan(relevance, true);
    expect(analyzed).toContain('products_featured_createdAt_id_idx');
    expect(productRowsRead(analyzed)).toBeGreaterThan(0);
    expect(productRowsRead(analyzed)).toBeLessThanOrEqual(12);
    const counted = await plan(count, true);
    // the sample (stops at its 20th match), then the walk to COUNT_CAP + 1 matches: no GIN bitmap of all 10,000
    expect(counted).not.toMatch(/Bitmap Index Scan on products_search_document_idx[^\n]*\(actual/);
    expect(productRowsRead(counted)).toBeLessThanOrEqual(SAMPLE_ROWS + COUNT_CAP + 1);
  });

  it('a rarer word ("w17", in 11 names of 300): the count reads its sample, then the GIN index finds the matches', async () => {
    const [count] = await statements('w17', 'RELEVANCE');
    const counted = await plan(count, true);
    expect(counted).toMatch(/Bitmap Index Scan on products_search_document_idx[^\n]*\(actual/);
    expect(productRowsRead(counted)).toBeLessThanOrEqual(SAMPLE_ROWS + COUNT_CAP + 1);
  });

  it('the count is the truth up to COUNT_CAP + 1, whichever way it counts (walk, GIN, with filters)', async () => {
    const db = { $queryRaw: (s: Prisma.Sql) => sql.query(s.text, s.values) } as unknown as PrismaClient;
    const cases: [string, Record<string, unknown>, string][] = [
      ['kurta', {}, 'TRUE'],
      ['label', {}, 'TRUE'],
      ['w17', {}, 'TRUE'],
      ['v17 w17', {}, 'TRUE'],
      ['zardozi', {}, 'TRUE'],
      ['kurta', { category: 'women', maxPrice: 150 }, 'price <= 150'],
      ['kurta', { category: 'men' }, 'FALSE'],
      ['red', { minPrice: 3000 }, 'price >= 3000'],
    ];
    for (const [search, filter, where] of cases) {
      const [{ matches }] = await sql.query<{ matches: number }>(
        `SELECT count(*)::int AS matches FROM products WHERE to_tsvector('english', name || ' ' || description) @@ to_tsquery('english', $1) AND ${where}`,
        [searchQuery(search)],
      );
      const { counted, ids } = await searchPage(
        db,
        searchQuery(search)!,
        productFilterSchema.parse({ ...filter, search }),
        'RELEVANCE',
        { limit: 12, offset: 0 },
        3,
      );
      expect({ search, filter, counted: Math.min(counted, COUNT_CAP + 1), page: ids.length }).toEqual({
        search,
        filter,
        counted: Math.min(matches, COUNT_CAP + 1),
        page: Math.min(matches, 12),
      });
    }
  });

  it('a word only in descriptions: the second group reads one page of the FEATURED index in order too', async () => {
    const [, relevance] = await statements('label', 'RELEVANCE');
    const analyzed = await plan(relevance, true);
    // the probe of group 1 (no name has the word: its PROBE_ROWS rows), then one page for group 2
    expect(productRowsRead(analyzed)).toBeLessThanOrEqual(PROBE_ROWS + 12);
  });

  it('words no product has, or rare ones: the relevance page reads at most the probes and the matches, never every product', async () => {
    for (const word of ['zardozi', 'w17', 'v17 w17']) {
      const [{ matches }] = await sql.query<{ matches: number }>(
        `SELECT count(*)::int AS matches FROM products WHERE to_tsvector('english', name || ' ' || description) @@ to_tsquery('english', $1)`,
        [searchQuery(word)],
      );
      expect(matches).toBeLessThan(500);
      const [, relevance] = await statements(word, 'RELEVANCE');
      if (!relevance) continue; // no match: no page (the count said so)
      const analyzed = await plan(relevance, true);
      expect({ word, scan: /Seq Scan on products[^\n]*\(actual/.test(analyzed) }).toEqual({ word, scan: false });
      expect(productRowsRead(analyzed)).toBeLessThanOrEqual(2 * PROBE_ROWS + 2 * matches + 24);
    }
  });
});
