// The webhooks module's public face: its descriptor for the composition root (api/src/modules.ts) and what other modules
// may use. Anything not exported here is the module's own.
// Webhooks: partners' endpoints and the signed deliveries of the shop's events to them.
import { shopModule } from '../../platform/module';
import type { WebhooksServices } from './webhooks.context';
import { WebhookResolver } from './webhook.resolver';

export const webhooksModule = shopModule<WebhooksServices>({
  name: 'webhooks',
  resolvers: [WebhookResolver],
});
export type { WebhooksServices } from './webhooks.context';

export { DELIVERY_QUEUE, WebhookDeliveryService, type DeliveryJob } from './webhook-delivery.service';
export { WebhookService } from './webhook.service';
