// The shop's full-text search: which products match a search and in what order,
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
// 100,000 products for "kurta"); a group in an index's order stops after a page (docs/shop.md, "Search").
//
// Indexes: GIN on the stored document column (migration product_search_document), on the
// NAME_VECTOR expression (migration product_full_text_search) and on the document within its
// category, IN_CATEGORY (migration product_search_in_category; the planner only uses an expression
// index when the query repeats its expression exactly); and the name words ranked in FEATURED order
// (table product_name_words, kept by a trigger), from which a one-word search without filters takes
// its name matches in order without fetching each from products (ranked below).
//
// Flat from 1,000 to 100,000 products (bench/results/history-2026-11.md, "Search flat at 100,000 products"): a GIN bitmap
// costs about 0.2 µs per match (4-5 ms for "kurta"'s 18,584 matches at 100,000 products) and cannot
// stop early, while a walk over products with the stored document costs ~1 µs a row and stops once it
// has what it needs. So what a common word needs (a page, a count to COUNT_CAP) is read by walking a
// bounded number of products, and the GIN indexes serve only words the walk showed to be rare.
import { Prisma, type PrismaClient } from '../../generated/prisma/client';
import { isUuid } from '../../platform/input/validate';
import { COUNT_CAP, countBound } from '../../platform/common/paging';
import type { ProductFilterData, ProductSortKey } from './product.filters';

/**
 * The weighted document, name (A) above description (B): a column kept by a trigger (migration
 * product_search_document), so that a row's match costs ~1 µs instead of computing to_tsvector of
 * its description (40-50 µs).
 */
const DOCUMENT = Prisma.raw(`p."searchDocument"`);
/** The name alone (the first relevance group). Keep in step with the migration. */
const NAME_VECTOR = Prisma.raw(`to_tsvector('english'::regconfig, p."name")`);
/**
 * The stored document's words with the product's category ('/<category id>/kurta'), for the GIN
 * index products_search_in_category_idx (migration product_search_in_category): a search within
 * categories reads only their products' matches from it. Keep in step with the migration.
 */
const IN_CATEGORY = Prisma.raw(`product_search_in_category(p."categoryId", p."searchDocument")`);
/** A search within at most this many categories goes through IN_CATEGORY (one alternative each). */
const MAX_SCOPED_CATEGORIES = 16;

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

/**
 * A query from searchQuery restricted to the name: weight A of the stored document (the name is
 * weighted A, the description B). The same products as NAME_VECTOR @@ query, tested on the stored
 * column (a few µs a row) instead of parsing the name again (~10 µs).
 */
const nameOnly = (query: string) => query.replaceAll(':*', ':*A');

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
 * both answer the same products for every filter. `categoriesNamed`: the ids of the categories
 * `f.category` names, when the caller has looked them up (categoriesNamed below).
 */
