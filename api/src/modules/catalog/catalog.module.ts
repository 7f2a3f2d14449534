// The catalog module's descriptor: what it adds to the GraphQL schema, /api, the OpenAPI document, each request's
// loaders and the seed. Only the composition root (api/src/modules.ts) imports it; other modules use index.ts.
import { shopModule } from '../../platform/module';
import { seedCatalogue } from './catalog.seed';
import type { CatalogServices } from './catalog.context';
import { ProductResolver, ProductAdminResolver } from './product.resolver';
import { CategoryResolver, CategoryAdminResolver } from './category.resolver';
import { productRoutes } from './product.rest';
import { categoryRoutes } from './category.rest';
import { catalogTag } from './catalog.openapi';
import { catalogLoaders } from './catalog.loaders';

export const catalogModule = shopModule<CatalogServices>({
  name: 'catalog',
  resolvers: [ProductResolver, ProductAdminResolver, CategoryResolver, CategoryAdminResolver],
  routes: (services) => [productRoutes(services), categoryRoutes(services)],
  openapi: [catalogTag],
  loaders: catalogLoaders,
  seed: seedCatalogue,
});
