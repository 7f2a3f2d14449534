// Admin overview figures: exact database aggregates (ARCHITECTURE decision 7), not counts of a fetched page.
import type { PrismaClient } from '../generated/prisma/client';
import type { RequestContext } from '../common/context';
import { requireScope } from '../auth/guards';
import { paiseToString, toPaise } from '../common/money';
import type { OrderRow, OrderService } from '../orders/order.service';

export const ADMIN_STATS_ID = 'admin-stats';
export const RECENT_ORDERS = 5;

export interface AdminStatsFigures {
  id: string;
  /**
   * Revenue net of refunds, as a two-decimal string: the totals of the orders that are not cancelled,
   * plus what cancelled orders were paid and not (yet) refunded (issue 14: the shop keeps that money
   * until a refund is recorded). Refunds exist only on cancelled orders.
   */
  totalRevenue: string;
  totalOrders: number;
  totalProducts: number;
  totalCategories: number;
}

export class DashboardService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly orders: Pick<OrderService, 'list'>,
  ) {}

  async stats(ctx: RequestContext): Promise<AdminStatsFigures> {
    requireScope(ctx, 'admin');
    const [open, cancelled, totalOrders, totalProducts, totalCategories] = await Promise.all([
      this.prisma.order.aggregate({ _sum: { total: true, amountRefunded: true }, where: { status: { not: 'cancelled' } } }),
      this.prisma.order.aggregate({ _sum: { amountPaid: true, amountRefunded: true }, where: { status: 'cancelled' } }),
      this.prisma.order.count(),
      this.prisma.product.count(),
      this.prisma.category.count(),
    ]);
    return {
      id: ADMIN_STATS_ID,
      totalRevenue: paiseToString(
        toPaise(open._sum.total ?? 0) - toPaise(open._sum.amountRefunded ?? 0) + toPaise(cancelled._sum.amountPaid ?? 0) - toPaise(cancelled._sum.amountRefunded ?? 0),
      ),
      totalOrders,
      totalProducts,
      totalCategories,
    };
  }

  /** The 5 newest orders, through the order service (the same rows and shapes as the orders list). */
  async recentOrders(ctx: RequestContext, options: { withItems?: boolean } = {}): Promise<OrderRow[]> {
    requireScope(ctx, 'orders_read');
    const page = await this.orders.list(ctx, { sort: 'NEWEST', limit: RECENT_ORDERS, offset: 0 }, options);
    return page.items;
  }
}
