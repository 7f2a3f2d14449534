// The durable outbox (docs/decisions/0011-side-effects-through-an-outbox.md): side effects become jobs
// written in the same database transaction as the change, and workers carry them out with retries.
//
// Decision: the queue is pg-boss 10 (the last line that supports Node 20), not a table of our own.
// It runs on BOTH databases: on PostgreSQL over our pg pool, on the embedded PGlite over the same
// PGlite instance (its `db` option takes any `executeSql`; PGlite serialises it with Prisma's
// queries). A job is enqueued inside a Prisma transaction through pg-boss's per-call `db` option
// bound to the transaction client, so the job commits or rolls back with the order, product or
// stock change: no event is lost when the process dies after the commit, none is invented when
// the transaction fails. pg-boss claims jobs with FOR UPDATE SKIP LOCKED, so with several app
// instances on one PostgreSQL each job is worked by one of them; a job whose worker died is
// expired by pg-boss's maintenance and retried (at-least-once).
import PgBoss from 'pg-boss';
import type { Prisma } from '../../generated/prisma/client';
import type { SqlExecutor } from '../db/database';
import type { Logger } from '../logger';

export interface OutboxSettings {
  /** how often an idle worker polls its queue (ms, at least 500) */
  pollInterval: number;
}

export interface QueueOptions {
  /** an active job is given up (and retried) after this many seconds: its worker is presumed dead */
  expireSeconds: number;
  /** retries after the handler throws (an unexpected failure), with pg-boss's exponential backoff */
  retryLimit: number;
  /** first retry delay in seconds (doubling) */
  retryDelay: number;
}

export interface EnqueueOptions {
  /** not before this moment (a scheduled retry) */
  startAfter?: Date;
}

type Handler<T> = (data: T) => Promise<void>;

/** A Prisma transaction client as pg-boss's `db`: the job is part of that transaction. */
const inTransaction = (tx: Prisma.TransactionClient): PgBoss.Db => ({
  executeSql: async (text: string, values: unknown[]) => ({ rows: await tx.$queryRawUnsafe<unknown[]>(text, ...values) }),
});

export class OutboxService {
  private readonly boss: PgBoss;
  private readonly queues = new Map<string, { options: QueueOptions; handler: Handler<never> }>();
  private starting: Promise<void> | null = null;
  private working = false;

  constructor(
    db: SqlExecutor,
    private readonly settings: OutboxSettings,
    private readonly logger: Logger,
  ) {
    this.boss = new PgBoss({
      db,
      schema: 'pgboss',
      schedule: false, // no cron jobs
      supervise: true, // expires jobs of dead workers, archives finished ones
      maintenanceIntervalSeconds: Math.max(1, Math.round((settings.pollInterval * 15) / 1000)),
      retentionDays: 30,
      archiveCompletedAfterSeconds: 3600,
    });
    this.boss.on('error', (err) => this.logger.error({ err }, 'job queue error'));
  }

  /** Declares a queue and its handler; called while the services are built, before `start`. */
  define<T extends object>(name: string, options: QueueOptions, handler: Handler<T>): void {
    this.queues.set(name, { options, handler });
  }

  /** Installs or upgrades pg-boss's schema and creates the queues; no job is worked yet. Idempotent. */
  start(): Promise<void> {
    this.starting ??= (async () => {
      await this.boss.start();
      for (const [name, { options }] of this.queues) {
        const queue = { name, expireInSeconds: options.expireSeconds, retryLimit: options.retryLimit, retryDelay: options.retryDelay, retryBackoff: true };
        if (await this.boss.getQueue(name)) await this.boss.updateQueue(name, queue);
        else await this.boss.createQueue(name, queue);
      }
    })();
    return this.starting;
  }

  /** Starts working every queue (main.ts after start-up; tests when they want deliveries). */
  async startWorkers(): Promise<void> {
    await this.start();
    if (this.working) return;
    this.working = true;
    for (const [name, { handler }] of this.queues) {
      await this.boss.work<never>(name, { pollingIntervalSeconds: this.settings.pollInterval / 1000, batchSize: 1 }, async ([job]) => {
        try {
          await handler(job.data);
        } catch (err) {
          // pg-boss retries the job (with backoff); say why once per failure.
          this.logger.warn({ err, queue: name, jobId: job.id }, 'outbox job failed; it will be retried');
          throw err;
        }
      });
    }
  }

  /**
   * Enqueues a job; with `tx`, inside that transaction (it exists only if the transaction commits).
   * An unknown queue throws, so a wiring mistake fails the change instead of dropping the job.
   */
  async enqueue(tx: Prisma.TransactionClient | null, queue: string, data: object, options: EnqueueOptions = {}): Promise<string> {
    if (!this.queues.has(queue)) throw new Error(`unknown job queue "${queue}"`);
    const id = await this.boss.send(queue, data, {
      ...(tx ? { db: inTransaction(tx) } : {}),
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
    });
    if (!id) throw new Error(`job queue "${queue}" refused the job (is the outbox started?)`);
    return id;
  }

  /** Stops the workers, letting running jobs finish for up to `graceMs`. */
  async stop(graceMs: number): Promise<void> {
    if (!this.starting) return;
    await this.starting.catch(() => {});
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: graceMs });
    this.working = false;
  }
}
