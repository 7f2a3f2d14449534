// The backup file: one gzip-compressed file of JSON lines, the same for both databases, so a backup of the
// embedded database restores into PostgreSQL (that is how `migrate-to-postgres` works) and the other way round.
//
//   {"format":"vadodara-shop-backup","version":1,"createdAt":…,"database":"pglite","migration":"2026…_reviews","migrations":[…]}
//   {"$table":"categories","columns":["id","name",…]}     then one line per row: the row as PostgreSQL's own
//   {"id":1,"name":"Men",…}                                 row_to_json text (money stays exact decimal text,
//   {"$end":"categories","rows":4}                          never a JavaScript number)
//   {"$sequence":"orders_number_seq","value":1042}
//   {"$job":{"name":"mail","data":{…},"startAfter":"…"}}   queued e-mails, webhook deliveries and events
//   {"$file":"images/<id>/master.webp","data":"<base64>"} uploaded product photos (the masters; widths are remade)
//   {"$complete":true,"tables":{…counts},"orders":{"count":12,"total":"23456.00"}}
//
// Tables come in foreign-key order, so loading them in file order never meets a missing parent. A file without its
// last line is incomplete (a backup cut short, a truncated copy) and is refused as a whole before anything is written.
import { createReadStream, createWriteStream, openSync, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { createGunzip, createGzip, type Gzip } from 'node:zlib';

export const BACKUP_FORMAT = 'vadodara-shop-backup';
export const BACKUP_VERSION = 1;

export class BackupError extends Error {}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  database: 'pglite' | 'postgres';
  /** the last migration applied to the backed-up database: its level */
  migration: string;
  migrations: string[];
}

export interface QueuedJob {
  name: string;
  data: unknown;
  startAfter: string | null;
}

export interface BackupTotals {
  /** rows per table */
  tables: Record<string, number>;
  /** orders and the sum of their totals (decimal text) at the moment of the backup: what a restore is checked against */
  orders: { count: number; total: string };
}

export type BackupEntry =
  | { kind: 'table'; table: string; columns: string[] }
  | { kind: 'rows'; table: string; rows: string[] }
  | { kind: 'sequence'; name: string; value: string | null }
  | { kind: 'job'; job: QueuedJob }
  | { kind: 'file'; path: string; data: Buffer };

/**
 * Writes a backup file line by line; `line` resolves once the line is taken (at once when `buffered`). The file is
 * created at once (it must not exist), so an unwritable place fails here, before any work.
 */
export class BackupWriter {
  private readonly gzip: Gzip;
  private readonly out: WriteStream;
  private readonly done: Promise<unknown>;

  constructor(
    file: string,
    /** true: never wait for the disk (while a PGlite snapshot holds the database, lines pile up in memory instead) */
    private readonly buffered = false,
  ) {
    this.gzip = createGzip({ level: 6 });
    this.out = createWriteStream('', { fd: openSync(file, 'wx', 0o600) });
    this.gzip.pipe(this.out);
    const failed = (emitter: Gzip | WriteStream) => once(emitter, 'error').then(([e]) => Promise.reject(e instanceof Error ? e : new Error(String(e))));
    this.done = Promise.race([once(this.out, 'close'), failed(this.out), failed(this.gzip)]);
    this.done.catch(() => {}); // observed by finish()
  }

  async line(value: string | object): Promise<void> {
    const ok = this.gzip.write((typeof value === 'string' ? value : JSON.stringify(value)) + '\n');
    if (!ok && !this.buffered) await Promise.race([once(this.gzip, 'drain'), this.done]);
  }

  /** Flushes and closes the file (rejects if the disk refused it). */
  async finish(): Promise<void> {
    this.gzip.end();
    await this.done;
  }

  destroy(): void {
    this.gzip.destroy();
    this.out.destroy();
  }
}

interface ReadResult {
  manifest: BackupManifest;
  totals: BackupTotals;
  sequences: number;
  jobs: number;
  files: number;
}

const ROWS_PER_BATCH = 500;

/**
 * Reads a backup file from start to end, checking it as it goes; `onEntry` (optional) gets tables, rows in batches,
 * sequences, jobs and files in file order. Throws BackupError for anything that is not a whole backup of ours.
 */
