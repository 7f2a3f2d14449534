#!/usr/bin/env node
// Lighthouse 12 on the production build: home, shop and a product page, the default mobile preset
// and the desktop preset, each page RUNS times; prints the median of every category score and of LCP, CLS and TBT.
//
//   npm run build && node bench/lighthouse.mjs            (BENCH_LH_RUNS=3, CHROME_PATH=/usr/bin/chromium by default)
//
// For a quick look at one change: BENCH_LH_PRESETS=mobile BENCH_LH_PAGES=home,shop BENCH_LH_TAG=try (the results file's
// name gets the tag, so the day's full run is not overwritten).
//
// The shop runs on a fresh embedded database with the demo data (bench/lib/server.mjs). Chromium is Debian's, headless.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { median } from './lib/load.mjs';
import { ROOT, startServer } from './lib/server.mjs';

const RUNS = Number.parseInt(process.env.BENCH_LH_RUNS ?? '3', 10);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const AUDITS = {
  lcp: 'largest-contentful-paint',
  cls: 'cumulative-layout-shift',
  tbt: 'total-blocking-time',
  fcp: 'first-contentful-paint',
  si: 'speed-index',
};

/** @typedef {{ preset: string, page: string, runs: Record<string, number>[] } & Record<string, any>} Row */
/** @type {[string, import('lighthouse').Config | undefined][]} */
const ALL_PRESETS = [
  ['mobile', undefined],
  ['desktop', desktopConfig],
];
const only = (/** @type {string | undefined} */ list) => (list ? list.split(',') : null);
const presetNames = only(process.env.BENCH_LH_PRESETS);
const pageNames = only(process.env.BENCH_LH_PAGES);
const PRESETS = ALL_PRESETS.filter(([name]) => !presetNames || presetNames.includes(/** @type {string} */ (name)));

const server = await startServer({});
const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
try {
  const products = /** @type {{ id: string }[]} */ (await (await fetch(`${server.baseUrl}/api/products?limit=1`)).json());
  const allPages = { home: '/', shop: '/shop', product: `/product/${products[0].id}` };
  const pages = Object.fromEntries(Object.entries(allPages).filter(([name]) => !pageNames || pageNames.includes(name)));
  /** @type {Row[]} */
  const rows = [];
  for (const [preset, config] of PRESETS) {
    for (const [page, path] of Object.entries(pages)) {
      /** @type {Record<string, number>[]} */
      const runs = [];
      /** Runs Lighthouse could not measure (its runtimeError: a trace it could not read, no paint seen), run again. */
      const failed = [];
      while (runs.length < RUNS) {
        const result = await lighthouse(
          `${server.baseUrl}${path}`,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
          config,
        );
        if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
        const { categories, audits, runtimeError } = result.lhr;
        if (runtimeError) {
          failed.push(runtimeError.code);
          console.log(`${preset} ${page}: Lighthouse could not measure this run (${runtimeError.code}: ${runtimeError.message}); it runs again`);
          if (failed.length > RUNS) throw new Error(`Lighthouse failed ${failed.length} runs of ${path}`);
          continue;
        }
        runs.push({
          ...Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)])),
          ...Object.fromEntries(Object.entries(AUDITS).map(([k, id]) => [k, audits[id]?.numericValue ?? NaN])),
        });
      }
      /** @param {string} key */
      const med = (key) => median(runs.map((r) => r[key]));
      /** @type {Row} */
      const r = /** @type {Row} */ ({ preset, page, ...Object.fromEntries([...CATEGORIES, ...Object.keys(AUDITS)].map((k) => [k, med(k)])), runs });
      rows.push(r);
      console.log(
        `${preset.padEnd(7)} ${page.padEnd(8)} perf ${r.performance}  a11y ${r.accessibility}  best ${r['best-practices']}  seo ${r.seo}  LCP ${Math.round(r.lcp)} ms  CLS ${r.cls.toFixed(3)}  TBT ${Math.round(r.tbt)} ms  FCP ${Math.round(r.fcp)} ms  SI ${Math.round(r.si)} ms  (perf ${runs.map((x) => x.performance).join(', ')})`,
      );
    }
  }
  const dir = join(ROOT, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${new Date().toISOString().slice(0, 10)}-lighthouse${process.env.BENCH_LH_TAG ? `-${process.env.BENCH_LH_TAG}` : ''}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        machine: `${os.cpus().length} CPUs, load ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
        runs: RUNS,
        rows,
      },
      null,
      2,
    ),
  );
  console.log(`wrote ${file}`);
} finally {
  chrome.kill();
  await server.stop();
}
