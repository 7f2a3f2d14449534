// Starts and stops the production server (api/dist/main.js) on a free port in 4500-4599 with a
// fresh temporary DATA_DIR, and creates/drops a throw-away PostgreSQL database.
import { execFileSync, spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';

export const ROOT = new URL('../..', import.meta.url).pathname;
export const MAIN = join(ROOT, 'api/dist/main.js');
export const ADMIN = { email: 'bench-admin@example.in', password: 'bench-admin-password-1' };

const { Client } = createRequire(join(ROOT, 'api/package.json'))('pg');

/** A port in [from, to] that nobody listens on right now (others share this machine). */
export async function freePort(from = 4500, to = 4599) {
  const offset = Math.floor(Math.random() * (to - from + 1));
  for (let k = 0; k <= to - from; k++) {
    const port = from + ((offset + k) % (to - from + 1));
    const free = await new Promise((resolve) => {
      const s = net.createServer().once('error', () => resolve(false));
      s.listen(port, '0.0.0.0', () => s.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}-${to}`);
}

/**
 * Spawns the server and waits for /readyz. `databaseUrl` empty → embedded PGlite.
 * `nodeArgs` go before the script (e.g. `--cpu-prof`); `env` adds to or overrides the server's settings;
 * `ports` is the range to listen in (default 4500-4599; BENCH_PORTS=from-to overrides it).
 * @param {{ databaseUrl?: string, logLevel?: string, jwtSecret?: string, nodeArgs?: string[], env?: Record<string, string>, ports?: [number, number] }} [options]
 */
export async function startServer({ databaseUrl = '', logLevel = 'warn', jwtSecret, nodeArgs = [], env = {}, ports = benchPorts() } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
  const logFile = join(dataDir, 'server.log');
  for (let attempt = 1; ; attempt++) {
    const port = await freePort(...ports);
    const log = openSync(logFile, 'a');
    const child = spawn(process.execPath, ['--max-semi-space-size=4', ...nodeArgs, MAIN], {
      cwd: ROOT,
      stdio: ['ignore', log, log],
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        JWT_SECRET: jwtSecret ?? randomBytes(48).toString('base64url'),
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        LOG_LEVEL: logLevel,
        // One client placing thousands of orders: the throttles still count (their cost is in the
        // figures) but can never refuse.
        RATE_LIMITS: '*=1000000000/1h',
        // The anonymous catalogue cache is off unless BENCH_PUBLIC_CACHE_MB says otherwise: the scenarios
        // measure the work of a read (a cached read is measured on purpose, with e.g. BENCH_PUBLIC_CACHE_MB=32).
        PUBLIC_CACHE_MB: process.env.BENCH_PUBLIC_CACHE_MB ?? '0',
        ...env,
      },
    });
    closeSync(log);
    const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    const baseUrl = `http://127.0.0.1:${port}`;
    const ready = await waitReady(baseUrl, exited);
    if (ready === true) {
      return { baseUrl, port, pid: child.pid, dataDir, logFile, cpuMs: () => cpuMs(child.pid), stop: () => stopServer(child, exited, dataDir) };
    }
    const text = readFileSync(logFile, 'utf8');
    if (attempt < 3 && /EADDRINUSE/.test(text)) continue; // somebody took the port meanwhile
    if (ready === 'timeout') await stopServer(child, exited, null);
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`the server did not become ready (${ready === 'timeout' ? 'timeout' : 'it exited'}); its output:\n${text.slice(-3000)}`);
  }
}

/** BENCH_PORTS=from-to: where benchmark servers listen (several people benchmarking on one machine), else 4500-4599. */
function benchPorts() {
  const m = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? '');
  return /** @type {[number, number]} */ (m ? [Number(m[1]), Number(m[2])] : [4500, 4599]);
}

const TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
  } catch {
    return 100;
  }
})();

/** CPU time (user + system, all threads) the process has used so far, from /proc; NaN elsewhere. */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS; // utime, stime (fields 14, 15)
  } catch {
    return NaN;
  }
}

async function waitReady(baseUrl, exited, timeoutMs = 120_000) {
  let gone = false;
  exited.then(() => (gone = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gone) return 'exited';
    try {
      const res = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return true;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return 'timeout';
}

async function stopServer(child, exited, dataDir) {
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGTERM');
    const t = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(t);
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

/** CREATE DATABASE shop_bench_<random> (BENCH_DB_PREFIX instead of shop_bench) through the admin URL; returns its URL and a drop(). */
export async function createPgDatabase(adminUrl) {
  const prefix = process.env.BENCH_DB_PREFIX || 'shop_bench';
  if (!/^[a-z_][a-z0-9_]*$/.test(prefix)) throw new Error(`BENCH_DB_PREFIX must be a plain lower-case SQL name (got "${prefix}")`);
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const c = new Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}
