// The dashboard module's descriptor: what it adds to the GraphQL schema, /api, the OpenAPI document, each request's
// loaders and the seed. Only the composition root (api/src/modules.ts) imports it; other modules use index.ts.
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
