// The one place that knows which database engine runs: embedded PGlite (DATABASE_URL empty) or
// PostgreSQL (DATABASE_URL=postgres://…). Everything above gets a Prisma client and a raw SQL
// runner for the migrator; nothing else changes between the two.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaPg } from '@prisma/adapter-pg';
import { Client, Pool } from 'pg';
import { PrismaClient } from '../../generated/prisma/client';
import { makePrivate, PRIVATE_DIR_MODE } from '../common/private-files';
import { acquireDirLock } from './dir-lock';

/** A dedicated session for migrations: whole-file batches, advisory locks, parameterised queries. */
export interface SqlSession {
  exec(sql: string): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  release(): Promise<void>;
}

/**
 * Plain SQL outside Prisma for the job queue (pg-boss's `db` option, api/src/platform/outbox): parameterised
 * statements, or a batch of several statements without parameters.
 */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** Parameterised reads inside a snapshot (`Database.snapshot`). */
export type SnapshotQuery = <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;

export interface Database {
  kind: 'pglite' | 'postgres';
  prisma: PrismaClient;
  jobsSql: SqlExecutor;
  session(): Promise<SqlSession>;
  /**
   * Runs `fn` in one read-only transaction that sees a single moment of the database (backups).
   * PostgreSQL: a REPEATABLE READ transaction on a connection of its own, so the shop keeps serving.
   * PGlite: its one connection is held for the whole of `fn` (other queries wait): keep `fn` short.
   */
  snapshot<T>(fn: (query: SnapshotQuery) => Promise<T>): Promise<T>;
  /**
   * Calls `onNotify` with the payload of every NOTIFY on `channel` (delivered when the notifying transaction commits,
   * from any process on this database), and with null when some may have been missed (the listening connection was
   * lost and is back). Resolves to a function that stops listening.
   */
  listen(channel: string, onNotify: (payload: string | null) => void): Promise<() => Promise<void>>;
  /** The PostgreSQL pool's connections and waiting requests (GET /metrics); null on PGlite, which has one connection. */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  /**
   * An in-memory PGlite's files as one archive, to open copies from (`pgliteDump`): the tests' template databases.
   * Checkpointed first, so a copy opens without replaying the write-ahead log.
   */
  dumpDataDir?(): Promise<Uint8Array>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  url?: string;
  /** PGlite data directory; undefined → in memory (tests). */
  pgliteDir?: string;
  /**
   * In memory only: start from this dump of a data directory (`dumpDataDir`) instead of running initdb. Tests
   * pass a dump of a template database (api/src/test/templates.ts): no initdb, migrations or seed per test shop.
   */
  pgliteDump?: Uint8Array;
  poolSize?: number;
  /** Told about connection errors the pool recovers from (e.g. PostgreSQL restarted). */
  onConnectionError?: (err: Error) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url
    ? openPostgres(options.url, options.poolSize ?? 10, options.onConnectionError ?? (() => {}))
    : openPglite(options.pgliteDir, options.pgliteDump);
}

/** PGlite's extensions and settings: every embedded database is opened with these. */
async function pgliteOptions() {
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  // PGlite's default shared_buffers (128 MB) dominates the process's memory; a small shop's
  // working set fits in far less, which keeps the whole server well under 300 MB RSS.
  return { extensions: { pg_trgm }, postgresqlconf: ['shared_buffers=16MB', 'work_mem=4MB', 'maintenance_work_mem=16MB'] };
}

/**
 * A dump of a just-initialised, empty in-memory database, for `pgliteDump` (the test templates), made as small as it
 * can be, because every test database loads one (decision 0016):
 * - WAL segments of 1 MB instead of PostgreSQL's 16 MB (initdb's own option), and no more than two kept after a
 *   checkpoint (`min_wal_size`; written to the dump's postgresql.auto.conf) instead of recycling up to 80 MB of them;
 * - no template0 and template1: the databases `CREATE DATABASE` copies, which PGlite's one database never runs.
 * The seeded dump is 19 MB instead of 34 MB and opens in half the time (bench/test-db.mjs; docs/testing.md).
 */
export async function emptyPgliteDump(): Promise<Uint8Array> {
  const pglite = await PGlite.create({ ...(await pgliteOptions()), initDbStartParams: ['--wal-segsize=1'] });
  try {
    await pglite.exec(`ALTER SYSTEM SET min_wal_size = '2MB'`);
    await pglite.exec(`SELECT pg_reload_conf()`);
    for (const template of ['template0', 'template1']) {
      await pglite.exec(`ALTER DATABASE ${template} IS_TEMPLATE false`);
      await pglite.exec(`DROP DATABASE ${template}`);
    }
    return await dumpPglite(pglite);
  } finally {
    await pglite.close();
  }
}

