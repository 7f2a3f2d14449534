// The per-route JS budget on a made-up build: what a route counts, and that the build fails when a
// route is over its limit.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { afterEach, expect, it } from 'vitest';
import { measureRoutes } from './js-budget.mjs';

const dirs = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A dist folder with these files (name → bytes) and manifest. */
function fakeDist(files, manifest) {
  const dist = mkdtempSync(join(tmpdir(), 'js-budget-'));
  dirs.push(dist);
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  for (const [name, bytes] of Object.entries(files)) writeFileSync(join(dist, name), bytes);
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dist;
}
const br = (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
// Random bytes do not compress: their brotli size is about their size.
const noise = (kb) => randomBytes(kb * 1024);

const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_shared.js'],
    dynamicImports: ['src/features/home/home-page.tsx', 'src/features/admin/admin-page.tsx'],
  },
  '_shared.js': { file: 'assets/shared.js' },
  '_admin-only.js': { file: 'assets/admin-only.js' },
  'src/features/home/home-page.tsx': { file: 'assets/home-page.js', isDynamicEntry: true, imports: ['_shared.js'] },
  'src/features/admin/admin-page.tsx': { file: 'assets/admin-page.js', isDynamicEntry: true, imports: ['_admin-only.js', '_shared.js'] },
  'src/components/dialog.tsx': { file: 'assets/dialog.js', isDynamicEntry: true },
};

it('counts the entry, the page and their static imports once each, brotli-compressed; admin code only at /admin', () => {
  const files = {
    'assets/index.js': noise(20),
    'assets/shared.js': noise(10),
    'assets/home-page.js': noise(5),
    'assets/admin-page.js': noise(3),
    'assets/admin-only.js': noise(50),
    'assets/dialog.js': noise(40),
  };
  const rows = measureRoutes(fakeDist(files, manifest));
  const size = (...names) => names.reduce((sum, n) => sum + br(files[n]), 0);
  expect(rows.map((r) => r.page)).toEqual(['features/admin/admin-page', 'features/home/home-page']);
  expect(rows.find((r) => r.page === 'features/home/home-page')).toMatchObject({
    bytes: size('assets/index.js', 'assets/shared.js', 'assets/home-page.js'),
    limit: 225 * 1024,
    target: 150 * 1024,
  });
  expect(rows.find((r) => r.page === 'features/admin/admin-page')).toMatchObject({
    bytes: size('assets/index.js', 'assets/shared.js', 'assets/admin-page.js', 'assets/admin-only.js'),
    limit: null,
  });
});

it('fails (exit 1) when a storefront route is over its limit', () => {
  const files = {
    'assets/index.js': noise(200),
    'assets/shared.js': noise(40),
    'assets/home-page.js': noise(1),
    'assets/admin-page.js': noise(1),
    'assets/admin-only.js': noise(1),
    'assets/dialog.js': noise(1),
  };
  const dist = fakeDist(files, manifest);
  const run = () => execFileSync(process.execPath, [join(import.meta.dirname, 'js-budget.mjs'), dist], { stdio: 'pipe' });
  expect(run).toThrow(/JS budget exceeded \(brotli\): features\/home\/home-page/);
  writeFileSync(join(dist, 'assets/index.js'), noise(100));
  expect(run().toString()).toMatch(/met +\d+\.\d KB .* features\/home\/home-page/);
});
