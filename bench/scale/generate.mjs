// Fills a PostgreSQL database with the scale data of the speed targets (docs/performance.md): 100,000 products,
// 200,000 orders and 20,000 customers by default (bench/scale/generate.sql, plain SQL with generate_series).
//
//   node bench/scale/generate.mjs postgresql://root@127.0.0.1:5432/shop_scale [products] [orders] [customers]
//
// The database must exist. When it has no tables yet, the production server (api/dist/main.js, so
// `npm run build` first) is started on it once to migrate and seed it, then stopped. The SQL runs in
// one transaction, then VACUUM ANALYZE.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, startServer } from '../lib/server.mjs';

const { Client } = createRequire(join(ROOT, 'api/package.json'))('pg');

const [url, products = '100000', orders = '200000', customers = '20000'] = process.argv.slice(2);
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  console.error('usage: node bench/scale/generate.mjs <postgresql://… database URL> [products] [orders] [customers]');
  process.exit(2);
}
for (const [name, value] of Object.entries({ products, orders, customers })) {
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 10_000_000) {
    console.error(`${name}: a whole number from 1 to 10,000,000, not "${value}"`);
    process.exit(2);
  }
}

const client = new Client({ connectionString: url });
await client.connect();
try {
  const { rows } = await client.query(`SELECT to_regclass('public.products') IS NOT NULL AS ready`);
  if (!rows[0].ready) {
    console.log('empty database: starting the server once to migrate and seed it…');
    const server = await startServer({ databaseUrl: url });
    await server.stop();
  }
  const started = Date.now();
  await client.query('BEGIN');
  await client.query(`SELECT set_config('bench.products', $1, true), set_config('bench.orders', $2, true), set_config('bench.customers', $3, true)`, [
    products,
    orders,
    customers,
  ]);
  await client.query(readFileSync(new URL('./generate.sql', import.meta.url), 'utf8'));
  await client.query('COMMIT');
  const generated = Date.now() - started;
  await client.query('VACUUM ANALYZE');
  const counts = await client.query(
    `SELECT (SELECT count(*) FROM products) AS products, (SELECT count(*) FROM product_variants) AS variants,
            (SELECT count(*) FROM orders) AS orders, (SELECT count(*) FROM order_items) AS lines,
            (SELECT count(*) FROM users) AS users`,
  );
  console.log(`generated in ${(generated / 1000).toFixed(1)} s, VACUUM ANALYZE ${((Date.now() - started - generated) / 1000).toFixed(1)} s:`, counts.rows[0]);
} catch (e) {
  await client.query('ROLLBACK').catch(() => {});
  throw e;
} finally {
  await client.end();
}
