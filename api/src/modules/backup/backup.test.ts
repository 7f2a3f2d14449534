// Backup → restore round trips on a real database (PGlite here, PostgreSQL with TEST_DATABASE_URL): the same rows,
// sequences, photos and queued jobs; a backup taken while orders are being placed restores to a consistent shop;
// every bad input is a clear BackupError and leaves nothing behind.
// @postgres: runs on both databases — it branches on the engine, SQL triggers and notifications, migrations.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { contextFor, createCustomer, createTestDb, createTestShop, type TestDb, type TestShop } from '../../test/harness';
import { createLogger } from '../../platform/logger';
import type { Database } from '../../platform/db/database';
import { migrationStatus } from '../../platform/db/migrator';
import { plainProduct, placeCard } from '../orders/order.test-helpers';
import { BackupError, BackupService } from './backup.service';

const logger = createLogger('silent');
let shop: TestShop;
let work: string;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  shop = await createTestShop();
  work = mkdtempSync(join(tmpdir(), 'shop-backup-'));
  // Orders of a guest and of a customer, one of them cancelled (its stock back), and an uploaded photo.
  const p = await plainProduct(shop, 40, '1299.50', 'Backup Kurta');
  const customer = await createCustomer(shop);
  await placeCard(shop, contextFor(null), [{ productId: p.id, quantity: 2 }]);
  const mine = await placeCard(shop, customer.ctx, [{ productId: p.id, quantity: 1 }]);
  await placeCard(shop, customer.ctx, [{ productId: p.id, quantity: 3 }]);
  const admin = contextFor({ id: randomUUID(), email: 'admin@test.shop', role: 'admin' });
  await shop.services.orders.updateStatus(admin, mine.id, 'cancelled');
  const photo = join(shop.config.dataDir, 'images', randomUUID());
  mkdirSync(photo, { recursive: true });
  writeFileSync(join(photo, 'master.webp'), Buffer.from('RIFF-not-really-a-webp-but-bytes-are-bytes'));
});
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
  await shop.close();
  rmSync(work, { recursive: true, force: true });
});

const backups = (db: Database, dataDir = shop.config.dataDir) => new BackupService(db, { dataDir, keep: 2 }, logger);

