// /api/stock-alerts and /api/admin/stock-alerts in the OpenAPI document (rest/openapi.ts).
import { z } from '../common/validate';
import { deletedSchema, pageQuerySchema, timestamp, type RestTag } from '../rest/openapi';
import { subscribeStockAlertSchema } from './stock-alert.schemas';

export const stockAlertResponseSchema = z
  .object({
    id: z.uuid(),
    productId: z.uuid(),
    variantId: z.uuid(),
    email: z.string().describe('Lower-case: the signed-in shopper’s account address, or the one a guest gave.'),
    status: z.enum(['waiting', 'notified']),
    createdAt: timestamp,
    notifiedAt: timestamp.nullable(),
  })
  .meta({ id: 'StockAlert' });

const stockAlertSubscriptionSchema = stockAlertResponseSchema
  .extend({ alreadyWaiting: z.boolean().describe('true when the shopper was already waiting for this variant (nothing new was written).') })
  .meta({ id: 'StockAlertSubscription' });

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
        'With a bearer token the account’s address is used and `email` is ignored; a guest must give `email` (at most 20 guest alerts an hour from one client). One e-mail is sent when the variant’s stock rises from 0, then the alert is closed. 404 for an unknown variant, 409 when it is in stock.',
      access: 'optional',
      body: subscribeStockAlertSchema,
      ok: { status: 201, schema: stockAlertSubscriptionSchema, description: 'A new alert.' },
      alsoOk: { status: 200, description: 'The shopper was already waiting for this variant: the same alert, `alreadyWaiting: true`.' },
      errors: [404, 409, 429],
    },
    {
      method: 'get',
      path: '/stock-alerts',
      summary: 'My waiting alerts',
      description:
        'The signed-in shopper’s waiting alerts, newest first: those asked for while signed in and those a guest asked for with the account’s address (at most 100).',
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
