#!/usr/bin/env node
// The server's cost of rendering storefront pages, on PostgreSQL:
//
//   npm run build && BENCH_DATABASE_URL=postgresql://root@127.0.0.1:5432/postgres npm run bench:ssr
//
// One throw-away database with the bench's usual data (70 seeded + 140 created products, a few orders) and three
// production servers on it: one with the anonymous catalogue cache off (PUBLIC_CACHE_MB=0: every page is rendered,
// every query runs), two with it on (32 MB: rendered pages are kept, storefront/page-cache.ts). For a product page,
// /shop and /shop?category=…&sort=…, at c=1 and c=20, it measures:
//   ssr      GET <page> (Accept: text/html) — the page rendered with its head;
//   gql      the GraphQL operations the same page runs in the browser (the web's generated documents, sent as the
//            browser sends them: ProductDetail; ShopCategories + ShopProducts side by side, counted as one);
// each on the cache-off server ("off"), and on the cache-on server ("on": the same URL again — a hit once kept).
// "on-miss" is the second cache-on server with a new query string each request (…?b=<n>): every request renders, its data
// from the catalogue cache — what a cache-busting client costs. Rounds are interleaved (round r: every scenario
// once) and each figure is the median over the rounds. A render that would exceed the server's limits is answered
// with the shell (server-render.ts: MAX_RENDERS at once, RENDER_TIMEOUT_MS): the share of rendered answers is
// counted and reported, as a shell is far cheaper than a page. See bench/README.md "Server rendering".
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { join } from 'node:path';
import { createClient } from './lib/client.mjs';
import { median, percentile, round2, runLoad } from './lib/load.mjs';
import { createPgDatabase, ROOT, startServer } from './lib/server.mjs';
import { adminLogin, categories, createProduct, productCount } from './lib/shop.mjs';
import { fillOrders } from './lib/orders.mjs';

const env = process.env;
const int = (name, fallback) => (env[name] ? Number.parseInt(env[name], 10) : fallback);
const CFG = {
  rounds: int('BENCH_ROUNDS', 5),
  concurrencies: (env.BENCH_CONCURRENCIES || '1,20').split(',').map(Number),
  /** requests per round at c=1 and at higher concurrency */
  requests: { serial: int('BENCH_REQUESTS_C1', 40), parallel: int('BENCH_REQUESTS', 100) },
  orders: int('BENCH_ORDERS', 20),
  out: env.BENCH_OUT || join(ROOT, 'bench/results/2026-11-26-ssr.json'),
};
if (!env.BENCH_DATABASE_URL) {
  console.error('BENCH_DATABASE_URL (an admin URL of a PostgreSQL server) is required.');
  process.exit(1);
}

const { print } = createRequire(join(ROOT, 'api/package.json'))('graphql');

/** An operation's text as the web app sends it: its generated document (web/src/graphql/documents), printed. */
function webOperation(name) {
  const source = readFileSync(join(ROOT, `web/src/graphql/documents/${name}.ts`), 'utf8');
  const json = /= (\{.*\}) as unknown as /s.exec(source);
  if (!json) throw new Error(`no document in web/src/graphql/documents/${name}.ts (run npm run generate)`);
  return print(JSON.parse(json[1]));
}

/**
 * A request again once when its keep-alive socket was closed under it (the server closes idle sockets after its
 * keep-alive timeout; a request sent at that moment gets "socket hang up"). A server that is gone fails again.
 */
async function once(send) {
  try {
    return await send();
  } catch (e) {
    if (!(e instanceof Error) || !/socket hang up|ECONNRESET/.test(e.message)) throw e;
    return send();
  }
}

const log = (...a) => console.log(...a);
const cleanups = [];
const cleanUp = async () => {
  while (cleanups.length)
    await cleanups
      .pop()()
      .catch(() => {});
};
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void cleanUp().then(() => process.exit(130)));

/** The servers' logs, shown when the run fails (a server that exited says why there). */
const logs = [];

