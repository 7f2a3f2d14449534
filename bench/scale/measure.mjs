// Times the scale scenarios of the speed targets (docs/performance.md) against a database filled by
// generate.mjs: starts the production server on it (api/dist/main.js; `npm run build` first), signs
// in as the bench admin, checks each scenario once, then runs ROUNDS × REQUESTS sequential requests
// (c=1) round-robin and prints the median latency (p50) per scenario in ms.
//
//   node bench/scale/measure.mjs postgresql://root@127.0.0.1:5432/shop_scale [requests=30] [rounds=5] [only=<regexp>]
// `only` keeps the scenarios whose name matches (e.g. `^shop` for the storefront's).
import { createClient } from '../lib/client.mjs';
import { ADMIN, startServer } from '../lib/server.mjs';

const [url, requests = '30', rounds = '5', only = ''] = process.argv.slice(2);
const wanted = new RegExp(only);
if (!url) {
  console.error('usage: node bench/scale/measure.mjs <postgresql://… database URL> [requests] [rounds]');
  process.exit(2);
}

const PRODUCT_FIELDS = 'total items { id name price originalPrice images stock category { id name productCount } }';
const server = await startServer({ databaseUrl: url });
const client = createClient(server.baseUrl);
try {
  const login = await client.gql('mutation($input: LoginInput!) { login(input: $input) { token } }', { input: ADMIN });
  const token = login.login.token;
  const schema = await client.gql('{ __type(name: "Query") { fields { name args { name } } } }');
  const ordersArgs = schema.__type.fields.find((f) => f.name === 'orders').args.map((a) => a.name);
  const keyset = ordersArgs.includes('after');

  /** @type {Record<string, () => Promise<unknown>>} */
  const scenarios = {
    'admin dashboard': () => client.gql('{ adminStats { id totalRevenue totalOrders totalProducts totalCategories } }', {}, token),
    'admin orders, page 1': () => client.gql('{ orders(limit: 25) { total items { id total status createdAt } } }', {}, token),
    'admin orders, offset 100,000': () => client.gql('{ orders(limit: 25, offset: 100000) { total items { id total status createdAt } } }', {}, token),
    'admin orders by total': () => client.gql('{ orders(limit: 25, sort: TOTAL_HIGH) { total items { id total status createdAt } } }', {}, token),
    'admin products by stock': () => client.gql(`{ products(limit: 25, sort: STOCK_ASC) { total items { id name stock price } } }`, {}, token),
    'shop products page': () => client.gql(`{ products(limit: 12) { ${PRODUCT_FIELDS} } }`),
    'shop filtered + sorted': () =>
      client.gql(`{ products(limit: 12, sort: PRICE_LOW, filter: { category: "women", minPrice: 500, maxPrice: 3000, sizes: ["M"] }) { ${PRODUCT_FIELDS} } }`),
    'shop category page': () => client.gql(`{ products(limit: 12, filter: { category: "men" }) { ${PRODUCT_FIELDS} } }`),
    'shop search "kurta"': () => client.gql(`{ products(limit: 12, filter: { search: "kurta" }) { ${PRODUCT_FIELDS} } }`),
    // full-text search: a word of one template in 70 (1.4 % of the products), a prefix, a typo (no match)
    'shop search rare "patola"': () => client.gql(`{ products(limit: 12, filter: { search: "patola" }) { ${PRODUCT_FIELDS} } }`),
    'shop search prefix "kurt"': () => client.gql(`{ products(limit: 12, filter: { search: "kurt" }) { ${PRODUCT_FIELDS} } }`),
    'shop search typo "kurtta"': () => client.gql(`{ products(limit: 12, filter: { search: "kurtta" }) { ${PRODUCT_FIELDS} } }`),
    'shop search "kurta", women, ₹500–3,000': () =>
      client.gql(`{ products(limit: 12, filter: { search: "kurta", category: "women", minPrice: 500, maxPrice: 3000 }) { ${PRODUCT_FIELDS} } }`),
    'categories with counts': () => client.gql('{ categories { id name slug productCount } }'),
  };
  for (const name of Object.keys(scenarios)) if (!wanted.test(name)) delete scenarios[name];
  if (keyset && wanted.test('admin orders, cursor at 100,000')) {
    // The deep page by cursor: the cursor of the row at position 100,000 (fetched once, not timed).
    let after = null;
    for (let walked = 0; walked < 100_000; walked += 100) {
      const page = await client.gql('query($after: String) { orders(limit: 100, after: $after) { endCursor } }', { after }, token);
      after = page.orders.endCursor;
    }
    scenarios['admin orders, cursor at 100,000'] = () =>
      client.gql('query($after: String) { orders(limit: 25, after: $after) { items { id total status createdAt } endCursor } }', { after }, token);
  }
  for (const run of Object.values(scenarios)) await run();
  /** @type {Record<string, number[]>} */
  const times = Object.fromEntries(Object.keys(scenarios).map((k) => [k, []]));
  for (let r = 0; r < Number(rounds); r++) {
    for (const [name, run] of Object.entries(scenarios)) {
      for (let i = 0; i < Number(requests); i++) {
        const t = process.hrtime.bigint();
        await run();
        times[name].push(Number(process.hrtime.bigint() - t) / 1e6);
      }
    }
  }
  const median = (/** @type {number[]} */ xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log('| scenario | p50 ms |\n|---|---|');
  for (const [name, xs] of Object.entries(times)) console.log(`| ${name} | ${median(xs).toFixed(1)} |`);
} finally {
  client.close();
  await server.stop();
}
