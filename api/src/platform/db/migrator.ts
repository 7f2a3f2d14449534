// Applies prisma/migrations/* the way `prisma migrate deploy` does, with Prisma's own bookkeeping
// table and advisory lock, so `prisma migrate status/deploy` keeps working for users who have the
// native engine. Each file is sent as one batch through the driver (not the Prisma adapter).
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Database, SqlSession } from './database';

export const MIGRATIONS_DIR = resolve(__dirname, '../../../../prisma/migrations');
const PRISMA_LOCK_ID = 72707369;

export class MigrationError extends Error {}

export interface MigrationFile {
  name: string;
  checksum: string;
  sql: string;
}

interface AppliedRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  logs: string | null;
}

export function readMigrations(dir = MIGRATIONS_DIR): MigrationFile[] {
  if (!existsSync(dir)) throw new MigrationError(`Migrations folder not found: ${dir}`);
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'migration.sql')))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

async function appliedRows(session: SqlSession): Promise<AppliedRow[]> {
  return session.query<AppliedRow>(
    `SELECT migration_name, checksum, finished_at, logs FROM "_prisma_migrations"
     WHERE rolled_back_at IS NULL ORDER BY started_at, migration_name`,
  );
}

/** Refuses a history that no longer matches the folder; returns the migrations still to apply. */
export function planMigrations(files: MigrationFile[], applied: AppliedRow[]): MigrationFile[] {
  const byName = new Map(files.map((f) => [f.name, f]));
  for (const row of applied) {
    const file = byName.get(row.migration_name);
    if (row.finished_at === null) {
      throw new MigrationError(
        `Migration ${row.migration_name} failed earlier and the database may be half-migrated. ` +
          `Fix the database by hand, then mark it rolled back (prisma migrate resolve --rolled-back ${row.migration_name}). Error was: ${row.logs ?? 'unknown'}`,
      );
    }
    if (!file) throw new MigrationError(`The database has migration ${row.migration_name}, which is not in prisma/migrations. Is this code older than the database?`);
    if (file.checksum !== row.checksum) {
      throw new MigrationError(`Migration ${row.migration_name} was edited after it was applied. Restore the original file and put the change in a new migration.`);
    }
  }
  const done = new Set(applied.map((r) => r.migration_name));
  return files.filter((f) => !done.has(f.name));
}

export interface MigrateResult {
  applied: string[];
}

export interface MigrateOptions {
  /** Stop after this migration (a restore brings an empty database up to its backup's level first). */
  upTo?: string;
}

export async function migrate(db: Database, dir = MIGRATIONS_DIR, options: MigrateOptions = {}): Promise<MigrateResult> {
  const files = readMigrations(dir);
  if (options.upTo !== undefined && !files.some((f) => f.name === options.upTo)) throw new MigrationError(`Migration ${options.upTo} is not in prisma/migrations`);
  const session = await db.session();
  try {
    await session.query('SELECT pg_advisory_lock($1)', [PRISMA_LOCK_ID]);
    try {
      await session.exec(CREATE_TABLE);
      const pending = planMigrations(files, await appliedRows(session)).filter((f) => options.upTo === undefined || f.name <= options.upTo);
      for (const file of pending) await applyOne(session, file);
      return { applied: pending.map((f) => f.name) };
    } finally {
      await session.query('SELECT pg_advisory_unlock($1)', [PRISMA_LOCK_ID]);
    }
  } finally {
    await session.release();
  }
}

async function applyOne(session: SqlSession, file: MigrationFile): Promise<void> {
  const id = randomUUID();
  const startedAt = new Date();
  try {
    // The file and its bookkeeping row commit together: a crash leaves neither.
    await session.exec('BEGIN');
    await session.exec(file.sql);
    await session.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count) VALUES ($1, $2, $3, $4, now(), 1)`,
      [id, file.checksum, file.name, startedAt],
    );
    await session.exec('COMMIT');
  } catch (e) {
    await session.exec('ROLLBACK').catch(() => {});
    const message = e instanceof Error ? e.message : String(e);
    // The file ran in one transaction and left nothing behind, so the row says "rolled back" (with the
    // error in its logs): the previous version of the shop still starts on this database, and the next
    // start of this version tries the migration again. (A row without finished_at and not rolled back —
    // left by another tool — still stops every start: that database may really be half-migrated.)
    await session.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, logs, started_at, rolled_back_at, applied_steps_count) VALUES ($1, $2, $3, $4, $5, now(), 0)`,
      [id, file.checksum, file.name, message, startedAt],
    );
    throw new MigrationError(`Migration ${file.name} failed: ${message}`);
  }
}

export interface MigrationStatus {
  /** applied migrations, oldest first (empty for a new database) */
  applied: string[];
  /** migrations of the folder not applied yet */
  pending: string[];
}

/** What is applied and what is still to apply; reads only (a database without the bookkeeping table has nothing applied). */
export async function migrationStatus(db: Database, dir = MIGRATIONS_DIR): Promise<MigrationStatus> {
  const files = readMigrations(dir);
  const session = await db.session();
  try {
    const [{ exists }] = await session.query<{ exists: boolean }>(`SELECT to_regclass('"_prisma_migrations"') IS NOT NULL AS exists`);
    const rows = exists
      ? await session.query<{ migration_name: string }>(
          `SELECT migration_name FROM "_prisma_migrations" WHERE rolled_back_at IS NULL AND finished_at IS NOT NULL ORDER BY migration_name`,
        )
      : [];
    const applied = rows.map((r) => r.migration_name);
    const done = new Set(applied);
    return { applied, pending: files.filter((f) => !done.has(f.name)).map((f) => f.name) };
  } finally {
    await session.release();
  }
}

/** For /readyz: every migration in the folder is applied and none failed. */
export async function migrationsUpToDate(db: Database, dir = MIGRATIONS_DIR): Promise<boolean> {
  return (await migrationStatus(db, dir)).pending.length === 0;
}
