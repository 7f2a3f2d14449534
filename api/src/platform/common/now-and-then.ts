// A housekeeping job run from request paths at most once per interval per process (sweeping expired
// guest carts, old idempotency keys): no timer to start or stop, and a failure is logged, never
// answered, because the request that triggered it has already done its own work.
import type { Logger } from '../logger';

export const HOURLY_MS = 60 * 60 * 1000;

export class NowAndThen {
  private last = 0;

  constructor(
    private readonly job: (now: Date) => Promise<unknown>,
    private readonly failure: string,
    private readonly logger?: Logger,
    private readonly everyMs = HOURLY_MS,
  ) {}

  /** Runs the job when the interval has passed since the last run (the first call always runs it). */
  async run(now = Date.now()): Promise<void> {
    if (now - this.last < this.everyMs) return;
    this.last = now;
    try {
      await this.job(new Date(now));
    } catch (err) {
      this.logger?.warn({ err }, this.failure);
    }
  }
}
