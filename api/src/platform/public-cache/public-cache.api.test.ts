// The anonymous catalogue cache through the real app, on PGlite and on PostgreSQL: repeated public reads are served
// from memory; every kind of catalogue change is seen by the next anonymous read, also on a second instance; signed-in
// callers and API keys always read the database; garbage requests cannot grow the cache past its cap.
// @postgres: runs on both databases — it branches on the engine, hand-written SQL, concurrent transactions and locks (PGlite has one connection), SQL triggers and notifications.
import {
  adminSession,
  contextFor,
  createCustomer,
  createInstance,
  createTestShop,
  gql,
  until,
  usingPostgres,
  cacheSettled,
  type ShopInstance,
  type TestShop,
} from '../../test/harness';
import { plainProduct, placeCard } from '../../modules/orders/order.test-helpers';
import { PublicCache } from './public-cache';

let shop: TestShop;
let other: ShopInstance;
beforeAll(async () => {
  shop = await createTestShop({ env: { PUBLIC_CACHE_MB: '1', CORS_ORIGIN: 'https://a.example,https://b.example' } });
  other = await createInstance(shop);
});
afterAll(async () => {
  await other.close();
  await shop.close();
});

const PRODUCT = `query P($id: ID!) { product(id: $id) { id name price stock rating { average count } category { name } } }`;
const CATALOGUE = `query C { categories { id name productCount } seo(pageName: "home") { title } content(section: "shipping") { data } }`;

/**
 * The next anonymous read after a committed change: at once on PGlite (notifications are delivered at commit, in
 * process); on PostgreSQL the notification travels on its own connection, so the read is retried for a moment.
 */
const nextRead = <T>(read: () => Promise<T>, ok: (value: T) => boolean) => (usingPostgres() ? until(read, ok, 5_000) : read());

const product = async (http: TestShop['http'], id: string) =>
  (await http.post('/graphql').send({ query: PRODUCT, variables: { id } })).body.data.product as {
    name: string;
    price: string;
    stock: number;
    rating: { count: number };
  };

