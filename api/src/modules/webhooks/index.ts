// The webhooks module's public face: what other modules and the composition root may use. Anything not exported here
// is the module's own; its descriptor is webhooks.module.ts.
// Webhooks: partners' endpoints and the signed deliveries of the shop's events to them.
export type { WebhooksServices } from './webhooks.context';

export { DELIVERY_QUEUE, WebhookDeliveryService, type DeliveryJob } from './webhook-delivery.service';
export { WebhookService } from './webhook.service';
