// The webhooks module's descriptor: what it adds to the GraphQL schema, /api, the OpenAPI document, each request's
// loaders and the seed. Only the composition root (api/src/modules.ts) imports it; other modules use index.ts.
import { shopModule } from '../../platform/module';
import type { WebhooksServices } from './webhooks.context';
import { WebhookResolver } from './webhook.resolver';

export const webhooksModule = shopModule<WebhooksServices>({
  name: 'webhooks',
  resolvers: [WebhookResolver],
});