it('serves repeated anonymous reads from memory, the same answer, GraphQL and REST', async () => {
  const p = await plainProduct(shop, 12, '799.00', 'Cached Kurta');
  await cacheSettled(shop.publicCache);
  const before = shop.publicCache.snapshot();
  const first = await product(shop.http, p.id);
  const second = await product(shop.http, p.id);
  expect(second).toEqual(first);
  const rest1 = await shop.http.get(`/api/products/${p.id}`).expect(200);
  const rest2 = await shop.http.get(`/api/products/${p.id}`).expect(200);
  expect(rest2.body).toEqual(rest1.body);
  const list = await shop.http.get('/api/products?limit=5').expect(200);
  const listAgain = await shop.http.get('/api/products?limit=5').expect(200);
  expect(listAgain.headers['x-total-count']).toBe(list.headers['x-total-count']);
  const after = shop.publicCache.snapshot();
  expect(after.hits - before.hits).toBe(3);
  expect(after.entries).toBeGreaterThanOrEqual(3);
  // the answers say how they may be cached on the way, and a matching ETag is a 304
  expect(rest2.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  expect(rest2.headers.vary).toMatch(/Authorization/);
  await shop.http.get(`/api/products/${p.id}`).set('if-none-match', rest2.headers.etag).expect(304);
  // a hit answers each caller's own origin (CORS), not the first caller's
  await shop.http.get('/api/categories').set('origin', 'https://a.example').expect('access-control-allow-origin', 'https://a.example');
  await shop.http.get('/api/categories').set('origin', 'https://b.example').expect('access-control-allow-origin', 'https://b.example');
  expect(shop.publicCache.snapshot().hits - after.hits).toBeGreaterThanOrEqual(1);
});

it('signed-in callers always read the database; operations with a private field are never cached', async () => {
  const p = await plainProduct(shop, 5, '250.00');
  const customer = await createCustomer(shop);
  await cacheSettled(shop.publicCache);
  const before = shop.publicCache.snapshot();
  for (let i = 0; i < 2; i++) {
    await shop.http
      .post('/graphql')
      .set('authorization', `Bearer ${customer.token}`)
      .send({ query: PRODUCT, variables: { id: p.id } })
      .expect(200);
    const rest = await shop.http.get(`/api/products/${p.id}`).set('authorization', `Bearer ${customer.token}`).expect(200);
    expect(rest.headers['cache-control']).toBe('private, no-cache');
  }
  const after = shop.publicCache.snapshot();
  expect(after.hits + after.misses).toBe(before.hits + before.misses); // never looked up
  // an operation with a private root field is not cached either, even anonymously
  const mixed = `query M($id: ID!) { product(id: $id) { id } wishlistCount }`;
  const entries = shop.publicCache.snapshot().entries;
  for (let i = 0; i < 2; i++) await gql(shop, mixed, { id: p.id });
  expect(shop.publicCache.snapshot()).toMatchObject({ hits: after.hits, entries });
});

it('every kind of change is in the next anonymous read, on this instance and on another', async () => {
  const p = await plainProduct(shop, 10, '999.00', 'Changing Saree');
  const admin = await adminSession(shop);
  for (const http of [shop.http, other.http]) await product(http, p.id); // both instances hold it now

  // the admin's price change through the API
  const full = (await shop.http.get(`/api/products/${p.id}`)).body as Record<string, unknown>;
  await shop.http
    .put(`/api/products/${p.id}`)
    .set('authorization', `Bearer ${admin.token}`)
    .send({ ...full, price: 1099 })
    .expect(200);
  expect(
    (
      await nextRead(
        () => product(shop.http, p.id),
        (v) => v.price === '1099.00',
      )
    ).price,
  ).toBe('1099.00');
  expect(
    (
      await nextRead(
        () => product(other.http, p.id),
        (v) => v.price === '1099.00',
      )
    ).price,
  ).toBe('1099.00');

  // stock taken by an order, and by an owner's SQL
  await placeCard(shop, contextFor(null), [{ productId: p.id, quantity: 3 }]);
  expect(
    (
      await nextRead(
        () => product(other.http, p.id),
        (v) => v.stock === 7,
      )
    ).stock,
  ).toBe(7);
  await shop.db.prisma.$executeRawUnsafe(`UPDATE product_variants SET stock = 4 WHERE "productId" = $1`, p.id);
  expect(
    (
      await nextRead(
        () => product(shop.http, p.id),
        (v) => v.stock === 4,
      )
    ).stock,
  ).toBe(4);

  // a review
  await shop.db.prisma.review.create({ data: { productId: p.id, userId: admin.user.id, rating: 5, title: 'Lovely', body: '' } });
  expect(
    (
      await nextRead(
        () => product(other.http, p.id),
        (v) => v.rating.count === 1,
      )
    ).rating.count,
  ).toBe(1);

  // categories, SEO records and content pages
  const read = async (http: TestShop['http']) =>
    (await http.post('/graphql').send({ query: CATALOGUE })).body.data as {
      categories: { name: string }[];
      seo: { title: string };
      content: { data: { title?: string } };
    };
  await read(other.http);
  const category = await shop.db.prisma.category.findFirstOrThrow({ orderBy: { name: 'asc' } });
  await shop.db.prisma.category.update({ where: { id: category.id }, data: { name: `${category.name} Wear` } });
  expect(
    (
      await nextRead(
        () => read(other.http),
        (v) => v.categories.some((c) => c.name === `${category.name} Wear`),
      )
    ).categories.map((c) => c.name),
  ).toContain(`${category.name} Wear`);
  await shop.db.prisma.seoMeta.updateMany({ where: { pageName: 'home' }, data: { title: 'A new home title' } });
  expect(
    (
      await nextRead(
        () => read(other.http),
        (v) => v.seo.title === 'A new home title',
      )
    ).seo.title,
  ).toBe('A new home title');
  const section = await shop.db.prisma.content.findFirstOrThrow({ where: { section: 'shipping' } });
  await shop.db.prisma.content.update({ where: { id: section.id }, data: { data: { ...(section.data as object), title: 'A new page title' } } });
  expect(
    (
      await nextRead(
        () => read(other.http),
        (v) => v.content.data.title === 'A new page title',
      )
    ).content.data.title,
  ).toBe('A new page title');

  // a deleted product is gone from the REST answer too
  await shop.http.get(`/api/products/${p.id}`).expect(200);
  await shop.db.prisma.product.delete({ where: { id: p.id } });
  await nextRead(
    () => shop.http.get(`/api/products/${p.id}`),
    (r) => r.status === 404,
  ).then((r) => expect(r.status).toBe(404));
});

it('cache-busting query strings and huge documents cannot grow it past its cap', async () => {
  await cacheSettled(shop.publicCache);
  for (let i = 0; i < 100; i++) await shop.http.get(`/api/products?limit=100&bust=${i}`);
  const { bytes } = shop.publicCache.snapshot();
  expect(bytes).toBeLessThanOrEqual(1024 * 1024);
  expect(bytes).toBeGreaterThan(0);
  const before = shop.publicCache.snapshot();
  const padded = `query Big { categories { id } } # ${'x'.repeat(20_000)}`;
  for (let i = 0; i < 2; i++) expect((await shop.http.post('/graphql').send({ query: padded })).status).toBe(200);
  expect(shop.publicCache.snapshot().hits).toBe(before.hits); // too big a key: not cached
});

it('an answer read before a change is never stored after it', () => {
  const cache = new PublicCache(1024 * 1024);
  const since = cache.begin();
  cache.invalidate(); // a change committed while the request ran
  cache.set('k', { body: 'old', bytes: 3 }, since);
  expect(cache.get('k')).toBeUndefined();
  cache.set('k', { body: 'new', bytes: 3 }, cache.begin());
  expect(cache.get('k')?.body).toBe('new');
  expect(new PublicCache(0).enabled).toBe(false);
});

it('an unknown operation name is still a 400, not a cache lookup', async () => {
  const res = await shop.http.post('/graphql').send({ query: '{ categories { id } }', operationName: 'Nope' });
  expect([res.status, res.body.errors[0].extensions.code]).toEqual([400, 'OPERATION_RESOLUTION_FAILURE']);
});
