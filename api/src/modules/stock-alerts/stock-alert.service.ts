// 'Tell me when it is back'. A shopper asks for a sold-out variant — signed in
// (their account's address) or as a guest (an address they type, throttled per client so nobody
// floods a stranger's inbox). An alert is only created while the variant is sold out, under the
// variant's row lock, so a waiting alert whose variant has stock again means "it came back": every
// transaction that raises stock (the admin's product edit, an order's cancellation) calls
// notifyRestocked, which writes one back_in_stock e-mail per waiting alert and closes it.
//
// Double opt-in: an alert for an address nobody has proved to read (a guest's, or an account whose
// address is not verified) is `pending` and only e-mails a confirmation link; following it makes
// the alert `waiting`. The answer to such a request is the same whether the alert is new, pending or
// already live, so it tells nobody which addresses wait for what. Every alert e-mail carries a cancel
// link signed with the shop's key (no sign-in needed). Alerts a guest made with an address attach to
// an account only once the account has verified that address.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Prisma, PrismaClient, StockAlertStatus } from '../../generated/prisma/client';
import { AppError, ConflictError, NotFoundError } from '../../platform/common/errors';
import type { RequestContext } from '../../platform/common/context';
import { isUuid, parseInput } from '../../platform/input/validate';
import { requireScope, requireUser } from '../../platform/auth/guards';
import { pageWindow, type Page } from '../../platform/common/paging';
import type { Throttles } from '../../platform/rate-limits/throttle';
import { backInStock, type MailService, stockAlertConfirmation } from '../mail';
import { isEmailVerified } from '../accounts';
import { cancelByLinkSchema, confirmStockAlertSchema, guestEmailSchema, STOCK_ALERT_MESSAGES, subscribeStockAlertSchema } from './stock-alert.schemas';

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
  /** The live alert, for a signed-in shopper whose address is verified; null when it waits for confirmation by e-mail. */
  stockAlert: StockAlert | null;
  /** true: nothing is sent until the link e-mailed to the address is followed (the same answer for a new or a repeated request). */
  confirmationRequired: boolean;
  /** Verified shoppers only: they were already waiting for this variant (nothing new was written); otherwise false. */
  alreadyWaiting: boolean;
  /** What to tell the shopper. */
  message: string;
}

/** How long the link in a confirmation e-mail makes the alert live. */
export const CONFIRM_LINK_VALID_MS = 7 * 24 * 3_600_000;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** What the admin reads: waiting shoppers per product, and per variant of it. */
export interface StockAlertDemand {
  productId: string;
  name: string;
  waiting: number;
  variants: Array<{ variantId: string; sku: string; size: string | null; color: string | null; stock: number; waiting: number }>;
}


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

/** A shopper's alerts: made while signed in, and — once the account's address is verified — by a guest with it. */
const ownedBy = (user: { id: string; email: string }, verified: boolean): Prisma.StockAlertWhereInput =>
  verified ? { OR: [{ userId: user.id }, { email: user.email.toLowerCase() }] } : { userId: user.id };

