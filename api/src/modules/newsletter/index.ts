// The newsletter module's public face: its descriptor for the composition root (api/src/modules.ts) and what other modules
// may use. Anything not exported here is the module's own.
// Newsletter sign-ups.
import { shopModule } from '../../platform/module';
import type { NewsletterServices } from './newsletter.context';
import { NewsletterResolver } from './newsletter.resolver';
import { newsletterRoutes } from './newsletter.rest';

export const newsletterModule = shopModule<NewsletterServices>({
  name: 'newsletter',
  resolvers: [NewsletterResolver],
  routes: (services) => [newsletterRoutes(services)],
});
export type { NewsletterServices } from './newsletter.context';

export { subscribeSchema } from './newsletter.schemas';
export { NewsletterService } from './newsletter.service';
