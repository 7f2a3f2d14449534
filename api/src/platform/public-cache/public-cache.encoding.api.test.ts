// Cached answers compressed once (public-cache.encoding.ts): the first hit that wants brotli (or gzip) compresses the
// answer and the cache keeps those bytes with it, counted against PUBLIC_CACHE_MB; every later hit in that encoding
// is a copy of them, through the fast path and through Express alike, for GraphQL, REST and rendered pages. Bodies are
// read as they come over the socket (supertest would decode them).
// @postgres: runs on both databases — SQL triggers and notifications.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import compression from 'compression';
import { cacheSettled, createTestShop, type TestShop } from '../../test/harness';
import { rawServer, type RawResponse, type RawServer } from '../../test/raw-http';
import { plainProduct } from '../../modules/orders/order.test-helpers';
import { createLogger } from '../logger';
import { parseShell } from '../../modules/storefront/head-html';
import { pageCache } from '../../modules/storefront/page-cache';
import { storefrontHtml } from '../../modules/storefront/storefront.routes';
import { PublicCache } from './public-cache';

let shop: TestShop;
/** The shop as it listens (the fast path in front of Express). */
let fast: RawServer;
/** Express alone: its own path for cache hits. */
let slow: RawServer;

beforeAll(async () => {
  shop = await createTestShop({ env: { PUBLIC_CACHE_MB: '2' } });
  for (let i = 0; i < 24; i++) await plainProduct(shop, 5, `${700 + i}.00`, `Encoded Kurta ${i}`);
  fast = await rawServer(shop.handler);
  slow = await rawServer(shop.app);
});
afterAll(async () => {
  await fast?.close();
  await slow?.close();
  await shop?.close();
});

const PRODUCTS = `query L($limit: Int) { products(limit: $limit) { total items { id name description price images } } }`;
const JSON_HEADERS = { 'content-type': 'application/json' };
const post = (server: RawServer, body: object, encoding?: string) =>
  server.request('POST', '/graphql', { ...JSON_HEADERS, ...(encoding && { 'accept-encoding': encoding }) }, JSON.stringify(body));
const stats = () => shop.publicCache.snapshot();
const decode = (res: RawResponse) =>
  res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.body) : res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.body) : res.body;
/** The headers that are the same for two answers of the same content. */
const comparable = (res: RawResponse) => {
  const { date: _date, 'x-request-id': _id, connection: _c, 'keep-alive': _k, ...rest } = res.headers;
  return rest;
};

it('GraphQL: two brotli hits are the same stored bytes, compressed once, through the fast path and Express alike', async () => {
  await cacheSettled(shop.publicCache);
  const body = { query: PRODUCTS, variables: { limit: 24 } };
  const plain = await post(fast, body); // the miss stores the answer
  expect(plain.body.length).toBeGreaterThan(1024);
  const before = stats();
  const first = await post(fast, body, 'gzip, deflate, br');
  const second = await post(fast, body, 'br');
  const viaExpress = await post(slow, body, 'br');
  expect(stats().compressions - before.compressions).toBe(1);
  expect(stats().hits - before.hits).toBe(3);
  for (const res of [first, second, viaExpress]) {
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.equals(first.body)).toBe(true);
    expect(decode(res).equals(plain.body)).toBe(true);
    // the answer's ETag (weak: the same content whatever the encoding)
    expect(res.headers.etag).toBe(plain.headers.etag);
  }
  expect(comparable(viaExpress)).toEqual(comparable(first));
  // the compressed copy is counted against the cap
  expect(stats().bytes - before.bytes).toBe(first.body.length);

  const gz = [await post(fast, body, 'gzip'), await post(slow, body, 'gzip, deflate')];
  expect(stats().compressions - before.compressions).toBe(2);
  for (const res of gz) {
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.equals(gz[0].body)).toBe(true);
    expect(gunzipSync(res.body).equals(plain.body)).toBe(true);
  }
  expect(comparable(gz[1])).toEqual(comparable(gz[0]));

  for (const res of [await post(fast, body), await post(slow, body, 'identity')]) {
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.equals(plain.body)).toBe(true);
    expect(res.headers.vary).toBe('Accept-Encoding');
  }
  expect(stats().compressions - before.compressions).toBe(2);
});

