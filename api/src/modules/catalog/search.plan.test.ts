// The shop search plans with its indexes at 10,000 products on both engines,
// with the exact statements product-search.service.ts sends (captured, then EXPLAINed):
// * a word no product has: GIN index look-ups, never a scan of every product;
// * a word every product has: the relevance page reads the FEATURED index in order and stops after
//   the page, instead of fetching and sorting 10,000 matches;
// * a word only descriptions have: the second relevance group, the same way;
// * the capped count: a sample of SAMPLE_ROWS products tells a common word (counted by walking
//   products until COUNT_CAP + 1 matches) from a rare one (counted through the GIN index).
// PGlite runs no autovacuum, so the GIN indexes keep no pending list (fastupdate off). Plans and rows
// read (EXPLAIN ANALYZE), no timings.
// @postgres: runs on both databases — hand-written SQL, migrations.
import { createTestDb, type TestDb } from '../../test/harness';
import { migrate } from '../../platform/db/migrator';
import type { SqlSession } from '../../platform/db/database';
import type { PrismaClient, Prisma } from '../../generated/prisma/client';
import { productFilterSchema, type ProductSortKey } from './product.filters';
import { COUNT_CAP } from '../../platform/common/paging';
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
  // Men's: 500 shirts and 20 kurtas, added among the women's over the same time, so that a category
  // holds a word rare in the shop ('shirt'), a word common in the shop is rare in it ('kurta') and
  // another category has none of a word ('shirt' among women's).
  await sql.exec(`INSERT INTO categories (id, name, slug, description, "updatedAt") VALUES (gen_random_uuid(), 'Men', 'men', '', now())`);
  await sql.exec(`INSERT INTO products (id, name, description, price, "categoryId", featured, "createdAt", "updatedAt")
    SELECT gen_random_uuid(), CASE WHEN i % 25 = 0 THEN 'Festive Kurta m' ELSE 'Linen Shirt m' END || i, 'Breathable linen. v' || (i % 200), 500 + i,
           (SELECT id FROM categories WHERE slug = 'men'), false, now() - (19 * i) * interval '1 minute', now()
    FROM generate_series(1, 520) i`);
});
afterAll(async () => {
  await sql.release();
  await testDb.drop();
});

/**
 * The statements searchPage sends after the look-up of a category filter's ids (run, not returned):
 * the count, run; then the page, if any, captured instead of run.
 */
