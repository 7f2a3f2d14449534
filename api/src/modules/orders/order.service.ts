// Orders after placement: the customer's list and detail, the admin list, public tracking,
// status changes (with restocking on cancel) and reorder. Placement lives in checkout.service.ts.
// With checkout.service.ts, the only code that touches orders and order_items.
import type { Order, OrderItem, OrderStatusChange, Prisma, PrismaClient } from '../../generated/prisma/client';
import { ConflictError, NotFoundError } from '../../platform/common/errors';
import type { RequestContext } from '../../platform/common/context';
import { releaseCoupon } from '../coupons';
import { isUuid, parseInput, z } from '../../platform/input/validate';
import { hasScope, requireScope, requireUser } from '../../platform/auth/guards';
import { pageWindow, type Page } from '../../platform/common/paging';
import { giveBackStock, type ProductService, type RestockNotifier } from '../catalog';
import type { CartMergeResult, CartService } from '../cart';
import type { Throttles } from '../../platform/rate-limits/throttle';
import { orderListSchema, shippingAddressSchema, statusSchema, trackSchema, type AddressData, type OrderStatusValue } from './order.schemas';
import { canChangeStatus, cannotChangeStatus } from './order-status';
import { idPrefixRange, normalizeIdPrefix } from './order-id';
import { afterOrderCursor, encodeOrderCursor, orderByOf, type OrderSortKey } from './order-cursor';
import { isAccessTokenShape } from './order-token';
import { historyOrder, statusActor } from './status-history';
import type { EventService } from '../../platform/outbox/events.service';
import { toRestOrder } from './order.view';
import { itemInclude, type OrderRow, type OrderWithItems } from './order.rows';

export const ORDER_NOT_FOUND = 'Order not found';
/** Order ids people quote are at least the 8 characters the shop shows. */
export const MIN_TRACKING_PREFIX = 8;

export { itemInclude, type OrderRow, type OrderWithItems };

export interface ReadOptions {
  /** Include the items and their products (REST); GraphQL batches them with loaders. */
  withItems?: boolean;
}

export interface OrderTracking {
  id: string;
  status: OrderStatusValue;
  createdAt: Date;
  updatedAt: Date;
  total: Order['total'];
  itemCount: number;
}

export interface ReorderResult extends CartMergeResult {
  added: number;
}

const SORTS = {
  NEWEST: orderByOf('NEWEST'),
  OLDEST: orderByOf('OLDEST'),
  TOTAL_HIGH: orderByOf('TOTAL_HIGH'),
  TOTAL_LOW: orderByOf('TOTAL_LOW'),
} as const satisfies Record<OrderSortKey, Prisma.OrderOrderByWithRelationInput[]>;

