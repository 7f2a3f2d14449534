// The worker side of webhooks: the fan-out of an event into one delivery per endpoint, and each
// delivery attempt (POST, record, schedule the next one). Both run as outbox jobs (outbox.service.ts).
//
// Retries are ours, not pg-boss's: an attempt that fails (non-2xx, timeout, refused connection)
// is recorded and its next attempt enqueued in the same transaction, at now + WEBHOOK_RETRY_DELAY
// × 2^(attempts so far), at most an hour apart, until WEBHOOK_RETRY_FOR (24 h) after the delivery
// was created or resent; then it is dead. So the admin page shows the exact next attempt, and a
// receiver that answers 500 costs a recorded failure, never a job error. pg-boss's own retries only
// cover the unexpected (the database away, the process killed mid-attempt).
import type { PrismaClient } from '../generated/prisma/client';
import type { WebhookSettings } from '../config';
import type { OutboxService } from '../outbox/outbox.service';
import type { ShopEvent } from '../outbox/events.service';
import { doublingDelay } from '../common/backoff';
import { deliveryHeaders } from './webhook.signature';

export const DELIVERY_QUEUE = 'webhook-deliveries';

/** One attempt of one delivery; a job whose `attempt` is no longer the delivery's count is stale (a resend overtook it). */
export interface DeliveryJob {
  deliveryId: string;
  attempt: number;
}

interface AttemptResult {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
}

export class WebhookDeliveryService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly outbox: Pick<OutboxService, 'enqueue'>,
    private readonly settings: WebhookSettings,
  ) {}

  /** The wait after the `attempt`-th failure (0-based): doubling from WEBHOOK_RETRY_DELAY, at most an hour. */
  retryDelay(attempt: number): number {
    return doublingDelay(this.settings.retryDelay, attempt);
  }

  /**
   * The consumer of events: one delivery (and its first job) per active endpoint that subscribed
   * to the event's type, in one transaction. Run twice for one event (a worker died after the
   * commit), it creates nothing new: a delivery is unique per event and endpoint.
   */
  async fanOut(event: ShopEvent): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      // An endpoint registered after the event was emitted does not get it (the fan-out may run later).
      const endpoints = await tx.webhookEndpoint.findMany({
        where: { active: true, events: { has: event.type }, createdAt: { lte: new Date(event.createdAt) } },
        select: { id: true },
        orderBy: { id: 'asc' },
      });
      if (!endpoints.length) return;
      const now = Date.now();
      const created = await tx.webhookDelivery.createManyAndReturn({
        data: endpoints.map((e) => ({
          endpointId: e.id,
          eventId: event.id,
          eventType: event.type,
          body: event.body,
          nextAttemptAt: new Date(now),
          retryUntil: new Date(now + this.settings.retryFor),
        })),
        skipDuplicates: true,
        select: { id: true },
      });
      for (const d of created) await this.outbox.enqueue(tx, DELIVERY_QUEUE, { deliveryId: d.id, attempt: 0 } satisfies DeliveryJob);
    });
  }

  /** One attempt: POST the body, signed now; record the outcome and, after a failure, schedule the next attempt. */
  async attempt(job: DeliveryJob): Promise<void> {
    const d = await this.prisma.webhookDelivery.findUnique({
      where: { id: job.deliveryId },
      include: { endpoint: { select: { url: true, secret: true, active: true } } },
    });
    // Gone with its endpoint, already delivered, or overtaken by a resend: nothing to do.
    if (!d || d.status === 'delivered' || d.attempts !== job.attempt) return;
    const result = d.endpoint.active
      ? await this.post(d.endpoint, { id: d.eventId, type: d.eventType }, d.body)
      : { ok: false, statusCode: null, error: 'The endpoint is paused' };
    const now = new Date();
    const next = !result.ok && d.endpoint.active && now < d.retryUntil ? new Date(now.getTime() + this.retryDelay(job.attempt)) : null;
    await this.prisma.$transaction(async (tx) => {
      const { count } = await tx.webhookDelivery.updateMany({
        where: { id: d.id, attempts: job.attempt },
        data: {
          attempts: job.attempt + 1,
          lastAttemptAt: now,
          lastStatusCode: result.statusCode,
          lastError: result.error,
          status: result.ok ? 'delivered' : next ? 'failing' : 'dead',
          deliveredAt: result.ok ? now : null,
          nextAttemptAt: next,
        },
      });
      // count 0: a concurrent duplicate of this job recorded the attempt (and scheduled the next).
      if (count && next)
        await this.outbox.enqueue(tx, DELIVERY_QUEUE, { deliveryId: d.id, attempt: job.attempt + 1 } satisfies DeliveryJob, { startAfter: next });
    });
  }

  /** 2xx within WEBHOOK_TIMEOUT is delivered; anything else (other status, redirect, timeout, network error) is a failed attempt. */
  private async post(endpoint: { url: string; secret: string }, event: { id: string; type: string }, body: string): Promise<AttemptResult> {
    const signal = AbortSignal.timeout(this.settings.timeout);
    try {
      const res = await fetch(endpoint.url, {
        method: 'POST',
        headers: deliveryHeaders(endpoint.secret, event, body),
        body,
        redirect: 'manual', // a redirect is a failure: the registered URL is the one that gets events
        signal,
      });
      await res.body?.cancel().catch(() => {});
      const ok = res.status >= 200 && res.status < 300;
      return { ok, statusCode: res.status, error: ok ? null : `HTTP ${res.status}` };
    } catch (e) {
      return { ok: false, statusCode: null, error: signal.aborted ? `No answer within ${this.settings.timeout / 1000} s` : connectionError(e) };
    }
  }
}

function connectionError(e: unknown): string {
  const cause = e instanceof Error ? (e.cause as { code?: string; message?: string } | undefined) : undefined;
  const text = cause?.code ?? cause?.message ?? (e instanceof Error ? e.message : String(e));
  return `Could not connect: ${text}`.slice(0, 500);
}
