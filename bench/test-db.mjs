#!/usr/bin/env node
// Opening a test database: what nearly every api test file does first (api/src/test/harness.ts, decision 0016).
// `npm run build -w api && node bench/test-db.mjs`
//
// Makes the seeded template twice in this process, with the production build's own migrator and seed:
//   before  initdb with 1 MB WAL segments (template0 and template1 kept, WAL recycled up to 80 MB), migrate, seed,
//           dump; opened from a Blob of the dump, as the harness did until 2026-11-28;
//   now     emptyPgliteDump() (no template0/template1, at most two WAL segments kept), migrate, seed, dump; opened
//           from the dump's bytes, as the harness does now.
// Both dumps are taken after a checkpoint (Database.dumpDataDir). Then opens each BENCH_ROUNDS times, alternating,
// and runs one query on it. Reports each dump's size and the medians of the opens after the first (the first pays for
// compiling PGlite's WebAssembly, as every jest test file does, which loads PGlite afresh), and writes
// bench/results/<date>-test-db.json.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { median, round2 } from './lib/load.mjs';
import { ROOT } from './lib/server.mjs';

const require = createRequire(join(ROOT, 'api', 'package.json'));
require('reflect-metadata'); // the seed reaches type-graphql's classes, as main.ts does
const { PGlite } = require('@electric-sql/pglite');
const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm');
const dist = (p) => require(join(ROOT, 'api', 'dist', p));
const { emptyPgliteDump, openDatabase } = dist('platform/db/database.js');
const { migrate } = dist('platform/db/migrator.js');
const { prepareDatabase } = dist('prepare-database.js');
const { loadConfig } = dist('platform/config.js');
const { createLogger } = dist('platform/logger.js');

const ROUNDS = Number.parseInt(process.env.BENCH_ROUNDS ?? '9', 10);
const PGLITE = { extensions: { pg_trgm }, postgresqlconf: ['shared_buffers=16MB', 'work_mem=4MB', 'maintenance_work_mem=16MB'] };
const dataDir = mkdtempSync(join(os.tmpdir(), 'bench-test-db-'));
const env = { DATA_DIR: dataDir, JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789abcdef', LOG_LEVEL: 'silent', ADMIN_EMAIL: 'admin@bench.shop', ADMIN_PASSWORD: 'bench-password-1', PASSWORD_HASHING: 'fast' };

/** The seeded template made from `empty` (a dump of a just-initialised database). */
async function seeded(empty) {
  const db = await openDatabase({ pgliteDump: empty });
  try {
    await migrate(db);
    await prepareDatabase(db, loadConfig(env), createLogger('silent'));
    return await db.dumpDataDir();
  } finally {
    await db.close();
  }
}

async function plainEmpty() {
  const pglite = await PGlite.create({ ...PGLITE, initDbStartParams: ['--wal-segsize=1'] });
  try {
    return new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer());
  } finally {
    await pglite.close();
  }
}

const ways = {
  before: { dump: await seeded(await plainEmpty()), load: (d) => new Blob([d]) },
  now: { dump: await seeded(await emptyPgliteDump()), load: (d) => ({ type: '', size: d.byteLength, arrayBuffer: async () => d.slice().buffer }) },
};
const times = { before: [], now: [] };
const load = [os.loadavg()[0]];
try {
  for (let round = 0; round < ROUNDS; round++) {
    for (const name of round % 2 ? ['now', 'before'] : ['before', 'now']) {
      const { dump, load: asBlob } = ways[name];
      const started = performance.now();
      const pglite = await PGlite.create({ ...PGLITE, loadDataDir: asBlob(dump) });
      await pglite.query('SELECT count(*) FROM products');
      times[name].push(performance.now() - started);
      await pglite.close();
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
load.push(os.loadavg()[0]);

const mb = (d) => round2(d.byteLength / 1e6);
const summary = Object.fromEntries(Object.entries(ways).map(([name, { dump }]) => [name, { dumpMB: mb(dump), medianMs: Math.round(median(times[name].slice(1))), firstMs: Math.round(times[name][0]) }]));
console.log(`${os.cpus().length} CPUs, load average ${load.map((x) => x.toFixed(2)).join(' → ')}, ${ROUNDS} opens each, alternating`);
for (const [name, s] of Object.entries(summary)) console.log(`${name.padEnd(7)} dump ${s.dumpMB} MB, open + one query: median ${s.medianMs} ms (first ${s.firstMs} ms)`);
console.log(`now ÷ before: ${round2(summary.now.medianMs / summary.before.medianMs)}`);

const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT }).toString().trim();
const date = new Date().toISOString().slice(0, 10);
const file = join(ROOT, 'bench', 'results', `${date}-test-db.json`);
writeFileSync(file, `${JSON.stringify({ date, commit, cpus: os.cpus().length, loadAverage: load, rounds: ROUNDS, summary, timesMs: times }, null, 2)}\n`);
console.log(`written: ${file}`);