export class OrderService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly products: Pick<ProductService, 'getByIds'>,
    private readonly cart: Pick<CartService, 'merge'>,
    private readonly throttles: Throttles,
    private readonly events: EventService,
    private readonly restocks: RestockNotifier,
  ) {}

  /** The signed-in customer's orders, newest first. */
  async myOrders(ctx: RequestContext, args: { limit?: unknown; offset?: unknown }, options: ReadOptions = {}): Promise<Page<OrderRow>> {
    const user = requireUser(ctx);
    return this.page({ userId: user.id }, SORTS.NEWEST, pageWindow(args.limit, args.offset, 20), options);
  }

  /**
   * Admin: every order, filtered by status and id prefix. Paged by offset, or by keyset: `after` is
   * a page's endCursor (order-cursor.ts), the next page then costs O(page) at any depth; `offset`
   * then counts from the cursor. `total` counts every match (the cursor aside): from the maintained
   * figures when unfiltered, else one count on the status index or the id range.
   */
  async list(
    ctx: RequestContext,
    args: { status?: unknown; search?: unknown; sort?: unknown; limit?: unknown; offset?: unknown; after?: unknown },
    options: ReadOptions = {},
  ): Promise<Page<OrderRow>> {
    requireScope(ctx, 'orders_read');
    const { status, search, sort, after } = parseInput(orderListSchema, { status: args.status, search: args.search, sort: args.sort, after: args.after });
    const window = pageWindow(args.limit, args.offset, 25);
    const sortKey = sort ?? 'NEWEST';
    const where: Prisma.OrderWhereInput = {};
    if (status) where.status = status;
    if (search) {
      const range = idPrefixRange(search);
      if (!range) return { items: [], total: 0, ...window, hasNextPage: false, endCursor: null };
      where.id = range;
    }
    const rowsWhere = after ? { AND: [where, afterOrderCursor(sortKey, after)] } : where;
    const [rows, total] = await Promise.all([
      this.prisma.order.findMany({
        where: rowsWhere,
        orderBy: SORTS[sortKey],
        take: window.limit + 1,
        skip: window.offset,
        include: options.withItems ? itemInclude : undefined,
      }),
      status || search ? this.prisma.order.count({ where }) : this.countAll(),
    ]);
    const hasNextPage = rows.length > window.limit;
    const items = hasNextPage ? rows.slice(0, window.limit) : rows;
    return { items, total, ...window, hasNextPage, endCursor: hasNextPage ? encodeOrderCursor(sortKey, items[items.length - 1]) : null };
  }

  /** Every order, from the maintained figures (shop_figures, kept by triggers) instead of count(*). */
  private async countAll(): Promise<number> {
    const { _sum } = await this.prisma.shopFigures.aggregate({ _sum: { orders: true } });
    return _sum.orders ?? 0;
  }

  /** One order, for its owner, an admin or a key with orders_read; any other person learns nothing (404), another key a 403. */
  async get(ctx: RequestContext, id: unknown, options: ReadOptions = {}): Promise<OrderRow> {
    if (ctx.authError) throw ctx.authError; // an expired session should sign in again, not read "not found"
    if (ctx.apiKey) requireScope(ctx, 'orders_read');
    const anyOrder = hasScope(ctx, 'orders_read');
    const userId = ctx.user?.id;
    if ((!userId && !anyOrder) || !isUuid(id)) throw new NotFoundError(ORDER_NOT_FOUND);
    const order = await this.prisma.order.findUnique({ where: { id }, include: options.withItems ? itemInclude : undefined });
    if (!order || (!anyOrder && order.userId !== userId)) throw new NotFoundError(ORDER_NOT_FOUND);
    return order;
  }

  /**
   * Public: the whole order to whoever holds its access token (order-token.ts), e.g. the guest's
   * confirmation page. Every look-up counts per client, like Track Order; an unknown or malformed
   * token is 404 (GraphQL null), whoever asks.
   */
  async getByToken(ctx: RequestContext, token: unknown, options: ReadOptions = {}): Promise<OrderRow> {
    await this.throttles.consume('order-token-ip', ctx.ip);
    if (!isAccessTokenShape(token)) throw new NotFoundError(ORDER_NOT_FOUND);
    const order = await this.prisma.order.findUnique({ where: { accessToken: token }, include: options.withItems ? itemInclude : undefined });
    if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
    return order;
  }

  /**
   * Public: the status of an order, given its id (or the first ≥ 8 characters) and the order's
   * e-mail. Every look-up counts, per client and per e-mail: the pair is guessable otherwise.
   */
  async track(ctx: RequestContext, input: unknown): Promise<OrderTracking> {
    const { orderId, email } = parseInput(trackSchema, input);
    await this.throttles.consume('track-ip', ctx.ip);
    await this.throttles.consume('track-email', email);
    const hex = normalizeIdPrefix(orderId);
    const range = hex && hex.length >= MIN_TRACKING_PREFIX ? idPrefixRange(hex) : null;
    if (!range || !email) throw new NotFoundError(ORDER_NOT_FOUND);
    const order = await this.prisma.order.findFirst({
      where: { id: range, email },
      include: { items: { select: { quantity: true } } },
      orderBy: { createdAt: 'desc' },
    });
    if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
    return {
      id: order.id,
      status: order.status,
      createdAt: order.createdAt,
      updatedAt: order.updatedAt,
      total: order.total,
      itemCount: order.items.reduce((n, i) => n + i.quantity, 0),
    };
  }

  /** Admin: moves an order along the workflow; cancelling puts the units back in stock, atomically. */
  // The answer always has its items: the order.status_changed event carries them anyway.
  async updateStatus(ctx: RequestContext, id: unknown, status: unknown, _options: ReadOptions = {}): Promise<OrderRow> {
    requireScope(ctx, 'orders_write');
    const { status: to } = parseInput(z.object({ status: statusSchema }), { status });
    if (!isUuid(id)) throw new NotFoundError(ORDER_NOT_FOUND);
    return this.prisma.$transaction(async (tx) => {
      const order = await tx.order.findUnique({ where: { id }, include: { items: true } });
      if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
      if (!canChangeStatus(order.status, to)) throw new ConflictError(cannotChangeStatus(order.status, to), 'STATUS_NOT_ALLOWED');
      // Conditional on the status we read: two admins acting at once cannot both cancel (and restock twice).
      const { count } = await tx.order.updateMany({ where: { id, status: order.status }, data: { status: to } });
      if (count === 0) {
        const now = await tx.order.findUniqueOrThrow({ where: { id }, select: { status: true } });
        throw new ConflictError(cannotChangeStatus(now.status, to), 'STATUS_NOT_ALLOWED');
      }
      await tx.orderStatusChange.create({ data: { orderId: id, from: order.status, to, ...statusActor(ctx) } });
      // Units back on the shelf: shoppers waiting for a variant that was sold out hear of it (stock alerts).
      if (to === 'cancelled') await this.restocks.notifyRestocked(tx, await giveBackStock(tx, order.items));
      // The shopper did not get the goods: the order's coupon use is given back (coupon-usage.service.ts).
      if (to === 'cancelled') await releaseCoupon(tx, id);
      const changed = await tx.order.findUniqueOrThrow({ where: { id }, include: itemInclude });
      await this.events.emit(tx, 'order.status_changed', { ...toRestOrder(changed), previousStatus: order.status });
      return changed;
    });
  }

  /** Puts the items of one of the customer's orders back in their cart; gone or sold-out products are skipped, by name. */
  async reorder(ctx: RequestContext, orderId: unknown): Promise<ReorderResult> {
    const user = requireUser(ctx);
    if (!isUuid(orderId)) throw new NotFoundError(ORDER_NOT_FOUND);
    const order = await this.prisma.order.findFirst({ where: { id: orderId, userId: user.id }, include: { items: { orderBy: { id: 'asc' } } } });
    if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
    const products = new Map((await this.products.getByIds(order.items.flatMap((i) => i.productId ?? []))).map((p) => [p.id, p]));
    const skipped: string[] = [];
    const lines: Array<{ productId: string; quantity: number; size: string | null; color: string | null }> = [];
    for (const item of order.items) {
      const product = item.productId ? products.get(item.productId) : undefined;
      if (!product) skipped.push(`${item.name} is no longer available`);
      else if (product.stock <= 0) skipped.push(`${product.name} is out of stock`);
      // by size and colour, as the shopper chose them: the cart finds today's variant (or says why not)
      else lines.push({ productId: product.id, quantity: item.quantity, size: item.size, color: item.color });
    }
    const merged = await this.cart.merge(ctx, lines);
    return { cart: merged.cart, added: lines.length - merged.skipped.length, skipped: [...skipped, ...merged.skipped] };
  }

  /** Loader batch: the items of many orders in one query, in the order asked. */
  async itemsByOrderIds(orderIds: readonly string[]): Promise<OrderItem[][]> {
    const rows = await this.prisma.orderItem.findMany({ where: { orderId: { in: [...orderIds] } }, orderBy: { id: 'asc' } });
    const byOrder = new Map<string, OrderItem[]>();
    for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
    return orderIds.map((id) => byOrder.get(id) ?? []);
  }

  /** Loader batch: the status histories of many orders in one query, oldest entry first. */
  async historyByOrderIds(orderIds: readonly string[]): Promise<OrderStatusChange[][]> {
    const rows = await this.prisma.orderStatusChange.findMany({ where: { orderId: { in: [...orderIds] } }, orderBy: [...historyOrder] });
    const byOrder = new Map<string, OrderStatusChange[]>();
    for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
    return orderIds.map((id) => byOrder.get(id) ?? []);
  }

  /**
   * The shipping address of a customer's latest order, to prefill their next checkout; null before
   * their first order. Only for that customer themself: anyone else gets null.
   */
  async lastShippingAddress(ctx: RequestContext, userId: string): Promise<AddressData | null> {
    if (ctx.user?.id !== userId) return null;
    const latest = await this.prisma.order.findFirst({ where: { userId }, orderBy: [...SORTS.NEWEST], select: { shippingAddress: true } });
    const parsed = shippingAddressSchema.safeParse(latest?.shippingAddress);
    return parsed.success ? parsed.data : null;
  }

  /** For checkout: the order a provider payment already placed (idempotent submits). */
  async findByProviderOrderId(providerOrderId: string, options: ReadOptions = {}): Promise<OrderRow | null> {
    return this.prisma.order.findUnique({ where: { providerOrderId }, include: options.withItems ? itemInclude : undefined });
  }

  private async page(
    where: Prisma.OrderWhereInput,
    orderBy: readonly Prisma.OrderOrderByWithRelationInput[],
    window: { limit: number; offset: number },
    options: ReadOptions,
  ): Promise<Page<OrderRow>> {
    const [items, total] = await Promise.all([
      this.prisma.order.findMany({ where, orderBy: [...orderBy], take: window.limit, skip: window.offset, include: options.withItems ? itemInclude : undefined }),
      this.prisma.order.count({ where }),
    ]);
    // The customer's list is offset-paged only (OrderPage's cursor fields: no cursor, an exact next page).
    return { items, total, ...window, hasNextPage: window.offset + items.length < total, endCursor: null };
  }
}

