// The fast path for cached GraphQL answers (public-cache.fast.ts), on PGlite and on PostgreSQL: a hit answers the same
// bytes and headers as Express's path; signed-in and API-key callers never get one (a refused key is a 401); a change is in the next read;
// bodies the parser refuses get the same error; a compressible answer is compressed as Express's path compresses it.
// On PostgreSQL, anonymous requests the cache does not hold are run without Express too, with the same answers.
// @postgres: runs on both databases — it branches on the engine, SQL triggers and notifications.
import request from 'supertest';
import { adminSession, cacheSettled, createCustomer, createTestShop, until, usingPostgres, type TestShop } from '../../test/harness';
import { plainProduct } from '../../modules/orders/order.test-helpers';
import { fastPathEnabled } from './public-cache.fast';
import { PublicCache } from './public-cache';

let shop: TestShop;
/** Express alone (no fast path): the reference the fast path must match. */
let express: ReturnType<typeof request>;
beforeAll(async () => {
  shop = await createTestShop({ env: { PUBLIC_CACHE_MB: '1' } });
  express = request(shop.app);
});
afterAll(() => shop.close());

const PRODUCT = `query P($id: ID!) { product(id: $id) { id name price stock category { name } } }`;
const PRODUCTS = `query L($limit: Int) { products(limit: $limit) { total items { id name description price images } } }`;

/** The headers that are the same for two answers of the same content (not the date nor the request's own id). */
const comparable = (headers: Record<string, string>) => {
  const { date: _date, 'x-request-id': _id, ...rest } = headers;
  return rest;
};

const httpRequests = async () => {
  const { body } = await shop.services.metrics.exposition();
  const line = String(body)
    .split('\n')
    .find((l) => l.startsWith('http_requests_total{') && l.includes('method="POST"') && l.includes('route="/graphql"') && l.includes('status="200"'));
  return line ? Number(line.split(' ').pop()) : 0;
};

it('is on without CORS or an access log, and in front of Express', () => {
  expect(shop.handler).not.toBe(shop.app);
  const on = new PublicCache(1024);
  const off = new PublicCache(0);
  for (const misses of [false, true]) {
    expect(fastPathEnabled(on, { accessLog: false, cors: false, misses })).toBe(true);
    expect(fastPathEnabled(on, { accessLog: true, cors: false, misses })).toBe(false);
    expect(fastPathEnabled(on, { accessLog: false, cors: true, misses })).toBe(false);
    expect(fastPathEnabled(off, { accessLog: false, cors: false, misses })).toBe(misses);
  }
});

