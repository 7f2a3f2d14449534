// /api/admin/stats in the OpenAPI document (platform/rest/openapi.ts).
import { z } from '../../platform/input/validate';
import { moneyString, type RestTag } from '../../platform/rest/openapi';
import { orderResponseSchema } from '../orders';

export const adminStatsResponseSchema = z
  .object({
    id: z.literal('admin-stats'),
    totalRevenue: moneyString.describe('Revenue received: what every order was paid (online at checkout, on delivery once marked paid) minus what was refunded.'),
    totalOrders: z.number().int(),
    totalProducts: z.number().int(),
    totalCategories: z.number().int(),
    recentOrders: z.array(orderResponseSchema).describe('The 5 newest orders.'),
  })
  .meta({ id: 'AdminStats' });

export const dashboardTag: RestTag = {
  name: 'Dashboard',
  description: 'The admin dashboard’s figures.',
  operations: [
    { method: 'get', path: '/admin/stats', summary: 'Shop figures and the newest orders', access: 'admin', scope: 'admin', ok: { schema: adminStatsResponseSchema } },
  ],
};
