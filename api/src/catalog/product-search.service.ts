// The shop's full-text search (issue 16, item 5): which products match a search and in what order,
// as one page of ids and a (capped) count, in SQL. Prisma cannot express a tsvector match or an order
// by relevance, so a list with a search runs here; ProductService then reads the page's rows by id.
//
// Matching: every word the shopper typed, as a prefix ('kurt' finds kurta and kurti), stemmed with
// PostgreSQL's 'english' configuration ('kurtas' finds kurta, 'sarees' saree), in the name or the
// description. The words are extracted here (letters, digits and marks only), so no text a shopper
// types can be tsquery syntax; punctuation alone is no word and matches nothing.
//
// Relevance (the order when the shopper chose none): products with every word in the name first,
// then those matching through the description, each group in the shop's FEATURED order. Coarser than
// ts_rank, on purpose: ts_rank needs every match's document, i.e. O(matches) work per page (10,000 at
// 100,000 products for "kurta"); a group in an index's order stops after a page (see README "Search").
//
// Indexes (migration product_full_text_search): GIN on DOCUMENT below and on NAME_VECTOR; the planner
// only uses them when the query repeats their expressions exactly.
import { Prisma, type PrismaClient } from '../generated/prisma/client';
import { isUuid } from '../common/validate';
import { countBound } from '../common/paging';
import type { ProductFilterData, ProductSortKey } from './product.filters';

/** The weighted document: name (A) above description (B). Keep in step with the migration. */
const DOCUMENT = Prisma.raw(
  `(setweight(to_tsvector('english'::regconfig, p."name"), 'A') || setweight(to_tsvector('english'::regconfig, p."description"), 'B'))`,
);
/** The name alone (the first relevance group). Keep in step with the migration. */
const NAME_VECTOR = Prisma.raw(`to_tsvector('english'::regconfig, p."name")`);

/** At most this many words of a search count (the search is at most 200 characters anyway). */
const MAX_WORDS = 16;

/**
 * The search as a tsquery text: each word a prefix, all of them required ('kurt:* & silk:*'); null
 * when the text has no word (only punctuation or spaces). Words are letters, digits and combining
 * marks, so nothing typed can be tsquery syntax.
 */
export function searchQuery(text: string): string | null {
  const words =
    text
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu)
      ?.slice(0, MAX_WORDS) ?? [];
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

const ORDER: Record<ProductSortKey, string> = {
  FEATURED: 'p."featured" DESC, p."createdAt" DESC',
  PRICE_LOW: 'p."price" ASC',
  PRICE_HIGH: 'p."price" DESC',
  NEWEST: 'p."createdAt" DESC',
  OLDEST: 'p."createdAt" ASC',
  POPULAR: 'p."soldCount" DESC, p."createdAt" DESC',
  NAME_ASC: 'p."name" ASC',
  NAME_DESC: 'p."name" DESC',
  STOCK_ASC: 'p."stock" ASC',
  STOCK_DESC: 'p."stock" DESC',
  // RELEVANCE orders groups (searchIds); within a group, the FEATURED order.
  RELEVANCE: 'p."featured" DESC, p."createdAt" DESC',
};
/** As productOrderBy (product.filters.ts): every order ends with id, so pages never overlap. */
const orderBy = (sort: ProductSortKey) => Prisma.raw(`${ORDER[sort]}, p."id" ASC`);

const uuids = (ids: readonly string[]) => Prisma.sql`${ids.filter(isUuid).map((id) => id.toLowerCase())}::uuid[]`;

/**
 * The list's filters other than `search`, as SQL on `products p`: the same conditions as
 * productWhere (product.filters.ts) builds for Prisma; product-search.service.test.ts checks that
 * both answer the same products for every filter.
 */
