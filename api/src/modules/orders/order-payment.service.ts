// Money recorded on an order after it was placed: an admin marks a pay-on-delivery order
// as paid, and records refunds for a paid order that was cancelled. Each writes one order_payments
// row, the order's sums and status, and its domain event, in one transaction that holds the order's
// row lock (two admins at once cannot both mark it paid, nor refund past what was paid).
import type { Order, OrderPayment, PrismaClient, Prisma, StatusActor } from '../../generated/prisma/client';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/common/errors';
import type { RequestContext } from '../../platform/common/context';
import { isUuid, parseInput } from '../../platform/input/validate';
import { requireScope } from '../../platform/auth/guards';
import { formatRupees, paiseToString, toPaise } from '../../platform/common/money';
import type { EventService } from '../../platform/outbox/events.service';
import { itemInclude, ORDER_NOT_FOUND, type OrderWithItems } from './order.service';
import { toRestOrder } from './order.view';
import { markPaidSchema, refundSchema } from './order-payment.schemas';
import { ledgerOrder } from '../payments';

export const PAYMENT_CODES = {
  NOT_PAY_ON_DELIVERY: 'The order was paid online at checkout; only pay-on-delivery orders are marked as paid',
  ALREADY_PAID: 'The order is already paid (or refunded)',
  ORDER_CANCELLED: 'The order is cancelled: there is nothing to collect',
  NOT_SHIPPED: 'The order has not been shipped yet: a payment on delivery is recorded once the courier has collected it',
  AMOUNT_MISMATCH: 'A payment on delivery is the whole order total; `field` is amount',
  NOT_CANCELLED: 'Only a cancelled order is refunded: cancel it first',
  NOT_PAID: 'The order was never paid: there is nothing to refund',
  REFUND_TOO_LARGE: 'The refund is more than what was paid minus earlier refunds; `field` is amount',
} as const;

export const ALREADY_PAID = 'This order is already paid';
export const NOT_PAY_ON_DELIVERY = 'This order was paid online at checkout; only pay-on-delivery orders can be marked as paid';
export const CANCELLED_UNPAID = 'This order is cancelled; it cannot be marked as paid';
export const NOT_SHIPPED = 'This order has not been shipped yet; mark it as paid once the courier has collected the money';
export const NOT_CANCELLED = 'Only a cancelled order can be refunded; cancel the order first';
export const NOT_PAID = 'This order was never paid; there is nothing to refund';
export const FULLY_REFUNDED = 'This order has already been refunded in full';
export const amountMustBeTotal = (totalPaise: number) => `The amount must be the order total, ${formatRupees(totalPaise)}`;
export const refundTooLarge = (leftPaise: number) => `The refund cannot be more than ${formatRupees(leftPaise)} (paid minus earlier refunds)`;
export const PAID_ON_RANGE = 'The payment date must be between the order date and today';

/** The statuses in which the courier may have collected a pay-on-delivery order's money. */
const COLLECTABLE = new Set(['shipped', 'delivered']);

/** The shop's time zone (India has no daylight saving). */
const SHOP_OFFSET = '+05:30';
const shopDay = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);

/** Who records the money: the admin, the API key, or nobody (a script). */
function recorder(ctx: RequestContext): { actor: StatusActor; recordedBy: string | null } {
  if (ctx.apiKey) return { actor: 'api_key', recordedBy: ctx.apiKey.id };
  if (ctx.user) return { actor: ctx.user.role === 'admin' ? 'admin' : 'shopper', recordedBy: ctx.user.id };
  return { actor: 'system', recordedBy: null };
}