it('after a change the answer is read and compressed anew (the copies go with the answer)', async () => {
  const body = { query: PRODUCTS, variables: { limit: 20 } };
  await cacheSettled(shop.publicCache);
  await post(fast, body);
  const old = await post(fast, body, 'br');
  const before = stats();
  shop.publicCache.invalidate();
  await post(fast, body); // the miss stores it again
  const again = [await post(fast, body, 'br'), await post(fast, body, 'br')];
  expect(stats().compressions - before.compressions).toBe(1);
  expect(again[1].body.equals(again[0].body)).toBe(true);
  expect(brotliDecompressSync(again[0].body).equals(brotliDecompressSync(old.body))).toBe(true);
});

it('REST: two brotli hits are the same stored bytes with the route headers, compressed once; If-None-Match still 304', async () => {
  await cacheSettled(shop.publicCache);
  const path = '/api/products?limit=24';
  const plain = await fast.request('GET', path);
  expect(plain.status).toBe(200);
  const before = stats();
  const hits = [await fast.request('GET', path, { 'accept-encoding': 'br' }), await fast.request('GET', path, { 'accept-encoding': 'gzip, br' })];
  expect(stats().compressions - before.compressions).toBe(1);
  for (const res of hits) {
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['x-total-count']).toBe(plain.headers['x-total-count']);
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.headers.etag).toBe(plain.headers.etag);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.equals(hits[0].body)).toBe(true);
    expect(brotliDecompressSync(res.body).equals(plain.body)).toBe(true);
  }
  const notModified = await fast.request('GET', path, { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) });
  expect([notModified.status, notModified.body.length]).toEqual([304, 0]);
});

it('an answer under the threshold, or for a client that takes neither, goes as it is and is never compressed', async () => {
  await cacheSettled(shop.publicCache);
  const small = { query: '{ __typename }' };
  await post(fast, small);
  const before = stats();
  const res = await post(fast, small, 'br');
  expect(res.headers['content-encoding']).toBeUndefined();
  expect(JSON.parse(res.body.toString())).toMatchObject({ data: { __typename: 'Query' } });
  const big = { query: PRODUCTS, variables: { limit: 22 } };
  await post(fast, big);
  for (const encoding of ['identity', 'br;q=0, gzip;q=0']) expect((await post(fast, big, encoding)).headers['content-encoding']).toBeUndefined();
  expect(stats().compressions).toBe(before.compressions);
});

it('a rendered page from the render cache: brotli and gzip hits are its stored bytes, each compressed once', async () => {
  const cache = new PublicCache(1024 * 1024);
  const shell = parseShell(
    '<!doctype html><html lang="en-IN"><head><meta charset="UTF-8" /><title>Shop</title></head><body><div id="root"></div></body></html>',
  );
  let renders = 0;
  const rendered = { html: `<main>${'<p>About our family shop in Vadodara.</p>'.repeat(200)}</main>`, styles: '', stateScript: '' };
  const app = express();
  app.use(compression({ threshold: 1024 }));
  app.get(
    /.*/,
    storefrontHtml(shop.services, shell, { publicUrl: 'https://shop.example.in', logger: createLogger('silent'), pageCache: pageCache(cache) }, async () => {
      renders++;
      return rendered;
    }),
  );
  const server = await rawServer(app);
  try {
    const get = (encoding?: string) => server.request('GET', '/about', { accept: 'text/html', ...(encoding && { 'accept-encoding': encoding }) });
    const plain = await get();
    const hits = [await get('br'), await get('br'), await get('gzip'), await get('gzip')];
    expect(renders).toBe(1);
    expect(cache.snapshot().compressions).toBe(2);
    expect(hits.map((r) => r.headers['content-encoding'])).toEqual(['br', 'br', 'gzip', 'gzip']);
    expect(hits[1].body.equals(hits[0].body)).toBe(true);
    expect(hits[3].body.equals(hits[2].body)).toBe(true);
    for (const res of hits) {
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(res.headers.etag).toBe(plain.headers.etag);
      expect(decode(res).equals(plain.body)).toBe(true);
    }
  } finally {
    await server.close();
  }
});
