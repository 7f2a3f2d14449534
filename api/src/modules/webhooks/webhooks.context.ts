// What this module's resolvers and routes are handed: the composition root (api/src/modules.ts) builds one services
// object for every module, and the compiler checks it has what this module lists.
import type { GraphQLContext } from '../../platform/graphql/context';
import type { WebhookService } from './webhook.service';

export interface WebhooksServices {
  webhooks: WebhookService;
}
export type WebhooksContext = GraphQLContext<WebhooksServices>;
