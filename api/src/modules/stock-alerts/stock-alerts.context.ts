// What this module's resolvers and routes are handed: the composition root (api/src/modules.ts) builds one services
// object for every module, and the compiler checks it has what this module lists.
import type { GraphQLContext } from '../../platform/graphql/context';
import type { StockAlertService } from './stock-alert.service';
import type { stockAlertLoaders } from './stock-alert.loaders';
import type { CatalogLoaders } from '../catalog';

export interface StockAlertsServices {
  stockAlerts: StockAlertService;
}

export type StockAlertsLoaders = ReturnType<typeof stockAlertLoaders> & Pick<CatalogLoaders, 'productById' | 'variantsByProduct'>;
export type StockAlertsContext = GraphQLContext<StockAlertsServices, StockAlertsLoaders>;
