import { Authorized, Ctx, FieldResolver, Query, Resolver } from 'type-graphql';
import type { DashboardContext } from './dashboard.context';
import { OrderType } from '../orders';
import { AdminStatsType } from './admin-stats.type';
import type { ApiKeyScope } from '../../platform/common/context';

@Resolver(() => AdminStatsType)
export class DashboardResolver {
  @Authorized<ApiKeyScope>('admin')
  @Query(() => AdminStatsType, { description: '(admin) The dashboard figures: revenue, order, product and category counts, recent orders.' })
  adminStats(@Ctx() { ctx, services }: DashboardContext) {
    return services.dashboard.stats(ctx);
  }

  /** Fetched only when asked for; the orders' items come through the orders' own loaders. */
  @FieldResolver(() => [OrderType], { description: 'The 5 newest orders, newest first.' })
  recentOrders(@Ctx() { ctx, services }: DashboardContext) {
    return services.dashboard.recentOrders(ctx);
  }
}
