// The worker side of webhooks: the fan-out of an event into one delivery per endpoint, and each
// delivery attempt (POST, record, schedule the next one). Both run as outbox jobs (outbox.service.ts).
//
// Retries are ours, not pg-boss's: an attempt that fails (non-2xx, timeout, refused connection)
// is recorded and its next attempt enqueued in the same transaction, at now + WEBHOOK_RETRY_DELAY
// × 2^(attempts so far), at most an hour apart, until WEBHOOK_RETRY_FOR (24 h) after the delivery
// was created or resent; then it is dead. So the admin page shows the exact next attempt, and a
// receiver that answers 500 costs a recorded failure, never a job error. pg-boss's own retries only
// cover the unexpected (the database away, the process killed mid-attempt).
//
// Each attempt checks where it goes (webhook.target.ts): the host is resolved once, its addresses
// checked, and the socket pinned to the allowed ones; a refused target is a failed attempt that
// never connected.
import http from 'node:http';
import https from 'node:https';
import type { PrismaClient } from '../../generated/prisma/client';
import type { WebhookSettings } from '../../platform/config';
import type { OutboxService } from '../../platform/outbox/outbox.service';
import type { ShopEvent } from '../../platform/outbox/events.service';
import { doublingDelay } from '../../platform/common/backoff';
import { deliveryHeaders } from './webhook.signature';
import { pinnedLookup, resolveTarget, systemResolver, TargetRefused, type Resolver, type Target, type TargetPolicy } from './webhook.target';

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
    private readonly settings: WebhookSettings & { shopPort: number },
    private readonly resolve: Resolver = systemResolver,
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

  /**
   * 2xx within WEBHOOK_TIMEOUT is delivered; anything else (other status, redirect, timeout, network
   * error, a refused target) is a failed attempt. Redirects are never followed: the registered URL
   * is the one that gets events.
   */
  private async post(endpoint: { url: string; secret: string }, event: { id: string; type: string }, body: string): Promise<AttemptResult> {
    const signal = AbortSignal.timeout(this.settings.timeout);
    const policy: TargetPolicy = { shopPort: this.settings.shopPort, allowPrivate: this.settings.allowPrivate, resolve: this.resolve };
    try {
      const url = new URL(endpoint.url);
      const target = await abortable(resolveTarget(url, policy), signal);
      const status = await send(url, target, deliveryHeaders(endpoint.secret, event, body), body, signal);
      const ok = status >= 200 && status < 300;
      return { ok, statusCode: status, error: ok ? null : `HTTP ${status}` };
    } catch (e) {
      if (e instanceof TargetRefused) return { ok: false, statusCode: null, error: `Refused: ${e.message}` };
      return { ok: false, statusCode: null, error: signal.aborted ? `No answer within ${this.settings.timeout / 1000} s` : connectionError(e) };
    }
  }
}

/** Waits for `work`, or rejects when the signal aborts first (a DNS lookup cannot be cancelled, only left behind). */
function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    void work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * One POST to the checked target: a fresh connection (no pooled socket from another answer) whose
 * lookup answers only the checked addresses. Resolves with the status once the headers arrive.
 */
function send(url: URL, target: Target, headers: Record<string, string>, body: string, signal: AbortSignal): Promise<number> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<number>((resolve, reject) => {
    const req = client.request(
      {
        protocol: url.protocol,
        hostname: target.host,
        port: target.port,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        headers: { ...headers, host: url.host, 'content-length': Buffer.byteLength(body) },
        agent: false,
        lookup: pinnedLookup(target),
        signal,
      },
      (res) => {
        res.destroy(); // the answer's body is not read: the status is the outcome
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function connectionError(e: unknown): string {
  const error = e as { code?: string; message?: string; cause?: { code?: string; message?: string } } | undefined;
  const text = error?.code ?? error?.cause?.code ?? error?.cause?.message ?? error?.message ?? String(e);
  return `Could not connect: ${text}`.slice(0, 500);
}
