// The stock-alerts module's descriptor: what it adds to the GraphQL schema, /api, the OpenAPI document, each request's
// loaders and the seed. Only the composition root (api/src/modules.ts) imports it; other modules use index.ts.
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