async function statements(search: string, sort: ProductSortKey, filter: Record<string, unknown> = {}): Promise<Prisma.Sql[]> {
  const sent: Prisma.Sql[] = [];
  const capture = {
    $queryRaw: (s: Prisma.Sql) => {
      if (/^SELECT c\."id"::text AS id FROM "categories"/.test(s.text)) return sql.query(s.text, s.values);
      sent.push(s);
      return sent.length === 1 ? sql.query(s.text, s.values) : Promise.resolve([]);
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
    const [women, men] = await Promise.all(
      ['women', 'men'].map(async (slug) => (await sql.query<{ id: string }>(`SELECT id FROM categories WHERE slug = $1`, [slug]))[0].id),
    );
    const cases: [string, Record<string, unknown>, string][] = [
      ['kurta', {}, 'TRUE'],
      ['label', {}, 'TRUE'],
      ['w17', {}, 'TRUE'],
      ['v17 w17', {}, 'TRUE'],
      ['zardozi', {}, 'TRUE'],
      ['kurta', { category: 'women', maxPrice: 150 }, `"categoryId" = '${women}' AND price <= 150`],
      ['kurta', { category: 'men' }, `"categoryId" = '${men}'`],
      ['kurta', { categoryId: men, minPrice: 600 }, `"categoryId" = '${men}' AND price >= 600`],
      ['shirt', { category: 'women' }, `"categoryId" = '${women}'`],
      ['shirt', { categoryIds: [women, men] }, 'TRUE'],
      ['linen v17', { category: 'men' }, `"categoryId" = '${men}'`],
      ['red', { minPrice: 3000 }, 'price >= 3000'],
      // one word of letters, no filter: group 1 from the ranked name words when the probe falls short
      ['maroon', {}, 'TRUE'],
      ['mar', {}, 'TRUE'],
      ['shirts', {}, 'TRUE'],
      ['festive', {}, 'TRUE'],
      ['linen', {}, 'TRUE'],
      ['the', {}, 'TRUE'],
    ];
    for (const [search, filter, where] of cases) {
      const matching = `FROM products WHERE to_tsvector('english', name || ' ' || description) @@ to_tsquery('english', $1) AND ${where}`;
      const [{ matches }] = await sql.query<{ matches: number }>(`SELECT count(*)::int AS matches ${matching}`, [searchQuery(search)]);
      // the order by relevance: every word in the name first, then FEATURED order
      const page = await sql.query<{ id: string }>(
        `SELECT id::text ${matching} ORDER BY NOT (to_tsvector('english', name) @@ to_tsquery('english', $1)), featured DESC, "createdAt" DESC, id LIMIT 12`,
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
      expect({ search, filter, counted: Math.min(counted, COUNT_CAP + 1), ids }).toEqual({
        search,
        filter,
        counted: Math.min(matches, COUNT_CAP + 1),
        ids: page.map((r) => r.id),
      });
    }
  });

  it("a word within a category: the count and the page read that category's matches from its own index, not every match of the word", async () => {
    // 'kurta' is in 10,020 names, 20 of them men's: neither the count's sample nor the probes find
    // enough, so the count and the page go through the index of words within categories
    const [count, relevance] = await statements('kurta', 'RELEVANCE', { category: 'men' });
    const [, cheapest] = await statements('kurta', 'PRICE_LOW', { category: 'men' });
    for (const s of [count, relevance, cheapest]) {
      const analyzed = await plan(s, true);
      expect(analyzed).toMatch(/Bitmap Index Scan on products_search_in_category_idx[^\n]*\(actual/);
      expect(analyzed).not.toMatch(/Bitmap Index Scan on products_(search_document|name_search)_idx[^\n]*\(actual/);
      // the count's sample, or the probes (PROBE_ROWS men's products in FEATURED order: one product in
      // 20 is men's, so the planner may walk ~2,000), and the 20 matches; never the word's 10,020
      expect(productRowsRead(analyzed)).toBeLessThan(3000);
    }
    // a word a category does not have ('shirt' among women's): the count's sample, then nothing
    const none = await statements('shirt', 'RELEVANCE', { category: 'women' });
    expect(none).toHaveLength(1);
    const analyzed = await plan(none[0], true);
    expect(analyzed).toMatch(/Bitmap Index Scan on products_search_in_category_idx[^\n]*\(actual rows=0/);
    expect(productRowsRead(analyzed)).toBeLessThanOrEqual(SAMPLE_ROWS);
  });

  it('one rare word of letters without filters ("maroon": 1,000 names, none featured): the page reads the ranked name words, not every match from products', async () => {
    const [, relevance] = await statements('maroon', 'RELEVANCE');
    const analyzed = await plan(relevance, true);
    // the index of name words (ranked, or without a visibility map the primary key's range and the narrow table)
    expect(analyzed).toMatch(/(Index (Only )?Scan using|Bitmap Index Scan on) product_name_words_\w+[^\n]*\(actual rows=1000/);
    expect(analyzed).not.toMatch(/Bitmap Index Scan on products_name_search_idx[^\n]*\(actual/);
    expect(productRowsRead(analyzed)).toBeLessThanOrEqual(PROBE_ROWS); // the probe only
    // with a filter, a digit in the word or two words: the GIN index of names, as before
    for (const [search, filter] of [
      ['maroon', { maxPrice: 2000 }],
      ['w17', {}],
      ['maroon kurta', {}],
    ] as const) {
      const [, page] = await statements(search, 'RELEVANCE', filter);
      expect(await plan(page)).not.toContain('product_name_words');
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

describe('the ranked name words', () => {
  const words = async (id: string) =>
    (
      await sql.query<{ w: string }>(
        `SELECT word || ' ' || featured || ' ' || "createdAt"::text AS w FROM product_name_words WHERE "productId" = $1 ORDER BY word`,
        [id],
      )
    ).map((r) => r.w);
  const expected = async (id: string) =>
    (
      await sql.query<{ w: string }>(
        `SELECT w.lexeme || ' ' || p.featured || ' ' || p."createdAt"::text AS w FROM products p, unnest(to_tsvector('english', p.name)) w WHERE p.id = $1 ORDER BY 1`,
        [id],
      )
    ).map((r) => r.w);

  it('follow each product: added, renamed, featured, re-dated, sold, deleted', async () => {
    const [{ id }] = await sql.query<{ id: string }>(
      `INSERT INTO products (id, name, description, price, "categoryId", "updatedAt") VALUES (gen_random_uuid(), 'Patola Silk Sarees', '', 900, (SELECT id FROM categories LIMIT 1), now()) RETURNING id::text`,
    );
    expect(await words(id)).toEqual(await expected(id));
    expect((await words(id)).map((w) => w.split(' ')[0])).toEqual(['patola', 'sare', 'silk']);
    for (const change of [
      `name = 'Bandhani Dupatta'`,
      'featured = true',
      `"createdAt" = now() - interval '3 days'`,
      '"soldCount" = 3',
      `name = name, featured = featured`,
    ]) {
      await sql.query(`UPDATE products SET ${change} WHERE id = $1`, [id]);
      expect({ change, words: await words(id) }).toEqual({ change, words: await expected(id) });
    }
    expect((await words(id)).map((w) => w.split(' ')[0])).toEqual(['bandhani', 'dupatta']);
    await sql.query(`DELETE FROM products WHERE id = $1`, [id]);
    expect(await words(id)).toEqual([]);
  });

  it('hold exactly the lexemes of every name', async () => {
    const [{ missing, extra }] = await sql.query<{ missing: number; extra: number }>(
      `WITH truth AS (SELECT w.lexeme COLLATE "C" AS word, p.id, p.featured, p."createdAt" FROM products p, unnest(to_tsvector('english', p.name)) w),
            kept AS (SELECT word, "productId" AS id, featured, "createdAt" FROM product_name_words)
       SELECT (SELECT count(*)::int FROM (SELECT * FROM truth EXCEPT SELECT * FROM kept) m) AS missing,
              (SELECT count(*)::int FROM (SELECT * FROM kept EXCEPT SELECT * FROM truth) e) AS extra`,
    );
    expect({ missing, extra }).toEqual({ missing: 0, extra: 0 });
  });
});
