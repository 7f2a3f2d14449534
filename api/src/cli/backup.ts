// `npm run backup`, `npm run restore`, `npm run migrate-to-postgres`: one habit for both databases.
//
//   npm run backup [-- <file or folder>]          a backup of the running or stopped shop (default DATA_DIR/backups)
//   npm run restore -- <file> [--yes]             into an EMPTY data folder / database, after a confirmation
//   npm run migrate-to-postgres                   the embedded shop copied into an empty PostgreSQL database, checked;
//                                                 the URL from DATABASE_URL or standard input (or, visible in `ps`, -- <url>)
//
// The settings are the shop's own (DATA_DIR, DATABASE_URL…: api/src/platform/config.ts). Every refusal is one clear line and a
// non-zero exit; nothing existing is overwritten.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { Client } from 'pg';
import { ConfigError, loadConfig, type Config } from '../platform/config';
import { openDatabase, type Database } from '../platform/db/database';
import { createLogger, type Logger } from '../platform/logger';
import { createServices } from '../services';
import { BackupError, type BackupResult, BackupService, type BackupTotals, type QueuedJob, readBackup, readControlFile } from '../modules/backup';

export interface CliIo {
  env: Record<string, string | undefined>;
  /** relative files are taken from here (npm's INIT_CWD: where the owner typed the command) */
  cwd: string;
  out: (line: string) => void;
  /** asks a question on an interactive terminal; undefined when there is none (then `--yes` is needed) */
  ask?: (question: string) => Promise<string>;
  /** the first line of standard input when it is a pipe or a file; undefined on a terminal */
  readStdin?: () => Promise<string>;
}

class Refusal extends Error {}

const USAGE = `Usage:
  npm run backup [-- <file or folder>]
  npm run restore -- <backup file> [--yes]
  DATABASE_URL=postgresql://user:password@host:5432/shop npm run migrate-to-postgres   (or the URL on standard input)`;

/** The ways to give migrate-to-postgres its URL that keep the password out of `ps` (every local user sees command lines). */
const NO_URL = `Which PostgreSQL database? Give the URL of the new, empty PostgreSQL database in DATABASE_URL
  DATABASE_URL=postgresql://user:password@host:5432/shop npm run migrate-to-postgres
or on standard input (then it shows in no command line):
  npm run migrate-to-postgres < file-with-the-url`;

/** Runs one command; returns the exit code (0 done, 1 refused or failed, 2 bad usage or settings). */
export async function runCommand(command: string, args: string[], io: CliIo): Promise<number> {
  let config: Config;
  try {
    config = loadConfig(io.env, false);
  } catch (e) {
    if (e instanceof ConfigError) return fail(io, `Configuration error: ${e.message}`, 2);
    throw e;
  }
  if (config.dataDirMadePrivate) io.out(`Other users of this machine could read ${config.dataDir}: made it private (chmod -R go-rwx, ${config.dataDirMadePrivate} files and folders).`);
  const logger = createLogger('warn', 'pretty');
  const yes = args.includes('--yes');
  const positional = args.filter((a) => a !== '--yes');
  try {
    const file = (arg: string) => resolve(io.cwd, arg) + (arg.endsWith('/') ? '/' : '');
    if (command === 'backup' && positional.length <= 1) return await backup(config, logger, io, positional[0] === undefined ? undefined : file(positional[0]));
    if (command === 'restore' && positional.length === 1) return await restore(config, logger, io, file(positional[0]), yes);
    if (command === 'migrate-to-postgres' && positional.length <= 1) {
      const url = await targetUrl(config, io, positional[0]);
      return url === undefined ? fail(io, NO_URL, 2) : await migrateToPostgres(config, logger, io, url);
    }
    return fail(io, USAGE, 2);
  } catch (e) {
    if (e instanceof BackupError || e instanceof Refusal) return fail(io, e.message, 1);
    throw e;
  }
}

function fail(io: CliIo, message: string, code: number): number {
  io.out(message);
  return code;
}

const pgliteDir = (config: Config) => join(config.dataDir, 'pglite');

