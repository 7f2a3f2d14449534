// The owner's commands (api/src/cli/backup.ts) on a shop kept in a real embedded-database folder: a backup of the
// running shop (through the server), a restore into a new folder, the move to PostgreSQL after which the customer
// signs in on PostgreSQL and sees their orders, the backup taken before an upgrade, and the refusals.
// PostgreSQL runs on every machine of ours (127.0.0.1:5432): the move to it is tested in the embedded-database pass.
// @postgres: runs on both databases — it branches on the engine, migrations.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import { loadConfig, type Config } from '../../platform/config';
import { createLogger } from '../../platform/logger';
import { openDatabase, type Database } from '../../platform/db/database';
import { migrate, migrationStatus, readMigrations } from '../../platform/db/migrator';
import { prepareDatabase } from '../../prepare-database';
import { createApp, type ShopApp } from '../../app';
import { contextFor, TEST_ADMIN, TEST_RATE_LIMITS, usingPostgres, type TestShop } from '../../test/harness';
import { plainProduct, placeCard } from '../orders/order.test-helpers';
import { notPrivate } from '../../test/private-tree';
import { runCommand } from '../../cli/backup';
import { writeControlFile } from './local-control';

const logger = createLogger('silent');
const PG_ADMIN = process.env.TEST_PG_ADMIN_URL ?? 'postgresql://root@127.0.0.1:5432/postgres';
const folders: string[] = [];
const folder = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  folders.push(dir);
  return dir;
};
afterAll(() => folders.forEach((d) => rmSync(d, { recursive: true, force: true })));

const envFor = (dataDir: string, extra: Record<string, string> = {}) => ({
  DATA_DIR: dataDir,
  JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
  ADMIN_EMAIL: TEST_ADMIN.email,
  ADMIN_PASSWORD: TEST_ADMIN.password,
  RATE_LIMITS: TEST_RATE_LIMITS,
  LOG_LEVEL: 'silent',
  ...extra,
});

const PASSWORD = 'never-printed-s3cret';

/** Runs a command as the owner would, `stdin` on its standard input (a pipe); returns its exit code and what it printed. */
async function runWithStdin(command: string, args: string[], env: Record<string, string>, stdin: string) {
  const lines: string[] = [];
  const code = await runCommand(command, args, { env, cwd: tmpdir(), out: (l) => lines.push(l), readStdin: async () => stdin });
  return { code, text: lines.join('\n') };
}

