#!/usr/bin/env node
// Per-route JavaScript budget: what a first visit to each route downloads,
// compressed with brotli (quality 11, as a CDN or reverse proxy serves static files), read from
// Vite's manifest of the production build (vite.config.ts: `build.manifest` → dist/.vite/manifest.json).
// `npm run build -w web` runs it after `vite build`, so the build (and .ci/run, whose `npm test`
// builds before the browser suite) fails when a route grows over its limit.
//
// A route's JS = the entry chunk (index.html) and everything it imports statically, plus the route's
// lazy page chunk (each dynamic entry named `*-page.tsx`: the pages router.tsx imports lazily) and
// its static imports, each file counted once — exactly the scripts and modulepreloads a first visit
// fetches before the page shows. What loads later on demand (a dialog, a below-the-fold form, the
// search box) is not counted.
//
// Usage: node web/scripts/js-budget.mjs [distDir] [--json]
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';

const KB = 1024;
/**
 * The limits the build enforces, in KB of brotli-compressed JS. The targets are home
 * ≤ 150 KB and every storefront route ≤ 200 KB (TARGETS); they are not met yet (see docs/performance.md
 * "JavaScript per route" for the figures and what is left), so the limits are today's figures with a little room:
 * a ratchet that stops growth. Lower them as routes get lighter, down to the targets.
 */
export const LIMITS = { home: 225, storefront: 280 };
export const TARGETS = { home: 150, storefront: 200 };
/** Pages that are not storefront routes: reported, not limited (the dashboard may be as large as it needs). */
const UNLIMITED = ['src/features/admin/admin-page.tsx'];

/** Each page's first-visit JS in bytes (brotli), with its limit and target in bytes (null: none). */
/** The files a chunk of Vite's manifest loads before it runs: its own and its static imports', each once (added to `files`). */
export function staticClosure(manifest, key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) staticClosure(manifest, dep, files);
  return files;
}

export function measureRoutes(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const sizes = new Map();
  const brotli = (file) => {
    if (!sizes.has(file)) sizes.set(file, brotliCompressSync(readFileSync(join(dist, file)), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length);
    return sizes.get(file);
  };
  const closure = (key, files) => staticClosure(manifest, key, files);
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entry) throw new Error(`no entry chunk in ${dist}/.vite/manifest.json`);
  const pages = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry && /-page\.tsx$/.test(k));
  if (!pages.length) throw new Error('no lazy *-page.tsx chunks in the manifest: has router.tsx stopped importing pages lazily?');
  return pages
    .map((page) => {
      const bytes = [...closure(page, closure(entry))].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + brotli(f), 0);
      const kind = UNLIMITED.includes(page) ? null : page.endsWith('/home-page.tsx') ? 'home' : 'storefront';
      return {
        page: page.replace(/^src\//, '').replace(/\.tsx$/, ''),
        bytes,
        limit: kind && LIMITS[kind] * KB,
        target: kind && TARGETS[kind] * KB,
      };
    })
    .sort((a, b) => b.bytes - a.bytes);
}

function main() {
  const args = process.argv.slice(2);
  const dist = resolve(args.find((a) => !a.startsWith('--')) ?? join(import.meta.dirname, '..', 'dist'));
  const rows = measureRoutes(dist);
  if (args.includes('--json')) {
    console.log(JSON.stringify(rows, null, 2));
  } else {
    const kb = (n) => `${(n / KB).toFixed(1)} KB`;
    console.log('JS per route, brotli (first visit): size / limit (target)');
    for (const r of rows) {
      if (r.limit === null || r.target === null) {
        console.log(`     ${kb(r.bytes).padStart(9)}  no limit  ${r.page}`);
        continue;
      }
      const status = r.bytes > r.limit ? 'OVER' : r.bytes > r.target ? '  ok' : ' met';
      console.log(`${status} ${kb(r.bytes).padStart(9)}  / ${kb(r.limit)} (${kb(r.target)})  ${r.page}`);
    }
  }
  const over = rows.filter((r) => r.limit !== null && r.bytes > r.limit);
  if (over.length) {
    console.error(`JS budget exceeded (brotli): ${over.map((r) => r.page).join(', ')} — see web/scripts/js-budget.mjs`);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
