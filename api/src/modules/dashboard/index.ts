// The dashboard module's public face: its descriptor for the composition root (api/src/modules.ts) and what other modules
// may use. Anything not exported here is the module's own.
// The admin's dashboard figures (sales, orders, stock to watch).
import { shopModule } from '../../platform/module';
import type { DashboardServices } from './dashboard.context';
import { DashboardResolver } from './dashboard.resolver';
import { dashboardRoutes } from './dashboard.rest';
import { dashboardTag } from './dashboard.openapi';

export const dashboardModule = shopModule<DashboardServices>({
  name: 'dashboard',
  resolvers: [DashboardResolver],
  routes: (services) => [dashboardRoutes(services)],
  openapi: [dashboardTag],
});
export type { DashboardServices } from './dashboard.context';

export { DashboardService } from './dashboard.service';