/** The real command (cli/backup-main.ts) in a process of its own, `input` on its standard input; everything it printed. */
function cliProcess(args: string[], env: Record<string, string>, input: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [resolve(__dirname, '../../test/run-cli.cjs'), ...args], {
    env: { ...process.env, DATABASE_URL: '', NODE_OPTIONS: '', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stdin.end(input);
  return new Promise((done) => child.on('close', (code) => done({ code, output })));
}

/** Runs a command as the owner would; returns its exit code and what it printed. */
async function run(command: string, args: string[], env: Record<string, string>, answer?: string) {
  const lines: string[] = [];
  const code = await runCommand(command, args, { env, cwd: tmpdir(), out: (l) => lines.push(l), ask: answer === undefined ? undefined : async () => answer });
  return { code, text: lines.join('\n') };
}

interface FileShop {
  config: Config;
  db: Database;
  shop: ShopApp;
  close(): Promise<void>;
}

/** The shop as `npm start` runs it on an embedded database folder (seeded), optionally listening with its control file. */
async function fileShop(dataDir: string, options: { listen?: boolean; env?: Record<string, string> } = {}): Promise<FileShop> {
  const config = loadConfig(envFor(dataDir, options.env));
  const db = await openDatabase({ url: config.databaseUrl, pgliteDir: join(dataDir, 'pglite') });
  await prepareDatabase(db, config, logger);
  const shop = await createApp(config, db, logger);
  let forget = () => {};
  if (options.listen) {
    await new Promise<void>((r) => shop.httpServer.listen(0, '127.0.0.1', r));
    forget = writeControlFile(dataDir, { pid: process.pid, port: (shop.httpServer.address() as AddressInfo).port, token: shop.controlToken });
  }
  return {
    config,
    db,
    shop,
    async close() {
      forget();
      await shop.stop();
      await db.close();
    },
  };
}

/** A customer with two orders, one of them cancelled. */
async function customerWithOrders(s: FileShop) {
  const asTestShop = { services: s.shop.services, db: s.db } as unknown as TestShop;
  const p = await plainProduct(asTestShop, 20, '799.00', 'Moving Day Kurta');
  const { user } = await s.shop.services.accounts.register(contextFor(null), {
    firstName: 'Nisha',
    lastName: 'Shah',
    email: 'nisha.mover@example.in',
    phone: '9876500000',
    password: 'moving-secret-1',
  });
  const ctx = contextFor({ id: user.id, email: user.email, role: 'customer' });
  const first = await placeCard(asTestShop, ctx, [{ productId: p.id, quantity: 2 }]);
  await placeCard(asTestShop, ctx, [{ productId: p.id, quantity: 1 }]);
  return { first };
}

const itPglite = usingPostgres() ? it.skip : it;
// Each test opens several real embedded-database folders (migrations and seed each time), backs up and restores:
// 35-45 s alone on a 2-core machine, over a minute while CI runs the other suites beside it (2026-11-27: the
// first test at 62 s on this build and the one before it alike; the journey now also uploads a photo and checks
// the modes of ~1,000 files after each step). The bound is for a hang, not for speed.
const JOURNEY_MS = 300_000;

itPglite('backup of the running shop, restore into a new folder, and the refusals around them', async () => {
  const dataDir = folder('shop-cli-');
  const live = await fileShop(dataDir, { listen: true });
  let file: string;
  try {
    await customerWithOrders(live);
    const photo = join(dataDir, 'images', randomUUID());
    mkdirSync(photo, { recursive: true });
    writeFileSync(join(photo, 'master.webp'), 'a photo');
    const made = await run('backup', [], envFor(dataDir)); // the database is in use: the server writes it
    expect(made.code).toBe(0);
    expect(made.text).toMatch(/Backup written: .*\/backups\/shop-.*\.jsonl\.gz\n {2}2 orders totalling ₹2397\.00/);
    file = /Backup written: (\S+)/.exec(made.text)![1];
    // a restore while that shop runs on the folder is refused
    expect(await run('restore', [file, '--yes'], envFor(dataDir))).toEqual({ code: 1, text: expect.stringContaining('The shop is running on') });
  } finally {
    await live.close();
  }
  // stopped: the command opens the folder itself
  expect((await run('backup', [join(folder('shop-cli-out-'), 'mine.jsonl.gz')], envFor(dataDir))).code).toBe(0);
  expect((await run('restore', [file, '--yes'], envFor(dataDir))).text).toMatch(/already holds a shop; a restore never overwrites one/);

  const fresh = join(folder('shop-cli-new-'), 'data');
  expect(await run('restore', [file], envFor(fresh))).toEqual({ code: 1, text: expect.stringContaining('Restoring needs a confirmation') });
  expect((await run('restore', [file], envFor(fresh), 'no')).text).toContain('Nothing was restored.');
  const restored = await run('restore', [file], envFor(fresh), 'yes');
  expect(restored.code).toBe(0);
  expect(restored.text).toContain('Restored into the embedded database');
  expect(restored.text).toMatch(/ [1-9]\d* queued e-mail\/webhook job\(s\) put back in the queue/);
  expect(restored.text).toContain('1 photo(s)');
  expect(notPrivate(fresh)).toEqual([]); // the database and the photo: the owner's alone, as the shop keeps them
  const back = await fileShop(fresh);
  try {
    expect(await back.db.prisma.order.count()).toBe(2);
    const [{ n }] = await back.db.snapshot((q) => q<{ n: number }>(`SELECT count(*)::int AS n FROM pgboss.job WHERE state = 'created'`));
    expect(n).toBeGreaterThan(0); // the restored shop's workers will send what was waiting
  } finally {
    await back.close();
  }
  expect((await run('restore', ['/nowhere/at/all.jsonl.gz', '--yes'], envFor(folder('shop-cli-x-')))).text).toBe('/nowhere/at/all.jsonl.gz does not exist');
  expect((await run('backup', [], envFor(folder('shop-cli-empty-')))).text).toMatch(/There is no shop in .* to back up/);
  expect((await run('dance', [], envFor(dataDir))).code).toBe(2);
  const open = folder('shop-cli-open-');
  chmodSync(open, 0o777);
  expect(await run('restore', [file, '--yes'], envFor(open))).toEqual({
    code: 2,
    text: `Configuration error: DATA_DIR ${open} can be written by other users of this machine (mode 0777), so its database and secrets cannot be trusted; if only you use it, make it private with: chmod -R go-rwx ${open}`,
  });
}, JOURNEY_MS);

itPglite('migrate-to-postgres: every row and the order totals on both sides, then the customer signs in on PostgreSQL and sees their orders', async () => {
  const dataDir = folder('shop-move-');
  const source = await fileShop(dataDir);
  const { first } = await customerWithOrders(source);
  await source.close();

  const name = `shop_move_${Date.now().toString(36)}`;
  const admin = new Client({ connectionString: PG_ADMIN });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  // The URL carries a password (trust authentication ignores it), which is never printed: *** stands for it.
  const withPassword = (u: string, password: string) => Object.assign(new URL(u), { password }).toString();
  const url = withPassword(`${PG_ADMIN.replace(/\/[^/]*$/, '')}/${name}`, PASSWORD);
  const masked = withPassword(url, '***');
  try {
    const unreachable = await run('migrate-to-postgres', [`postgresql://root:${PASSWORD}@127.0.0.1:1/shop`], envFor(dataDir));
    expect(unreachable.text).toMatch(/Cannot reach PostgreSQL at postgresql:\/\/root:\*\*\*@127\.0\.0\.1:1\/shop: connection refused/);
    const noDatabase = await run('migrate-to-postgres', [`postgresql://root:${PASSWORD}@127.0.0.1:5432`], envFor(dataDir));
    expect(noDatabase.text).toContain('"postgresql://root:***@127.0.0.1:5432" is not a PostgreSQL URL with a database name');
    expect((await run('migrate-to-postgres', ['not-a-url'], envFor(dataDir))).text).toMatch(/is not a PostgreSQL URL/);
    // No URL at all (on a terminal, or nothing on standard input): how to give one without showing it to `ps`.
    const none = await run('migrate-to-postgres', [], envFor(dataDir));
    expect(none).toEqual({ code: 2, text: expect.stringContaining('DATABASE_URL=postgresql://user:password@host:5432/shop npm run migrate-to-postgres') });
    expect(await runWithStdin('migrate-to-postgres', [], envFor(dataDir), '')).toEqual(none);

    // The URL on standard input, to the real command in a process of its own: nothing on its command line.
    const moved = await cliProcess(['migrate-to-postgres'], envFor(dataDir), `${url}\n`);
    expect(moved).toMatchObject({ code: 0 });
    expect(moved.output).toMatch(/Copied and checked: the same rows in every table \(.*orders 2.*\), 2 orders totalling ₹2397\.00 on both sides/);
    expect(moved.output).toContain(`DATABASE_URL=${masked} npm start`);
    // DATABASE_URL is taken too (refused here: the database holds the shop now), and an argument still is, with a warning.
    const fromEnv = await run('migrate-to-postgres', [], envFor(dataDir, { DATABASE_URL: url }));
    expect(fromEnv).toEqual({ code: 1, text: expect.stringContaining(`The PostgreSQL database ${masked} is not empty`) });
    const fromArgument = await run('migrate-to-postgres', [url], envFor(dataDir));
    expect(fromArgument).toEqual({ code: 1, text: expect.stringContaining(`The PostgreSQL database ${masked} is not empty`) });
    expect(fromArgument.text).toMatch(/^Note: other users of this machine can see this password in `ps` while the command runs; next time set DATABASE_URL/);
    for (const said of [unreachable.text, noDatabase.text, moved.output, fromEnv.text, fromArgument.text]) expect(said).not.toContain(PASSWORD);

    const onPg = await fileShop(dataDir, { env: { DATABASE_URL: url } });
    try {
      const http = request(onPg.shop.app);
      const login = await http.post('/api/auth/login').send({ email: 'nisha.mover@example.in', password: 'moving-secret-1' }).expect(200);
      const mine = await http.get('/api/orders').set('authorization', `Bearer ${login.body.token}`).expect(200);
      expect(mine.body.map((o: { id: string }) => o.id)).toContain(first.id);
      expect(mine.body).toHaveLength(2);
      // sequences were carried over: the next order gets a fresh number on PostgreSQL
      const asTestShop = { services: onPg.shop.services, db: onPg.db } as unknown as TestShop;
      const p = await onPg.db.prisma.product.findFirstOrThrow({ where: { name: 'Moving Day Kurta' } });
      await placeCard(asTestShop, contextFor(null), [{ productId: p.id, quantity: 1 }]);
      expect(await onPg.db.prisma.order.count()).toBe(3);
    } finally {
      await onPg.close();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}, JOURNEY_MS);

itPglite('a newer version on an older embedded database backs it up before migrating, and says so', async () => {
  const dataDir = folder('shop-upgrade-');
  const migrations = readMigrations();
  const db = await openDatabase({ pgliteDir: join(dataDir, 'pglite') });
  try {
    await migrate(db, undefined, { upTo: migrations[migrations.length - 2].name }); // the previous version's database
    const config = loadConfig(envFor(dataDir));
    const logged: string[] = [];
    const spy = createLogger('silent');
    spy.info = (_obj: unknown, msg?: string) => void (typeof msg === 'string' && logged.push(msg));
    await prepareDatabase(db, config, spy);
    expect((await migrationStatus(db)).pending).toEqual([]);
    const [made] = readdirSync(join(dataDir, 'backups'));
    expect(made).toMatch(new RegExp(`-${migrations[migrations.length - 2].name}-before-upgrade\\.jsonl\\.gz$`));
    expect(logged.some((m) => m.startsWith(`backed up the shop to ${join(dataDir, 'backups', made)} before applying 1 new migration`))).toBe(true);
  } finally {
    await db.close();
  }
  // A backup folder that cannot be written stops the start before anything changes.
  const blocked = folder('shop-upgrade-blocked-');
  const old = await openDatabase({ pgliteDir: join(blocked, 'pglite') });
  try {
    await migrate(old, undefined, { upTo: migrations[migrations.length - 2].name });
    writeFileSync(join(blocked, 'backups'), 'a file where the folder should be');
    await expect(prepareDatabase(old, loadConfig(envFor(blocked)), logger)).rejects.toThrow(
      /Could not back up the embedded database before upgrading it, so nothing was changed/,
    );
    expect((await migrationStatus(old)).pending).toHaveLength(1);
  } finally {
    await old.close();
  }
  expect(existsSync(join(blocked, 'pglite'))).toBe(true);
}, JOURNEY_MS);
