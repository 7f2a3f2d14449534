#!/usr/bin/env node
// Our API against the physical floor (the speed targets, docs/performance.md), on PostgreSQL, at 50 requests in flight:
//
//   npm run build && BENCH_DATABASE_URL=postgresql://root@127.0.0.1:5432/postgres npm run bench:floor
//
// One throw-away database, the bench's usual data (70 seeded + 140 created products, a few orders),
// our production server and bench/floor/server.mjs (bare node:http + pg, the same SQL, the same
// JSON) on it. Every scenario's answer is first compared between the two (parsed JSON, equal key
// by key); then rounds run interleaved — round r: scenario 1 on ours, scenario 1 on the floor,
// scenario 2 on ours, … — and each figure is the median over the rounds. The ratio is ours ÷ floor
// in requests per second (median of the paired per-round ratios). See bench/README.md.
import { spawn } from 'node:child_process';
import { isDeepStrictEqual } from 'node:util';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { createClient } from './lib/client.mjs';
import { median, percentile, round2, runLoad } from './lib/load.mjs';
import { cpuMs, createPgDatabase, freePort, ROOT, startServer } from './lib/server.mjs';
import { adminLogin, categories, createProduct, productCount } from './lib/shop.mjs';
import { fillOrders } from './lib/orders.mjs';
import { LABELS, readScenarios } from './lib/scenarios.mjs';

const env = process.env;
const int = (name, fallback) => (env[name] ? Number.parseInt(env[name], 10) : fallback);
const CFG = {
  rounds: int('BENCH_ROUNDS', 7),
  concurrency: int('BENCH_CONCURRENCY', 50),
  requests: int('BENCH_REQUESTS', 400),
  warmup: int('BENCH_WARMUP', 200),
  orders: int('BENCH_ORDERS', 20),
  scenarios: (env.BENCH_SCENARIOS || 'products12,rest,product,filtered,search').split(','),
  /** A directory: our server runs with `node --cpu-prof` and writes its profile there on exit. */
  cpuProf: env.BENCH_CPU_PROF || '',
  logLevel: env.BENCH_LOG_LEVEL || 'warn',
  /** More node flags for our server, after the production ones (e.g. `--max-semi-space-size=16`: the last one wins). */
  nodeArgs: (env.BENCH_NODE_ARGS || '').split(' ').filter(Boolean),
};
if (!env.BENCH_DATABASE_URL) {
  console.error('BENCH_DATABASE_URL (an admin URL of a PostgreSQL server) is required: the floor reads PostgreSQL.');
  process.exit(1);
}

const log = (...a) => console.log(...a);
const cleanups = [];
const cleanUp = async () => {
  while (cleanups.length) await cleanups.pop()().catch(() => {});
};
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void cleanUp().then(() => process.exit(130)));

try {
  await main();
} catch (e) {
  console.error(e instanceof Error ? e.stack : e);
  process.exitCode = 1;
} finally {
  await cleanUp();
}

