// Spec §7 order routes plus the checkout extras, thin over the same services as GraphQL.
import { Router, type Request } from 'express';
import type { OrdersServices } from './orders.context';
import { bodyField, handle } from '../../platform/rest/handle';
import { isRecord } from '../../platform/input/validate';
import { contextOf } from '../../platform/auth/request-context';
import { hasScope } from '../../platform/auth/guards';
import type { OrderWithItems } from './order.service';
import { toRestOrder } from './order.view';

const withItems = { withItems: true } as const;
const view = (order: unknown) => toRestOrder(order as OrderWithItems);

/**
 * Spec §7 payload → PlaceOrderInput: the figures become `expected` (the client's item prices are
 * ignored); for razorpay, paymentId + razorpayOrderId + razorpaySignature are the payment proof.
 */
export function placeOrderInput(body: unknown, cartToken?: unknown) {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const figures = { subtotal: b.subtotal, shipping: b.shipping, tax: b.tax, discount: b.discount, total: b.total };
  const items = Array.isArray(b.items)
    ? b.items.map((i: unknown) => (isRecord(i) ? { productId: i.productId, variantId: i.variantId, quantity: i.quantity, size: i.size, color: i.color } : i))
    : b.items;
  const hasProof = b.razorpayOrderId !== undefined || b.razorpaySignature !== undefined || (b.paymentMethod === 'razorpay' && b.paymentId !== undefined);
  return {
    items,
    // Without items, the cart of the X-Cart-Token header or `cartToken` field (or the customer's own).
    cartToken: cartToken ?? b.cartToken,
    couponCode: b.couponCode,
    shippingAddress: b.shippingAddress,
    billingAddress: b.billingAddress,
    paymentMethod: b.paymentMethod,
    payment: hasProof ? { providerOrderId: b.razorpayOrderId, paymentId: b.paymentId, signature: b.razorpaySignature } : undefined,
    // No figures at all = nothing to confirm (optional since carts); some = all are checked.
    expected: Object.values(figures).every((v) => v === undefined) ? undefined : figures,
    userId: b.userId,
  };
}

/** The body, with the X-Cart-Token header as its `cartToken` when sent. */
const withCartToken = (req: Request): unknown => {
  const token = req.get('X-Cart-Token');
  return token === undefined || !isRecord(req.body) ? req.body : { ...req.body, cartToken: token };
};

const query = (req: Request, name: string) => (typeof req.query[name] === 'string' ? req.query[name] : undefined);

export function orderRoutes(services: OrdersServices): Router {
  const r = Router();
  // Admin: every order, newest first (filters status, search = id prefix, sort, limit ≤ 100, offset or after = X-Next-Cursor; X-Total-Count);
  // customer: their own; guest: 401. An API key reads the admin list (403 without orders_read).
  r.get('/orders', async (req, res, next) => {
    try {
      const ctx = contextOf(res);
      const args = { limit: query(req, 'limit') ?? 100, offset: query(req, 'offset') };
      const page =
        hasScope(ctx, 'orders_read') || ctx.apiKey
          ? await services.orders.list(ctx, { ...args, status: query(req, 'status'), search: query(req, 'search'), sort: query(req, 'sort'), after: req.query.after }, withItems)
          : await services.orders.myOrders(ctx, args, withItems);
      res.setHeader('X-Total-Count', String(page.total));
      // Keyset paging (admin list): ?after=<this> reads the next page; absent on the last page.
      if (page.endCursor) res.setHeader('X-Next-Cursor', page.endCursor);
      res.json(page.items.map(view));
    } catch (e) {
      next(e);
    }
  });
  r.get('/orders/track', handle((ctx, req) => services.orders.track(ctx, { orderId: query(req, 'orderId') ?? '', email: query(req, 'email') ?? '' })));
  // Public: the whole order to whoever holds its access token (the confirmation page's link); 404 for any other token.
  r.get('/orders/by-token', handle(async (ctx, req) => view(await services.orders.getByToken(ctx, query(req, 'token'), withItems))));
  // The older path form, still answered: the OpenAPI document lists only the form above (order.openapi.ts).
  r.get('/orders/by-token/:token', handle(async (ctx, req) => view(await services.orders.getByToken(ctx, req.params.token, withItems))));
  r.post('/orders/quote', handle((ctx, req) => services.checkout.quote(ctx, withCartToken(req))));
  r.post('/payments/start', handle((ctx, req) => services.checkout.startPayment(ctx, withCartToken(req))));
  // Idempotency-Key header: the same key and body answer the first request's order again (201, Idempotent-Replayed: true).
  r.post('/orders', async (req, res, next) => {
    try {
      const { order, replayed } = await services.checkout.submitOrder(contextOf(res), { ...placeOrderInput(req.body, req.get('X-Cart-Token')), idempotencyKey: req.get('Idempotency-Key') });
      if (replayed) res.setHeader('Idempotent-Replayed', 'true');
      res.status(201).json(view(order));
    } catch (e) {
      next(e);
    }
  });
  r.get('/orders/:id', handle(async (ctx, req) => view(await services.orders.get(ctx, req.params.id, withItems))));
  r.put('/orders/:id/status', handle(async (ctx, req) => view(await services.orders.updateStatus(ctx, req.params.id, bodyField(req.body, 'status'), withItems))));
  r.post('/orders/:id/reorder', handle((ctx, req) => services.orders.reorder(ctx, req.params.id)));
  return r;
}
