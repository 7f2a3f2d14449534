// The render cache (page-cache.ts) through the real app and the real web build (`npm run build` first), on PGlite and
// on PostgreSQL: a rendered page is sent again from memory; every change an admin or an order makes is in the next
// anonymous HTML, on this instance and on another; personal pages, shells sent instead of a render and absurd URLs are
// never kept; cache-busting query strings cannot grow it past its cap.
// @postgres: runs on both databases — it branches on the engine, concurrent transactions and locks (PGlite has one connection).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import express from 'express';
import request from 'supertest';
import { createLogger } from '../../platform/logger';
import {
  adminSession,
  cacheSettled,
  contextFor,
  createInstance,
  createTestShop,
  until,
  usingPostgres,
  type ShopInstance,
  type TestShop,
} from '../../test/harness';
import { address, placeCard, plainProduct } from '../orders/order.test-helpers';
import { PublicCache } from '../../platform/public-cache/public-cache';
import { serverEntryPath } from './server-render';
import { pageCache } from './page-cache';
import { parseShell } from './head-html';
import { storefrontHtml } from './storefront.routes';

const WEB_DIST = join(__dirname, '../../../../web/dist');
let shop: TestShop;
let other: ShopInstance;

beforeAll(async () => {
  if (!existsSync(join(WEB_DIST, 'index.html')) || !existsSync(serverEntryPath(WEB_DIST))) {
    throw new Error(`These tests need the web build with its server entry (${serverEntryPath(WEB_DIST)}): run \`npm run build\` first.`);
  }
  shop = await createTestShop({ env: { WEB_DIST, PUBLIC_URL: 'https://shop.example.in', PUBLIC_CACHE_MB: '2' } });
  other = await createInstance(shop);
});
afterAll(async () => {
  await other?.close();
  await shop?.close();
});

const html = (http: TestShop['http'], path: string) => http.get(path).set('accept', 'text/html,application/xhtml+xml,*/*;q=0.8');
const stats = () => shop.publicCache.snapshot();

/** The next anonymous page after a committed change: at once on PGlite; on PostgreSQL the notification travels on its own connection. */
const nextPage = (http: TestShop['http'], path: string, ok: (text: string) => boolean) =>
  usingPostgres() ? until(() => html(http, path).then((r) => r.text), ok, 5_000) : html(http, path).then((r) => r.text);

it('a rendered page is sent again from the cache: the same status and HTML, without rendering', async () => {
  const p = await plainProduct(shop, 4, '555.00', 'Cached Chanderi Kurta');
  await cacheSettled(shop.publicCache);
  const before = stats();
  const first = await html(shop.http, `/product/${p.id}`).expect(200);
  const second = await html(shop.http, `/product/${p.id}`).expect(200);
  expect(second.text).toBe(first.text);
  expect(second.text).toContain('Cached Chanderi Kurta');
  expect(second.headers['content-type']).toMatch(/^text\/html/);
  expect(second.headers['content-security-policy']).toMatch(/script-src 'self'/);
  expect(stats().hits - before.hits).toBe(1);
  // a 404 is kept with its status
  const missing = '/product/00000000-0000-4000-8000-000000000000';
  await html(shop.http, missing).expect(404);
  const again = await html(shop.http, missing).expect(404);
  expect(again.text).toContain('Product Not Found');
  expect(stats().hits - before.hits).toBe(2);
  // HEAD is answered from it too (no body)
  await shop.http.head(`/product/${p.id}`).set('accept', 'text/html').expect(200);
  expect(stats().hits - before.hits).toBe(3);
});

