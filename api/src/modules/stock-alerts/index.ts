// The stock-alerts module's public face: its descriptor for the composition root (api/src/modules.ts) and what other modules
// may use. Anything not exported here is the module's own.
// Back-in-stock alerts: a shopper asks for a sold-out size and hears when it returns.
import { shopModule } from '../../platform/module';
import type { StockAlertsServices } from './stock-alerts.context';
import { StockAlertResolver, ProductStockAlertsResolver, VariantStockAlertsResolver } from './stock-alert.resolver';
import { stockAlertRoutes } from './stock-alert.rest';
import { stockAlertTag } from './stock-alert.openapi';
import { stockAlertLoaders } from './stock-alert.loaders';

export const stockAlertsModule = shopModule<StockAlertsServices>({
  name: 'stock-alerts',
  resolvers: [StockAlertResolver, ProductStockAlertsResolver, VariantStockAlertsResolver],
  routes: (services) => [stockAlertRoutes(services)],
  openapi: [stockAlertTag],
  loaders: stockAlertLoaders,
});
export type { StockAlertsServices } from './stock-alerts.context';

export { StockAlertService } from './stock-alert.service';