it('answers a hit with the same bytes and headers as Express, counted the same way', async () => {
  const p = await plainProduct(shop, 7, '1299.00', 'Fast Kurta');
  await cacheSettled(shop.publicCache);
  const body = { query: PRODUCT, variables: { id: p.id }, operationName: 'P' };
  await shop.http.post('/graphql').send(body).expect(200); // the miss, through Apollo, stores it
  const servedFast = jest.spyOn(shop.publicCache, 'served'); // only the fast path calls it
  const before = { stats: shop.publicCache.snapshot(), http: await httpRequests() };
  const fast = await shop.http.post('/graphql').set('x-request-id', 'fast-1').send(body).expect(200);
  const after = { stats: shop.publicCache.snapshot(), http: await httpRequests() };
  expect(servedFast).toHaveBeenCalledTimes(1);
  expect(after.stats.hits - before.stats.hits).toBe(1);
  expect(after.stats.misses).toBe(before.stats.misses);
  expect(after.http - before.http).toBe(1);
  const slow = await express.post('/graphql').set('x-request-id', 'slow-1').send(body).expect(200);
  expect(shop.publicCache.snapshot().hits - after.stats.hits).toBe(1); // Express's path served it from the cache too
  expect(servedFast).toHaveBeenCalledTimes(1);
  servedFast.mockRestore();
  expect(fast.text).toBe(slow.text);
  expect(JSON.parse(fast.text).data.product).toMatchObject({ id: p.id, name: 'Fast Kurta', price: '1299.00', stock: 7 });
  expect(comparable(fast.headers)).toEqual(comparable(slow.headers));
  // the ETag computed when it was stored is the one Express computes for the same bytes
  expect(fast.headers.etag).toMatch(/^W\/"[0-9a-f]+-[\w+/]{27}"$/);
  expect(fast.headers['x-request-id']).toBe('fast-1');
  expect(fast.headers['content-security-policy']).toContain("default-src 'self'");
  expect(fast.headers['cache-control']).toBe('no-store');
  // without an id of its own, the caller gets a new one
  const unnamed = await shop.http.post('/graphql').send(body).expect(200);
  expect(unnamed.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
});

it('never serves signed-in or API-key callers (nor anyone with an Authorization header)', async () => {
  const p = await plainProduct(shop, 3, '450.00');
  const customer = await createCustomer(shop);
  const admin = await adminSession(shop);
  const key = await shop.http
    .post('/api/api-keys')
    .set('authorization', `Bearer ${admin.token}`)
    .send({ name: 'fast path', scopes: ['orders_read'] })
    .expect(201);
  await cacheSettled(shop.publicCache);
  const body = { query: PRODUCT, variables: { id: p.id } };
  await shop.http.post('/graphql').send(body).expect(200);
  await shop.http.post('/graphql').send(body).expect(200);
  const before = shop.publicCache.snapshot();
  for (const token of [customer.token, admin.token, key.body.secret as string]) {
    const res = await shop.http.post('/graphql').set('authorization', `Bearer ${token}`).send(body).expect(200);
    expect(JSON.parse(res.text).data.product.id).toBe(p.id);
  }
  const after = shop.publicCache.snapshot();
  expect(after.hits + after.misses).toBe(before.hits + before.misses); // never looked up
  // a refused token reads as a guest in Express's path (its cache hit), never in the fast path's
  await shop.http.post('/graphql').set('authorization', 'Bearer not-a-token').send(body).expect(200);
  expect(shop.publicCache.snapshot().hits - after.hits).toBe(1);
});

it('a revoked, unknown or malformed API key is refused (401), never answered from the cache, GraphQL and REST', async () => {
  const p = await plainProduct(shop, 2, '650.00');
  const admin = await adminSession(shop);
  const created = await shop.http
    .post('/api/api-keys')
    .set('authorization', `Bearer ${admin.token}`)
    .send({ name: 'revoked for the cache', scopes: ['catalogue_read'] })
    .expect(201);
  await shop.http.post(`/api/api-keys/${created.body.id}/revoke`).set('authorization', `Bearer ${admin.token}`).expect(200);
  await cacheSettled(shop.publicCache);
  const body = { query: PRODUCT, variables: { id: p.id } };
  const restPath = `/api/products/${p.id}`;
  for (let i = 0; i < 2; i++) {
    await shop.http.post('/graphql').send(body).expect(200);
    await shop.http.get(restPath).expect(200);
  }
  const before = shop.publicCache.snapshot();
  const refused: [string, RegExp][] = [
    [created.body.secret as string, /^This API key was revoked$/],
    [`vff_live_000000000000_${'b'.repeat(64)}`, /^Unknown API key$/],
    ['vff_live_nonsense', /^Malformed API key/],
  ];
  for (const [token, message] of refused) {
    const graph = await shop.http.post('/graphql').set('authorization', `Bearer ${token}`).send(body);
    expect([token, graph.status, graph.body.data]).toEqual([token, 401, undefined]);
    expect(graph.body.errors).toEqual([{ message: expect.stringMatching(message), extensions: { code: 'UNAUTHENTICATED', status: 401 } }]);
    const rest = await shop.http.get(restPath).set('authorization', `Bearer ${token}`);
    expect([token, rest.status, rest.body]).toEqual([token, 401, { message: expect.stringMatching(message) }]);
  }
  const after = shop.publicCache.snapshot();
  expect(after.hits + after.misses).toBe(before.hits + before.misses); // never looked up
});

it('a change is in the next anonymous read', async () => {
  const p = await plainProduct(shop, 4, '300.00', 'Before Change');
  const admin = await adminSession(shop);
  const body = { query: PRODUCT, variables: { id: p.id } };
  const read = async () => JSON.parse((await shop.http.post('/graphql').send(body).expect(200)).text).data.product as { name: string };
  await read();
  expect((await read()).name).toBe('Before Change');
  const full = (await shop.http.get(`/api/products/${p.id}`)).body as Record<string, unknown>;
  await shop.http
    .put(`/api/products/${p.id}`)
    .set('authorization', `Bearer ${admin.token}`)
    .send({ ...full, name: 'After Change' })
    .expect(200);
  const next = usingPostgres() ? await until(read, (v) => v.name === 'After Change', 5_000) : await read();
  expect(next.name).toBe('After Change');
});

it('a body the parser refuses gets the same error as through Express', async () => {
  for (const [payload, type] of [
    ['{"query": ', 'application/json'],
    ['"just a string"', 'application/json'],
    [`{"query":"${'x'.repeat(1_100_000)}"}`, 'application/json'],
    ['query=1', 'text/plain'],
  ] as const) {
    const fast = await shop.http.post('/graphql').set('content-type', type).send(payload);
    const slow = await express.post('/graphql').set('content-type', type).send(payload);
    expect([fast.status, fast.body]).toEqual([slow.status, slow.body]);
    expect(fast.status).toBeGreaterThanOrEqual(400);
    expect(fast.status).toBeLessThan(500);
  }
});

it('a compressible answer for a client that accepts compression is compressed as Express compresses it', async () => {
  await cacheSettled(shop.publicCache);
  const body = { query: PRODUCTS, variables: { limit: 24 } };
  await shop.http.post('/graphql').send(body).expect(200);
  const plain = await shop.http.post('/graphql').send(body).expect(200);
  expect(plain.text.length).toBeGreaterThan(1024);
  const servedFast = jest.spyOn(shop.publicCache, 'served');
  for (const encoding of ['gzip', 'br', 'gzip;q=0.5, br;q=0.1, deflate', 'identity']) {
    const fast = await shop.http.post('/graphql').set('accept-encoding', encoding).send(body).expect(200);
    const slow = await express.post('/graphql').set('accept-encoding', encoding).send(body).expect(200);
    expect(comparable(fast.headers)).toEqual(comparable(slow.headers));
    if (encoding !== 'br') expect(fast.text).toBe(plain.text);
  }
  expect(servedFast).toHaveBeenCalledTimes(4);
  servedFast.mockRestore();
  const gzip = await shop.http.post('/graphql').set('accept-encoding', 'gzip').send(body).expect(200);
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gzip.headers.vary).toBe('Accept-Encoding');
});

