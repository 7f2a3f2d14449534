// The seo module's descriptor: what it adds to the GraphQL schema, /api, the OpenAPI document, each request's
// loaders and the seed. Only the composition root (api/src/modules.ts) imports it; other modules use index.ts.
import { shopModule } from '../../platform/module';
import { seedSeoRecords } from './seo.seed';
import type { SeoServices } from './seo.context';
import { SeoResolver } from './seo.resolver';
import { seoRoutes } from './seo.rest';

export const seoModule = shopModule<SeoServices>({
  name: 'seo',
  resolvers: [SeoResolver],
  routes: (services) => [seoRoutes(services)],
  seed: seedSeoRecords,
});