export function filterSql(f: ProductFilterData, lowStockThreshold: number): Prisma.Sql {
  const and: Prisma.Sql[] = [];
  if (f.categoryId !== undefined) and.push(isUuid(f.categoryId) ? Prisma.sql`p."categoryId" = ${f.categoryId.toLowerCase()}::uuid` : Prisma.sql`FALSE`);
  if (f.categoryIds?.length) and.push(Prisma.sql`p."categoryId" = ANY(${uuids(f.categoryIds)})`);
  if (f.category !== undefined) {
    and.push(
      Prisma.sql`EXISTS (SELECT 1 FROM "categories" c WHERE c."id" = p."categoryId" AND (lower(c."name") = lower(${f.category}) OR c."slug" = ${f.category.toLowerCase()}))`,
    );
  }
  if (f.minPrice !== undefined) and.push(Prisma.sql`p."price" >= ${String(f.minPrice)}::numeric`);
  if (f.maxPrice !== undefined) and.push(Prisma.sql`p."price" <= ${String(f.maxPrice)}::numeric`);
  if (f.nameOrSku !== undefined) {
    const like = `%${f.nameOrSku.replace(/[\\%_]/g, '\\$&')}%`;
    and.push(Prisma.sql`(p."name" ILIKE ${like} OR EXISTS (SELECT 1 FROM "product_variants" v WHERE v."productId" = p."id" AND v."sku" ILIKE ${like}))`);
  }
  if (f.sizes?.length)
    and.push(Prisma.sql`EXISTS (SELECT 1 FROM "product_variants" v WHERE v."productId" = p."id" AND v."size" = ANY(${f.sizes}::text[]) AND v."stock" > 0)`);
  if (f.lowStock !== undefined) {
    const low = Prisma.sql`EXISTS (SELECT 1 FROM "product_variants" v WHERE v."productId" = p."id" AND v."stock" <= ${lowStockThreshold})`;
    and.push(f.lowStock ? low : Prisma.sql`NOT ${low}`);
  }
  if (f.featured !== undefined) and.push(Prisma.sql`p."featured" = ${f.featured}`);
  if (f.ids !== undefined) and.push(Prisma.sql`p."id" = ANY(${uuids(f.ids)})`);
  if (f.onSale === true) and.push(Prisma.sql`p."originalPrice" > p."price"`);
  if (f.onSale === false) and.push(Prisma.sql`(p."originalPrice" IS NULL OR p."originalPrice" <= p."price")`);
  if (f.inStock !== undefined) and.push(f.inStock ? Prisma.sql`p."stock" > 0` : Prisma.sql`p."stock" <= 0`);
  return and.length ? Prisma.join(and, ' AND ') : Prisma.sql`TRUE`;
}

export interface SearchPage {
  /** The page's product ids, in order. */
  ids: string[];
  /** Matches counted up to countBound(window) + 1 (the caller caps it, as for other lists). */
  counted: number;
}

/**
 * One page of a search: `query` from searchQuery, the other filters, the sort (RELEVANCE: groups) and
 * the window. Two statements, run together: the page's ids and the capped count.
 */
export async function searchPage(
  prisma: PrismaClient,
  query: string,
  filter: ProductFilterData,
  sort: ProductSortKey,
  window: { limit: number; offset: number },
  lowStockThreshold: number,
): Promise<SearchPage> {
  const where = filterSql(filter, lowStockThreshold);
  const match = Prisma.sql`${DOCUMENT} @@ to_tsquery('english'::regconfig, ${query})`;
  const [rows, [{ counted }]] = await Promise.all([
    prisma.$queryRaw<{ id: string }[]>(sort === 'RELEVANCE' ? relevancePage(query, match, where, window) : sortedPage(match, where, sort, window)),
    prisma.$queryRaw<{ counted: number }[]>(
      Prisma.sql`SELECT count(*)::int AS counted FROM (SELECT 1 FROM "products" p WHERE ${match} AND ${where} LIMIT ${countBound(window) + 1}) m`,
    ),
  ]);
  return { ids: rows.map((r) => r.id), counted };
}