/** A new empty database (and data folder) to restore into. */
async function emptyTarget(): Promise<{ target: TestDb; dataDir: string }> {
  const target = await createTestDb();
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-restore-'));
  cleanups.push(async () => {
    await target.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { target, dataDir };
}

/** Every table's rows as sorted JSON text, and the sequences: two databases are the same shop when these are equal. */
async function contents(db: Database) {
  return db.snapshot(async (query) => {
    const tables = await query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' ORDER BY 1`,
    );
    const out: Record<string, string[]> = {};
    for (const { name } of tables) out[name] = (await query<{ j: string }>(`SELECT row_to_json(t)::text AS j FROM public."${name}" t`)).map((r) => r.j).sort();
    const sequences = await query(`SELECT sequencename, last_value::text FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`);
    return { out, sequences };
  });
}

it('backs up while serving and restores into an empty database: the same rows, sequences, photos and a working shop', async () => {
  const made = await backups(shop.db).create(work);
  expect(made.file).toMatch(/shop-\d{4}-\d{2}-\d{2}T\d{6}Z-\d+_[a-z0-9_]+\.jsonl\.gz$/);
  expect(made.manifest.migration).toBe((await migrationStatus(shop.db)).applied.at(-1));
  expect(made.totals.orders.count).toBe(3);
  expect(made.totals.tables.orders).toBe(3);
  expect(made.files).toBe(1);
  expect(made.jobs).toBeGreaterThan(0); // the orders' events wait in the queue (this test shop runs no workers)
  expect(existsSync(`${made.file}.partial`)).toBe(false);

  const { target, dataDir } = await emptyTarget();
  const restored = await backups(target.db, dataDir).restore(made.file);
  expect(restored.totals).toEqual(made.totals);
  expect(restored.upgraded).toEqual([]);
  expect(restored.jobs).toHaveLength(made.jobs);
  expect(restored.jobs.map((j) => j.name)).toContain('shop-events');
  expect(await contents(target.db)).toEqual(await contents(shop.db));
  const [photo] = readdirSync(join(dataDir, 'images'));
  expect(readFileSync(join(dataDir, 'images', photo, 'master.webp'), 'utf8')).toContain('bytes-are-bytes');
  // Money is exact, triggers run again after the load: a new order on the restored shop takes the next number and stock.
  const product = await target.db.prisma.product.findFirstOrThrow({ where: { name: 'Backup Kurta' }, include: { variants: true } });
  expect(product.stock).toBe(35); // 40 − 2 − 3 (the cancelled order's piece came back)
  await target.db.prisma.productVariant.update({ where: { id: product.variants[0].id }, data: { stock: { decrement: 5 } } });
  expect((await target.db.prisma.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(30);
});

it('a backup taken while 20 orders are being placed restores to a consistent shop', async () => {
  const p = await plainProduct(shop, 100, '500.00', 'Busy Dupatta');
  const before = await shop.db.prisma.order.count();
  const placing = Promise.allSettled(Array.from({ length: 20 }, (_, i) => placeCard(shop, contextFor(null), [{ productId: p.id, quantity: 1 + (i % 3) }])));
  await new Promise((r) => setTimeout(r, 5));
  const made = await backups(shop.db).create(work);
  const results = await placing;
  expect(results.filter((r) => r.status === 'rejected')).toEqual([]);

  const { target, dataDir } = await emptyTarget();
  await backups(target.db, dataDir).restore(made.file);
  const prisma = target.db.prisma;
  const orders = await prisma.order.findMany({ where: { items: { some: { productId: p.id } } }, include: { items: true } });
  expect(orders.length).toBe((await prisma.order.count()) - before);
  let sold = 0;
  for (const order of orders) {
    expect(order.items.length).toBe(1); // every order with all its lines
    expect(order.subtotal.toFixed(2)).toBe((500 * order.items[0].quantity).toFixed(2));
    sold += order.items[0].quantity;
  }
  const restoredProduct = await prisma.product.findUniqueOrThrow({ where: { id: p.id } });
  expect(restoredProduct.stock).toBe(100 - sold); // stock consistent with the orders in the backup
});

describe('bad input: a clear message, nothing written', () => {
  let good: string;
  let empty: Awaited<ReturnType<typeof emptyTarget>>;
  beforeAll(async () => {
    good = (await backups(shop.db).create(work)).file;
    empty = await emptyTarget(); // one empty database for every refusal: each must leave it empty
  });

  const refused = async (file: string, message: RegExp) => {
    const { target, dataDir } = empty;
    await expect(backups(target.db, dataDir).restore(file)).rejects.toThrow(message);
    const [{ n }] = await target.db.snapshot((q) => q<{ n: number }>(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`));
    expect(n).toBe(0); // the target stays empty
  };

  it('a truncated backup', async () => {
    const bytes = readFileSync(good);
    writeFileSync(join(work, 'cut.jsonl.gz'), bytes.subarray(0, Math.floor(bytes.length / 2)));
    await refused(join(work, 'cut.jsonl.gz'), /incomplete/);
    // cut on a line boundary, recompressed: the missing last line gives it away
    const lines = gunzipSync(bytes).toString('utf8').split('\n');
    writeFileSync(join(work, 'short.jsonl.gz'), gzipSync(lines.slice(0, Math.floor(lines.length / 2)).join('\n')));
    await refused(join(work, 'short.jsonl.gz'), /incomplete/);
  });

  it('a foreign file, a gzip of something else, a missing file', async () => {
    writeFileSync(join(work, 'notes.txt'), 'shopping list: milk, bread');
    await refused(join(work, 'notes.txt'), /not a shop backup/);
    writeFileSync(join(work, 'other.gz'), gzipSync('{"hello":"world"}\n'));
    await refused(join(work, 'other.gz'), /not a shop backup/);
    await refused(join(work, 'nowhere.jsonl.gz'), /does not exist/);
  });

  it('a backup from a newer version of the shop', async () => {
    const lines = gunzipSync(readFileSync(good)).toString('utf8').split('\n');
    const header = JSON.parse(lines[0]) as { migration: string; migrations: string[] };
    header.migrations.push('29991231000000_from_the_future');
    header.migration = '29991231000000_from_the_future';
    writeFileSync(join(work, 'future.jsonl.gz'), gzipSync([JSON.stringify(header), ...lines.slice(1)].join('\n')));
    await refused(join(work, 'future.jsonl.gz'), /newer version of the shop/);
  });

  it('a damaged row count', async () => {
    const lines = gunzipSync(readFileSync(good)).toString('utf8').split('\n');
    const i = lines.findIndex((l) => l.startsWith('{"$end":"orders"'));
    lines.splice(i - 1, 1); // one order row lost
    writeFileSync(join(work, 'damaged.jsonl.gz'), gzipSync(lines.join('\n')));
    await refused(join(work, 'damaged.jsonl.gz'), /orders should have \d+ rows but has/);
  });

  it('a restore into a database that is not empty', async () => {
    await expect(backups(shop.db).restore(good)).rejects.toThrow(/not empty/);
  });

  it('a backup path that cannot be written, and an existing file', async () => {
    const aFile = join(work, 'plain-file');
    writeFileSync(aFile, 'x');
    await expect(backups(shop.db).create(join(aFile, 'sub', 'b.jsonl.gz'))).rejects.toThrow(
      new BackupError(`Cannot write the backup to ${join(aFile, 'sub')}: a part of the path is a file, not a folder`),
    );
    await expect(backups(shop.db).create(good)).rejects.toThrow(/already exists; a backup never overwrites/);
  });
});

it('keeps the last BACKUP_KEEP scheduled backups, never the ones taken by hand', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-keep-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const service = backups(shop.db, dataDir);
  mkdirSync(service.folder, { recursive: true });
  const names = ['2026-11-20T010000Z', '2026-11-21T010000Z', '2026-11-22T010000Z'].map((d) => `shop-${d}-20261101000000_x-auto.jsonl.gz`);
  for (const n of [...names, 'shop-2026-11-19T010000Z-20261101000000_x.jsonl.gz']) writeFileSync(join(service.folder, n), '');
  expect(service.prune()).toEqual([names[0]]);
  expect(readdirSync(service.folder).sort()).toEqual(['shop-2026-11-19T010000Z-20261101000000_x.jsonl.gz', names[1], names[2]]);
});

it('scheduled backups run inside the server and keep the last BACKUP_KEEP', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-every-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const written: string[] = [];
  const spy = createLogger('silent');
  spy.info = (obj: { file?: string }, msg?: string) => void (msg === 'scheduled backup written' && obj.file && written.push(obj.file));
  const service = new BackupService(shop.db, { dataDir, keep: 2 }, spy);
  const stop = service.schedule(1100); // names have a one-second stamp
  try {
    while (written.length < 3) await new Promise((r) => setTimeout(r, 100));
  } finally {
    stop();
  }
  await new Promise((r) => setTimeout(r, 1500)); // nothing runs after stop
  expect(written).toHaveLength(3);
  expect(readdirSync(service.folder).sort()).toEqual(written.slice(1).map((f) => f.slice(service.folder.length + 1)));
  expect(written.every((f) => f.endsWith('-auto.jsonl.gz'))).toBe(true);
});
