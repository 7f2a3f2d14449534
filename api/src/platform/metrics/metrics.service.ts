// Prometheus metrics (GET /metrics, metrics.routes.ts) with prom-client: one registry per app, so
// tests that start several apps in one process keep theirs apart. The series and how to read them are
// listed in docs/operations.md ("Logs and metrics").
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PrismaClient } from '../../generated/prisma/client';
import knownOperations from './known-operations.json';

/** What the checkout tells the metrics (kept narrow so the checkout does not depend on prom-client). */
export interface CheckoutObserver {
  orderPlaced(paymentMethod: string): void;
  paymentChecked(outcome: 'verified' | 'refused'): void;
}

/** Connection pool figures of the PostgreSQL driver; null on the embedded database (one connection). */
export type PoolStats = () => { total: number; idle: number; waiting: number } | null;

/**
 * A client's operation names are free text, so only the names our web app sends (generated from its
 * documents by api/scripts/known-operations.mjs) become labels; any other name counts as "(other)".
 */
const KNOWN_OPERATIONS: ReadonlySet<string> = new Set(knownOperations);

export class MetricsService implements CheckoutObserver {
  readonly registry = new Registry();
  private readonly httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  private readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private readonly graphqlOperations = new Counter({
    name: 'graphql_operations_total',
    help: 'GraphQL operations, by operation name, type and outcome (ok, or error when the answer carried top-level errors)',
    labelNames: ['operation', 'type', 'outcome'] as const,
    registers: [this.registry],
  });
  private readonly graphqlDuration = new Histogram({
    name: 'graphql_operation_duration_seconds',
    help: 'Time to execute a GraphQL operation, by name and type',
    labelNames: ['operation', 'type'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });
  private readonly ordersPlaced = new Counter({
    name: 'shop_orders_placed_total',
    help: 'Orders placed by this instance, by payment method (razorpay: paid online; card: pay on delivery)',
    labelNames: ['payment_method'] as const,
    registers: [this.registry],
  });
  private readonly payments = new Counter({
    name: 'shop_payment_checks_total',
    help: 'Online payment proofs checked at checkout, by outcome (verified signature, or refused)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  constructor(prisma: Pick<PrismaClient, 'email' | 'webhookDelivery'>, poolStats: PoolStats) {
    collectDefaultMetrics({ register: this.registry }); // process memory, CPU, event-loop lag, GC, handles
    new Gauge({
      name: 'shop_outbox_backlog',
      help: 'Side effects waiting to go out: e-mails queued, webhook deliveries pending or failing (read from the database at each scrape)',
      labelNames: ['queue'] as const,
      registers: [this.registry],
      async collect() {
        const [emails, webhooks] = await Promise.all([
          prisma.email.count({ where: { status: 'queued' } }),
          prisma.webhookDelivery.count({ where: { status: { in: ['pending', 'failing'] } } }),
        ]);
        this.set({ queue: 'email' }, emails);
        this.set({ queue: 'webhook' }, webhooks);
      },
    });
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one (absent on the embedded database)',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const stats = poolStats();
        if (!stats) return;
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }

  /** The anonymous catalogue cache's figures (api/src/platform/public-cache), read at each scrape. */
  observePublicCache(read: () => { hits: number; misses: number; invalidations: number; compressions: number; entries: number; bytes: number }): void {
    new Gauge({
      name: 'shop_public_cache',
      help: 'Anonymous catalogue cache: hits, misses, invalidations and compressions (answers compressed once for later hits) since start (use rate()), entries and bytes held now',
      labelNames: ['stat'] as const,
      registers: [this.registry],
      collect() {
        for (const [stat, value] of Object.entries(read())) this.set({ stat }, value);
      },
    });
  }

  /** One answered HTTP request; `route` is a pattern (`/api/products/:id`), never a raw URL. */
  httpRequest(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route, status: String(status) };
    this.httpRequests.inc(labels);
    this.httpDuration.observe(labels, seconds);
  }

  graphqlOperation(name: string | null | undefined, type: string, ok: boolean, seconds: number): void {
    const operation = this.operationLabel(name);
    this.graphqlOperations.inc({ operation, type, outcome: ok ? 'ok' : 'error' });
    this.graphqlDuration.observe({ operation, type }, seconds);
  }

  orderPlaced(paymentMethod: string): void {
    this.ordersPlaced.inc({ payment_method: paymentMethod });
  }

  paymentChecked(outcome: 'verified' | 'refused'): void {
    this.payments.inc({ outcome });
  }

  /** The text a Prometheus scrape reads. */
  async exposition(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }

  private operationLabel(name: string | null | undefined): string {
    if (!name) return '(anonymous)';
    return KNOWN_OPERATIONS.has(name) ? name : '(other)';
  }
}
