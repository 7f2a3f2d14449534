// A customer who bought a product and got it: what a review needs.
import type { RequestContext } from '../../platform/common/context';
import { adminSession, type TestServices } from '../../test/harness';
import { placeCard, type Line } from '../orders/order.test-helpers';

const DELIVERY = ['processing', 'shipped', 'delivered'] as const;

/** Places a pay-on-delivery order of `items` for the customer and takes it to `upTo` (delivered by default). */
export async function orderFor(shop: TestServices, ctx: RequestContext, items: Line[], upTo: (typeof DELIVERY)[number] | 'pending' = 'delivered') {
  const order = await placeCard(shop, ctx, items);
  const admin = (await adminSession(shop)).ctx;
  for (const status of DELIVERY.slice(0, DELIVERY.indexOf(upTo as never) + 1)) await shop.services.orders.updateStatus(admin, order.id, status);
  return order;
}
