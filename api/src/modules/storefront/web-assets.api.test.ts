// The web build's files as a browser gets them: each compressed once at build time (brotli 11 and gzip 9, `.br` and
// `.gz` beside it, web/vite.config.ts) and sent as that file to a client that accepts it, br first, then gzip, then as
// it is; never compressed again per request. The build comes from a small fixture (WEB_DIST) with its compressed
// files made here as the build makes them, so these tests run whether or not the web app is built.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { createTestShop, type TestShop } from '../../test/harness';
import { rawServer, type RawServer } from '../../test/raw-http';

const SHELL = `<!doctype html>
<html lang="en-IN">
  <head><meta charset="UTF-8" /><title>Shop</title><script type="module" crossorigin src="/assets/index-Bq7x2kLm.js"></script></head>
  <body><div id="root"></div></body>
</html>
`;
// Large enough to be worth compressing, varied enough that brotli 11 and the per-request level give different bytes.
const SCRIPT = Buffer.from(
  Array.from({ length: 600 }, (_, i) => `export const item${i} = { id: ${i}, name: 'Kurta ${(i * 7919) % 1000}', price: ${(i * 37) % 5000}.00 };\n`).join(''),
);
const STYLES = Buffer.from(
  Array.from({ length: 300 }, (_, i) => `.card-${i} { margin: ${i % 17}px; color: #${(i * 4099).toString(16).padStart(6, '0').slice(0, 6)}; }\n`).join(''),
);

let shop: TestShop;
let server: RawServer;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'shop-web-assets-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), SHELL);
  for (const [name, bytes] of [
    ['index-Bq7x2kLm.js', SCRIPT],
    ['index-C4kT9pQa.css', STYLES],
  ] as const) {
    writeFileSync(join(webDist, 'assets', name), bytes);
    writeFileSync(join(webDist, 'assets', `${name}.br`), brotli11(bytes));
    writeFileSync(join(webDist, 'assets', `${name}.gz`), gzipSync(bytes, { level: 9 }));
  }
  shop = await createTestShop({ env: { WEB_DIST: webDist } });
  server = await rawServer(shop.handler);
});
afterAll(async () => {
  await server?.close();
  await shop?.close();
  rmSync(webDist, { recursive: true, force: true });
});

const brotli11 = (bytes: Buffer) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });

/** The body as the bytes that came (supertest would decode them). */
const raw = (path: string, headers: Record<string, string> = {}, method = 'GET') => server.request(method, path, headers);

const SCRIPT_URL = '/assets/index-Bq7x2kLm.js';
const IMMUTABLE = 'public, max-age=31536000, immutable';

it('a client that accepts br gets the brotli-11 file made at build time, with the original type and length', async () => {
  const res = await raw(SCRIPT_URL, { 'accept-encoding': 'br' });
  expect(res.status).toBe(200);
  expect(res.headers['content-encoding']).toBe('br');
  expect(res.headers['content-type']).toMatch(/^text\/javascript; charset=utf-8$/i);
  expect(res.headers.vary).toMatch(/Accept-Encoding/);
  expect(res.headers['cache-control']).toBe(IMMUTABLE);
  expect(res.body.equals(brotli11(SCRIPT))).toBe(true); // the file itself, not a per-request compression of it
  expect(Number(res.headers['content-length'])).toBe(brotli11(SCRIPT).length);
  expect(brotliDecompressSync(res.body).equals(SCRIPT)).toBe(true);
});

it('br is chosen over gzip when the client accepts both equally (as browsers say it), gzip otherwise', async () => {
  for (const accept of ['gzip, deflate, br, zstd', 'gzip, br', 'br;q=1, gzip;q=1']) {
    const res = await raw(SCRIPT_URL, { 'accept-encoding': accept });
    expect([accept, res.headers['content-encoding']]).toEqual([accept, 'br']);
  }
  const gz = gzipSync(SCRIPT, { level: 9 });
  for (const accept of ['gzip', 'gzip, deflate', 'br;q=0, gzip']) {
    const res = await raw(SCRIPT_URL, { 'accept-encoding': accept });
    expect([accept, res.headers['content-encoding']]).toEqual([accept, 'gzip']);
    expect(res.headers['content-type']).toMatch(/^text\/javascript; charset=utf-8$/i);
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.body.equals(gz)).toBe(true);
    expect(Number(res.headers['content-length'])).toBe(gz.length);
    expect(gunzipSync(res.body).equals(SCRIPT)).toBe(true);
  }
});

it('a client that accepts neither gets the file as it is, with Vary so that caches keep the two apart', async () => {
  const br = await raw(SCRIPT_URL, { 'accept-encoding': 'br' });
  for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br;q=0, gzip;q=0' }] as Record<string, string>[]) {
    const res = await raw(SCRIPT_URL, headers);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.equals(SCRIPT)).toBe(true);
    expect(Number(res.headers['content-length'])).toBe(SCRIPT.length);
    expect(res.headers['content-type']).toBe(br.headers['content-type']);
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    // a strong ETag names one set of bytes: the plain and the compressed file have their own
    expect(res.headers.etag).toBeDefined();
    expect(res.headers.etag).not.toBe(br.headers.etag);
  }
});

it('styles the same way, with their own type; HEAD says the same without a body', async () => {
  const res = await raw('/assets/index-C4kT9pQa.css', { 'accept-encoding': 'gzip, deflate, br' });
  expect(res.headers['content-encoding']).toBe('br');
  expect(res.headers['content-type']).toMatch(/^text\/css; charset=utf-8$/i);
  expect(brotliDecompressSync(res.body).equals(STYLES)).toBe(true);
  const head = await raw(SCRIPT_URL, { 'accept-encoding': 'br' }, 'HEAD');
  expect([head.status, head.headers['content-encoding'], Number(head.headers['content-length']), head.body.length]).toEqual([
    200,
    'br',
    brotli11(SCRIPT).length,
    0,
  ]);
});

it('a path that does not decode is no file: the pages answer it (404), not a 400', async () => {
  for (const path of ['/assets/%E0%A4.js', '/%E0%A4']) {
    const res = await raw(path, { accept: 'text/html', 'accept-encoding': 'br' });
    expect([path, res.status]).toEqual([path, 404]);
  }
});
