// Idempotent order placement: a client-generated key, scoped to the caller, makes a
// repeated placeOrder (a double tap, a retry after a timeout) answer the order the first request
// placed instead of placing another. The key's row is written in the order's own transaction —
// first, so a concurrent request with the key waits on the primary key until the first commits
// (then reads its order) or rolls back (then places its own). A failed placement stores nothing:
// the client may fix the request and retry with the same key.
import { createHash } from 'node:crypto';
import { stringify as stableJson } from 'safe-stable-stringify';
import type { Prisma, PrismaClient } from '../../generated/prisma/client';
import type { RequestContext } from '../../platform/common/context';
import { ConflictError } from '../../platform/common/errors';
import type { Logger } from '../../platform/logger';
import { NowAndThen } from '../../platform/common/now-and-then';
import { isUniqueViolation } from '../../platform/db/prisma-errors';
import { itemInclude, type OrderWithItems } from './order.service';

export const IDEMPOTENCY_KEY_REUSED = 'IDEMPOTENCY_KEY_REUSED';
export const KEY_REUSED_MESSAGE = 'This idempotency key was already used for a different order request; use a new key for a new order.';
const KEY_IN_FLIGHT_MESSAGE = 'An order request with this idempotency key is still being processed; please try again in a moment.';
/** Keys answer their order for at least this long; older ones are swept. */
export const KEY_RETENTION_MS = 24 * 60 * 60 * 1000;

export interface IdempotencyClaim {
  scope: string;
  key: string;
  requestHash: string;
}

/** Another request holds the key (it committed while this one waited on the primary key). */
export class IdempotencyKeyTaken extends Error {}

/** A signed-in caller's keys are theirs alone; guests share one scope (their keys are random and the request must match exactly). */
export const idempotencyScope = (ctx: RequestContext): string => (ctx.user ? `user:${ctx.user.id.toLowerCase()}` : 'guest');

/**
 * sha256 hex of the canonical request (the parsed, normalized input): safe-stable-stringify sorts object keys,
 * so the same request hashes the same whatever order its fields arrived in.
 */
export const requestHash = (request: unknown): string => createHash('sha256').update(stableJson(request) ?? 'null').digest('hex');

export const keyReused = () => new ConflictError(KEY_REUSED_MESSAGE, IDEMPOTENCY_KEY_REUSED, { idempotencyKey: KEY_REUSED_MESSAGE });

export class IdempotencyService {
  /** sweep() at most once an hour per process. */
  private readonly sweeps: NowAndThen;

  constructor(
    private readonly prisma: PrismaClient,
    logger: Logger,
  ) {
    this.sweeps = new NowAndThen((now) => this.sweep(now), 'could not sweep old idempotency keys', logger);
  }

  /** The order an earlier request with this key placed (409 when that request was another one); null for a new key. */
  async replay(claim: IdempotencyClaim): Promise<OrderWithItems | null> {
    const row = await this.prisma.idempotencyKey.findUnique({
      where: { scope_key: { scope: claim.scope, key: claim.key } },
      include: { order: { include: itemInclude } },
    });
    if (!row?.order) return null;
    if (row.requestHash !== claim.requestHash) throw keyReused();
    return row.order;
  }

  /** replay() after losing the key to a concurrent request, which has committed by then. */
  async replayAfterRace(claim: IdempotencyClaim): Promise<OrderWithItems> {
    const order = await this.replay(claim);
    if (!order) throw new ConflictError(KEY_IN_FLIGHT_MESSAGE, IDEMPOTENCY_KEY_REUSED, { idempotencyKey: KEY_IN_FLIGHT_MESSAGE });
    return order;
  }

  /**
   * The first write of the order's transaction. A concurrent transaction holding the key makes
   * this wait until it ends: committed → IdempotencyKeyTaken (this transaction rolls back), rolled back → ours.
   */
  async claim(tx: Prisma.TransactionClient, claim: IdempotencyClaim): Promise<void> {
    try {
      await tx.idempotencyKey.create({ data: claim });
    } catch (e) {
      if (isUniqueViolation(e)) throw new IdempotencyKeyTaken();
      throw e;
    }
  }

  /** Names the order on the claimed key, before the transaction commits. */
  async attach(tx: Prisma.TransactionClient, claim: IdempotencyClaim, orderId: string): Promise<void> {
    await tx.idempotencyKey.update({ where: { scope_key: { scope: claim.scope, key: claim.key } }, data: { orderId } });
  }

  /** Deletes the keys older than the retention; the number deleted. */
  async sweep(now = new Date()): Promise<number> {
    const { count } = await this.prisma.idempotencyKey.deleteMany({ where: { createdAt: { lt: new Date(now.getTime() - KEY_RETENTION_MS) } } });
    return count;
  }

  /** sweep() at most once an hour per process; a failure is logged, never answered (the order is placed). */
  sweepNowAndThen(now = Date.now()): Promise<void> {
    return this.sweeps.run(now);
  }

}