export class OrderPaymentService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly events: Pick<EventService, 'emit'>,
  ) {}

  /**
   * Admin: the courier collected a pay-on-delivery order's total, so the order is shipped or delivered. `paidOn` (a
   * day in the shop's time zone, default today) must lie between the order's day and today; `amount` must be the total.
   */
  async markPaid(ctx: RequestContext, orderId: unknown, input: unknown): Promise<OrderWithItems> {
    requireScope(ctx, 'orders_write');
    const data = parseInput(markPaidSchema, input);
    return this.inOrderLock(orderId, async (tx, order) => {
      if (order.paymentMethod !== 'card') throw new ConflictError(NOT_PAY_ON_DELIVERY, 'NOT_PAY_ON_DELIVERY');
      if (order.paymentStatus !== 'unpaid') throw new ConflictError(ALREADY_PAID, 'ALREADY_PAID');
      if (order.status === 'cancelled') throw new ConflictError(CANCELLED_UNPAID, 'ORDER_CANCELLED');
      // The courier collects on delivery: before the parcel leaves there is no money to record.
      if (!COLLECTABLE.has(order.status)) throw new ConflictError(NOT_SHIPPED, 'NOT_SHIPPED');
      const totalPaise = toPaise(order.total);
      if (Math.round(data.amount * 100) !== totalPaise)
        throw new ConflictError(amountMustBeTotal(totalPaise), 'AMOUNT_MISMATCH', { amount: amountMustBeTotal(totalPaise) });
      const now = new Date();
      const paidAt = paidMoment(data.paidOn, order.createdAt, now);
      await tx.orderPayment.create({
        data: { orderId: order.id, kind: 'payment', amount: paiseToString(totalPaise), note: data.note, recordedAt: paidAt, ...recorder(ctx) },
      });
      await tx.order.update({ where: { id: order.id }, data: { paymentStatus: 'paid', amountPaid: paiseToString(totalPaise), paidAt } });
      const changed = await tx.order.findUniqueOrThrow({ where: { id: order.id }, include: itemInclude });
      await this.events.emit(tx, 'order.paid', toRestOrder(changed));
      return changed;
    });
  }

  /**
   * Admin: money given back for a cancelled order that was paid. Several partial refunds may be
   * recorded; together they never exceed what was paid. The order's payment status becomes refunded.
   */
  async refund(ctx: RequestContext, orderId: unknown, input: unknown): Promise<OrderWithItems> {
    requireScope(ctx, 'orders_write');
    const data = parseInput(refundSchema, input);
    return this.inOrderLock(orderId, async (tx, order) => {
      if (order.status !== 'cancelled') throw new ConflictError(NOT_CANCELLED, 'NOT_CANCELLED');
      const paid = toPaise(order.amountPaid);
      if (paid <= 0) throw new ConflictError(NOT_PAID, 'NOT_PAID');
      const left = paid - toPaise(order.amountRefunded);
      if (left <= 0) throw new ConflictError(FULLY_REFUNDED, 'REFUND_TOO_LARGE', { amount: FULLY_REFUNDED });
      const amountPaise = Math.round(data.amount * 100);
      if (amountPaise > left) throw new ConflictError(refundTooLarge(left), 'REFUND_TOO_LARGE', { amount: refundTooLarge(left) });
      const amount = paiseToString(amountPaise);
      await tx.orderPayment.create({ data: { orderId: order.id, kind: 'refund', amount, note: data.note, ...recorder(ctx) } });
      await tx.order.update({ where: { id: order.id }, data: { paymentStatus: 'refunded', amountRefunded: { increment: amount } } });
      const changed = await tx.order.findUniqueOrThrow({ where: { id: order.id }, include: itemInclude });
      await this.events.emit(tx, 'order.refunded', { ...toRestOrder(changed), refund: { amount, note: data.note } });
      return changed;
    });
  }

  /** Loader batch: the ledgers of many orders in one query, oldest line first. */
  async recordsByOrderIds(orderIds: readonly string[]): Promise<OrderPayment[][]> {
    const rows = await this.prisma.orderPayment.findMany({ where: { orderId: { in: [...orderIds] } }, orderBy: [...ledgerOrder] });
    const byOrder = new Map<string, OrderPayment[]>();
    for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
    return orderIds.map((id) => byOrder.get(id) ?? []);
  }

  /** Runs `work` in a transaction holding the order's row lock (404 for an unknown or malformed id). */
  private async inOrderLock<T>(orderId: unknown, work: (tx: Prisma.TransactionClient, order: Order) => Promise<T>): Promise<T> {
    if (!isUuid(orderId)) throw new NotFoundError(ORDER_NOT_FOUND);
    return this.prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT 1 FROM "orders" WHERE "id" = ${orderId}::uuid FOR UPDATE`;
      const order = await tx.order.findUnique({ where: { id: orderId } });
      if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
      return work(tx, order);
    });
  }
}

/**
 * When a payment on delivery came in: today → now; an earlier day → noon of that day in the shop's
 * time zone, never before the order was placed. A day before the order's or after today is refused.
 */
export function paidMoment(paidOn: string | null, placedAt: Date, now: Date): Date {
  const today = shopDay(now);
  if (!paidOn || paidOn === today) return now;
  if (paidOn > today || paidOn < shopDay(placedAt)) throw ValidationError.field('paidOn', PAID_ON_RANGE);
  const noon = new Date(`${paidOn}T12:00:00${SHOP_OFFSET}`);
  return noon < placedAt ? placedAt : noon;
}