function sortedPage(match: Prisma.Sql, where: Prisma.Sql, sort: ProductSortKey, window: { limit: number; offset: number }): Prisma.Sql {
  return Prisma.sql`SELECT p."id"::text AS id FROM "products" p WHERE ${match} AND ${where} ORDER BY ${orderBy(sort)} LIMIT ${window.limit} OFFSET ${window.offset}`;
}

/**
 * How many products, in FEATURED order, a relevance group first looks through for its matches. When
 * the page's matches are among them (a common word), the group is done after reading at most this
 * many rows in index order; otherwise the word is rare among them and the GIN index finds its few
 * matches. The choice is made by the data, not by the planner's estimates: embedded PGlite runs no
 * ANALYZE, and with default estimates the planner walked the whole FEATURED index for a rare word.
 */
export const PROBE_ROWS = 100;

/**
 * Relevance: group 1 (every word in the name), then group 2 (the other matches), each in FEATURED
 * order; group 2 is read only when group 1 does not fill the page (one-time InitPlan filters).
 */
function relevancePage(query: string, match: Prisma.Sql, where: Prisma.Sql, window: { limit: number; offset: number }): Prisma.Sql {
  const end = window.offset + window.limit;
  const inName = Prisma.sql`${NAME_VECTOR} @@ to_tsquery('english'::regconfig, ${query})`;
  const onlyDescription = Prisma.sql`${match} AND NOT (${inName})`;
  return Prisma.sql`
    WITH ${group('named', inName, where, end, Prisma.sql`TRUE`)},
    ${group('described', onlyDescription, where, end, Prisma.sql`(SELECT count(*) FROM named) < ${end}`)}
    SELECT s."id"::text AS id FROM (
      SELECT n."id", 1 AS grp, n."featured", n."createdAt" FROM named n
      UNION ALL
      SELECT d."id", 2 AS grp, d."featured", d."createdAt" FROM described d
    ) s
    ORDER BY s.grp, s."featured" DESC, s."createdAt" DESC, s."id" ASC
    LIMIT ${window.limit} OFFSET ${window.offset}`;
}

/**
 * CTE `<name>`: the first `end` products matching `condition` in FEATURED order (only when `needed`).
 * `<name>_probe` looks for them among the first PROBE_ROWS products in that order; if it finds them
 * all, that is the answer. Otherwise the GIN index finds every match, which the probe just showed to
 * be rare, and they are sorted (ordered by an expression, so the planner cannot walk the FEATURED
 * index with the condition as a filter instead). The gates stand outside subqueries with a LIMIT,
 * where PostgreSQL cannot push them down: a closed gate then stops the whole branch before it starts
 * (inside, PostgreSQL started parallel workers only for them to find the gate closed: ~10 ms).
 */
function group(name: string, condition: Prisma.Sql, where: Prisma.Sql, end: number, needed: Prisma.Sql): Prisma.Sql {
  const cte = Prisma.raw(name);
  const probe = Prisma.raw(`${name}_probe`);
  return Prisma.sql`${probe} AS (
      SELECT p."id", p."featured", p."createdAt" FROM (
        SELECT p."id", p."featured", p."createdAt", p."name", p."description" FROM "products" p WHERE ${where} ORDER BY ${orderBy('FEATURED')} LIMIT ${PROBE_ROWS}
      ) p WHERE ${needed} AND ${condition} LIMIT ${end}
    ),
    ${cte} AS (
      SELECT * FROM ${probe} WHERE (SELECT count(*) FROM ${probe}) >= ${end}
      UNION ALL
      SELECT * FROM (
        SELECT p."id", p."featured", p."createdAt" FROM "products" p WHERE ${condition} AND ${where}
        ORDER BY p."featured"::int DESC, p."createdAt" + interval '0' DESC, p."id" ASC LIMIT ${end}
      ) g WHERE ${needed} AND (SELECT count(*) FROM ${probe}) < ${end}
    )`;
}
