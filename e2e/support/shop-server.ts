// One shop per Playwright worker: the production build (`node api/dist/main.js`) on a database of its own — a fresh
// embedded one in a temporary DATA_DIR, or with E2E_DATABASE_URL a PostgreSQL database of its own on that server,
// named after the URL's database and the worker — so workers run side by side without sharing orders, stock or
// coupons (docs/testing.md).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { ADMIN } from './constants';

export interface ShopServer {
  url: string;
  stop(): Promise<void>;
}

const READY_WITHIN_MS = 120_000;

export async function startShop(worker: number): Promise<ShopServer> {
  const port = Number(process.env.E2E_PORT ?? 4310) + worker;
  const dataDir = mkdtempSync(join(tmpdir(), `shop-e2e-${worker}-`));
  const database = process.env.E2E_DATABASE_URL ? await createDatabase(process.env.E2E_DATABASE_URL, worker) : undefined;
  const child = spawn(process.execPath, ['api/dist/main.js'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'e2e-secret-that-is-long-enough-0123456789abcdef',
      // A production shop without Razorpay keys takes pay on delivery only; the journeys pay online in the sandbox.
      PAYMENT_SANDBOX: '1',
      // The shop's own rate limits: one worker registers a few customers and places a few orders from this address,
      // well inside them. With REDIS_URL set, each shop counts under a key prefix of its own.
      RATE_LIMITS: '',
      // E-mails and back-in-stock alerts leave through the outbox; its idle workers look for jobs every 0.5 s (the
      // fastest it allows) instead of every 2 s, so a journey that waits for an e-mail waits less.
      OUTBOX_POLL_INTERVAL: '500ms',
      REDIS_KEY_PREFIX: `e2e-${randomBytes(4).toString('hex')}`,
    },
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
    process.stderr.write(chunk);
  });
  const url = `http://localhost:${port}`;
  try {
    await ready(url, child, () => stderr);
  } catch (e) {
    await stopProcess(child);
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    throw e;
  }
  return {
    url,
    async stop() {
      await stopProcess(child);
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function ready(url: string, child: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the shop exited (${child.exitCode}) before it was ready:\n${stderr()}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the shop at ${url} was not ready within ${READY_WITHIN_MS / 1000} s:\n${stderr()}`);
}

/** SIGTERM (the shop's graceful shutdown), then SIGKILL if it is still there 20 s later. */
async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}

async function createDatabase(baseUrl: string, worker: number): Promise<{ url: string; drop(): Promise<void> }> {
  const url = new URL(baseUrl);
  const name = `${url.pathname.slice(1) || 'shop_e2e'}_w${worker}`.replace(/[^\w]/g, '_');
  const admin = new URL(baseUrl);
  admin.pathname = '/postgres';
  const run = async (sql: string) => {
    const client = new Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await run(`CREATE DATABASE ${name}`);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
