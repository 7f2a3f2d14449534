#!/usr/bin/env node
// API benchmarks against the production build: `npm run build && npm run bench`.
// Always on embedded PGlite; also on PostgreSQL when BENCH_DATABASE_URL is an admin URL
// (a fresh database is created there and dropped afterwards). See bench/README.md.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { join } from 'node:path';
import { createClient } from './lib/client.mjs';
import { measure, median, pairedRatio, round2, runLoad } from './lib/load.mjs';
import { createPgDatabase, MAIN, ROOT, startServer } from './lib/server.mjs';
import { startCountingProxy } from './lib/pg-proxy.mjs';
import { adminLogin, categories, createProduct, lowestStock, orderedUnitsByProduct, PLACE, placeOrderInput, productCount, quote } from './lib/shop.mjs';
import { fillOrders, stockRace } from './lib/orders.mjs';
import { LABELS, hasVariants, readScenarios } from './lib/scenarios.mjs';
import { countTable, fmt, latencyTable, orderTable } from './lib/report.mjs';

const env = process.env;
const int = (name, fallback) => (env[name] ? Number.parseInt(env[name], 10) : fallback);
const CFG = {
  rounds: int('BENCH_ROUNDS', 7),
  requests: { 1: int('BENCH_REQUESTS_C1', 40), 8: int('BENCH_REQUESTS_C8', 96) },
  warmup: int('BENCH_WARMUP', 20),
  minProducts: 200,
  setupOrders: int('BENCH_ORDERS', 100),
  race: { rounds: int('BENCH_RACE_ROUNDS', 3), stock: int('BENCH_RACE_STOCK', 200), concurrency: 4 },
  countRequests: 10,
  logLevel: env.BENCH_LOG_LEVEL || 'warn',
};

if (!existsSync(MAIN)) {
  console.error('api/dist/main.js is missing. Build first:  npm run build -w api  (or npm run build), then  npm run bench');
  process.exit(1);
}

const log = (...a) => console.log(...a);
// Undo steps (stop a server, drop a database), newest first; each is safe to run twice.
const cleanups = [];
/** @type {Promise<void> | null} */
let cleaning = null;
const cleanUp = () =>
  (cleaning ??= (async () => {
    while (cleanups.length) await cleanups.pop()().catch(() => {});
  })().finally(() => (cleaning = null)));
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    interrupted = true;
    log(`\n${signal}: cleaning up`);
    void cleanUp().then(() => process.exit(130));
  });
}

const targets = ['pglite', ...(env.BENCH_DATABASE_URL ? ['postgres'] : [])].filter((t) => !env.BENCH_ONLY || env.BENCH_ONLY === t);
let failed = false;
for (const db of targets) {
  if (interrupted) break;
  try {
    await benchmark(db);
  } catch (e) {
    failed = true;
    if (!interrupted) console.error(`\n${db}: FAILED: ${e instanceof Error ? e.stack : String(e)}`);
  }
}
await cleanUp(); // waits for a clean-up a signal started
process.exit(interrupted ? 130 : failed ? 1 : 0);

async function benchmark(db) {
  const startedAt = new Date();
  const loadBefore = os.loadavg();
  log(`\n=== ${db === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'} — ${os.cpus().length} CPUs, load average ${loadBefore.map((x) => x.toFixed(2)).join(' ')} ===`);

  try {
    return await run(db, startedAt, loadBefore);
  } finally {
    await cleanUp();
  }
}

