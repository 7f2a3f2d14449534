#!/usr/bin/env node
// Embedded PGlite at 50 requests in flight: is waiting for the single connection
// fair? `npm run build && node bench/pglite-fair.mjs`
//
// Starts the production server on a fresh PGlite data directory, creates the bench's usual
// products and 30 orders, then sends a mix of the bench's reads (BENCH_SCENARIOS, default all of
// bench/lib/scenarios.mjs without variants: storefront pages, search, REST, the admin orders page) with BENCH_CONCURRENCY (50) in flight for BENCH_REQUESTS each round, BENCH_ROUNDS
// rounds. Reports per round p50, p99 and max latency of the answered requests, p99 ÷ p50, and how
// many were refused with 503 (the bounded queue, PGLITE_QUEUE_LIMIT); the medians over the rounds.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { createClient } from './lib/client.mjs';
import { median, percentile, runLoad } from './lib/load.mjs';
import { startServer } from './lib/server.mjs';
import { adminLogin, categories, createProduct, productCount } from './lib/shop.mjs';
import { readScenarios } from './lib/scenarios.mjs';
import { fillOrders } from './lib/orders.mjs';

const int = (name, fallback) => (process.env[name] ? Number.parseInt(process.env[name], 10) : fallback);
const CFG = { concurrency: int('BENCH_CONCURRENCY', 50), requests: int('BENCH_REQUESTS', 1000), rounds: int('BENCH_ROUNDS', 5), scenarios: (process.env.BENCH_SCENARIOS || 'products12,products96,filtered,search,product,rest,categories,orders').split(',') };

const server = await startServer({ env: process.env.PGLITE_QUEUE_LIMIT ? { PGLITE_QUEUE_LIMIT: process.env.PGLITE_QUEUE_LIMIT } : {} });
const client = createClient(server.baseUrl, { maxSockets: CFG.concurrency + 4 });
try {
  console.log(`=== PGlite fairness — ${os.cpus().length} CPUs, load average ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}; c=${CFG.concurrency} ===`);
  const token = await adminLogin(client);
  const cats = await categories(client);
  const created = [];
  const made = await runLoad(async (n) => created.push(await createProduct(client, token, cats, n)), { concurrency: 4, requests: Math.max(0, 200 - (await productCount(client))) + 10 });
  if (made.errors) throw new Error(`createProduct: ${made.firstError?.message}`);
  await fillOrders(client, created, 30);
  const scenarios = readScenarios(client, { token, productIds: created.map((p) => p.id) }).filter((s) => CFG.scenarios.includes(s.name));
  const rounds = [];
  for (let r = 0; r < CFG.rounds + 1; r++) {
    const latencies = [];
    let refused = 0;
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < CFG.requests; i = next++) {
        const t = performance.now();
        try {
          await scenarios[i % scenarios.length].run(i);
          latencies.push(performance.now() - t);
        } catch (e) {
          if (e instanceof Error && /^503/.test(e.message)) refused += 1;
          else throw e;
        }
      }
    };
    await Promise.all(Array.from({ length: CFG.concurrency }, worker));
    if (r === 0) continue; // warm-up
    const p50 = median(latencies);
    const p99 = percentile(latencies, 99);
    rounds.push({ p50, p99, max: Math.max(...latencies), ratio: p99 / p50, refused });
    console.log(`round ${r}: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms, p99/p50 ${(p99 / p50).toFixed(2)}, refused ${refused}`);
  }
  const m = (k) => median(rounds.map((x) => x[k]));
  console.log(`median over ${rounds.length} rounds: p50 ${m('p50').toFixed(1)} ms, p99 ${m('p99').toFixed(1)} ms, max ${m('max').toFixed(1)} ms, p99/p50 ${m('ratio').toFixed(2)}, refused ${m('refused')} of ${CFG.requests}`);
  console.log(`load average after ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`);
} finally {
  client.close();
  await server.stop();
}