try {
  await main();
} catch (e) {
  console.error(e instanceof Error ? e.stack : e);
  for (const [name, file] of logs) console.error(`--- ${name} server, end of its log:\n${readFileSync(file, 'utf8').slice(-3000)}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}

async function main() {
  const startedAt = new Date();
  const loadBefore = os.loadavg();
  log(`=== server rendering on PostgreSQL — ${os.cpus().length} CPUs, load average ${loadBefore.map((x) => x.toFixed(2)).join(' ')} ===`);
  const pg = await createPgDatabase(env.BENCH_DATABASE_URL);
  cleanups.push(pg.drop);
  const servers = {
    off: await startServer({ databaseUrl: pg.url, env: { PUBLIC_CACHE_MB: '0' } }),
    on: await startServer({ databaseUrl: pg.url, env: { PUBLIC_CACHE_MB: '32' } }),
    // its own server, so the pages it adds do not push the "on" server's pages out of its LRU
    'on-miss': await startServer({ databaseUrl: pg.url, env: { PUBLIC_CACHE_MB: '32' } }),
  };
  for (const [name, s] of Object.entries(servers)) {
    cleanups.push(s.stop);
    logs.push([name, s.logFile]);
  }
  const clients = Object.fromEntries(Object.entries(servers).map(([k, s]) => [k, createClient(s.baseUrl, { maxSockets: 32 })]));
  cleanups.push(async () => Object.values(clients).forEach((c) => c.close()));

  const client = clients.off;
  const token = await adminLogin(client);
  const cats = await categories(client);
  const created = [];
  const made = await runLoad(async (n) => created.push(await createProduct(client, token, cats, n)), {
    concurrency: 4,
    requests: Math.max(0, 200 - (await productCount(client))) + 10,
  });
  if (made.errors) throw new Error(`createProduct: ${made.firstError?.message}`);
  await fillOrders(client, created, CFG.orders);
  log(`setup: ${await productCount(client)} products, ${CFG.orders} orders, database ${pg.name}`);

  // 20 products in turn (a hit once each is kept); a category with products, in the price order.
  const ids = created.slice(0, 20).map((p) => p.id);
  const category = cats.find((c) => c.productCount > 0) ?? cats[0];
  const PRODUCT = webOperation('ProductDetail');
  const CATEGORIES = webOperation('ShopCategories');
  const PRODUCTS = webOperation('ShopProducts');
  // The variables the shop page computes for these URLs (web/src/features/catalog/shop-params.ts, toProductVariables).
  const pages = {
    product: { url: (i) => `/product/${ids[i % ids.length]}`, gql: (c, i) => [c.gqlRaw(PRODUCT, { id: ids[i % ids.length] })] },
    shop: { url: () => '/shop', gql: (c) => [c.gqlRaw(CATEGORIES), c.gqlRaw(PRODUCTS, { filter: {}, sort: 'FEATURED', limit: 12, offset: 0 })] },
    'shop-category': {
      url: () => `/shop?category=${category.slug}&sort=price-low`,
      gql: (c) => [c.gqlRaw(CATEGORIES), c.gqlRaw(PRODUCTS, { filter: { category: category.slug }, sort: 'PRICE_LOW', limit: 12, offset: 0 })],
    },
  };

  let busted = 0;
  /** @type {{ name: string, side: 'off' | 'on' | 'on-miss', run: (i: number) => Promise<void>, rendered: { yes: number, no: number } }[]} */
  const scenarios = [];
  for (const [page, p] of Object.entries(pages)) {
    for (const side of /** @type {const} */ (['off', 'on', 'on-miss'])) {
      const c = clients[side];
      const rendered = { yes: 0, no: 0 };
      scenarios.push({
        name: `ssr ${page} (${side})`,
        side,
        rendered,
        run: async (i) => {
          const url = side === 'on-miss' ? `${p.url(i)}${p.url(i).includes('?') ? '&' : '?'}b=${busted++}` : p.url(i);
          const res = await once(() => c.request('GET', url, { headers: { accept: 'text/html' } }));
          if (res.status !== 200) throw new Error(`GET ${url}: ${res.status}`);
          // The shell's root is empty: the server sent it instead of a render (too many at once, or too slow).
          if (res.body.includes('<div id="root"></div>')) rendered.no++;
          else rendered.yes++;
        },
      });
    }
    for (const side of /** @type {const} */ (['off', 'on'])) {
      scenarios.push({
        name: `gql ${page} (${side})`,
        side,
        rendered: { yes: 0, no: 0 },
        run: async (i) => {
          for (const res of await once(() => Promise.all(p.gql(clients[side], i)))) {
            if (res.status !== 200 || res.body.includes('"errors":[')) throw new Error(`${page}: ${res.status} ${res.body.slice(0, 200)}`);
          }
        },
      });
    }
  }

  const results = {};
  for (const concurrency of CFG.concurrencies) {
    const requests = concurrency === 1 ? CFG.requests.serial : CFG.requests.parallel;
    for (const s of scenarios) {
      const w = await runLoad(s.run, { concurrency, requests: Math.max(ids.length, Math.round(requests / 2)) });
      if (w.errors) throw new Error(`${s.name}: warm-up: ${w.firstError?.message}`);
    }
    /** @type {Record<string, { rps: number, medianMs: number, p99Ms: number, cpuMs: number, renderedShare: number }[]>} */
    const rounds = Object.fromEntries(scenarios.map((s) => [s.name, []]));
    process.stdout.write(`c=${concurrency}: ${CFG.rounds} rounds × ${requests} requests × ${scenarios.length} scenarios …`);
    for (let r = 0; r < CFG.rounds; r++) {
      for (const s of scenarios) {
        const server = servers[s.side];
        s.rendered.yes = s.rendered.no = 0;
        const cpu0 = server.cpuMs();
        const res = await runLoad(s.run, { concurrency, requests });
        if (res.errors) throw new Error(`${s.name}: ${res.errors} of ${requests} failed: ${res.firstError?.message}`);
        const cpuMs = (server.cpuMs() - cpu0) / requests;
        const renderedShare = s.name.startsWith('ssr') ? s.rendered.yes / requests : NaN;
        rounds[s.name].push({ rps: res.rps, medianMs: median(res.latencies), p99Ms: percentile(res.latencies, 99), cpuMs, renderedShare });
      }
      process.stdout.write(` ${r + 1}`);
    }
    log('');
    const summary = {};
    for (const [name, rs] of Object.entries(rounds)) {
      const med = (key) => round2(median(rs.map((x) => x[key])));
      summary[name] = {
        rps: med('rps'),
        p50Ms: med('medianMs'),
        p99Ms: med('p99Ms'),
        serverCpuMsPerRequest: med('cpuMs'),
        ...(name.startsWith('ssr') ? { renderedShare: med('renderedShare') } : {}),
        perRound: rs.map((x) => ({ rps: round2(x.rps), p50Ms: round2(x.medianMs), p99Ms: round2(x.p99Ms), cpuMs: round2(x.cpuMs) })),
      };
    }
    results[`c${concurrency}`] = { concurrency, requestsPerRound: requests, rounds: CFG.rounds, scenarios: summary };
    log(table(summary));
  }

  const loadAfter = os.loadavg();
  const out = {
    date: startedAt.toISOString(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, loadAverageBefore: loadBefore, loadAverageAfter: loadAfter },
    config: { ...CFG, products: await productCount(client), productsInTurn: ids.length, category: category.slug },
    results,
  };
  writeFileSync(CFG.out, `${JSON.stringify(out, null, 2)}\n`);
  log(`load average after: ${loadAfter.map((x) => x.toFixed(2)).join(' ')}; written ${CFG.out}`);
}

function table(summary) {
  const rows = Object.entries(summary).map(([name, r]) => [
    name,
    r.rps.toFixed(0),
    r.p50Ms.toFixed(1),
    r.p99Ms.toFixed(1),
    r.serverCpuMsPerRequest.toFixed(2),
    r.renderedShare === undefined ? '' : `${Math.round(r.renderedShare * 100)}%`,
  ]);
  const header = ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'server CPU ms/req', 'rendered'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
