// The seo module's public face: its descriptor for the composition root (api/src/modules.ts) and what other modules
// may use. Anything not exported here is the module's own.
// Search-engine texts per page (titles, descriptions), edited by the admin.
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
export type { SeoServices } from './seo.context';

export { SEO_PAGES, seoMetaSchema } from './seo.schemas';
export { SeoService } from './seo.service';
