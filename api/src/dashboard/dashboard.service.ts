// Admin overview figures: exact database aggregates (ARCHITECTURE decision 7), not counts of a fetched page.
import type { PrismaClient } from '../generated/prisma/client';
import type { RequestContext } from '../common/context';
import { requireAdmin } from '../auth/guards';
import { moneyString } from '../common/money';

export const ADMIN_STATS_ID = 'admin-stats';

export interface AdminStatsFigures {
  id: string;
  /** SUM(total) of every order that is not cancelled, as a two-decimal string. */
  totalRevenue: string;
  totalOrders: number;
  totalProducts: number;
  totalCategories: number;
}

export class DashboardService {
  constructor(private readonly prisma: PrismaClient) {}

  async stats(ctx: RequestContext): Promise<AdminStatsFigures> {
    requireAdmin(ctx);
    const [revenue, totalOrders, totalProducts, totalCategories] = await Promise.all([
      this.prisma.order.aggregate({ _sum: { total: true }, where: { status: { not: 'cancelled' } } }),
      this.prisma.order.count(),
      this.prisma.product.count(),
      this.prisma.category.count(),
    ]);
    return {
      id: ADMIN_STATS_ID,
      totalRevenue: moneyString(revenue._sum.total ?? 0)!,
      totalOrders,
      totalProducts,
      totalCategories,
    };
  }
}
