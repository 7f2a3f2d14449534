// Backups and restores of the whole shop, on both databases, through the driver (no pg_dump needed).
//
// A backup reads every table of the shop's schema inside one snapshot (Database.snapshot): on PostgreSQL a
// REPEATABLE READ transaction on a connection of its own, so the shop keeps serving and the file shows one moment
// (an order with all its lines, stock matching the orders); on the embedded database the one connection is held
// while the rows are read (requests wait that long — tens of milliseconds for a small shop — while compressing and
// writing happen after). Uploaded photos (DATA_DIR/images) and the queued jobs (e-mails, webhook deliveries, events)
// go into the same file. Secrets do not: the JWT secret stays in DATA_DIR (a restore into a new folder signs
// everyone out) and passwords are only ever stored as hashes.
//
// A restore goes only into an EMPTY database: it brings it up to the backup's migration level with the shop's own
// migrations, loads every table in one transaction with the shop's triggers paused (the backup already holds what
// they maintain: product stock sums, ratings, aggregates), sets the sequences, checks the row counts and the sum of
// the order totals against the backup, then applies any newer migrations. A backup from a newer version is refused.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../platform/common/private-files';
import type { Database, SnapshotQuery } from '../../platform/db/database';
import { migrate, migrationStatus, readMigrations, MIGRATIONS_DIR } from '../../platform/db/migrator';
import type { Logger } from '../../platform/logger';
import { BACKUP_FORMAT, BACKUP_VERSION, BackupError, BackupWriter, readBackup, type BackupManifest, type BackupTotals, type QueuedJob } from './backup-file';

export { BackupError } from './backup-file';

export type BackupReason = 'manual' | 'scheduled' | 'before-upgrade';

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: BackupManifest;
  totals: BackupTotals;
  files: number;
  jobs: number;
  /** how long the database was held for the snapshot (ms) */
  snapshotMs: number;
}

export interface RestoreResult {
  manifest: BackupManifest;
  totals: BackupTotals;
  /** migrations applied after loading (the backup was older than this version) */
  upgraded: string[];
  jobs: QueuedJob[];
  files: number;
}

export interface BackupSettings {
  dataDir: string;
  /** scheduled backups kept (BACKUP_KEEP) */
  keep: number;
}

const SUFFIX = '.jsonl.gz';
const NAME = /^shop-\d{4}-\d{2}-\d{2}T\d{6}Z-.+\.jsonl\.gz$/;
const FETCH_ROWS = 1000;

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const qualified = (table: string) => `public.${ident(table)}`;