async function run(db, startedAt, loadBefore) {
  const pg = db === 'postgres' ? await createPgDatabase(env.BENCH_DATABASE_URL) : null;
  if (pg) cleanups.push(pg.drop);
  const jwtSecret = `bench-${'x'.repeat(40)}`;
  const server = await startServer({ databaseUrl: pg?.url ?? '', logLevel: CFG.logLevel, jwtSecret });
  cleanups.push(server.stop);
  log(`server pid ${server.pid} on ${server.baseUrl}${pg ? `, database ${pg.name}` : ''}`);
  const client = createClient(server.baseUrl);

  // Setup through the public API: ≥ 200 products, ~100 orders.
  const token = await adminLogin(client);
  const cats = await categories(client);
  const seeded = await productCount(client);
  const toCreate = Math.max(0, CFG.minProducts - seeded) + 10;
  const created = [];
  const made = await runLoad(async (n) => created.push(await createProduct(client, token, cats, n)), { concurrency: 4, requests: toCreate });
  if (made.errors) throw new Error(`createProduct: ${made.firstError?.message}`);
  await fillOrders(client, created, CFG.setupOrders);
  const total = await productCount(client);
  log(`setup: ${seeded} seeded + ${created.length} created = ${total} products, ${CFG.setupOrders} orders placed`);

  // Read scenarios at concurrency 1 and 8, interleaved rounds.
  const productIds = created.map((p) => p.id);
  const scenarios = readScenarios(client, { token, productIds, variants: await hasVariants(client) });
  for (const s of scenarios) await s.check();
  const reads = {};
  for (const concurrency of [1, 8]) {
    const requests = CFG.requests[concurrency];
    process.stdout.write(`concurrency ${concurrency}: ${CFG.rounds} rounds × ${requests} requests × ${scenarios.length} scenarios …`);
    reads[`c${concurrency}`] = await measure(scenarios, { concurrency, rounds: CFG.rounds, requests, warmup: CFG.warmup, cpuMs: server.cpuMs, onRound: (r) => process.stdout.write(` ${r}`) });
    log('');
  }
  const ratios = {
    c1: pairedRatio(reads.c1.products96, reads.c1.products12),
    c8: pairedRatio(reads.c8.products96, reads.c8.products12),
    bestRoundC1: reads.c1.products96.roundMedianMinMs / reads.c1.products12.roundMedianMinMs,
    bestRoundC8: reads.c8.products96.roundMedianMinMs / reads.c8.products12.roundMedianMinMs,
    serverCpu: reads.c1.products96.serverCpuMsPerRequest / reads.c1.products12.serverCpuMsPerRequest,
  };

  // Place order (pay on delivery) at concurrency 4 until the stock of one product is gone.
  const race = [];
  for (let r = 0; r < CFG.race.rounds; r++) race.push(await stockRace(client, token, cats, 10_000 + r, CFG.race));
  const serverUnits = await orderedUnitsByProduct(client, token);
  for (const r of race) {
    r.unitsInOrders = serverUnits.get(r.productId) ?? 0;
    r.ok &&= r.unitsInOrders === r.units;
  }
  const minStock = await lowestStock(client);
  const raceOk = race.every((r) => r.ok) && minStock >= 0;
  client.close();
  await server.stop();

  // PostgreSQL only: statements per request, counted on the wire by a proxy (a second server).
  const statements = pg ? await countStatements(pg.url, jwtSecret, token, productIds) : null;
  if (pg) await pg.drop();

  const loadAfter = os.loadavg();
  const result = {
    database: db,
    startedAt: startedAt.toISOString(),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version, loadAverageBefore: loadBefore.map(round2), loadAverageAfter: loadAfter.map(round2) },
    commit: gitCommit(),
    config: CFG,
    products: total,
    reads: roundAll(reads),
    ratio96to12: roundAll(ratios),
    placeOrder: { concurrency: CFG.race.concurrency, rounds: race.map(roundAll), ordersPerSecondMedian: round2(median(race.map((r) => r.ordersPerSecond))), lowestStockAfter: minStock, ok: raceOk },
    statementsPerRequest: statements,
  };

  const name = db === 'pglite' ? 'embedded PGlite' : 'PostgreSQL';
  log(`\n${name}: reads at concurrency 1 (median of ${CFG.rounds} round medians)\n${latencyTable(reads.c1, LABELS)}`);
  log(`\n${name}: reads at concurrency 8\n${latencyTable(reads.c8, LABELS)}`);
  log(`\nproducts page 96 / 12 items: latency ${fmt(ratios.c1, 2)}× at c=1, ${fmt(ratios.c8, 2)}× at c=8 (median of paired round ratios);`);
  log(`  fastest rounds ${fmt(ratios.bestRoundC1, 2)}× at c=1, ${fmt(ratios.bestRoundC8, 2)}× at c=8; server CPU per request ${fmt(ratios.serverCpu, 2)}× (c=1)`);
  log(`\n${name}: place order (pay on delivery), ${CFG.race.concurrency} concurrent guests on one product until sold out\n${orderTable(race)}`);
  log(`median ${fmt(result.placeOrder.ordersPerSecondMedian)} orders/s; stock never negative (lowest in shop ${minStock}), units ordered = stock taken = units in orders: ${raceOk ? 'yes' : 'NO'}`);
  if (statements) log(`\n${name}: SQL statements per request (Execute + simple Query on the wire)\n${countTable(statements, LABELS)}`);
  log(`\nload average before ${loadBefore.map((x) => x.toFixed(2)).join(' ')}, after ${loadAfter.map((x) => x.toFixed(2)).join(' ')}`);

  const dir = join(ROOT, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${startedAt.toISOString().slice(0, 10)}-${db}.json`);
  writeFileSync(file, pretty(result) + '\n');
  log(`wrote ${file.slice(ROOT.length)}`);
  if (!raceOk) throw new Error('the place-order stock checks failed');
}

async function countStatements(dbUrl, jwtSecret, token, productIds) {
  const proxy = await startCountingProxy(dbUrl);
  cleanups.push(proxy.close);
  const server = await startServer({ databaseUrl: proxy.url, logLevel: CFG.logLevel, jwtSecret });
  cleanups.push(server.stop);
  const client = createClient(server.baseUrl);
  try {
    const counts = {};
    for (const s of readScenarios(client, { token, productIds })) {
      await s.run(0); // warm: prepared plans, pool connections
      const before = proxy.statements();
      for (let i = 0; i < CFG.countRequests; i++) await s.run(i);
      counts[s.name] = (proxy.statements() - before) / CFG.countRequests;
    }
    // A whole order: one transaction (BEGIN … COMMIT); lines must not add a statement each.
    for (const lines of [1, 3]) {
      const items = productIds.slice(0, lines).map((productId) => ({ productId, quantity: 1, size: 'M', color: 'Indigo' }));
      const expected = await quote(client, items);
      await client.gql(PLACE, placeOrderInput(items, expected)); // warm
      const before = proxy.statements();
      for (let i = 0; i < 5; i++) await client.gql(PLACE, placeOrderInput(items, expected));
      counts[`placeOrder${lines}`] = (proxy.statements() - before) / 5;
    }
    return counts;
  } finally {
    client.close();
    await server.stop();
    await proxy.close();
  }
}

function gitCommit() {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'api', 'prisma'], { cwd: ROOT, encoding: 'utf8' }).trim();
    return dirty ? `${head}+uncommitted api changes` : head;
  } catch {
    return null;
  }
}

/** JSON with 2-space indents, but any value that fits in 100 characters on one line. */
function pretty(value, indent = '') {
  const flat = JSON.stringify(value);
  if (flat.length <= 100 || value === null || typeof value !== 'object') return flat;
  const inner = indent + '  ';
  const parts = Array.isArray(value)
    ? value.map((v) => inner + pretty(v, inner))
    : Object.entries(value).map(([k, v]) => `${inner}${JSON.stringify(k)}: ${pretty(v, inner)}`);
  return `${Array.isArray(value) ? '[' : '{'}\n${parts.join(',\n')}\n${indent}${Array.isArray(value) ? ']' : '}'}`;
}

/** Rounds every number in a result to 2 decimals (for a readable JSON file). */
function roundAll(x) {
  if (typeof x === 'number') return round2(x);
  if (Array.isArray(x)) return x.map(roundAll);
  if (x && typeof x === 'object') return Object.fromEntries(Object.entries(x).map(([k, v]) => [k, roundAll(v)]));
  return x;
}
