// The migrator on a real database: fresh apply, no-op second run, refusal of an edited or
// unknown migration, a failed migration rolled back without blocking the previous version, and concurrent starts.
// @postgres: runs on both databases — it branches on the engine, hand-written SQL, concurrent transactions and locks (PGlite has one connection), migrations.
import { cpSync, mkdtempSync, mkdirSync, writeFileSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawn } from 'node:child_process';
import { createTestDb, usingPostgres, type TestDb } from '../../test/harness';
import { MIGRATIONS_DIR, migrate, migrationsUpToDate, readMigrations } from './migrator';

let t: TestDb;
let dir: string;

beforeEach(async () => {
  t = await createTestDb();
  dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
});
afterEach(async () => {
  await t.drop();
  rmSync(dir, { recursive: true, force: true });
});

const rows = (db: TestDb['db']) =>
  db.session().then(async (s) => {
    try {
      return await s.query<{ migration_name: string; checksum: string; finished_at: Date | null; applied_steps_count: number; logs: string | null }>(
        'SELECT migration_name, checksum, finished_at, applied_steps_count, logs FROM "_prisma_migrations" ORDER BY started_at',
      );
    } finally {
      await s.release();
    }
  });

it('applies every migration to a fresh database with Prisma-compatible bookkeeping', async () => {
  const files = readMigrations(dir);
  const { applied } = await migrate(t.db, dir);
  expect(applied).toEqual(files.map((f) => f.name));
  const recorded = await rows(t.db);
  expect(recorded.map((r) => r.migration_name)).toEqual(files.map((f) => f.name));
  expect(recorded[0].checksum).toBe(files[0].checksum);
  expect(recorded[0].checksum).toMatch(/^[0-9a-f]{64}$/);
  expect(recorded[0].finished_at).not.toBeNull();
  expect(recorded[0].applied_steps_count).toBe(1);
  // the schema is really there, with the trigram index
  expect(await t.db.prisma.product.count()).toBe(0);
  expect(await migrationsUpToDate(t.db, dir)).toBe(true);
});

it('a second run is a no-op', async () => {
  await migrate(t.db, dir);
  expect((await migrate(t.db, dir)).applied).toEqual([]);
  expect(await rows(t.db)).toHaveLength(readMigrations(dir).length);
});

it('applies a new migration added later, and only that one', async () => {
  await migrate(t.db, dir);
  mkdirSync(join(dir, '29990101000000_add_note'));
  writeFileSync(join(dir, '29990101000000_add_note', 'migration.sql'), 'ALTER TABLE "users" ADD COLUMN "note" TEXT;\nCREATE INDEX "users_note_idx" ON "users"("note");\n');
  expect(await migrationsUpToDate(t.db, dir)).toBe(false);
  expect((await migrate(t.db, dir)).applied).toEqual(['29990101000000_add_note']);
});

it('refuses to start when an applied migration was edited', async () => {
  await migrate(t.db, dir);
  const [first] = readMigrations(dir);
  const file = join(dir, first.name, 'migration.sql');
  writeFileSync(file, readFileSync(file, 'utf8') + '\n-- a harmless-looking edit\n');
  await expect(migrate(t.db, dir)).rejects.toThrow(`Migration ${first.name} was edited after it was applied`);
});

it('refuses when the database has a migration the folder lacks', async () => {
  await migrate(t.db, dir);
  const other = mkdtempSync(join(tmpdir(), 'migrations-empty-'));
  writeFileSync(join(other, 'migration_lock.toml'), 'provider = "postgresql"\n');
  await expect(migrate(t.db, other)).rejects.toThrow(/not in prisma\/migrations/);
  rmSync(other, { recursive: true, force: true });
});

it('a failing migration rolls back and is recorded as rolled back: the previous version still starts, a fixed file applies', async () => {
  await migrate(t.db, dir);
  const previous = mkdtempSync(join(tmpdir(), 'migrations-previous-'));
  cpSync(dir, previous, { recursive: true });
  mkdirSync(join(dir, '29990101000000_broken'));
  writeFileSync(join(dir, '29990101000000_broken', 'migration.sql'), 'CREATE TABLE "half_done" (id int);\nSELECT * FROM "no_such_table";\n');
  await expect(migrate(t.db, dir)).rejects.toThrow(/Migration 29990101000000_broken failed/);
  const failed = (await rows(t.db)).find((r) => r.migration_name === '29990101000000_broken')!;
  expect(failed.finished_at).toBeNull();
  expect(failed.logs).toMatch(/no_such_table/);
  // the transaction rolled back: the first statement left nothing behind
  const s = await t.db.session();
  const tables = await s.query(`SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'`);
  const rolledBack = await s.query(`SELECT 1 FROM "_prisma_migrations" WHERE migration_name = '29990101000000_broken' AND rolled_back_at IS NOT NULL`);
  await s.release();
  expect(tables).toHaveLength(0);
  expect(rolledBack).toHaveLength(1);

  // the version before the upgrade starts as if nothing happened
  expect((await migrate(t.db, previous)).applied).toEqual([]);
  expect(await migrationsUpToDate(t.db, previous)).toBe(true);
  // the broken file is tried again at the next start, and once fixed it applies
  await expect(migrate(t.db, dir)).rejects.toThrow(/Migration 29990101000000_broken failed/);
  writeFileSync(join(dir, '29990101000000_broken', 'migration.sql'), 'CREATE TABLE "half_done" (id int);\n');
  expect((await migrate(t.db, dir)).applied).toEqual(['29990101000000_broken']);
  expect(await migrationsUpToDate(t.db, dir)).toBe(true);
  rmSync(previous, { recursive: true, force: true });
});

it('a migration left unfinished by another tool still stops the start', async () => {
  await migrate(t.db, dir);
  const s = await t.db.session();
  await s.query(`INSERT INTO "_prisma_migrations" (id, checksum, migration_name, logs, started_at, applied_steps_count) VALUES ('x', 'y', '29990101000000_manual', 'crashed', now(), 0)`);
  await s.release();
  await expect(migrate(t.db, dir)).rejects.toThrow(/failed earlier and the database may be half-migrated/);
});

const itPg = usingPostgres() ? it : it.skip;

itPg('two processes starting at once apply each migration once (PostgreSQL advisory lock)', async () => {
  const script = resolve(__dirname, '../../test/migrate-once.cjs');
  const runOne = () =>
    new Promise<number>((done) => {
      const child = spawn(process.execPath, [script, t.url!, dir], { stdio: 'inherit' });
      child.on('exit', (code) => done(code ?? 1));
    });
  const codes = await Promise.all([runOne(), runOne(), runOne()]);
  expect(codes).toEqual([0, 0, 0]);
  const recorded = await rows(t.db);
  expect(recorded.map((r) => r.migration_name)).toEqual(readMigrations(dir).map((f) => f.name));
});
