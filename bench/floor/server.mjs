#!/usr/bin/env node
// The physical floor of the speed targets (docs/performance.md): a bare `node:http` + `pg` server that
// runs the SAME SQL as the shop's API (copied from what Prisma sends, captured on the wire) for the
// bench's read scenarios and answers the SAME JSON (bench/floor.mjs checks it byte for byte after
// parsing). No framework, no GraphQL execution, no validation, no logging, no middleware: what is left
// is the database round trips, the row parsing of `pg` and JSON.stringify. Nothing in the shop uses
// it; it exists so that the API's speed can be stated as a fraction of what is physically possible.
//
//   DATABASE_URL=postgresql://… PORT=4600 node bench/floor/server.mjs
//
// It understands exactly what the bench asks (bench/lib/scenarios.mjs): POST /graphql with the
// operations Products($limit), Filtered, Search and Product($id), and GET /api/products?limit=N.
// The fixed filters of Filtered and Search are those of the bench's query texts.
import http from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const ROOT = new URL('../..', import.meta.url).pathname;
const { Pool } = createRequire(join(ROOT, 'api/package.json'))('pg');

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.FLOOR_POOL_SIZE || 10) });
pool.on('error', () => {});

const P = '"public"."products"';
const COLS = ['id', 'name', 'description', 'price', 'originalPrice', 'categoryId', 'images', 'imageAlts', 'sizes', 'colors', 'stock', 'featured', 'ratingCount', 'ratingSum', 'createdAt', 'updatedAt']
  .map((c) => `${P}."${c}"`)
  .join(', ');
const FEATURED = `ORDER BY ${P}."featured" DESC, ${P}."createdAt" DESC, ${P}."id" ASC`;
/** The page and its count, with the filter's own parameters first ($1…$n), then LIMIT and OFFSET. */
const list = (where, order, n) => `SELECT ${COLS} FROM ${P} ${where} ${order} LIMIT $${n + 1} OFFSET $${n + 2}`;
const count = (where, n) => `SELECT COUNT(*) AS "_count$_all" FROM (SELECT ${P}."id" FROM ${P} ${where} OFFSET $${n + 1}) AS "sub"`;

const ALL = 'WHERE 1=1';
const CATEGORY_FILTER = `LEFT JOIN "public"."categories" AS "j0" ON ("j0"."id") = (${P}."categoryId") WHERE ((("j0"."name" ILIKE $1 OR "j0"."slug" = $2) AND ("j0"."id" IS NOT NULL)) AND ${P}."price" >= $3 AND ${P}."price" <= $4 AND EXISTS(SELECT "t1"."productId" FROM "public"."product_variants" AS "t1" WHERE ("t1"."size" IN ($5) AND "t1"."stock" > $6 AND (${P}."id") = ("t1"."productId") AND "t1"."productId" IS NOT NULL)))`;
// The shop's full-text match on its stored document (api/src/modules/catalog/product-search.service.ts, its
// GIN index), in relevance order: every word in the name first, then the FEATURED order. The
// service reaches the same answer in cheaper steps at scale; at the bench's size this is its floor.
const SEARCH_FILTER = `WHERE ${P}."searchDocument" @@ to_tsquery('english'::regconfig, $1)`;
const RELEVANCE = `ORDER BY (to_tsvector('english'::regconfig, ${P}."name") @@ to_tsquery('english'::regconfig, $1)) DESC, ${P}."featured" DESC, ${P}."createdAt" DESC, ${P}."id" ASC`;

const SQL = {
  all: { list: list(ALL, FEATURED, 0), count: count(ALL, 0), params: [] },
  filtered: { list: list(CATEGORY_FILTER, `ORDER BY ${P}."price" ASC, ${P}."id" ASC`, 6), count: count(CATEGORY_FILTER, 6), params: ['women', 'women', '500', '3000', 'M', 0] },
  search: { list: list(SEARCH_FILTER, RELEVANCE, 1), count: count(SEARCH_FILTER, 1), params: ['kurta:*'] },
};
const CATEGORY_COLS = ['id', 'name', 'slug', 'description', 'image', 'createdAt', 'updatedAt'].map((c) => `"public"."categories"."${c}"`).join(', ');
const inList = (n, from = 1) => Array.from({ length: n }, (_, i) => `$${from + i}`).join(',');
const categoriesSql = (n) => `SELECT ${CATEGORY_COLS} FROM "public"."categories" WHERE "public"."categories"."id" IN (${inList(n)}) OFFSET $${n + 1}`;
const countsSql = (n) =>
  `SELECT COUNT(*) AS "_count$_all", ${P}."categoryId" FROM ${P} WHERE ${P}."categoryId" IN (${inList(n)}) GROUP BY ${P}."categoryId" OFFSET $${n + 1}`;
const variantsSql = (n) =>
  `SELECT "public"."product_variants"."id", "public"."product_variants"."productId", "public"."product_variants"."size", "public"."product_variants"."color", "public"."product_variants"."sku", "public"."product_variants"."stock", "public"."product_variants"."position" FROM "public"."product_variants" WHERE "public"."product_variants"."productId" IN (${inList(n)}) ORDER BY "public"."product_variants"."position" ASC OFFSET $${n + 1}`;
const productSql = `SELECT ${COLS} FROM ${P} WHERE (${P}."id" = $1 AND 1=1) LIMIT $2 OFFSET $3`;

const money = (v) => (v === null ? null : Number(v).toFixed(2));
const unique = (xs) => [...new Set(xs)];