/** A checkpointed dump of an in-memory PGlite's files: a copy opens without replaying the write-ahead log. */
async function dumpPglite(pglite: PGlite): Promise<Uint8Array> {
  await pglite.exec('CHECKPOINT');
  return new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer());
}

/**
 * What PGlite reads a dump through (it asks only for the bytes): Node's Blob hands 30 MB over in small chunks, which
 * took a third of opening a test database.
 */
const asBlob = (bytes: Uint8Array) => ({ type: '', size: bytes.byteLength, arrayBuffer: async () => bytes.slice().buffer }) as unknown as Blob;

async function openPglite(dir: string | undefined, dump: Uint8Array | undefined): Promise<Database> {
  let unlock = () => {};
  if (dir) {
    mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
    unlock = acquireDirLock(join(dir, '..', 'pglite.lock'));
  }
  const pglite = await PGlite.create({
    ...(dir ? { dataDir: dir } : dump ? { loadDataDir: asBlob(dump) } : {}),
    ...(await pgliteOptions()),
  });
  // PGlite sets the modes of some files itself, whatever the umask: initdb's ~1000 files 0666, pg_internal.init 0644.
  // Made private after it opens and again when it closes (the folder, private already, shields them meanwhile).
  const tighten = () => {
    if (dir) makePrivate(dir);
  };
  tighten();
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  // PGlite has a single connection; serialise sessions so a migration batch never interleaves.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    kind: 'pglite',
    prisma,
    // PGlite serialises these with Prisma's queries and transactions (one connection, its own lock).
    jobsSql: {
      async executeSql(text, values) {
        if (values?.length) return pglite.query(text, values);
        const results = await pglite.exec(text);
        return results[results.length - 1] ?? { rows: [] };
      },
    },
    async session() {
      let release!: () => void;
      const previous = queue;
      queue = new Promise<void>((r) => (release = r));
      await previous;
      return {
        exec: async (sql) => void (await pglite.exec(sql)),
        query: async <T>(sql: string, params: unknown[] = []) => (await pglite.query<T>(sql, params)).rows,
        release: async () => release(),
      };
    },
    listen: async (channel, onNotify) => {
      const stop = await pglite.listen(channel, onNotify);
      return () => stop();
    },
    snapshot: (fn) => pglite.transaction(async (tx) => fn(async (sql, params = []) => (await tx.query(sql, params)).rows as never[])),
    poolStats: () => null,
    ...(dir ? {} : { dumpDataDir: () => dumpPglite(pglite) }),
    async close() {
      await prisma.$disconnect();
      await pglite.close();
      try {
        tighten();
      } finally {
        unlock();
      }
    },
  };
}

async function openPostgres(url: string, max: number, onError: (err: Error) => void): Promise<Database> {
  const pool = new Pool({ connectionString: url, max });
  // An idle connection that the server drops emits 'error'; unhandled, it would kill the process.
  // The pool discards that connection and opens a new one for the next query.
  pool.on('error', onError);
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  return {
    kind: 'postgres',
    prisma,
    jobsSql: { executeSql: (text, values) => pool.query(text, values) },
    async session() {
      const client = new Client({ connectionString: url });
      client.on('error', onError);
      await client.connect();
      return {
        exec: async (sql) => void (await client.query(sql)),
        query: async <T>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[],
        release: () => client.end(),
      };
    },
    listen: (channel, onNotify) => listenOnPostgres(url, channel, onNotify, onError),
    async snapshot(fn) {
      const client = new Client({ connectionString: url });
      client.on('error', onError);
      await client.connect();
      try {
        await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
        const result = await fn(async (sql, params = []) => (await client.query(sql, params)).rows as never[]);
        await client.query('COMMIT');
        return result;
      } finally {
        await client.end();
      }
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}

/**
 * LISTEN on a connection of its own, which comes back after PostgreSQL restarts or drops it (every 1 s to 30 s);
 * when it is back, `onNotify(null)` says that notifications may have been missed meanwhile.
 */
async function listenOnPostgres(url: string, channel: string, onNotify: (payload: string | null) => void, onError: (err: Error) => void): Promise<() => Promise<void>> {
  let client: Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = 1000;
  const connect = async (): Promise<void> => {
    const c = new Client({ connectionString: url });
    client = c;
    c.on('notification', (m) => m.channel === channel && onNotify(m.payload ?? ''));
    c.on('error', (err) => {
      onError(err);
      reconnect(c);
    });
    c.on('end', () => reconnect(c));
    await c.connect();
    await c.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
    delay = 1000;
  };
  const reconnect = (lost: Client) => {
    if (stopped || client !== lost || retry) return;
    client = null;
    lost.end().catch(() => {});
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(
        () => onNotify(null),
        (err: Error) => {
          onError(err);
          delay = Math.min(delay * 2, 30_000);
          if (client) reconnect(client);
        },
      );
    }, delay);
    retry.unref();
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await (client)?.end().catch(() => {});
  };
}