export function filterSql(f: ProductFilterData, lowStockThreshold: number, categoriesNamed?: readonly string[]): Prisma.Sql {
  const and: Prisma.Sql[] = [];
  if (f.categoryId !== undefined) and.push(isUuid(f.categoryId) ? Prisma.sql`p."categoryId" = ${f.categoryId.toLowerCase()}::uuid` : Prisma.sql`FALSE`);
  if (f.categoryIds?.length) and.push(Prisma.sql`p."categoryId" = ANY(${uuids(f.categoryIds)})`);
  if (f.category !== undefined && categoriesNamed) and.push(Prisma.sql`p."categoryId" = ANY(${uuids(categoriesNamed)})`);
  else if (f.category !== undefined) {
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
  if (f.sizes?.length) and.push(Prisma.sql`p."inStockSizes" && ${f.sizes}::text[]`);
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

/**
 * How many products a list without a search matches (filterSql), counted up to `bound` + 1: in the
 * order the planner likes best, which for a filter that matches many products is table order,
 * stopping after bound + 1 of them. Decision: not Prisma's count with `take`, which adds ORDER BY id:
 * at 100,000 products it walked the primary key, whose random order visits a different page of the
 * table for each product (women's in ₹500-3,000 with size M: 1,984 pages for 201 matches, 8-12 ms;
 * in table order ~220 pages).
 */
export async function countFiltered(prisma: PrismaClient, filter: ProductFilterData, lowStockThreshold: number, bound: number): Promise<number> {
  const [{ counted }] = await prisma.$queryRaw<{ counted: number }[]>(
    Prisma.sql`SELECT count(*)::int AS counted FROM (SELECT 1 FROM "products" p WHERE ${filterSql(filter, lowStockThreshold)} LIMIT ${bound + 1}) s`,
  );
  return counted;
}

export interface SearchPage {
  /** The page's product ids, in order. */
  ids: string[];
  /** Matches counted up to countBound(window) + 1 (the caller caps it, as for other lists). */
  counted: number;
}

/**
 * One page of a search: `query` from searchQuery, the other filters, the sort (RELEVANCE: groups) and
 * the window. The capped count first, then the page's ids unless there is nothing to page through.
 * Decision: one after the other, not together. A search that matches nothing (a word and a category
 * that has none of it: "kurta" among women's products) then costs one statement, not the page's
 * look-ups as well (at 100,000 products its page took 34 ms, its count 6 ms); the price is one
 * round trip more for the others (the count is ~1 ms).
 */
export async function searchPage(
  prisma: PrismaClient,
  query: string,
  filter: ProductFilterData,
  sort: ProductSortKey,
  window: { limit: number; offset: number },
  lowStockThreshold: number,
): Promise<SearchPage> {
  const named = filter.category === undefined ? undefined : await categoriesNamed(prisma, filter.category);
  const where = filterSql(filter, lowStockThreshold, named);
  const match = Prisma.sql`${DOCUMENT} @@ to_tsquery('english'::regconfig, ${query})`;
  const categories = scope(filter, named);
  const indexed = categories ? Prisma.sql`${IN_CATEGORY} @@ product_search_in_categories(${query}, ${uuids(categories)})` : match;
  const [{ counted }] = await prisma.$queryRaw<{ counted: number }[]>(countSql(match, indexed, where, filtered(filter), countBound(window)));
  if (counted <= window.offset) return { ids: [], counted };
  const few = counted <= COUNT_CAP; // exact: at most COUNT_CAP matches in all
  const rows = await prisma.$queryRaw<{ id: string }[]>(
    sort === 'RELEVANCE'
      ? relevancePage(
          { query, match, indexed, scoped: categories !== undefined, word: filtered(filter) ? undefined : /^([a-z]+):\*$/.exec(query)?.[1] },
          where,
          window,
        )
      : sortedPage(indexed, where, sort, window, few),
  );
  return { ids: rows.map((r) => r.id), counted };
}

/**
 * The categories a search is within, when the filter names at most MAX_SCOPED_CATEGORIES of them:
 * any one of its category conditions will do, since filterSql requires them all anyway (the search
 * then reads only these categories' matches from IN_CATEGORY's index; the rest of the filter still
 * applies). Undefined when the filter has no category condition or names too many.
 */
function scope(f: ProductFilterData, named: readonly string[] | undefined): string[] | undefined {
  const candidates = [f.categoryId === undefined ? undefined : [f.categoryId], f.categoryIds?.length ? f.categoryIds : undefined, named];
  for (const ids of candidates) {
    if (ids === undefined) continue;
    const valid = ids.filter(isUuid).map((id) => id.toLowerCase());
    if (valid.length <= MAX_SCOPED_CATEGORIES) return valid;
  }
  return undefined;
}

/**
 * The ids of the categories a shopper's category filter names (by name, any case, or by slug).
 * Looked up first, so that the search's statements carry the ids themselves: the planner then
 * estimates the category's share of products from its statistics and combines the GIN index with
 * products (categoryId, price) for a word and a category; behind EXISTS on categories it did not
 * know which category and visited every match of the word instead.
 */
export async function categoriesNamed(prisma: PrismaClient, category: string): Promise<string[]> {
  const rows = await prisma.$queryRaw<{ id: string }[]>(
    Prisma.sql`SELECT c."id"::text AS id FROM "categories" c WHERE lower(c."name") = lower(${category}) OR c."slug" = ${category.toLowerCase()}`,
  );
  return rows.map((r) => r.id);
}

/** Whether the list has filters besides the search (filterSql is then more than TRUE). */
const filtered = (f: ProductFilterData) => Object.entries(f).some(([key, value]) => key !== 'search' && value !== undefined);

/** Products (in table order) a count first looks at to tell a common word from a rare one. */
export const SAMPLE_ROWS = 200;
/** Matches among SAMPLE_ROWS that make the words common (10 %): the count then walks products. */
export const COMMON_HITS = 20;
/** The most products a count walks: with ≥ 10 % matching, COUNT_CAP + 1 are found in ~2,000. */
export const SCAN_ROWS = 3000;

/**
 * The capped count (at most bound + 1), chosen by the data rather than by the planner's estimates
 * (PGlite runs no ANALYZE): a sample of SAMPLE_ROWS products in table order; when COMMON_HITS of
 * them match, the count walks at most SCAN_ROWS products in table order, which finds bound + 1
 * matches of a common word after ~(bound + 1) ÷ its share (about 1,100 products for "kurta", 1 ms),
 * or all of them in a shop smaller than SCAN_ROWS; otherwise (a rare word, a selective filter, or a
 * walk that fell short) the GIN index counts them (`indexed`: within the filter's categories when it
 * has some), whose bitmap is then small. COALESCE and CASE run a branch's subquery only when they
 * reach it.
 *
 * Decision: the sample decides the count only. It is in table order, roughly the order products
 * were added, so a word common among the newest products only (a new collection) can look rare in
 * it; the relevance page's probes look at the products it shows first instead (relevancePage).
 *
 * With other filters too, the GIN count is ordered by ctid (an order no index gives): the planner
 * then has to find every match, and does so through the GIN index (combined with the filter's index
 * when it expects that to help). Without it, PostgreSQL (with statistics) took the LIMIT as a reason
 * to scan products in table order, expecting the word's share of the category's products to match,
 * and read all 100,070 products (137 ms) for "kurta" among women's products, which have none.
 */
function countSql(match: Prisma.Sql, indexed: Prisma.Sql, where: Prisma.Sql, filtered: boolean, bound: number): Prisma.Sql {
  const matches = (rows: number) => Prisma.sql`(SELECT * FROM "products" p LIMIT ${rows}) p WHERE ${match} AND ${where}`;
  return Prisma.sql`
    SELECT COALESCE(
      CASE WHEN (SELECT count(*) FROM (SELECT 1 FROM ${matches(SAMPLE_ROWS)} LIMIT ${COMMON_HITS}) s) >= ${COMMON_HITS} THEN (
        SELECT CASE WHEN count(*) > ${bound} OR (SELECT count(*) FROM (SELECT 1 FROM "products" LIMIT ${SCAN_ROWS}) t) < ${SCAN_ROWS} THEN count(*) END
        FROM (SELECT 1 FROM ${matches(SCAN_ROWS)} LIMIT ${bound + 1}) w
      ) END,
      (SELECT count(*) FROM (SELECT 1 FROM "products" p WHERE ${indexed} AND ${where} ${filtered ? Prisma.sql`ORDER BY p.ctid` : Prisma.empty} LIMIT ${bound + 1}) g)
    )::int AS counted`;
}

/**
 * A page in a sort the shopper chose. With few matches (`few`: the count found at most COUNT_CAP),
 * they are all fetched through the GIN index (`indexed`) and sorted (OFFSET 0 keeps the planner from
 * walking the sort's index instead: with the document stored, testing a row looks cheap to it, and
 * for a rare word it would read every product in price order to find a page; PGlite, without
 * statistics, planned just that for a word no product has). Otherwise the planner chooses, as for
 * any list.
 */
function sortedPage(indexed: Prisma.Sql, where: Prisma.Sql, sort: ProductSortKey, window: { limit: number; offset: number }, few: boolean): Prisma.Sql {
  const source = few
    ? Prisma.sql`(SELECT p.* FROM "products" p WHERE ${indexed} AND ${where} OFFSET 0) p`
    : Prisma.sql`"products" p WHERE ${indexed} AND ${where}`;
  return Prisma.sql`SELECT p."id"::text AS id FROM ${source} ORDER BY ${orderBy(sort)} LIMIT ${window.limit} OFFSET ${window.offset}`;
}

/**
 * How many products, in FEATURED order, a relevance group first looks through for its matches. When
 * the page's matches are among them (a common word), the group is done after reading at most this
 * many rows in index order; otherwise the word is rare among them and the GIN index finds its
 * matches. The choice is made by the data, not by the planner's estimates: embedded PGlite runs no
 * ANALYZE, and with default estimates the planner walked the whole FEATURED index for a rare word.
 */
export const PROBE_ROWS = 100;

/** How a search matches, for relevancePage. */
interface Matching {
  /** From searchQuery. */
  query: string;
  /** A row's test (the stored document). */
  match: Prisma.Sql;
  /** The same for the GIN indexes: `match`, or within the filter's categories (IN_CATEGORY). */
  indexed: Prisma.Sql;
  /** Whether `indexed` is within categories. */
  scoped: boolean;
  /** The one word of a search without filters, when it is plain ASCII letters (`ranked` can serve it). */
  word?: string;
}

/**
 * The products with a name word that starts with `word`'s stem, in FEATURED order (id, featured,
 * createdAt), from the ranked index of name words (migration product_name_words): the range of the
 * words with the prefix, read from the index alone and sorted, instead of fetching every match from
 * the table. The same products as NAME_VECTOR @@ 'word:*': the same lexemes (the english
 * configuration stems an ASCII word with english_stem), and `word` is COLLATE "C", so a prefix is the
 * range [stem, stem with its last letter + 1). A stop word has no stem and matches nothing, as in
 * to_tsquery.
 */
function ranked(word: string): Prisma.Sql {
  return Prisma.sql`SELECT DISTINCT w."productId" AS id, w."featured", w."createdAt"
      FROM "product_name_words" w, (SELECT (ts_lexize('english_stem'::regdictionary, ${word}))[1] AS stem) q
      WHERE w."word" >= q.stem AND w."word" < left(q.stem, -1) || chr(ascii(right(q.stem, 1)) + 1)
      ORDER BY w."featured" DESC, w."createdAt" DESC, w."productId" ASC`;
}

/**
 * Relevance: group 1 (every word in the name), then group 2 (the other matches), each in FEATURED
 * order; group 2 is read only when group 1 does not fill the page (one-time InitPlan filters). Rows
 * are tested on the stored document (the name: its weight A); a group's look-up through a GIN index
 * uses the name's own index, or the one within categories when the search is.
 */
function relevancePage(m: Matching, where: Prisma.Sql, window: { limit: number; offset: number }): Prisma.Sql {
  const end = window.offset + window.limit;
  const inName = Prisma.sql`${DOCUMENT} @@ to_tsquery('english'::regconfig, ${nameOnly(m.query)})`;
  const named: Condition = m.scoped
    ? { test: inName, indexed: m.indexed, then: inName }
    : { test: inName, indexed: Prisma.sql`${NAME_VECTOR} @@ to_tsquery('english'::regconfig, ${m.query})`, ordered: m.word ? ranked(m.word) : undefined };
  const described: Condition = { test: Prisma.sql`${m.match} AND NOT (${inName})`, indexed: Prisma.sql`${m.indexed} AND NOT (${inName})` };
  return Prisma.sql`
    WITH ${group('named', named, where, end, Prisma.sql`TRUE`)},
    ${group('described', described, where, end, Prisma.sql`(SELECT count(*) FROM named) < ${end}`)}
    SELECT s."id"::text AS id FROM (
      SELECT n."id", 1 AS grp, n."featured", n."createdAt" FROM named n
      UNION ALL
      SELECT d."id", 2 AS grp, d."featured", d."createdAt" FROM described d
    ) s
    ORDER BY s.grp, s."featured" DESC, s."createdAt" DESC, s."id" ASC
    LIMIT ${window.limit} OFFSET ${window.offset}`;
}

/** A relevance group's condition, as a row's test and as a look-up through a GIN index. */
interface Condition {
  /** On one row (the probe). */
  test: Prisma.Sql;
  /** For the GIN index (with the filter). */
  indexed: Prisma.Sql;
  /**
   * Tested on what `indexed` found, behind OFFSET 0: the planner then cannot look this up through
   * another index (the name's words on the stored document: through products_search_document_idx,
   * every name with the word in the shop, instead of the category's matches).
   */
  then?: Prisma.Sql;
  /** Instead of `indexed` and a sort: the matches already in FEATURED order (ranked), for a search without filters. */
  ordered?: Prisma.Sql;
}

/**
 * CTE `<name>`: the first `end` products matching the group's condition in FEATURED order (only when
 * `needed`). `<name>_probe` looks for them among the first PROBE_ROWS products in that order
 * (`condition.test` on each); if it finds them all, that is the answer. Otherwise the GIN index
 * finds every match (`condition.indexed`), which the probe just showed to be rare, and they are
 * sorted (ordered by an expression, so the planner cannot walk the FEATURED index with the
 * condition as a filter instead).
 * The gates stand outside subqueries with a LIMIT, where PostgreSQL cannot push them down: a closed
 * gate then stops the whole branch before it starts (inside, PostgreSQL started parallel workers only
 * for them to find the gate closed: ~10 ms).
 */
function group(name: string, condition: Condition, where: Prisma.Sql, end: number, needed: Prisma.Sql): Prisma.Sql {
  const cte = Prisma.raw(name);
  const found = condition.then
    ? Prisma.sql`(SELECT p.* FROM "products" p WHERE ${condition.indexed} AND ${where} OFFSET 0) p WHERE ${condition.then}`
    : Prisma.sql`"products" p WHERE ${condition.indexed} AND ${where}`;
  const indexed = condition.ordered
    ? Prisma.sql`SELECT * FROM (${condition.ordered} LIMIT ${end}) g WHERE ${needed}`
    : Prisma.sql`SELECT * FROM (
        SELECT p."id", p."featured", p."createdAt" FROM ${found}
        ORDER BY p."featured"::int DESC, p."createdAt" + interval '0' DESC, p."id" ASC LIMIT ${end}
      ) g WHERE ${needed}`;
  const probed = Prisma.raw(`${name}_probe`);
  return Prisma.sql`${probed} AS (
      SELECT p."id", p."featured", p."createdAt" FROM (
        SELECT p."id", p."featured", p."createdAt", p."searchDocument" FROM "products" p WHERE ${where} ORDER BY ${orderBy('FEATURED')} LIMIT ${PROBE_ROWS}
      ) p WHERE ${needed} AND ${condition.test} LIMIT ${end}
    ),
    ${cte} AS (
      SELECT * FROM ${probed} WHERE (SELECT count(*) FROM ${probed}) >= ${end}
      UNION ALL
      ${indexed} AND (SELECT count(*) FROM ${probed}) < ${end}
    )`;
}