/** The page's rows and total, as ProductService.list reads them (list and count at once). */
async function page(kind, limit) {
  const q = SQL[kind];
  const [rows, total] = await Promise.all([pool.query(q.list, [...q.params, limit, 0]), pool.query(q.count, [...q.params, 0])]);
  return { rows: rows.rows, total: Number(total.rows[0]['_count$_all']) };
}

/** GraphQL products page: items { id name price originalPrice images stock category { id name productCount } }. */
async function productsPage(kind, limit) {
  const { rows, total } = await page(kind, limit);
  const ids = unique(rows.map((r) => r.categoryId));
  const [cats, counts] = ids.length
    ? await Promise.all([pool.query(categoriesSql(ids.length), [...ids, 0]), pool.query(countsSql(ids.length), [...ids, 0])])
    : [{ rows: [] }, { rows: [] }];
  const catById = new Map(cats.rows.map((c) => [c.id, c]));
  const countById = new Map(counts.rows.map((c) => [c.categoryId, Number(c['_count$_all'])]));
  const items = rows.map((r) => {
    const c = catById.get(r.categoryId);
    return {
      id: r.id,
      name: r.name,
      price: money(r.price),
      originalPrice: money(r.originalPrice),
      images: r.images,
      stock: r.stock,
      category: c ? { id: c.id, name: c.name, productCount: countById.get(c.id) ?? 0 } : null,
    };
  });
  return { data: { products: { total, items } } };
}

const discountPercent = (price, original) => {
  if (original === null) return 0;
  const p = Math.round(Number(price) * 100);
  const o = Math.round(Number(original) * 100);
  return o > p ? Math.round(((o - p) * 100) / o) : 0;
};

/** GraphQL product(id) { id name description price originalPrice discountPercent images sizes colors stock inStock category { id name slug } }. */
async function product(id) {
  const r = (await pool.query(productSql, [id, 1, 0])).rows[0];
  if (!r) return { data: { product: null } };
  const c = (await pool.query(categoriesSql(1), [r.categoryId, 0])).rows[0];
  return {
    data: {
      product: {
        id: r.id,
        name: r.name,
        description: r.description,
        price: money(r.price),
        originalPrice: money(r.originalPrice),
        discountPercent: discountPercent(r.price, r.originalPrice),
        images: r.images,
        sizes: r.sizes,
        colors: r.colors,
        stock: r.stock,
        inStock: r.stock > 0,
        category: c ? { id: c.id, name: c.name, slug: c.slug } : null,
      },
    },
  };
}

/** GET /api/products?limit=N: the REST answer (every public field, category, variants as views). */
async function restProducts(limit) {
  const { rows, total } = await page('all', limit);
  const catIds = unique(rows.map((r) => r.categoryId));
  const ids = rows.map((r) => r.id);
  const [cats, variants] = await Promise.all([
    catIds.length ? pool.query(categoriesSql(catIds.length), [...catIds, 0]) : { rows: [] },
    ids.length ? pool.query(variantsSql(ids.length), [...ids, 0]) : { rows: [] },
  ]);
  const catById = new Map(cats.rows.map((c) => [c.id, c]));
  const variantsOf = new Map();
  for (const v of variants.rows) {
    const list = variantsOf.get(v.productId) ?? [];
    list.push({ id: v.id, productId: v.productId, sku: v.sku, size: v.size || null, color: v.color || null, stock: v.stock, available: v.stock > 0 });
    variantsOf.set(v.productId, list);
  }
  const items = rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    price: money(r.price),
    originalPrice: money(r.originalPrice),
    categoryId: r.categoryId,
    images: r.images,
    imageAlts: r.imageAlts,
    sizes: r.sizes,
    colors: r.colors,
    stock: r.stock,
    featured: r.featured,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    category: catById.get(r.categoryId),
    variants: variantsOf.get(r.id) ?? [],
    discountPercent: discountPercent(r.price, r.originalPrice),
    inStock: r.stock > 0,
    rating: { average: r.ratingCount > 0 ? Math.round((r.ratingSum * 10) / r.ratingCount) / 10 : null, count: r.ratingCount },
  }));
  return { items, total };
}

const OPERATION = /^\s*query\s+(\w+)/;

function send(res, status, body, headers = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

async function graphql(body) {
  const { query, variables = {} } = JSON.parse(body);
  switch (OPERATION.exec(query)?.[1]) {
    case 'Products':
      return productsPage('all', variables.limit ?? 12);
    case 'Filtered':
      return productsPage('filtered', 12);
    case 'Search':
      return productsPage('search', 12);
    case 'Product':
      return product(variables.id);
    default:
      return null;
  }
}

const server = http.createServer((req, res) => {
  const handle = async () => {
    if (req.method === 'POST' && req.url === '/graphql') {
      const chunks = [];
      for await (const c of req) chunks.push(c);
      const answer = await graphql(Buffer.concat(chunks).toString('utf8'));
      return answer ? send(res, 200, answer) : send(res, 400, { errors: [{ message: 'the floor server answers only the bench’s operations' }] });
    }
    if (req.method === 'GET' && req.url?.startsWith('/api/products')) {
      const limit = Number(new URL(req.url, 'http://x').searchParams.get('limit') ?? 12);
      const { items, total } = await restProducts(limit);
      return send(res, 200, items, { 'x-total-count': String(total) });
    }
    if (req.url === '/readyz') return send(res, 200, { status: 'ok' });
    return send(res, 404, { message: 'Not found' });
  };
  handle().catch((e) => send(res, 500, { message: String(e instanceof Error ? e.message : e) }));
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT || 4600), '127.0.0.1');
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => server.close(() => void pool.end().then(() => process.exit(0))));
