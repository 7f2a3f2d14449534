// The newsletter module's descriptor: what it adds to the GraphQL schema, /api, the OpenAPI document, each request's
// loaders and the seed. Only the composition root (api/src/modules.ts) imports it; other modules use index.ts.
import { shopModule } from '../../platform/module';
import type { NewsletterServices } from './newsletter.context';
import { NewsletterResolver } from './newsletter.resolver';
import { newsletterRoutes } from './newsletter.rest';

export const newsletterModule = shopModule<NewsletterServices>({
  name: 'newsletter',
  resolvers: [NewsletterResolver],
  routes: (services) => [newsletterRoutes(services)],
});