describe('anonymous requests the cache does not hold', () => {
  /** Whether a request went through Express (its app function hands every request to app.handle). */
  const throughExpress = async <T>(send: () => Promise<T>): Promise<[T, boolean]> => {
    const handle = jest.spyOn(shop.app as unknown as { handle: () => void }, 'handle');
    try {
      const res = await send();
      return [res, handle.mock.calls.length > 0];
    } finally {
      handle.mockRestore();
    }
  };

  it('are run without Express on PostgreSQL (on the embedded database, Express and its fair gate run them)', async () => {
    const p = await plainProduct(shop, 5, '820.00', 'Uncached Kurta');
    await cacheSettled(shop.publicCache);
    const body = { query: PRODUCT, variables: { id: p.id }, operationName: 'P' };
    const before = await httpRequests();
    const [miss, viaExpress] = await throughExpress(() => shop.http.post('/graphql').set('x-request-id', 'miss-1').send(body).expect(200));
    expect(viaExpress).toBe(!usingPostgres());
    expect((await httpRequests()) - before).toBe(1);
    expect(JSON.parse(miss.text).data.product).toMatchObject({ id: p.id, name: 'Uncached Kurta', price: '820.00', stock: 5 });
    expect(miss.headers['x-request-id']).toBe('miss-1');
    // the answer was stored: Express's path serves it from the cache, byte for byte, with the same ETag
    const hits = shop.publicCache.snapshot().hits;
    const hit = await express.post('/graphql').send(body).expect(200);
    expect(shop.publicCache.snapshot().hits - hits).toBe(1);
    expect(hit.text).toBe(miss.text);
    expect(hit.headers.etag).toBe(miss.headers.etag);
  });

  it("queries that are not the cache's, mutations and every kind of error: the same status, body and headers as Express", async () => {
    const customer = await createCustomer(shop);
    const cases: { name: string; body: unknown; encoding?: string }[] = [
      { name: 'personal query as a guest', body: { query: '{ me { id email } }' } },
      { name: 'an unknown cart token', body: { query: 'query { cart(token: "no-such-cart") { id } }' } },
      { name: 'admin-only query as a guest', body: { query: '{ adminStats { id } }' } },
      { name: 'unknown field (validation)', body: { query: '{ products { nope } }' } },
      { name: 'syntax error', body: { query: '{ products { ' } },
      { name: 'no query', body: { variables: {} } },
      { name: 'variable of the wrong type', body: { query: PRODUCT, variables: { id: { no: 1 } } } },
      { name: 'unknown operation name', body: { query: PRODUCT, operationName: 'Nope', variables: { id: 'x' } } },
      { name: 'too deep', body: { query: `{ products { items { category { products { items { category { products { items { id } } } } } } } } }` } },
      { name: 'sign-in refused', body: { query: `mutation { login(input: { email: "${customer.user.email}", password: "wrong-password-1" }) { token } }` } },
      { name: 'a large list, compressed', body: { query: PRODUCTS, variables: { limit: 48 } }, encoding: 'gzip' },
    ];
    for (const c of cases) {
      // Each request's answer goes through the fast path first, then through Express alone; neither may store it for
      // the other (the cache is emptied between: a cacheable answer would otherwise be the other's hit).
      shop.publicCache.invalidate();
      const fast = await shop.http.post('/graphql').set('accept-encoding', c.encoding ?? 'identity').send(c.body as object);
      shop.publicCache.invalidate();
      const slow = await express.post('/graphql').set('accept-encoding', c.encoding ?? 'identity').send(c.body as object);
      expect({ case: c.name, status: fast.status, text: fast.text }).toEqual({ case: c.name, status: slow.status, text: slow.text });
      expect({ case: c.name, headers: comparable(fast.headers) }).toEqual({ case: c.name, headers: comparable(slow.headers) });
      expect(fast.status).toBeLessThan(500);
    }
  });
});
