// /api/stock-alerts and /api/admin/stock-alerts in the OpenAPI document (platform/rest/openapi.ts).
import { z } from '../../platform/input/validate';
import { deletedSchema, pageQuerySchema, timestamp, type RestTag } from '../../platform/rest/openapi';
import { cancelByLinkSchema, confirmStockAlertSchema, subscribeStockAlertSchema } from './stock-alert.schemas';

export const stockAlertResponseSchema = z
  .object({
    id: z.uuid(),
    productId: z.uuid(),
    variantId: z.uuid(),
    email: z.string().describe('Lower-case: the signed-in shopper’s account address, or the one a guest gave.'),
    status: z.enum(['pending', 'waiting', 'notified']).describe('pending: waits for the link e-mailed to the address; waiting: live; notified: the e-mail was written.'),
    createdAt: timestamp,
    notifiedAt: timestamp.nullable(),
  })
  .meta({ id: 'StockAlert' });

const liveSubscriptionSchema = stockAlertResponseSchema.extend({
  alreadyWaiting: z.boolean().describe('true when the shopper was already waiting for this variant (nothing new was written).'),
  confirmationRequired: z.literal(false),
  message: z.string(),
});

const pendingSubscriptionSchema = z.object({
  confirmationRequired: z.literal(true).describe('A confirmation link was e-mailed; nothing is sent until it is followed.'),
  message: z.string().describe('“Check your inbox to confirm…”: the same for a new and a repeated request.'),
});

const stockAlertSubscriptionSchema = z.union([pendingSubscriptionSchema, liveSubscriptionSchema]).meta({ id: 'StockAlertSubscription' });
const messageSchema = z.object({ message: z.string() });

export const stockAlertDemandSchema = z
  .object({
    productId: z.uuid(),
    name: z.string(),
    waiting: z.number().int().describe('Shoppers waiting for any of its variants.'),
    variants: z.array(
      z.object({
        variantId: z.uuid(),
        sku: z.string(),
        size: z.string().nullable(),
        color: z.string().nullable(),
        stock: z.number().int(),
        waiting: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'StockAlertDemand' });

export const stockAlertTag: RestTag = {
  name: 'Stock alerts',
  description: '“Notify me when it’s back” for sold-out sizes and colours, and how many shoppers wait (admins).',
  operations: [
    {
      method: 'post',
      path: '/stock-alerts',
      summary: 'Ask to be told when a sold-out variant is back',
      description:
        'With a bearer token the account’s address is used and `email` is ignored; a guest must give `email`. A guest, or an account whose address is not confirmed, gets 202 `{ confirmationRequired: true, message }` every time — new, pending or already live alike — and the address a link that makes the alert live (at most 20 such requests an hour from one client and 5 to one address). A confirmed shopper gets the live alert: 201 new, 200 when already waiting (`alreadyWaiting: true`). One e-mail is sent when the variant’s stock rises from 0, then the alert is closed; every alert e-mail has a signed link to stop it. 404 for an unknown variant, 409 when it is in stock.',
      access: 'optional',
      body: subscribeStockAlertSchema,
      ok: { status: 202, schema: stockAlertSubscriptionSchema, description: 'Confirmation required: a link was e-mailed (or had been).' },
      alsoOk: { status: 201, description: 'A confirmed shopper’s new live alert (200: the one they already had, `alreadyWaiting: true`).' },
      errors: [404, 409, 429],
    },
    {
      method: 'post',
      path: '/stock-alerts/confirm',
      summary: 'Confirm an alert from its e-mailed link',
      description:
        'The `token` from the confirmation link’s fragment (#token=…; valid 7 days, used once) makes the pending alert live; if the variant came back meanwhile, the back-in-stock e-mail is written at once. 400 for an unknown, used or expired token.',
      access: 'public',
      body: confirmStockAlertSchema,
      ok: { schema: stockAlertResponseSchema },
    },
    {
      method: 'post',
      path: '/stock-alerts/cancel',
      summary: 'Stop an alert from the link in its e-mail',
      description:
        'The `alert` and `sig` of the “Stop this alert” link’s fragment, as `alertId` and `signature`; no sign-in needed. 400 when the shop did not sign the link; the same answer whether the alert was still open or already gone.',
      access: 'public',
      body: cancelByLinkSchema,
      ok: { schema: messageSchema },
    },
    {
      method: 'get',
      path: '/stock-alerts',
      summary: 'My open alerts',
      description:
        'The signed-in shopper’s open alerts (waiting, and pending ones that wait for the link e-mailed to the address), newest first: those asked for while signed in and those a guest asked for with the account’s address (at most 100).',
      access: 'customer',
      ok: { schema: z.array(stockAlertResponseSchema) },
    },
    {
      method: 'delete',
      path: '/stock-alerts/:id',
      summary: 'Stop one of my alerts',
      description: 'No e-mail will come for it. 404 when the alert is not the shopper’s or no longer waiting.',
      access: 'customer',
      ok: { schema: deletedSchema },
      errors: [404],
    },
    {
      method: 'get',
      path: '/admin/stock-alerts',
      summary: 'Waiting shoppers per product and variant',
      description: 'Products with shoppers waiting, most waited-for first: what to restock first.',
      access: 'admin',
      scope: 'catalogue_read',
      query: pageQuerySchema,
      ok: { schema: z.array(stockAlertDemandSchema), headers: ['X-Total-Count'] },
    },
  ],
};
