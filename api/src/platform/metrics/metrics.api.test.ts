// GET /metrics: off without METRICS_TOKEN, refused without it, and the series after a few requests.
// @postgres: runs on both databases — SQL triggers and notifications.
import { cacheSettled, createCustomer, createTestShop, gql, type TestShop } from '../../test/harness';
import { createProduct } from '../../test/fixtures';
import { placeCard } from '../../modules/orders/order.test-helpers';

const TOKEN = 'metrics-token-for-tests-0123456789';
let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop({ env: { METRICS_TOKEN: TOKEN, PUBLIC_CACHE_MB: '32' } });
});
afterAll(async () => {
  await shop.close();
});

const scrape = () => shop.http.get('/metrics').set('authorization', `Bearer ${TOKEN}`);
/** The value of one series line, e.g. `http_requests_total{method="GET",route="/api/products/:id",status="200"}`. */
const value = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

it('refuses a missing or wrong token with a 401', async () => {
  for (const auth of [undefined, 'Bearer nope', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
    const req = shop.http.get('/metrics');
    const res = await (auth ? req.set('authorization', auth) : req);
    expect(res.status).toBe(401);
    expect(res.headers['www-authenticate']).toContain('Bearer');
    expect(res.text).not.toContain('http_requests_total');
  }
});

it('counts HTTP requests by route pattern, GraphQL operations, orders and the outbox', async () => {
  const product = await createProduct(shop, { stock: 5 });
  // On PostgreSQL the product's invalidation comes back through LISTEN/NOTIFY: once it is in, the first GET's answer is kept.
  await cacheSettled(shop.publicCache);
  await shop.http.get(`/api/products/${product.id}`).expect(200);
  await shop.http.get(`/api/products/${product.id}`).expect(200); // the second from the public cache: the same route
  await shop.http.get('/api/products/00000000-0000-4000-8000-000000000000').expect(404);
  await gql(shop, 'query HomeCategories { categories { id } }');
  await gql(shop, 'query ProductDetail { product(id: "x") { nope } }');
  const customer = await createCustomer(shop);
  await placeCard(shop, customer.ctx, [{ variantId: product.variants[0].id, quantity: 1 }]);

  const res = await scrape();
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  const text = res.text;
  expect(value(text, 'http_requests_total{method="GET",route="/api/products/:id",status="200"}')).toBe(2);
  expect(value(text, 'shop_public_cache{stat="hits"}')).toBeGreaterThanOrEqual(1);
  expect(value(text, 'http_requests_total{method="GET",route="/api/products/:id",status="404"}')).toBe(1);
  expect(text).toContain('http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/products/:id",status="200"}');
  expect(text).not.toContain(product.id); // ids never become labels
  expect(value(text, 'graphql_operations_total{operation="HomeCategories",type="query",outcome="ok"}')).toBe(1);
  expect(value(text, 'graphql_operations_total{operation="ProductDetail",type="unknown",outcome="error"}')).toBe(1);
  expect(value(text, 'shop_orders_placed_total{payment_method="card"}')).toBe(1);
  expect(value(text, 'shop_outbox_backlog{queue="email"}')).toBeGreaterThanOrEqual(0);
  expect(value(text, 'shop_outbox_backlog{queue="webhook"}')).toBe(0);
  expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
  expect(text).toMatch(/^nodejs_eventloop_lag_seconds [\d.e-]+/m);
});

it('names only the web app’s operations: made-up names count as (other) and cannot crowd out the real ones', async () => {
  const other = 'graphql_operations_total{operation="(other)",type="query",outcome="ok"}';
  const before = value((await scrape()).text, other) ?? 0;
  for (let i = 0; i < 300; i += 1) await gql(shop, `query Junk${i} { __typename }`);
  await gql(shop, 'mutation AccountLogin { __typename }');

  const text = (await scrape()).text;
  expect(value(text, 'graphql_operations_total{operation="AccountLogin",type="mutation",outcome="ok"}')).toBe(1);
  expect(value(text, other)).toBe(before + 300);
  expect(text).not.toContain('operation="Junk');
});

it('is off (404) without METRICS_TOKEN', async () => {
  const plain = await createTestShop({ seed: false });
  try {
    // Accepting HTML too: with the web app built, its fallback must not answer /metrics either.
    const res = await plain.http.get('/metrics').set('authorization', `Bearer ${TOKEN}`).set('accept', 'text/html,*/*');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found: GET /metrics' });
  } finally {
    await plain.close();
  }
});
