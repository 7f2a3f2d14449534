// 'Tell me when it is back' (issue 15, item 4). A shopper asks for a sold-out variant — signed in
// (their account's address) or as a guest (an address they type, throttled per client so nobody
// floods a stranger's inbox). An alert is only created while the variant is sold out, under the
// variant's row lock, so a waiting alert whose variant has stock again means "it came back": every
// transaction that raises stock (the admin's product edit, an order's cancellation) calls
// notifyRestocked, which writes one back_in_stock e-mail per waiting alert and closes it.
import type { Prisma, PrismaClient, StockAlertStatus } from '../generated/prisma/client';
import { ConflictError, NotFoundError } from '../common/errors';
import type { RequestContext } from '../common/context';
import { isUuid, parseInput } from '../common/validate';
import { requireScope, requireUser } from '../auth/guards';
import { pageWindow, type Page } from '../common/paging';
import type { Throttles } from '../common/throttle';
import type { MailService } from '../mail/mail.service';
import { backInStock } from '../mail/mail.templates';
import { guestEmailSchema, STOCK_ALERT_MESSAGES, subscribeStockAlertSchema } from './stock-alert.schemas';

export interface StockAlert {
  id: string;
  productId: string;
  variantId: string;
  email: string;
  status: StockAlertStatus;
  createdAt: Date;
  notifiedAt: Date | null;
}

export interface StockAlertSubscription {
  stockAlert: StockAlert;
  /** true: the shopper was already waiting for this variant (nothing new was written) */
  alreadyWaiting: boolean;
}

/** What the admin reads: waiting shoppers per product, and per variant of it. */
export interface StockAlertDemand {
  productId: string;
  name: string;
  waiting: number;
  variants: Array<{ variantId: string; sku: string; size: string | null; color: string | null; stock: number; waiting: number }>;
}

/** What a transaction that raised stock calls (ProductService, OrderService). */
export type RestockNotifier = Pick<StockAlertService, 'notifyRestocked'>;

const alertSelect = {
  id: true,
  productId: true,
  variantId: true,
  email: true,
  status: true,
  createdAt: true,
  notifiedAt: true,
} as const satisfies Prisma.StockAlertSelect;

/** More waiting alerts than a shopper could mean to keep; the list shows the newest this many. */
export const MY_ALERTS_MAX = 100;

/** A shopper's alerts: made while signed in, or by a guest with the account's address. */
const ownedBy = (user: { id: string; email: string }): Prisma.StockAlertWhereInput => ({
  OR: [{ userId: user.id }, { email: user.email.toLowerCase() }],
});