/** The pid of the live process holding the embedded database (DATA_DIR/pglite.lock), or null. */
function lockHolder(config: Config): number | null {
  try {
    const pid = Number(readFileSync(join(config.dataDir, 'pglite.lock'), 'utf8'));
    if (!pid) return null;
    process.kill(pid, 0);
    return pid;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM' ? 1 : null;
  }
}

const hasShop = (dir: string) => existsSync(dir) && readdirSync(dir).length > 0;

async function withDatabase<T>(options: { url?: string; pgliteDir?: string }, fn: (db: Database) => Promise<T>): Promise<T> {
  const db = await openDatabase({ ...options, poolSize: 2 });
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

// ---- backup -------------------------------------------------------------------------------------------------------

async function backup(config: Config, logger: Logger, io: CliIo, path: string | undefined): Promise<number> {
  let result: BackupResult;
  if (config.databaseUrl) {
    await reachable(config.databaseUrl);
    result = await withDatabase({ url: config.databaseUrl }, (db) => new BackupService(db, backupSettings(config), logger).create(path));
  } else if (lockHolder(config) !== null) {
    result = await backupThroughServer(config, path);
  } else {
    if (!hasShop(pgliteDir(config))) throw new Refusal(`There is no shop in ${config.dataDir} to back up (no embedded database there; is DATA_DIR right?)`);
    result = await withDatabase({ pgliteDir: pgliteDir(config) }, (db) => new BackupService(db, backupSettings(config), logger).create(path));
  }
  io.out(`Backup written: ${result.file}`);
  io.out(
    `  ${describeTotals(result.totals)}, ${result.files} photo(s), ${result.jobs} queued job(s); level ${result.manifest.migration}; ${(result.bytes / 1024).toFixed(0)} KB`,
  );
  return 0;
}

const backupSettings = (config: Config) => ({ dataDir: config.dataDir, keep: config.backups.keep });

/** The running shop writes the backup itself (it alone may open its embedded database). */
async function backupThroughServer(config: Config, path: string | undefined): Promise<BackupResult> {
  const control = readControlFile(config.dataDir);
  if (!control)
    throw new Refusal(`The shop in ${config.dataDir} is starting or stopping (its database is in use, but it does not answer yet); try again in a moment`);
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${control.port}/_local/backup`, {
      method: 'POST',
      headers: { authorization: `Bearer ${control.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(path === undefined ? {} : { path }),
      signal: AbortSignal.timeout(10 * 60_000),
    });
  } catch (e) {
    throw new Refusal(`The running shop (pid ${control.pid}, port ${control.port}) did not answer: ${e instanceof Error ? e.message : String(e)}`);
  }
  const body = (await response.json().catch(() => ({}))) as BackupResult & { message?: string };
  if (!response.ok) throw new Refusal(body.message ?? `The running shop refused the backup (HTTP ${response.status})`);
  return body;
}

// ---- restore ------------------------------------------------------------------------------------------------------