it('every change is in the next anonymous HTML: name and price, stock taken by an order, an SEO record, a content page', async () => {
  const p = await plainProduct(shop, 3, '999.00', 'Changing Patola Saree');
  const admin = await adminSession(shop);
  const path = `/product/${p.id}`;
  for (const http of [shop.http, other.http]) {
    await html(http, path);
    expect((await html(http, path)).text).toContain('Changing Patola Saree');
  }

  // the admin renames it and changes its price
  const full = (await shop.http.get(`/api/products/${p.id}`)).body as Record<string, unknown>;
  await shop.http
    .put(`/api/products/${p.id}`)
    .set('authorization', `Bearer ${admin.token}`)
    .send({ ...full, name: 'Renamed Patola Saree', price: 1199 })
    .expect(200);
  for (const http of [shop.http, other.http]) {
    const text = await nextPage(http, path, (t) => t.includes('Renamed Patola Saree'));
    expect(text).toContain('Renamed Patola Saree');
    expect(text).not.toContain('Changing Patola Saree');
    expect(text).toContain('"price":"1199.00"');
  }

  // an order takes the whole stock: the page says it is out of stock
  expect(await nextPage(shop.http, path, (t) => t.includes('schema.org/InStock'))).toContain('https://schema.org/InStock');
  await placeCard(shop, contextFor(null), [{ productId: p.id, quantity: 3 }], { shippingAddress: address({}) });
  const soldOut = await nextPage(shop.http, path, (t) => t.includes('schema.org/OutOfStock'));
  expect(soldOut).toContain('https://schema.org/OutOfStock');

  // the shop page's SEO record
  await html(shop.http, '/shop');
  const record = await shop.http.get('/api/seo/shop');
  const seo = { pageName: 'shop', title: 'A fresh shop title', description: 'New words for the shop page.', keywords: 'shop, new' };
  if (record.status === 200) {
    await shop.http
      .put(`/api/seo/${(record.body as { id: string }).id}`)
      .set('authorization', `Bearer ${admin.token}`)
      .send(seo)
      .expect(200);
  } else {
    await shop.http.post('/api/seo').set('authorization', `Bearer ${admin.token}`).send(seo).expect(201);
  }
  expect(await nextPage(shop.http, '/shop', (t) => t.includes('<title>A fresh shop title'))).toContain('<title>A fresh shop title');

  // a footer content page
  await html(shop.http, '/shipping');
  const content = (await shop.http.get('/api/content/shipping').expect(200)).body as { data: Record<string, unknown> };
  await shop.http
    .put('/api/content/shipping')
    .set('authorization', `Bearer ${admin.token}`)
    .send({ ...content.data, title: 'Delivery, Newly Explained' })
    .expect(200);
  expect(await nextPage(other.http, '/shipping', (t) => t.includes('Delivery, Newly Explained'))).toContain('Delivery, Newly Explained');
});

it('personal and transactional pages are never kept: an order by its token, the cart, a password reset link', async () => {
  const p = await plainProduct(shop, 5, '300.00');
  const order = await placeCard(shop, contextFor(null), [{ productId: p.id, quantity: 1 }], { shippingAddress: address({}) });
  await cacheSettled(shop.publicCache);
  const before = stats();
  for (let i = 0; i < 2; i++) {
    for (const path of [`/order/${order.accessToken}`, '/cart', '/reset-password?token=abc', '/account']) await html(shop.http, path).expect(200);
  }
  const after = stats();
  expect(after.hits + after.misses).toBe(before.hits + before.misses); // never looked up
  // nor a URL too long to be a page (a 404 sent without rendering)
  await html(shop.http, `/shop?q=${'x'.repeat(3000)}`);
  await html(shop.http, `/shop?q=${'x'.repeat(3000)}`);
  expect(stats().hits).toBe(after.hits);
});

it('cache-busting query strings cannot grow it past its cap (PUBLIC_CACHE_MB)', async () => {
  await cacheSettled(shop.publicCache);
  let biggest = 0;
  for (let i = 0; i < 40; i++) {
    const res = await html(shop.http, `/shop?bust=${i}`).expect(200);
    biggest = Math.max(biggest, res.text.length);
  }
  const { bytes } = stats();
  expect(bytes).toBeLessThanOrEqual(2 * 1024 * 1024);
  expect(bytes).toBeGreaterThan(0);
  // 40 pages would not fit: the least recently used were dropped, the latest is kept
  expect(40 * 2 * biggest).toBeGreaterThan(2 * 1024 * 1024);
  const hits = stats().hits;
  await html(shop.http, '/shop?bust=0').expect(200);
  expect(stats().hits).toBe(hits);
  await html(shop.http, '/shop?bust=39').expect(200);
  expect(stats().hits).toBe(hits + 1);
});

describe('with a stand-in renderer', () => {
  // The route itself over a real database and a PublicCache of its own, with a renderer that fails, times out or answers.
  const shell = parseShell(readFileSync(join(WEB_DIST, 'index.html'), 'utf8'));

  it('a shell sent instead of a render (the render failed, took too long or the server was busy) is not kept', async () => {
    const cache = new PublicCache(1024 * 1024);
    let rendered: { html: string; styles: string; stateScript: string } | null = null;
    let renders = 0;
    const app = express();
    app.get(
      /.*/,
      storefrontHtml(shop.services, shell, { publicUrl: 'https://shop.example.in', logger: createLogger('silent'), pageCache: pageCache(cache) }, async () => {
        renders++;
        return rendered;
      }),
    );
    const http = request(app);
    await html(http, '/about').expect(200);
    expect((await html(http, '/about').expect(200)).text).toContain('<div id="root"></div>');
    expect(renders).toBe(2); // the shell was not kept: each request tried to render again
    rendered = { html: '<main>About us, rendered</main>', styles: '', stateScript: '' };
    await html(http, '/about').expect(200);
    expect((await html(http, '/about').expect(200)).text).toContain('About us, rendered');
    expect(renders).toBe(3); // now kept
    expect(cache.snapshot().hits).toBe(1);
    // an instance with the cache off renders every time
    expect(pageCache(new PublicCache(0))).toBeNull();
  });
});