export class StockAlertService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly throttles: Throttles,
    private readonly mail: Pick<MailService, 'write' | 'shopUrl'>,
  ) {}

  /**
   * Asks to be told when a sold-out variant is back: `{ variantId, email? }`. A signed-in shopper's
   * account address is used (a given `email` is ignored); a guest (or an API key) must give a valid
   * one. Unknown or malformed variant → 404; a variant in stock → 409. Asking again while waiting
   * answers the same alert (alreadyWaiting).
   */
  async subscribe(ctx: RequestContext, input: unknown): Promise<StockAlertSubscription> {
    const { variantId, email: given } = parseInput(subscribeStockAlertSchema, input);
    const user = ctx.apiKey ? null : ctx.user;
    const email = user ? user.email : parseInput(guestEmailSchema, { email: given ?? undefined }).email;
    if (!user) await this.throttles.consume('stock-alert-ip', ctx.ip);
    if (!isUuid(variantId)) throw new NotFoundError(STOCK_ALERT_MESSAGES.notFound);
    const id = variantId.toLowerCase();
    return this.prisma.$transaction(async (tx) => {
      // The row lock orders this check against a concurrent restock: either the restock commits
      // first (we read its stock and refuse) or it waits for this alert and then notifies it.
      const [variant] = await tx.$queryRaw<Array<{ productId: string; stock: number }>>`
        SELECT "productId", stock FROM product_variants WHERE id = ${id}::uuid FOR UPDATE`;
      if (!variant) throw new NotFoundError(STOCK_ALERT_MESSAGES.notFound);
      if (variant.stock > 0) throw new ConflictError(STOCK_ALERT_MESSAGES.inStock, 'IN_STOCK');
      // ON CONFLICT DO NOTHING on the partial unique (variantId, email) WHERE waiting: never a unique-violation error.
      const [created] = await tx.stockAlert.createManyAndReturn({
        data: [{ productId: variant.productId, variantId: id, email, userId: user?.id ?? null }],
        skipDuplicates: true,
        select: alertSelect,
      });
      if (created) return { stockAlert: created, alreadyWaiting: false };
      const existing = await tx.stockAlert.findFirstOrThrow({ where: { variantId: id, email, status: 'waiting' }, select: alertSelect });
      return { stockAlert: existing, alreadyWaiting: true };
    });
  }

  /**
   * The signed-in shopper's waiting alerts, newest first: those asked for while signed in and those a
   * guest asked for with the account's address (the same inbox gets them). At most MY_ALERTS_MAX.
   * People only: an API key is refused (403), a guest is a 401.
   */
  async mine(ctx: RequestContext): Promise<StockAlert[]> {
    return this.prisma.stockAlert.findMany({
      where: { status: 'waiting', ...ownedBy(requireUser(ctx)) },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: MY_ALERTS_MAX,
      select: alertSelect,
    });
  }

  /** Stops one of the shopper's waiting alerts (the row goes); not theirs, unknown or already notified → 404. */
  async cancel(ctx: RequestContext, id: unknown): Promise<{ deletedId: string }> {
    const user = requireUser(ctx);
    if (!isUuid(id)) throw new NotFoundError(STOCK_ALERT_MESSAGES.alertNotFound);
    const alertId = id.toLowerCase();
    const { count } = await this.prisma.stockAlert.deleteMany({ where: { id: alertId, status: 'waiting', ...ownedBy(user) } });
    if (count === 0) throw new NotFoundError(STOCK_ALERT_MESSAGES.alertNotFound);
    return { deletedId: alertId };
  }

  /**
   * Inside the transaction that raised the stock of `variantIds`: each waiting alert of those that
   * now have stock gets one back_in_stock e-mail (deduplicated by the alert's id) and becomes notified.
   */
  async notifyRestocked(tx: Prisma.TransactionClient, variantIds: readonly string[]): Promise<void> {
    if (!variantIds.length) return;
    const alerts = await tx.stockAlert.findMany({
      where: { variantId: { in: [...new Set(variantIds)] }, status: 'waiting', variant: { stock: { gt: 0 } } },
      select: { id: true, email: true, variant: { select: { size: true, color: true } }, product: { select: { id: true, name: true, price: true } } },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
    if (!alerts.length) return;
    for (const { id, email, variant, product } of alerts) {
      const content = backInStock(
        { productId: product.id, name: product.name, price: product.price, size: variant.size, color: variant.color },
        this.mail.shopUrl,
      );
      await this.mail.write(tx, { kind: 'back_in_stock', to: email, content, dedupeKey: `stock-alert:${id}` });
    }
    await tx.stockAlert.updateMany({ where: { id: { in: alerts.map((a) => a.id) }, status: 'waiting' }, data: { status: 'notified', notifiedAt: new Date() } });
  }

  /** (admin) Products with shoppers waiting, most waited-for first (the restocking signal), with the count per variant. */
  async demand(ctx: RequestContext, args: { limit?: unknown; offset?: unknown }): Promise<Page<StockAlertDemand>> {
    requireScope(ctx, 'catalogue_read');
    const window = pageWindow(args.limit, args.offset, 25);
    // One row per product with waiting alerts: few enough to sort here, with a stable tiebreak.
    const groups = await this.prisma.stockAlert.groupBy({ by: ['productId'], where: { status: 'waiting' }, _count: { _all: true } });
    const products = new Map(
      (await this.prisma.product.findMany({ where: { id: { in: groups.map((g) => g.productId) } }, select: { id: true, name: true } })).map((p) => [
        p.id,
        p.name,
      ]),
    );
    const sorted = groups
      .map((g) => ({ productId: g.productId, name: products.get(g.productId) ?? '', waiting: g._count._all }))
      .sort((a, b) => b.waiting - a.waiting || a.name.localeCompare(b.name) || (a.productId < b.productId ? -1 : 1));
    const page = sorted.slice(window.offset, window.offset + window.limit);
    const byVariant = page.length ? await this.waitingByVariant({ productId: { in: page.map((p) => p.productId) } }) : new Map<string, number>();
    const variants = await this.prisma.productVariant.findMany({
      where: { id: { in: [...byVariant.keys()] } },
      select: { id: true, productId: true, sku: true, size: true, color: true, stock: true },
      orderBy: [{ position: 'asc' }],
    });
    const items = page.map((p) => ({
      ...p,
      variants: variants
        .filter((v) => v.productId === p.productId)
        .map((v) => ({ variantId: v.id, sku: v.sku, size: v.size || null, color: v.color || null, stock: v.stock, waiting: byVariant.get(v.id) ?? 0 }))
        .sort((a, b) => b.waiting - a.waiting),
    }));
    return { items, total: sorted.length, ...window };
  }

  /** Loader batch: waiting alerts per product, in the order asked. */
  async waitingCountsByProduct(productIds: readonly string[]): Promise<number[]> {
    return countsInOrder(productIds, async (ids) => {
      const groups = await this.prisma.stockAlert.groupBy({ by: ['productId'], where: { status: 'waiting', productId: { in: ids } }, _count: { _all: true } });
      return new Map(groups.map((g) => [g.productId, g._count._all]));
    });
  }

  /** Loader batch: waiting alerts per variant, in the order asked. */
  async waitingCountsByVariant(variantIds: readonly string[]): Promise<number[]> {
    return countsInOrder(variantIds, (ids) => this.waitingByVariant({ variantId: { in: ids } }));
  }

  private async waitingByVariant(where: Prisma.StockAlertWhereInput): Promise<Map<string, number>> {
    const groups = await this.prisma.stockAlert.groupBy({ by: ['variantId'], where: { ...where, status: 'waiting' }, _count: { _all: true } });
    return new Map(groups.map((g) => [g.variantId, g._count._all]));
  }
}

/** The count of each id asked (malformed or unknown: 0), in the order asked, from one query over the valid ids. */
async function countsInOrder(ids: readonly string[], count: (valid: string[]) => Promise<Map<string, number>>): Promise<number[]> {
  const valid = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
  const counts = valid.length ? await count(valid) : new Map<string, number>();
  return ids.map((id) => counts.get(id.toLowerCase()) ?? 0);
}
