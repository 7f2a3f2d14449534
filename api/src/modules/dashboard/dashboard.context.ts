// What this module's resolvers and routes are handed: the composition root (api/src/modules.ts) builds one services
// object for every module, and the compiler checks it has what this module lists.
import type { GraphQLContext } from '../../platform/graphql/context';
import type { DashboardService } from './dashboard.service';

export interface DashboardServices {
  dashboard: DashboardService;
}
export type DashboardContext = GraphQLContext<DashboardServices>;
