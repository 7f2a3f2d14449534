// Webhooks, the admin side: endpoints (the secret is shown once, at creation and rotation), the
// recent deliveries and resending one. The worker side is webhook-delivery.service.ts.
import type { Prisma, PrismaClient } from '../../generated/prisma/client';
import { NotFoundError, ValidationError } from '../../platform/common/errors';
import type { RequestContext } from '../../platform/common/context';
import { isUuid, parseInput } from '../../platform/input/validate';
import { requireScope } from '../../platform/auth/guards';
import { pageWindow, type Page } from '../../platform/common/paging';
import { isRecordMissing } from '../../platform/db/prisma-errors';
import type { OutboxService } from '../../platform/outbox/outbox.service';
import { createEndpointSchema, deliveryListSchema, updateEndpointSchema, WEBHOOK_MESSAGES } from './webhook.schemas';
import { newSecret } from './webhook.signature';
import { DELIVERY_QUEUE, type DeliveryJob } from './webhook-delivery.service';
import { registrationRefusal, systemResolver, TARGET_MESSAGES, type Resolver } from './webhook.target';

/** An endpoint as the admin sees it: never the secret, only its first characters. */
const endpointSelect = {
  id: true,
  url: true,
  description: true,
  events: true,
  active: true,
  secret: true,
  createdAt: true,
  updatedAt: true,
} as const satisfies Prisma.WebhookEndpointSelect;
type EndpointRow = Prisma.WebhookEndpointGetPayload<{ select: typeof endpointSelect }>;
export type WebhookEndpointView = Omit<EndpointRow, 'secret'> & { secretHint: string };

const deliveryInclude = { endpoint: { select: { url: true } } } as const satisfies Prisma.WebhookDeliveryInclude;
type DeliveryRow = Prisma.WebhookDeliveryGetPayload<{ include: typeof deliveryInclude }>;
export type WebhookDeliveryView = Omit<DeliveryRow, 'endpoint'> & { endpointUrl: string };

export interface EndpointWithSecret {
  endpoint: WebhookEndpointView;
  /** shown once: the caller must store it now */
  secret: string;
}

const view = ({ secret, ...row }: EndpointRow): WebhookEndpointView => ({ ...row, secretHint: `${secret.slice(0, 10)}…` });
const deliveryView = ({ endpoint, ...row }: DeliveryRow): WebhookDeliveryView => ({ ...row, endpointUrl: endpoint.url });