export class BackupService {
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly db: Database,
    private readonly settings: BackupSettings,
    private readonly logger: Logger,
    private readonly migrationsDir = MIGRATIONS_DIR,
  ) {}

  get folder(): string {
    return join(this.settings.dataDir, 'backups');
  }

  private get imagesDir(): string {
    return join(this.settings.dataDir, 'images');
  }

  /**
   * Writes a backup to `target` (a file, or a folder to name it in; default DATA_DIR/backups). The file appears
   * under its name only when it is whole (written as `….partial`, then renamed). One backup at a time.
   */
  async create(target?: string, reason: BackupReason = 'manual'): Promise<BackupResult> {
    if (this.running) throw new BackupError('Another backup is being written right now; try again when it has finished');
    const work = this.write(target, reason);
    this.running = work;
    try {
      return await work;
    } finally {
      this.running = null;
    }
  }

  private async write(target: string | undefined, reason: BackupReason): Promise<BackupResult> {
    const status = await migrationStatus(this.db, this.migrationsDir);
    const migration = status.applied[status.applied.length - 1];
    if (!migration) throw new BackupError('The database has no migrations applied: there is no shop to back up');
    const file = this.targetFile(target, migration, reason);
    const partial = `${file}.partial`;
    let writer: BackupWriter;
    try {
      mkdirSync(dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
      writer = new BackupWriter(partial, this.db.kind === 'pglite');
    } catch (e) {
      throw new BackupError(`Cannot write the backup to ${dirname(file)}: ${explain(e)}`);
    }
    try {
      const manifest: BackupManifest = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: new Date().toISOString(),
        database: this.db.kind,
        migration,
        migrations: status.applied,
      };
      const started = Date.now();
      const snapshot = await this.db.snapshot((query) => this.dumpTables(query, manifest, writer));
      const snapshotMs = Date.now() - started;
      const files = await this.dumpImages(writer);
      await writer.line({ $complete: true, ...snapshot.totals });
      await writer.finish();
      renameSync(partial, file);
      const result = { file, bytes: statSync(file).size, manifest, totals: snapshot.totals, files, jobs: snapshot.jobs, snapshotMs };
      if (reason === 'scheduled') this.prune();
      return result;
    } catch (e) {
      writer.destroy();
      rmSync(partial, { force: true });
      if (e instanceof BackupError) throw e;
      throw new BackupError(`The backup could not be written to ${file}: ${explain(e)}`);
    }
  }

  private targetFile(target: string | undefined, migration: string, reason: BackupReason): string {
    const stamp = new Date()
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/^(\d{4})(\d{2})(\d{2})T(\d{6})\.\d+Z$/, '$1-$2-$3T$4Z');
    const name = `shop-${stamp}-${migration}${reason === 'manual' ? '' : `-${reason === 'scheduled' ? 'auto' : reason}`}${SUFFIX}`;
    if (!target) return join(this.folder, name);
    const path = resolve(target);
    if (target.endsWith('/') || (existsSync(path) && statSync(path).isDirectory())) return join(path, name);
    if (existsSync(path)) throw new BackupError(`${path} already exists; a backup never overwrites a file: choose another name`);
    return path;
  }

  /** Everything the database holds, read inside the snapshot. The first line written is the header. */
  private async dumpTables(query: SnapshotQuery, manifest: BackupManifest, writer: BackupWriter) {
    await writer.line(manifest); // the header goes first
    const tables = await tablesInLoadOrder(query);
    const counts: Record<string, number> = {};
    for (const table of tables) {
      const columns = await columnsOf(query, table);
      await writer.line({ $table: table, columns });
      let rows = 0;
      await query(`DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS j FROM ${qualified(table)} t`);
      for (;;) {
        const batch = await query<{ j: string }>(`FETCH ${FETCH_ROWS} FROM backup_rows`);
        for (const { j } of batch) await writer.line(j);
        rows += batch.length;
        if (batch.length < FETCH_ROWS) break;
      }
      await query('CLOSE backup_rows');
      await writer.line({ $end: table, rows });
      counts[table] = rows;
    }
    for (const s of await query<{ name: string; value: string | null }>(
      `SELECT sequencename AS name, last_value::text AS value FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`,
    )) {
      await writer.line({ $sequence: s.name, value: s.value });
    }
    let jobs = 0;
    const [{ boss }] = await query<{ boss: boolean }>(`SELECT to_regclass('pgboss.job') IS NOT NULL AS boss`);
    if (boss) {
      // Jobs not done yet (an active one may be cut short by the backup's moment: it runs again — at least once).
      for (const job of await query<QueuedJob>(
        `SELECT name, data, start_after AS "startAfter" FROM pgboss.job WHERE state IN ('created', 'retry', 'active') ORDER BY created_on`,
      )) {
        await writer.line({ $job: job });
        jobs++;
      }
    }
    const [orders] = await query<{ count: number; total: string }>(
      `SELECT count(*)::int AS count, COALESCE(sum(total), 0)::numeric(14, 2)::text AS total FROM public.orders`,
    );
    return { totals: { tables: counts, orders }, jobs };
  }

  private async dumpImages(writer: BackupWriter): Promise<number> {
    if (!existsSync(this.imagesDir)) return 0;
    let files = 0;
    for (const id of readdirSync(this.imagesDir).sort()) {
      const master = join(this.imagesDir, id, 'master.webp');
      if (!/^[0-9a-f-]{36}$/.test(id) || !existsSync(master)) continue;
      await writer.line({ $file: `images/${id}/master.webp`, data: readFileSync(master).toString('base64') });
      files++;
    }
    return files;
  }

  /** Deletes the oldest scheduled backups beyond BACKUP_KEEP (backups taken by hand or before upgrades stay). */
  prune(): string[] {
    if (!existsSync(this.folder)) return [];
    const scheduled = readdirSync(this.folder)
      .filter((name) => NAME.test(name) && name.endsWith(`-auto${SUFFIX}`))
      .sort()
      .reverse();
    const removed = scheduled.slice(this.settings.keep);
    for (const name of removed) rmSync(join(this.folder, name), { force: true });
    return removed;
  }

  /** Takes a backup every `everyMs` without blocking requests (PostgreSQL) or for the snapshot's moment only (PGlite). */
  schedule(everyMs: number): () => void {
    const timer = setInterval(() => {
      if (this.running) return;
      this.create(undefined, 'scheduled').then(
        (r) => this.logger.info({ file: r.file, bytes: r.bytes, orders: r.totals.orders.count, snapshotMs: r.snapshotMs }, 'scheduled backup written'),
        (err) => this.logger.error({ err }, 'scheduled backup failed'),
      );
    }, everyMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  /**
   * Restores a backup into this (empty) database and DATA_DIR/images. Returns the queued jobs, which the caller
   * gives to the job queue (api/src/platform/outbox), whose own tables are not part of the shop's schema.
   */
  async restore(file: string): Promise<RestoreResult> {
    const path = resolve(file);
    const checked = await readBackup(path); // the whole file is read and checked before anything is written
    const { manifest } = checked;
    const known = new Set(readMigrations(this.migrationsDir).map((m) => m.name));
    const unknown = manifest.migrations.filter((m) => !known.has(m));
    if (unknown.length) {
      throw new BackupError(
        `This backup comes from a newer version of the shop (its database has migration ${unknown[unknown.length - 1]}, which this version does not know): upgrade the shop, then restore`,
      );
    }
    await this.requireEmpty();
    await migrate(this.db, this.migrationsDir, { upTo: manifest.migration });

    const jobs: QueuedJob[] = [];
    const images: { path: string; data: Buffer }[] = [];
    const session = await this.db.session();
    try {
      await session.exec('BEGIN');
      const tables = await tablesInLoadOrder((sql, params) => session.query(sql, params));
      for (const table of tables) await session.exec(`ALTER TABLE ${qualified(table)} DISABLE TRIGGER USER`);
      // Migrations may have put rows in (one-row tables, defaults): the backup holds the real ones.
      if (tables.length) await session.exec(`TRUNCATE ${tables.map(qualified).join(', ')}`);
      let columns: string[] = [];
      let insert = '';
      await readBackup(path, async (entry) => {
        if (entry.kind === 'table') {
          if (!tables.includes(entry.table))
            throw new BackupError(`the backup has a table ${entry.table} that this database does not have at level ${manifest.migration}`);
          const present = new Set(await columnsOf((sql, params) => session.query(sql, params), entry.table));
          columns = entry.columns.filter((c) => present.has(c));
          const list = columns.map(ident).join(', ');
          insert = `INSERT INTO ${qualified(entry.table)} (${list}) OVERRIDING SYSTEM VALUE SELECT ${list} FROM json_populate_recordset(NULL::${qualified(entry.table)}, $1::json)`;
        } else if (entry.kind === 'rows') {
          await session.query(insert, [`[${entry.rows.join(',')}]`]);
        } else if (entry.kind === 'sequence') {
          if (entry.value !== null) await session.query(`SELECT setval($1::regclass, $2::bigint, true)`, [qualified(entry.name), entry.value]);
        } else if (entry.kind === 'job') {
          jobs.push(entry.job);
        } else {
          images.push(entry);
        }
      });
      for (const table of tables) await session.exec(`ALTER TABLE ${qualified(table)} ENABLE TRIGGER USER`);
      await this.check(checked.totals, (sql) => session.query(sql));
      await session.exec('COMMIT');
    } catch (e) {
      await session.exec('ROLLBACK').catch(() => {});
      throw e instanceof BackupError ? e : new BackupError(`The restore failed and nothing was kept: ${explain(e)}`);
    } finally {
      await session.release();
    }
    for (const image of images) {
      const target = join(this.settings.dataDir, image.path);
      if (existsSync(target)) continue; // the same photo id is the same photo
      mkdirSync(dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE });
      writeFileSync(target, image.data, { mode: PRIVATE_FILE_MODE });
    }
    const { applied: upgraded } = await migrate(this.db, this.migrationsDir);
    return { manifest, totals: checked.totals, upgraded, jobs, files: images.length };
  }

  /** The database's rows and order totals, against what the backup says it held. */
  private async check(expected: BackupTotals, query: (sql: string) => Promise<Record<string, unknown>[]>) {
    for (const [table, rows] of Object.entries(expected.tables)) {
      const [{ n }] = (await query(`SELECT count(*)::int AS n FROM ${qualified(table)}`)) as { n: number }[];
      if (n !== rows) throw new BackupError(`After loading, table ${table} has ${n} rows instead of ${rows}; nothing was kept`);
    }
    const [orders] = (await query(`SELECT count(*)::int AS count, COALESCE(sum(total), 0)::numeric(14, 2)::text AS total FROM public.orders`)) as {
      count: number;
      total: string;
    }[];
    if (orders.count !== expected.orders.count || orders.total !== expected.orders.total) {
      throw new BackupError(
        `After loading, the orders add up to ${orders.count} orders / ${orders.total} instead of ${expected.orders.count} / ${expected.orders.total}; nothing was kept`,
      );
    }
  }

  /** Figures to compare two databases by (migrate-to-postgres checks both sides). */
  async figures(): Promise<BackupTotals> {
    return this.db.snapshot(async (query) => {
      const tables: Record<string, number> = {};
      for (const table of await tablesInLoadOrder(query)) {
        const [{ n }] = await query<{ n: number }>(`SELECT count(*)::int AS n FROM ${qualified(table)}`);
        tables[table] = n;
      }
      const [orders] = await query<{ count: number; total: string }>(
        `SELECT count(*)::int AS count, COALESCE(sum(total), 0)::numeric(14, 2)::text AS total FROM public.orders`,
      );
      return { tables, orders };
    });
  }

  /** Tables in the shop's schema: 0 for an empty database. */
  async tableCount(): Promise<number> {
    const session = await this.db.session();
    try {
      const [{ n }] = await session.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`);
      return n;
    } finally {
      await session.release();
    }
  }

  private async requireEmpty() {
    const n = await this.tableCount();
    if (n > 0) {
      throw new BackupError(
        `The target database is not empty (it has ${n} tables): a restore only goes into an empty database, so nothing is overwritten. Create a new database (or move the data folder aside) and restore into that`,
      );
    }
  }
}

/** The shop's tables, parents before children (foreign keys), without the migrations' bookkeeping table. */
async function tablesInLoadOrder(query: SnapshotQuery): Promise<string[]> {
  const tables = (
    await query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition AND c.relname <> '_prisma_migrations' ORDER BY 1`,
    )
  ).map((r) => r.name);
  const edges = await query<{ child: string; parent: string }>(
    `SELECT ch.relname AS child, pa.relname AS parent FROM pg_constraint k
     JOIN pg_class ch ON ch.oid = k.conrelid JOIN pg_class pa ON pa.oid = k.confrelid JOIN pg_namespace n ON n.oid = ch.relnamespace
     WHERE k.contype = 'f' AND n.nspname = 'public' AND ch.relname <> pa.relname`,
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (table: string, path: string[]) => {
    if (placed.has(table)) return;
    if (path.includes(table)) throw new BackupError(`tables ${path.join(' → ')} refer to each other in a circle; a backup cannot order them`);
    for (const e of edges) if (e.child === table) visit(e.parent, [...path, table]);
    placed.add(table);
    ordered.push(table);
  };
  for (const t of tables) visit(t, []);
  return ordered;
}

async function columnsOf(query: SnapshotQuery, table: string): Promise<string[]> {
  const rows = await query<{ name: string }>(
    `SELECT attname AS name FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
    [qualified(table)],
  );
  return rows.map((r) => r.name);
}

function explain(e: unknown): string {
  const err = e as NodeJS.ErrnoException;
  if (err?.code === 'EACCES' || err?.code === 'EPERM') return 'permission denied';
  if (err?.code === 'EROFS') return 'the disk is read-only';
  if (err?.code === 'ENOSPC') return 'the disk is full';
  if (err?.code === 'ENOTDIR') return 'a part of the path is a file, not a folder';
  return err instanceof Error ? err.message : String(e);
}