async function restore(config: Config, logger: Logger, io: CliIo, path: string, yes: boolean): Promise<number> {
  const checked = await readBackup(path); // the whole file checked before any question is asked
  io.out(`Backup ${path}`);
  io.out(
    `  taken ${checked.manifest.createdAt} from the ${checked.manifest.database === 'pglite' ? 'embedded database' : 'PostgreSQL database'}, level ${checked.manifest.migration}`,
  );
  io.out(`  ${describeTotals(checked.totals)}, ${checked.files} photo(s), ${checked.jobs} queued job(s)`);

  const target = config.databaseUrl ? `the PostgreSQL database ${redact(config.databaseUrl)}` : `the embedded database in ${pgliteDir(config)}`;
  if (config.databaseUrl) {
    await reachable(config.databaseUrl);
  } else {
    const pid = lockHolder(config);
    if (pid !== null)
      throw new Refusal(
        `The shop is running on ${config.dataDir} (pid ${pid}); a restore goes into an empty data folder: stop it, move ${config.dataDir} aside or set DATA_DIR to a new folder, and restore again`,
      );
    if (hasShop(pgliteDir(config))) {
      throw new Refusal(
        `${pgliteDir(config)} already holds a shop; a restore never overwrites one. Move ${config.dataDir} aside (or set DATA_DIR to a new folder) and restore again`,
      );
    }
  }
  if (!yes) {
    if (!io.ask) throw new Refusal(`Restoring needs a confirmation: run it on a terminal, or add --yes`);
    const answer = await io.ask(`Restore this backup into ${target}? Type yes to continue: `);
    if (answer.trim().toLowerCase() !== 'yes') return fail(io, 'Nothing was restored.', 1);
  }
  const createdDir = !config.databaseUrl;
  try {
    await withDatabase(config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: pgliteDir(config) }, async (db) => {
      const restored = await new BackupService(db, backupSettings(config), logger).restore(path);
      await requeue(db, config, logger, restored.jobs, io);
      io.out(`Restored into ${target}: ${describeTotals(restored.totals)}, ${restored.files} photo(s).`);
      if (restored.upgraded.length) io.out(`  then applied ${restored.upgraded.length} newer migration(s): ${restored.upgraded.join(', ')}`);
    });
  } catch (e) {
    if (createdDir) rmSync(pgliteDir(config), { recursive: true, force: true }); // it was empty: leave it so
    throw e;
  }
  io.out('Sign-ins made before the backup may need to sign in again if this is a new data folder (a new JWT secret).');
  return 0;
}

/** The jobs that were queued at the backup's moment, given to this database's job queue. */
async function requeue(db: Database, config: Config, logger: Logger, jobs: QueuedJob[], io: CliIo) {
  if (!jobs.length) return;
  const services = createServices({ prisma: db.prisma, jobsSql: db.jobsSql, config, logger });
  try {
    await services.outbox.start();
    let skipped = 0;
    for (const job of jobs) {
      try {
        await services.outbox.enqueue(null, job.name, job.data ?? {}, job.startAfter ? { startAfter: new Date(job.startAfter) } : {});
      } catch {
        skipped++; // a queue this version no longer has
      }
    }
    io.out(`  ${jobs.length - skipped} queued e-mail/webhook job(s) put back in the queue${skipped ? ` (${skipped} of unknown queues left out)` : ''}`);
  } finally {
    await services.close();
  }
}

// ---- migrate-to-postgres ------------------------------------------------------------------------------------------

/**
 * Where migrate-to-postgres copies the shop: the argument (kept working, with a warning when it holds a password: every
 * local user sees a command line in `ps`), else DATABASE_URL, else the first line of standard input; undefined: none.
 */
async function targetUrl(config: Config, io: CliIo, argument: string | undefined): Promise<string | undefined> {
  if (argument !== undefined) {
    if (config.databaseUrl) throw new Refusal('DATABASE_URL is set and a URL is given too: give the PostgreSQL URL once (DATABASE_URL keeps it out of `ps`)');
    if (hasPassword(argument)) {
      io.out('Note: other users of this machine can see this password in `ps` while the command runs; next time set DATABASE_URL, or give the URL on standard input (npm run migrate-to-postgres < file-with-the-url).');
    }
    return argument;
  }
  if (config.databaseUrl) return config.databaseUrl;
  const line = (await io.readStdin?.())?.trim();
  return line || undefined;
}