async function main() {
  const startedAt = new Date();
  const loadBefore = os.loadavg();
  log(`=== ours vs floor on PostgreSQL — ${os.cpus().length} CPUs, load average ${loadBefore.map((x) => x.toFixed(2)).join(' ')} ===`);
  const pg = await createPgDatabase(env.BENCH_DATABASE_URL);
  cleanups.push(pg.drop);
  if (CFG.cpuProf) mkdirSync(CFG.cpuProf, { recursive: true });
  const nodeArgs = [...CFG.nodeArgs, ...(CFG.cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${CFG.cpuProf}`] : [])];
  const ours = await startServer({ databaseUrl: pg.url, logLevel: CFG.logLevel, nodeArgs });
  cleanups.push(ours.stop);
  const floor = await startFloor(pg.url);
  cleanups.push(floor.stop);
  log(`ours pid ${ours.pid} on ${ours.baseUrl}, floor pid ${floor.pid} on ${floor.baseUrl}, database ${pg.name}`);

  const client = createClient(ours.baseUrl, { maxSockets: CFG.concurrency + 4 });
  const floorClient = createClient(floor.baseUrl, { maxSockets: CFG.concurrency + 4 });
  cleanups.push(async () => (client.close(), floorClient.close()));
  const token = await adminLogin(client);
  const cats = await categories(client);
  const seeded = await productCount(client);
  const created = [];
  const made = await runLoad(async (n) => created.push(await createProduct(client, token, cats, n)), { concurrency: 4, requests: Math.max(0, 200 - seeded) + 10 });
  if (made.errors) throw new Error(`createProduct: ${made.firstError?.message}`);
  await fillOrders(client, created, CFG.orders);
  log(`setup: ${await productCount(client)} products, ${CFG.orders} orders`);

  const productIds = created.map((p) => p.id);
  const pick = (c) => readScenarios(c, { token, productIds }).filter((s) => CFG.scenarios.includes(s.name));
  const oursScenarios = pick(client);
  const floorScenarios = pick(floorClient);
  for (const [i, s] of oursScenarios.entries()) await sameAnswer(s.name, client, floorClient, i, productIds);

  for (const [k, s] of oursScenarios.entries()) {
    for (const [side, run] of /** @type {const} */ ([['ours', s.run], ['floor', floorScenarios[k].run]])) {
      const w = await runLoad(run, { concurrency: CFG.concurrency, requests: CFG.warmup });
      if (w.errors) throw new Error(`${s.name} (${side}) warm-up: ${w.firstError?.message}`);
    }
  }
  /** @typedef {{ rps: number, medianMs: number, p99Ms: number, cpuMs: number }} Round */
  /** @type {Record<string, { ours: Round[], floor: Round[] }>} */
  const rounds = Object.fromEntries(oursScenarios.map((s) => [s.name, { ours: [], floor: [] }]));
  process.stdout.write(`c=${CFG.concurrency}: ${CFG.rounds} rounds × ${CFG.requests} requests × ${oursScenarios.length} scenarios × 2 servers …`);
  for (let r = 0; r < CFG.rounds; r++) {
    for (const [k, s] of oursScenarios.entries()) {
      for (const [side, run, pid] of /** @type {const} */ ([['ours', s.run, ours.pid], ['floor', floorScenarios[k].run, floor.pid]])) {
        const cpu0 = cpuMs(pid);
        const res = await runLoad(run, { concurrency: CFG.concurrency, requests: CFG.requests });
        if (res.errors) throw new Error(`${s.name} (${side}): ${res.errors} failed: ${res.firstError?.message}`);
        rounds[s.name][side].push({ rps: res.rps, medianMs: median(res.latencies), p99Ms: percentile(res.latencies, 99), cpuMs: (cpuMs(pid) - cpu0) / CFG.requests });
      }
    }
    process.stdout.write(` ${r + 1}`);
  }
  log('');

  const summary = {};
  for (const [name, { ours: o, floor: f }] of Object.entries(rounds)) {
    const med = (xs, key) => median(xs.map((x) => x[key]));
    summary[name] = {
      ours: { rps: med(o, 'rps'), medianMs: med(o, 'medianMs'), p99Ms: med(o, 'p99Ms'), serverCpuMsPerRequest: med(o, 'cpuMs') },
      floor: { rps: med(f, 'rps'), medianMs: med(f, 'medianMs'), p99Ms: med(f, 'p99Ms'), serverCpuMsPerRequest: med(f, 'cpuMs') },
      ratio: median(o.map((x, i) => x.rps / f[i].rps)),
      ratioMin: Math.min(...o.map((x, i) => x.rps / f[i].rps)),
      ratioMax: Math.max(...o.map((x, i) => x.rps / f[i].rps)),
      perRound: { ours: o.map(roundAll), floor: f.map(roundAll) },
    };
  }
  const fmt = (x, d = 1) => (Number.isFinite(x) ? x.toFixed(d) : '-');
  log(`\nscenario | ours req/s (median ms, CPU ms/req) | floor req/s (median ms, CPU ms/req) | ours ÷ floor (rounds min–max)`);
  for (const [name, s] of Object.entries(summary)) {
    log(
      `${LABELS[name] ?? name} | ${fmt(s.ours.rps, 0)} (${fmt(s.ours.medianMs)}, ${fmt(s.ours.serverCpuMsPerRequest, 2)}) | ${fmt(s.floor.rps, 0)} (${fmt(s.floor.medianMs)}, ${fmt(s.floor.serverCpuMsPerRequest, 2)}) | **${fmt(s.ratio, 2)}×** (${fmt(s.ratioMin, 2)}–${fmt(s.ratioMax, 2)})`,
    );
  }
  const loadAfter = os.loadavg();
  log(`load average before ${loadBefore.map((x) => x.toFixed(2)).join(' ')}, after ${loadAfter.map((x) => x.toFixed(2)).join(' ')}`);
  const dir = join(ROOT, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${startedAt.toISOString().slice(0, 10)}-floor${env.BENCH_TAG ? `-${env.BENCH_TAG}` : ''}.json`);
  const result = { startedAt: startedAt.toISOString(), machine: { cpus: os.cpus().length, node: process.version, loadAverageBefore: loadBefore.map(round2), loadAverageAfter: loadAfter.map(round2) }, config: CFG, summary: roundAll(summary) };
  writeFileSync(file, JSON.stringify(result, null, 1) + '\n');
  log(`wrote ${file.slice(ROOT.length)}`);
}

/** Both servers answer the scenario's request with equal JSON (parsed; a REST array compared item by item). */
async function sameAnswer(name, a, b, i, productIds) {
  const ask = async (c) => {
    if (name === 'rest') return JSON.parse((await c.request('GET', '/api/products?limit=12')).body);
    // run() only checks the status: read the body through a client that keeps the last answer.
    const captured = { body: '' };
    const keeping = { ...c, gqlRaw: async (...args) => Object.assign(captured, await c.gqlRaw(...args)) };
    await readScenarios(keeping, { token: undefined, productIds }).find((x) => x.name === name)?.run(i);
    // GraphQL: the `data` (ours adds `extensions.cost`, the document's price, which the floor does not compute).
    return JSON.parse(captured.body).data;
  };
  const [x, y] = [await ask(a), await ask(b)];
  if (!isDeepStrictEqual(x, y)) {
    const where = firstDifference(x, y);
    throw new Error(`${name}: the floor's answer differs from ours at ${where.path}\nours:  ${JSON.stringify(where.a)}\nfloor: ${JSON.stringify(where.b)}`);
  }
  if (JSON.stringify(x) !== JSON.stringify(y)) log(`${name}: same values, keys in another order`);
}

/** The first path where two JSON values differ (for the message). */
function firstDifference(a, b, path = '$') {
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if (!isDeepStrictEqual(a[k], b[k])) return firstDifference(a[k], b[k], `${path}.${k}`);
    }
  }
  return { path, a, b };
}

async function startFloor(databaseUrl) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(ROOT, 'bench/floor/server.mjs')], { env: { PATH: env.PATH, DATABASE_URL: databaseUrl, PORT: String(port) }, stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let k = 0; ; k++) {
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) break;
    } catch {
      if (k > 100) throw new Error('the floor server did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    baseUrl,
    pid: child.pid,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

function roundAll(x) {
  if (typeof x === 'number') return round2(x);
  if (Array.isArray(x)) return x.map(roundAll);
  if (x && typeof x === 'object') return Object.fromEntries(Object.entries(x).map(([k, v]) => [k, roundAll(v)]));
  return x;
}
