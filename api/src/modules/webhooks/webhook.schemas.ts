// Input rules of webhook endpoints, shared by GraphQL (and any later REST route).
import { z } from '../../platform/input/validate';
import { SHOP_EVENT_TYPES } from '../../platform/outbox/events.service';

export const WEBHOOK_MESSAGES = {
  url: 'Enter the endpoint’s URL, like https://example.com/hooks/shop',
  scheme: 'The URL must start with http:// or https://',
  credentials: 'Put no user name or password in the URL; check the X-Shop-Signature header instead',
  events: 'Choose at least one event',
  event: `Unknown event; choose from ${SHOP_EVENT_TYPES.join(', ')}`,
  notFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Webhook delivery not found',
} as const;

/**
 * The shape of the URL a delivery goes to: http or https, no credentials. Where it points (not
 * this shop, not link-local or cloud metadata, not a private network unless allowed) is checked
 * by the service on the resolved addresses (webhook.target.ts), at registration and at every delivery.
 */
export const webhookUrl = z
  .string({ error: WEBHOOK_MESSAGES.url })
  .trim()
  .min(1, WEBHOOK_MESSAGES.url)
  .max(2000, 'Must be at most 2000 characters')
  .superRefine((raw, ctx) => {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return ctx.addIssue({ code: 'custom', message: WEBHOOK_MESSAGES.url });
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return ctx.addIssue({ code: 'custom', message: WEBHOOK_MESSAGES.scheme });
    if (url.username || url.password) return ctx.addIssue({ code: 'custom', message: WEBHOOK_MESSAGES.credentials });
  })
  .transform((raw) => new URL(raw).toString());

const events = z
  .array(z.enum(SHOP_EVENT_TYPES, { error: WEBHOOK_MESSAGES.event }), { error: WEBHOOK_MESSAGES.events })
  .min(1, WEBHOOK_MESSAGES.events)
  .transform((list) => [...new Set(list)].sort());

const description = z.string({ error: 'Must be text' }).trim().max(200, 'Must be at most 200 characters');

export const createEndpointSchema = z.object({
  url: webhookUrl,
  events,
  description: description.nullish().transform((v) => v ?? ''),
});

/** On update every field is optional: left out (or null) keeps its value. */
export const updateEndpointSchema = z.object({
  url: webhookUrl.nullish(),
  events: events.nullish(),
  description: description.nullish(),
  active: z.boolean({ error: 'Must be true or false' }).nullish(),
});

export const deliveryListSchema = z.object({
  endpointId: z.uuid({ error: WEBHOOK_MESSAGES.notFound }).nullish(),
  status: z.enum(['pending', 'delivered', 'failing', 'dead'], { error: 'Unknown delivery status' }).nullish(),
});
