// /api/admin/stats in the OpenAPI document (platform/rest/openapi.ts).
import { z } from '../../platform/input/validate';
import { moneyString, type RestTag } from '../../platform/rest/openapi';
import { orderResponseSchema } from '../orders';

export const adminStatsResponseSchema = z
  .object({
    id: z.literal('admin-stats'),
    totalRevenue: moneyString.describe('Revenue net of refunds: the totals of the orders that are not cancelled, plus what cancelled orders were paid minus their refunds.'),
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
