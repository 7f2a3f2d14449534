import { Authorized, Ctx, FieldResolver, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../platform/graphql/context';
import { OrderType } from '../orders/order.type';
import { AdminStatsType } from './admin-stats.type';
import type { ApiKeyScope } from '../../platform/common/context';

@Resolver(() => AdminStatsType)
export class DashboardResolver {
  @Authorized<ApiKeyScope>('admin')
  @Query(() => AdminStatsType, { description: '(admin) The dashboard figures: revenue, order, product and category counts, recent orders.' })
  adminStats(@Ctx() { ctx, services }: GraphQLContext) {
    return services.dashboard.stats(ctx);
  }

  /** Fetched only when asked for; the orders' items come through the orders' own loaders. */
  @FieldResolver(() => [OrderType], { description: 'The 5 newest orders, newest first.' })
  recentOrders(@Ctx() { ctx, services }: GraphQLContext) {
    return services.dashboard.recentOrders(ctx);
  }
}
