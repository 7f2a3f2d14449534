// Input rules of webhook endpoints, shared by GraphQL (and any later REST route).
import { hostname, networkInterfaces } from 'node:os';
import { isIP } from 'node:net';
import { z } from '../common/validate';
import { SHOP_EVENT_TYPES } from '../outbox/events.service';

export const WEBHOOK_MESSAGES = {
  url: 'Enter the endpoint’s URL, like https://example.com/hooks/shop',
  scheme: 'The URL must start with http:// or https://',
  credentials: 'Put no user name or password in the URL; check the X-Shop-Signature header instead',
  self: 'The URL points at this shop itself',
  events: 'Choose at least one event',
  event: `Unknown event; choose from ${SHOP_EVENT_TYPES.join(', ')}`,
  notFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Webhook delivery not found',
} as const;

/** Host names that reach this machine: loopback, the unspecified address, its own name and addresses. */
function ownHosts(): Set<string> {
  const hosts = new Set(['localhost', '127.0.0.1', '::1', '0.0.0.0', '::', hostname().toLowerCase()]);
  for (const list of Object.values(networkInterfaces())) for (const nic of list ?? []) hosts.add(nic.address.toLowerCase());
  return hosts;
}

const isLoopback = (host: string) => host === 'localhost' || host.endsWith('.localhost') || (isIP(host) === 4 && host.startsWith('127.'));

/**
 * The URL a delivery goes to. http or https, no credentials, not this shop: a host of this
 * machine (loopback, its name, its addresses) on the shop's own port is refused, so a delivery
 * can never call the shop back into a loop. Other local ports are allowed on purpose: a partner's
 * receiver on the same machine, and the tests' receivers. Private-network hosts are allowed too
 * (only admins register endpoints; a LAN integration is a legitimate use).
 */
export function webhookUrl(shopPort: number) {
  return z
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
      const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
      const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
      if (port === shopPort && (isLoopback(host) || ownHosts().has(host))) ctx.addIssue({ code: 'custom', message: WEBHOOK_MESSAGES.self });
    })
    .transform((raw) => new URL(raw).toString());
}

const events = z
  .array(z.enum(SHOP_EVENT_TYPES, { error: WEBHOOK_MESSAGES.event }), { error: WEBHOOK_MESSAGES.events })
  .min(1, WEBHOOK_MESSAGES.events)
  .transform((list) => [...new Set(list)].sort());

const description = z.string({ error: 'Must be text' }).trim().max(200, 'Must be at most 200 characters');

export const createEndpointSchema = (shopPort: number) =>
  z.object({
    url: webhookUrl(shopPort),
    events,
    description: description.nullish().transform((v) => v ?? ''),
  });

/** On update every field is optional: left out (or null) keeps its value. */
export const updateEndpointSchema = (shopPort: number) =>
  z.object({
    url: webhookUrl(shopPort).nullish(),
    events: events.nullish(),
    description: description.nullish(),
    active: z.boolean({ error: 'Must be true or false' }).nullish(),
  });

export const deliveryListSchema = z.object({
  endpointId: z.uuid({ error: WEBHOOK_MESSAGES.notFound }).nullish(),
  status: z.enum(['pending', 'delivered', 'failing', 'dead'], { error: 'Unknown delivery status' }).nullish(),
});