export async function readBackup(file: string, onEntry?: (entry: BackupEntry) => Promise<void>): Promise<ReadResult> {
  const input = createReadStream(file);
  const gunzip = createGunzip();
  let failure: Error | null = null;
  const lines = createInterface({ input: input.pipe(gunzip), crlfDelay: Infinity });
  // A stream error (not gzip, cut short, unreadable) ends the reading; it is reported after the loop.
  const fail = (e: Error) => {
    failure ??= e;
    input.destroy();
    lines.close();
  };
  input.on('error', fail);
  gunzip.on('error', fail);
  let manifest: BackupManifest | null = null;
  let table: { name: string; rows: string[]; count: number } | null = null;
  const counted: Record<string, number> = {};
  let complete: (BackupTotals & { $complete: true }) | null = null;
  let sequences = 0;
  let jobs = 0;
  let files = 0;
  let lineNo = 0;
  const flush = async () => {
    if (table && table.rows.length) {
      await onEntry?.({ kind: 'rows', table: table.name, rows: table.rows });
      table.rows = [];
    }
  };
  try {
    for await (const text of lines) {
      lineNo++;
      if (complete) throw new BackupError(`it has data after its last line (line ${lineNo})`);
      if (!manifest) {
        manifest = parseManifest(text);
        continue;
      }
      if (table && text.startsWith('{') && !text.startsWith('{"$')) {
        table.rows.push(text);
        table.count++;
        if (table.rows.length >= ROWS_PER_BATCH) await flush();
        continue;
      }
      const entry = parseJson(text, lineNo) as Record<string, unknown>;
      if (typeof entry.$table === 'string') {
        if (table) throw new BackupError(`table ${table.name} has no end (line ${lineNo})`);
        if (!Array.isArray(entry.columns)) throw new BackupError(`table ${entry.$table} has no column list (line ${lineNo})`);
        table = { name: entry.$table, rows: [], count: 0 };
        await onEntry?.({ kind: 'table', table: entry.$table, columns: entry.columns as string[] });
      } else if (typeof entry.$end === 'string') {
        if (!table || table.name !== entry.$end) throw new BackupError(`unexpected end of table ${entry.$end} (line ${lineNo})`);
        if (entry.rows !== table.count) throw new BackupError(`table ${table.name} should have ${String(entry.rows)} rows but has ${table.count}`);
        await flush();
        counted[table.name] = table.count;
        table = null;
      } else if (table) {
        throw new BackupError(`unexpected line inside table ${table.name} (line ${lineNo})`);
      } else if (typeof entry.$sequence === 'string') {
        sequences++;
        await onEntry?.({
          kind: 'sequence',
          name: entry.$sequence,
          value: typeof entry.value === 'string' || typeof entry.value === 'number' ? String(entry.value) : null,
        });
      } else if (entry.$job && typeof entry.$job === 'object') {
        jobs++;
        await onEntry?.({ kind: 'job', job: entry.$job as QueuedJob });
      } else if (typeof entry.$file === 'string' && typeof entry.data === 'string') {
        if (!/^images\/[0-9a-f-]{36}\/master\.webp$/.test(entry.$file)) throw new BackupError(`it names an unexpected file ${entry.$file}`);
        files++;
        await onEntry?.({ kind: 'file', path: entry.$file, data: Buffer.from(entry.data, 'base64') });
      } else if (entry.$complete === true) {
        complete = entry as unknown as BackupTotals & { $complete: true };
      } else {
        throw new BackupError(`line ${lineNo} is not part of a shop backup`);
      }
    }
  } catch (e) {
    if (e instanceof BackupError) throw describe(file, e);
    throw describe(file, failure ?? (e as Error));
  }
  if (failure) throw describe(file, failure);
  if (!manifest) throw new BackupError(`${file} is empty: it is not a shop backup`);
  if (!complete)
    throw new BackupError(`${file} is incomplete (it ends at line ${lineNo} without the backup's last line): the copy was cut short, so it cannot be restored`);
  for (const [name, rows] of Object.entries(complete.tables)) {
    if (counted[name] !== rows) throw new BackupError(`${file} is damaged: table ${name} should have ${rows} rows but has ${counted[name] ?? 0}`);
  }
  return { manifest, totals: { tables: complete.tables, orders: complete.orders }, sequences, jobs, files };
}

function describe(file: string, e: Error): BackupError {
  if (e instanceof BackupError) return e.message.startsWith(file) ? e : new BackupError(`${file} cannot be restored: ${e.message}`);
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return new BackupError(`${file} does not exist`);
  if (code === 'EACCES') return new BackupError(`${file} cannot be read (permission denied)`);
  if (code === 'EISDIR') return new BackupError(`${file} is a folder, not a backup file`);
  if (code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR') {
    return new BackupError(
      /unexpected end/i.test(e.message)
        ? `${file} is incomplete (the compressed data ends too early): the copy was cut short, so it cannot be restored`
        : `${file} is not a shop backup (not a gzip file of ours)`,
    );
  }
  return new BackupError(`${file} cannot be read: ${e.message}`);
}

function parseJson(text: string, lineNo: number): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new BackupError(`line ${lineNo} is not valid JSON`);
  }
}

function parseManifest(text: string): BackupManifest {
  let value: Partial<BackupManifest>;
  try {
    value = JSON.parse(text) as Partial<BackupManifest>;
  } catch {
    throw new BackupError('it is not a shop backup (its first line is not our header)');
  }
  if (value?.format !== BACKUP_FORMAT) throw new BackupError('it is not a shop backup (its first line is not our header)');
  if (typeof value.version !== 'number' || value.version > BACKUP_VERSION) {
    throw new BackupError(
      `it was written by a newer version of the shop (backup format ${String(value.version)}; this version reads ${BACKUP_VERSION}): upgrade the shop first`,
    );
  }
  if (typeof value.migration !== 'string' || !Array.isArray(value.migrations)) throw new BackupError('its header has no migration level');
  return value as BackupManifest;
}