export class StockAlertService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly throttles: Throttles,
    private readonly mail: Pick<MailService, 'write' | 'shopUrl'>,
    /** Signs the cancel links in alert e-mails. */
    private readonly linkKey: Buffer,
  ) {}

  /**
   * Asks to be told when a sold-out variant is back: `{ variantId, email? }`. A signed-in shopper's
   * account address is used (a given `email` is ignored); a guest (or an API key) must give a valid
   * one. Unknown or malformed variant → 404; a variant in stock → 409. A verified shopper's alert is
   * live at once (asking again answers the same alert, alreadyWaiting). Anyone else gets the same
   * answer every time — confirmation required — and the address a confirmation link (again, with a
   * fresh link, while the alert is still pending; nothing when it is already live).
   */
  async subscribe(ctx: RequestContext, input: unknown): Promise<StockAlertSubscription> {
    const { variantId, email: given } = parseInput(subscribeStockAlertSchema, input);
    const user = ctx.apiKey ? null : ctx.user;
    const email = user ? user.email : parseInput(guestEmailSchema, { email: given ?? undefined }).email;
    const verified = user ? await isEmailVerified(this.prisma, user.id) : false;
    if (!verified) {
      await this.throttles.consume('stock-alert-ip', ctx.ip);
      await this.throttles.consume('stock-alert-email', email);
    }
    if (!isUuid(variantId)) throw new NotFoundError(STOCK_ALERT_MESSAGES.notFound);
    const id = variantId.toLowerCase();
    return this.prisma.$transaction(async (tx) => {
      // The row lock orders this check against a concurrent restock: either the restock commits
      // first (we read its stock and refuse) or it waits for this alert and then notifies it.
      const [variant] = await tx.$queryRaw<Array<{ productId: string; stock: number }>>`
        SELECT "productId", stock FROM product_variants WHERE id = ${id}::uuid FOR UPDATE`;
      if (!variant) throw new NotFoundError(STOCK_ALERT_MESSAGES.notFound);
      if (variant.stock > 0) throw new ConflictError(STOCK_ALERT_MESSAGES.inStock, 'IN_STOCK');
      const open = { variantId: id, email, status: { in: ['pending', 'waiting'] as StockAlertStatus[] } };
      if (verified) {
        // ON CONFLICT DO NOTHING on the partial unique (variantId, email) of open alerts: never a unique-violation error.
        const [created] = await tx.stockAlert.createManyAndReturn({
          data: [{ productId: variant.productId, variantId: id, email, userId: user!.id, status: 'waiting' }],
          skipDuplicates: true,
          select: alertSelect,
        });
        if (created) return { stockAlert: created, confirmationRequired: false, alreadyWaiting: false, message: STOCK_ALERT_MESSAGES.live };
        const existing = await tx.stockAlert.findFirstOrThrow({ where: open, select: alertSelect });
        if (existing.status === 'waiting') return { stockAlert: existing, confirmationRequired: false, alreadyWaiting: true, message: STOCK_ALERT_MESSAGES.live };
        // Pending for someone's unconfirmed request: the verified owner of the address confirms it by asking.
        const live = await tx.stockAlert.update({
          where: { id: existing.id },
          data: { status: 'waiting', userId: user!.id, confirmTokenHash: null, confirmExpiresAt: null },
          select: alertSelect,
        });
        return { stockAlert: live, confirmationRequired: false, alreadyWaiting: false, message: STOCK_ALERT_MESSAGES.live };
      }
      const token = randomBytes(32).toString('base64url');
      const pending = { confirmTokenHash: sha256(token), confirmExpiresAt: new Date(Date.now() + CONFIRM_LINK_VALID_MS) };
      const [created] = await tx.stockAlert.createManyAndReturn({
        data: [{ productId: variant.productId, variantId: id, email, userId: user?.id ?? null, status: 'pending', ...pending }],
        skipDuplicates: true,
        select: { id: true },
      });
      let alertId = created?.id;
      if (!alertId) {
        // Still pending: a fresh link replaces the old one. Already live: nothing to send.
        const [renewed] = await tx.stockAlert.updateManyAndReturn({ where: { ...open, status: 'pending' }, data: pending, select: { id: true } });
        alertId = renewed?.id;
      }
      if (alertId) await this.writeConfirmation(tx, alertId, email, token);
      return { stockAlert: null, confirmationRequired: true, alreadyWaiting: false, message: STOCK_ALERT_MESSAGES.checkInbox };
    });
  }

  /**
   * Makes a pending alert live with the token of its confirmation link (no sign-in needed). Unknown,
   * used or expired token → 400 INVALID_CONFIRMATION_TOKEN. If the variant came back meanwhile, the
   * back-in-stock e-mail is written at once.
   */
  async confirm(_ctx: RequestContext, input: unknown): Promise<StockAlert> {
    const { token } = parseInput(confirmStockAlertSchema, input);
    const tokenHash = sha256(token);
    const invalid = () => new AppError(400, 'INVALID_CONFIRMATION_TOKEN', STOCK_ALERT_MESSAGES.confirmInvalid);
    const found = await this.prisma.stockAlert.findUnique({ where: { confirmTokenHash: tokenHash }, select: { variantId: true } });
    if (!found) throw invalid();
    return this.prisma.$transaction(async (tx) => {
      // The variant's row lock orders this against a restock, as in subscribe: a restock that
      // committed first is seen below; one that comes later sees the alert waiting.
      await tx.$queryRaw`SELECT id FROM product_variants WHERE id = ${found.variantId}::uuid FOR UPDATE`;
      // Claimed in one statement: of two concurrent uses of one link, only one finds it open.
      const [claimed] = await tx.stockAlert.updateManyAndReturn({
        where: { confirmTokenHash: tokenHash, status: 'pending', confirmExpiresAt: { gt: new Date() } },
        data: { status: 'waiting', confirmTokenHash: null, confirmExpiresAt: null },
        select: { id: true },
      });
      if (!claimed) throw invalid();
      await this.notifyRestocked(tx, [found.variantId]);
      return tx.stockAlert.findUniqueOrThrow({ where: { id: claimed.id }, select: alertSelect });
    });
  }

  /** The cancel link of an alert's e-mails: works without signing in, for as long as the alert exists. */
  cancelLink(alertId: string): string {
    return `${this.mail.shopUrl}/stock-alerts/cancel#alert=${alertId}&sig=${this.signature(alertId)}`;
  }

  /**
   * Stops an alert from the signed link in its e-mails: `{ alertId, signature }`. A link the shop did
   * not sign → 400 INVALID_CANCEL_LINK; a signed one answers the same sentence whether the alert was
   * still open or already gone (stopping twice is not an error).
   */
  async cancelByLink(_ctx: RequestContext, input: unknown): Promise<string> {
    const { alertId, signature } = parseInput(cancelByLinkSchema, input);
    const id = alertId.toLowerCase();
    const expected = Buffer.from(this.signature(id));
    const given = Buffer.from(signature);
    if (!isUuid(id) || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new AppError(400, 'INVALID_CANCEL_LINK', STOCK_ALERT_MESSAGES.cancelLinkInvalid);
    }
    await this.prisma.stockAlert.deleteMany({ where: { id, status: { in: ['pending', 'waiting'] } } });
    return STOCK_ALERT_MESSAGES.cancelled;
  }

  /**
   * The signed-in shopper's open alerts (waiting, and pending ones still waiting for their e-mailed
   * confirmation, so the shopper sees what they asked for and can stop it), newest first: those
   * asked for while signed in and, once the account's address is verified, those a guest asked for
   * with it (the same inbox gets them). At most MY_ALERTS_MAX. People only: an API key is refused
   * (403), a guest is a 401.
   */
  async mine(ctx: RequestContext): Promise<StockAlert[]> {
    const user = requireUser(ctx);
    return this.prisma.stockAlert.findMany({
      where: { status: { in: ['pending', 'waiting'] }, ...ownedBy(user, await isEmailVerified(this.prisma, user.id)) },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: MY_ALERTS_MAX,
      select: alertSelect,
    });
  }

  /** Stops one of the shopper's open alerts (the row goes); not theirs, unknown or already notified → 404. */
  async cancel(ctx: RequestContext, id: unknown): Promise<{ deletedId: string }> {
    const user = requireUser(ctx);
    if (!isUuid(id)) throw new NotFoundError(STOCK_ALERT_MESSAGES.alertNotFound);
    const alertId = id.toLowerCase();
    const owned = ownedBy(user, await isEmailVerified(this.prisma, user.id));
    const { count } = await this.prisma.stockAlert.deleteMany({ where: { id: alertId, status: { in: ['pending', 'waiting'] }, ...owned } });
    if (count === 0) throw new NotFoundError(STOCK_ALERT_MESSAGES.alertNotFound);
    return { deletedId: alertId };
  }

  /**
   * Inside the transaction that raised the stock of `variantIds`: each waiting alert of those that
   * now have stock gets one back_in_stock e-mail (deduplicated by the alert's id) and becomes notified.
   * Pending alerts get nothing: nobody has confirmed that the address wants it.
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
        this.cancelLink(id),
      );
      await this.mail.write(tx, { kind: 'back_in_stock', to: email, content, dedupeKey: `stock-alert:${id}` });
    }
    await tx.stockAlert.updateMany({ where: { id: { in: alerts.map((a) => a.id) }, status: 'waiting' }, data: { status: 'notified', notifiedAt: new Date() } });
  }

  private signature(alertId: string): string {
    return createHmac('sha256', this.linkKey).update(`stock-alert-cancel:${alertId}`).digest('base64url');
  }

  private async writeConfirmation(tx: Prisma.TransactionClient, alertId: string, email: string, token: string): Promise<void> {
    const { variant, product } = await tx.stockAlert.findUniqueOrThrow({
      where: { id: alertId },
      select: { variant: { select: { size: true, color: true } }, product: { select: { id: true, name: true } } },
    });
    const content = stockAlertConfirmation(
      { productId: product.id, name: product.name, size: variant.size, color: variant.color },
      `${this.mail.shopUrl}/stock-alerts/confirm#token=${token}`,
      this.cancelLink(alertId),
      this.mail.shopUrl,
    );
    await this.mail.write(tx, { kind: 'stock_alert_confirmation', to: email, content });
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