export class WebhookService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly outbox: Pick<OutboxService, 'enqueue'>,
    private readonly settings: {
      shopPort: number;
      retryFor: number;
      /** WEBHOOK_ALLOW_PRIVATE */
      allowPrivate: boolean;
      /** how long registration waits for a host name to resolve (WEBHOOK_TIMEOUT) */
      lookupTimeout: number;
    },
    private readonly resolve: Resolver = systemResolver,
  ) {}

  /** Every endpoint, newest first (a shop has a handful). */
  async endpoints(ctx: RequestContext): Promise<WebhookEndpointView[]> {
    requireScope(ctx, 'admin');
    const rows = await this.prisma.webhookEndpoint.findMany({ select: endpointSelect, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
    return rows.map(view);
  }

  async create(ctx: RequestContext, input: unknown): Promise<EndpointWithSecret> {
    requireScope(ctx, 'admin');
    const data = parseInput(createEndpointSchema, input);
    await this.checkTarget(data.url);
    const secret = newSecret();
    const row = await this.prisma.webhookEndpoint.create({ data: { ...data, secret }, select: endpointSelect });
    return { endpoint: view(row), secret };
  }

  /** Changes the fields given; pausing (`active: false`) stops new deliveries, and pending ones end as dead at their next attempt. */
  async update(ctx: RequestContext, id: unknown, input: unknown): Promise<WebhookEndpointView> {
    requireScope(ctx, 'admin');
    const { url, events, description, active } = parseInput(updateEndpointSchema, input);
    if (url) await this.checkTarget(url);
    const data = { url: url ?? undefined, events: events ?? undefined, description: description ?? undefined, active: active ?? undefined };
    return view(await this.write(id, (where) => this.prisma.webhookEndpoint.update({ where, data, select: endpointSelect })));
  }

  /** A new secret, shown once; deliveries from now on are signed with it. */
  async rotateSecret(ctx: RequestContext, id: unknown): Promise<EndpointWithSecret> {
    requireScope(ctx, 'admin');
    const secret = newSecret();
    const row = await this.write(id, (where) => this.prisma.webhookEndpoint.update({ where, data: { secret }, select: endpointSelect }));
    return { endpoint: view(row), secret };
  }

  /** Deletes the endpoint and its deliveries; their pending attempts find nothing and stop. */
  async delete(ctx: RequestContext, id: unknown): Promise<string> {
    requireScope(ctx, 'admin');
    return this.write(id, async (where) => {
      const { count } = await this.prisma.webhookEndpoint.deleteMany({ where });
      if (!count) throw new NotFoundError(WEBHOOK_MESSAGES.notFound);
      return where.id;
    });
  }

  /** Recent deliveries, newest first, optionally of one endpoint or in one status. */
  async deliveries(
    ctx: RequestContext,
    args: { endpointId?: unknown; status?: unknown; limit?: unknown; offset?: unknown },
  ): Promise<Page<WebhookDeliveryView>> {
    requireScope(ctx, 'admin');
    const { endpointId, status } = parseInput(deliveryListSchema, { endpointId: args.endpointId, status: args.status });
    const where: Prisma.WebhookDeliveryWhereInput = { ...(endpointId ? { endpointId } : {}), ...(status ? { status } : {}) };
    const window = pageWindow(args.limit, args.offset, 25);
    const [rows, total] = await Promise.all([
      this.prisma.webhookDelivery.findMany({
        where,
        include: deliveryInclude,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: window.limit,
        skip: window.offset,
      }),
      this.prisma.webhookDelivery.count({ where }),
    ]);
    return { items: rows.map(deliveryView), total, ...window };
  }

  /**
   * Sends a delivery again now, whatever its status, with a fresh retry window. Any attempt still
   * scheduled becomes stale (it carries the old attempt count) and is dropped.
   */
  async resend(ctx: RequestContext, id: unknown): Promise<WebhookDeliveryView> {
    requireScope(ctx, 'admin');
    if (!isUuid(id)) throw new NotFoundError(WEBHOOK_MESSAGES.deliveryNotFound);
    return this.prisma.$transaction(async (tx) => {
      const now = new Date();
      const found = await tx.webhookDelivery.findUnique({ where: { id }, select: { attempts: true } });
      if (!found) throw new NotFoundError(WEBHOOK_MESSAGES.deliveryNotFound);
      const row = await tx.webhookDelivery.update({
        where: { id },
        data: { status: 'pending', nextAttemptAt: now, deliveredAt: null, retryUntil: new Date(now.getTime() + this.settings.retryFor) },
        include: deliveryInclude,
      });
      await this.outbox.enqueue(tx, DELIVERY_QUEUE, { deliveryId: id, attempt: found.attempts } satisfies DeliveryJob);
      return deliveryView(row);
    });
  }

  /** Refuses a URL that points (only) where deliveries may not go; every delivery checks again, on the address it connects to. */
  private async checkTarget(url: string): Promise<void> {
    const policy = { shopPort: this.settings.shopPort, allowPrivate: this.settings.allowPrivate, resolve: this.resolve };
    const refusal = await registrationRefusal(new URL(url), policy, this.settings.lookupTimeout);
    if (refusal) throw ValidationError.field('url', TARGET_MESSAGES[refusal]);
  }

  /** Runs a write on one endpoint; a malformed or unknown id is 404. */
  private async write<T>(id: unknown, run: (where: { id: string }) => Promise<T>): Promise<T> {
    if (!isUuid(id)) throw new NotFoundError(WEBHOOK_MESSAGES.notFound);
    try {
      return await run({ id });
    } catch (e) {
      if (isRecordMissing(e)) throw new NotFoundError(WEBHOOK_MESSAGES.notFound);
      throw e;
    }
  }
}
