import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../graphql/context';
import { AdminStatsType } from './admin-stats.type';

@Resolver(() => AdminStatsType)
export class DashboardResolver {
  @Authorized('admin')
  @Query(() => AdminStatsType)
  adminStats(@Ctx() { ctx, services }: GraphQLContext) {
    return services.dashboard.stats(ctx);
  }
}