async function migrateToPostgres(config: Config, logger: Logger, io: CliIo, url: string): Promise<number> {
  if (!/^postgres(ql)?:\/\/[^/]+\/[^/?]+/.test(url))
    throw new Refusal(`"${redact(url)}" is not a PostgreSQL URL with a database name, like postgresql://user:password@host:5432/shop`);
  const pid = lockHolder(config);
  if (pid !== null) throw new Refusal(`Stop the shop first (pid ${pid}): orders placed during the copy would not be moved`);
  if (!hasShop(pgliteDir(config))) throw new Refusal(`There is no embedded database in ${pgliteDir(config)} to move (is DATA_DIR right?)`);
  await reachable(url);

  return withDatabase({ pgliteDir: pgliteDir(config) }, async (source) => {
    const from = new BackupService(source, backupSettings(config), logger);
    return withDatabase({ url }, async (target) => {
      const to = new BackupService(target, backupSettings(config), logger);
      // Refused before any work when the target is not empty (restore checks again).
      const tables = await to.tableCount();
      if (tables) throw new Refusal(`The PostgreSQL database ${redact(url)} is not empty (it has ${tables} tables): create a new, empty database for the shop`);
      const made = await from.create(undefined); // kept in DATA_DIR/backups: the copy that was moved
      io.out(`Backup of the embedded database: ${made.file}`);
      const restored = await to.restore(made.file);
      await requeue(target, config, logger, restored.jobs, io);
      const [a, b] = [await from.figures(), await to.figures()];
      const rows: string[] = [];
      for (const table of Object.keys(a.tables)) {
        if (a.tables[table] !== b.tables[table])
          throw new Refusal(`Check failed: table ${table} has ${a.tables[table]} rows in the embedded database and ${b.tables[table] ?? 0} in PostgreSQL`);
        if (a.tables[table]) rows.push(`${table} ${a.tables[table]}`);
      }
      if (a.orders.count !== b.orders.count || a.orders.total !== b.orders.total) {
        throw new Refusal(
          `Check failed: orders add up to ${a.orders.count} / ₹${a.orders.total} in the embedded database and ${b.orders.count} / ₹${b.orders.total} in PostgreSQL`,
        );
      }
      io.out(`Copied and checked: the same rows in every table (${rows.join(', ')}), ${b.orders.count} orders totalling ₹${b.orders.total} on both sides.`);
      io.out('Start the shop on PostgreSQL with (keep DATA_DIR: it holds the photos and the JWT secret):');
      io.out(`  DATABASE_URL=${redact(url)} npm start${hasPassword(url) ? '   (*** stands for the password)' : ''}`);
      return 0;
    });
  });
}

/** Refuses at once, with the reason, a PostgreSQL server that cannot be reached. */
async function reachable(url: string): Promise<void> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    throw new Refusal(`Cannot reach PostgreSQL at ${redact(url)}: ${err.code === 'ECONNREFUSED' ? 'connection refused (is it running?)' : err.message}`);
  } finally {
    await client.end().catch(() => {});
  }
}

/** The URL as printed: its password, if any, as *** (postgresql://shop:***@host/shop), even in a URL that does not parse. */
function redact(url: string): string {
  if (!hasPassword(url)) return url;
  try {
    return Object.assign(new URL(url), { password: '***' }).toString();
  } catch {
    return hidePasswords(url);
  }
}

/** Any `scheme://user:password@` in a text with the password as ***. */
export const hidePasswords = (text: string) => text.replace(/(\w+:\/\/[^/:@\s]*):[^/@\s]*@/g, '$1:***@');

function hasPassword(url: string): boolean {
  try {
    return new URL(url).password !== '';
  } catch {
    return hidePasswords(url) !== url;
  }
}

function describeTotals(totals: BackupTotals): string {
  const rows = Object.values(totals.tables).reduce((a, b) => a + b, 0);
  return `${totals.orders.count} orders totalling ₹${totals.orders.total}, ${rows} rows in ${Object.keys(totals.tables).length} tables`;
}

/** The process: `node api/dist/backup/cli.js <command> [args]`. */
export async function main(argv = process.argv.slice(2)): Promise<void> {
  const [command = '', ...args] = argv;
  const ask = process.stdin.isTTY
    ? async (question: string) => {
        const rl = createInterface({ input: process.stdin, output: process.stdout });
        try {
          return await rl.question(question);
        } finally {
          rl.close();
        }
      }
    : undefined;
  const readStdin = process.stdin.isTTY ? undefined : () => firstLine(process.stdin);
  const code = await runCommand(command, args, { env: process.env, cwd: process.env.INIT_CWD ?? process.cwd(), out: (line) => console.log(line), ask, readStdin });
  process.exit(code);
}

async function firstLine(input: NodeJS.ReadableStream): Promise<string> {
  const rl = createInterface({ input, crlfDelay: Infinity });
  try {
    for await (const line of rl) return line;
    return '';
  } finally {
    rl.close();
  }
}
