// Admin overview figures: exact database aggregates
// (docs/decisions/0007-screens-the-spec-leaves-without-action.md), not counts of a fetched page.
import type { PrismaClient } from '../../generated/prisma/client';
import type { RequestContext } from '../../platform/common/context';
import { requireScope } from '../../platform/auth/guards';
import { paiseToString, toPaise } from '../../platform/common/money';
import type { OrderRow, OrderService } from '../orders';

export const ADMIN_STATS_ID = 'admin-stats';
export const RECENT_ORDERS = 5;

export interface AdminStatsFigures {
  id: string;
  /**
   * Revenue received, as a two-decimal string: what every order was paid (online at checkout, on
   * delivery once marked paid) less what was refunded; an unpaid pay-on-delivery order adds nothing
   * until its money is recorded (docs/decisions/0033-revenue-is-money-received.md).
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

  /**
   * One read of the maintained figures (table shop_figures, kept by database triggers in the same
   * statement as every order, payment, refund, product and category change: migration
   * maintained_counts), so the dashboard costs the same at 200,000 orders as at 20.
   */
  async stats(ctx: RequestContext): Promise<AdminStatsFigures> {
    requireScope(ctx, 'admin');
    const { _sum: sum } = await this.prisma.shopFigures.aggregate({ _sum: { revenue: true, orders: true, products: true, categories: true } });
    return {
      id: ADMIN_STATS_ID,
      totalRevenue: paiseToString(toPaise(sum.revenue ?? 0)),
      totalOrders: sum.orders ?? 0,
      totalProducts: sum.products ?? 0,
      totalCategories: sum.categories ?? 0,
    };
  }

  /** The 5 newest orders, through the order service (the same rows and shapes as the orders list). */
  async recentOrders(ctx: RequestContext, options: { withItems?: boolean } = {}): Promise<OrderRow[]> {
    requireScope(ctx, 'orders_read');
    const page = await this.orders.list(ctx, { sort: 'NEWEST', limit: RECENT_ORDERS, offset: 0 }, options);
    return page.items;
  }
}
