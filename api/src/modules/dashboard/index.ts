// The dashboard module's public face: what other modules and the composition root may use. Anything not exported here
// is the module's own; its descriptor is dashboard.module.ts.
// The admin's dashboard figures (sales, orders, stock to watch).
export type { DashboardServices } from './dashboard.context';

export { DashboardService } from './dashboard.service';
