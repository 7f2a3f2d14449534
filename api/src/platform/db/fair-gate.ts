// First come, first served in front of the embedded database.
//
// PGlite is one connection inside this process. Its own lock (async-mutex) is taken per statement,
// so under load a request with four statements queues four times behind everyone who arrived
// meanwhile, and a request that arrived early can finish long after later ones: at 50 requests in
// flight p99 was 4–5 s against a p50 of ~240 ms. The gate admits whole requests instead: at most
// `concurrency` requests use the database at a time (their statements interleave in PGlite's lock),
// the others wait in arrival order, and at most `queueLimit` wait — one more is refused at once
// (503 with Retry-After) rather than left to stall for seconds.
//
// Entered by the HTTP layer for /graphql and /api on PGlite only (app.ts); PostgreSQL has a real
// pool and queues in pg-pool. Background work (the job queue) goes to PGlite directly, unqueued.

export interface GateStats {
  /** Requests inside the gate now. */
  active: number;
  /** Requests waiting now, in arrival order. */
  waiting: number;
  /** Requests refused so far because the queue was full. */
  refused: number;
}

/** Lets the holder go: the next waiter (in arrival order) enters. Calling it twice does nothing. */
export type Release = () => void;

export class FairGate {
  private active = 0;
  private refused = 0;
  /** Waiters in arrival order: a ring would be faster, but `head` makes shift() O(1) amortised. */
  private queue: ((release: Release) => void)[] = [];
  private head = 0;

  constructor(
    readonly concurrency: number,
    readonly queueLimit: number,
  ) {
    if (!(concurrency >= 1) || !(queueLimit >= 0)) throw new Error('FairGate needs concurrency ≥ 1 and queueLimit ≥ 0');
  }

  /**
   * Enters now (a resolved promise of the release) when a place is free; otherwise joins the back of
   * the queue; null when `queueLimit` requests are already waiting (the caller answers 503).
   */
  enter(): Promise<Release> | null {
    if (this.active < this.concurrency && this.waiting() === 0) {
      this.active += 1;
      return Promise.resolve(this.releaser());
    }
    if (this.waiting() >= this.queueLimit) {
      this.refused += 1;
      return null;
    }
    return new Promise<Release>((resolve) => this.queue.push(resolve));
  }

  stats(): GateStats {
    return { active: this.active, waiting: this.waiting(), refused: this.refused };
  }

  private waiting(): number {
    return this.queue.length - this.head;
  }

  private releaser(): Release {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.head < this.queue.length ? this.queue[this.head++] : undefined;
      if (this.head > 1024 && this.head * 2 > this.queue.length) {
        this.queue = this.queue.slice(this.head);
        this.head = 0;
      }
      // The place passes straight to the oldest waiter: nobody arriving meanwhile can take it.
      if (next) next(this.releaser());
      else this.active -= 1;
    };
  }
}
