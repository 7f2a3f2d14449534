// /api/orders, the quote and the payment start in the OpenAPI document (platform/rest/openapi.ts).
import { z } from '../../platform/input/validate';
import { moneyString, pageQuerySchema, timestamp, type RestTag } from '../../platform/rest/openapi';
import { cartResponseSchema, cartTokenHeader } from '../cart';
import {
  billingAddressSchema,
  expectedSchema,
  idempotencyKeySchema,
  ORDER_STATUSES,
  orderListSchema,
  PAYMENT_METHODS,
  placeOrderSchema,
  quoteSchema,
  statusSchema,
  trackSchema,
} from './order.schemas';
import { STATUS_ACTORS } from './status-history';
import { PAYMENT_STATES } from '../payments';

const placeOrder = placeOrderSchema.in;
const proof = placeOrder.shape.payment.unwrap().unwrap().shape;

/**
 * The spec §7 body of POST /api/orders (order.rest.ts → placeOrderInput): the checkout fields, the
 * client's figures at the top level (optional; when sent, the order is refused with 409 if they differ from the server's),
 * and for razorpay the payment proof as paymentId + razorpayOrderId + razorpaySignature.
 */
export const restPlaceOrderSchema = placeOrder.omit({ payment: true, expected: true, idempotencyKey: true }).extend({
  ...expectedSchema.partial().shape,
  paymentId: proof.paymentId.optional(),
  razorpayOrderId: proof.providerOrderId.optional(),
  razorpaySignature: proof.signature.optional(),
});

const figures = { subtotal: moneyString, shipping: moneyString, tax: moneyString, discount: moneyString, total: moneyString };

export const quoteResponseSchema = z
  .object({
    ...figures,
    couponCode: z.string().nullable(),
    couponMessage: z.string().nullable().describe('Why the coupon gives nothing, if it does not.'),
    paymentProvider: z
      .enum(['razorpay', 'sandbox'])
      .nullable()
      .describe('How the shop takes online payment; sandbox: a test window that takes no money; null: pay on delivery only (POST /api/payments/start and razorpay orders answer 409).'),
  })
  .meta({ id: 'Quote', description: 'The server’s figures for a cart: what POST /api/orders must be sent.' });

export const addressResponseSchema = z.object(billingAddressSchema.shape).meta({ id: 'Address' });

export const orderItemResponseSchema = z
  .object({
    id: z.uuid(),
    orderId: z.uuid(),
    productId: z.uuid().nullable(),
    variantId: z.uuid().nullable(),
    name: z.string(),
    image: z.string().nullable(),
    sku: z.string().nullable(),
    size: z.string().nullable(),
    color: z.string().nullable(),
    quantity: z.number().int().min(1),
    price: moneyString.describe('The unit price as sold.'),
    lineTotal: moneyString,
    product: z
      .object({ id: z.uuid(), name: z.string(), images: z.array(z.string()) })
      .nullable()
      .describe('null once the product was deleted.'),
  })
  .meta({ id: 'OrderItem' });

const statusChangeSchema = z
  .object({
    from: z.enum(ORDER_STATUSES).nullable().describe('null for the placement, and for history back-filled when it began to be kept.'),
    to: z.enum(ORDER_STATUSES),
    at: timestamp,
    actor: z.enum(STATUS_ACTORS).nullable().describe('Who made the change; null when unknown.'),
  })
  .meta({ id: 'OrderStatusChange' });

const paymentSummaryResponseSchema = z
  .object({
    state: z.enum(PAYMENT_STATES),
    label: z.string().describe('“Paid online”, “Pay on delivery — unpaid”, “Paid on delivery”, “Refunded ₹1,299.00”, or “Sandbox — not paid” for a sandbox payment.'),
    sandbox: z.boolean().describe('Paid through the local payment sandbox: no money was taken, whatever the state says.'),
    amountPaid: moneyString,
    amountRefunded: moneyString,
    refundable: moneyString.describe('What refunds may still give back: amountPaid − amountRefunded.'),
    paidAt: timestamp.nullable(),
  })
  .meta({ id: 'PaymentSummary' });

const paymentRecordResponseSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(['payment', 'refund']),
    amount: moneyString,
    note: z.string().nullable(),
    recordedAt: timestamp,
    actor: z.enum(STATUS_ACTORS).nullable().describe('Who recorded it; null for the checkout’s own online payment.'),
  })
  .meta({ id: 'PaymentRecord' });

export const orderResponseSchema = z
  .object({
    id: z.uuid(),
    userId: z.uuid().nullable().describe('null for a guest order.'),
    email: z.string(),
    status: z.enum(ORDER_STATUSES),
    allowedNextStatuses: z.array(z.enum(ORDER_STATUSES)).describe('What an admin may move the order to next.'),
    ...figures,
    couponCode: z.string().nullable(),
    shippingAddress: addressResponseSchema,
    billingAddress: addressResponseSchema,
    paymentMethod: z.enum(PAYMENT_METHODS),
    paymentStatus: z.enum(['unpaid', 'paid', 'refunded']).describe('refunded once any refund was recorded (see amountRefunded).'),
    paymentProvider: z.string().nullable(),
    providerOrderId: z.string().nullable(),
    paymentId: z.string().nullable(),
    amountPaid: moneyString.describe('Money received (0.00 until paid).'),
    amountRefunded: moneyString.describe('Money given back so far.'),
    paidAt: timestamp.nullable().describe('When the money came in; null until paid.'),
    paymentSummary: paymentSummaryResponseSchema,
    payments: z.array(paymentRecordResponseSchema).describe('The payment ledger, oldest first: the payment and any refunds.'),
    accessToken: z.string().describe('Reads this order with GET /api/orders/by-token?token= (the confirmation page /order/{token}); keep it private.'),
    statusHistory: z.array(statusChangeSchema).describe('Every status the order has had, oldest first, starting with its placement.'),
    items: z.array(orderItemResponseSchema),
    orderItems: z.array(orderItemResponseSchema).describe('The same items, under the spec’s name.'),
    itemCount: z.number().int(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'Order' });

export const trackResponseSchema = z
  .object({ id: z.uuid(), status: z.enum(ORDER_STATUSES), total: moneyString, itemCount: z.number().int(), createdAt: timestamp, updatedAt: timestamp })
  .meta({ id: 'TrackedOrder', description: 'What Track Order shows a guest: no address, no items.' });

export const paymentSessionResponseSchema = z
  .object({
    provider: z.string(),
    providerOrderId: z.string(),
    amountPaise: z.number().int(),
    currency: z.literal('INR'),
    keyId: z.string(),
    checkoutUrl: z.string().nullable().describe('The local sandbox’s window; null with Razorpay (open its checkout with keyId).'),
  })
  .meta({ id: 'PaymentSession' });

const reorderResponseSchema = z.object({
  cart: cartResponseSchema,
  added: z.number().int().describe('Lines put back.'),
  skipped: z.array(z.string()).describe('One sentence per item that could not be (sold out, no longer sold).'),
});

export const orderTag: RestTag = {
  name: 'Orders',
  description: 'Checkout (quote, payment, order) and order history; admins see and move every order.',
  legacy: [{ method: 'get', path: '/orders/by-token/:token', replacedBy: 'GET /orders/by-token?token=' }],
  operations: [
    {
      method: 'get',
      path: '/orders',
      summary: 'List orders',
      description: 'An admin gets every order (filters status, search = id prefix, sort); a customer their own. Newest first.',
      access: 'customer',
      query: pageQuerySchema.extend(orderListSchema.shape),
      ok: { schema: z.array(orderResponseSchema), headers: ['X-Total-Count', 'X-Next-Cursor'] },
    },
    {
      method: 'get',
      path: '/orders/track',
      summary: 'Track an order',
      description: 'The order id (or its first 8 characters) and the e-mail it was placed with.',
      access: 'public',
      query: trackSchema,
      ok: { schema: trackResponseSchema },
      errors: [404, 429],
    },
    {
      method: 'get',
      path: '/orders/by-token',
      summary: 'An order by its access token',
      description:
        'The whole order to whoever holds its `accessToken` (answered when it is placed and on its owner’s reads), e.g. a guest’s confirmation page; 404 for any other token. Throttled per client. ' +
        'Also answered at GET /api/orders/by-token/{token}, the older form, which this document leaves out: linters and client generators read that path as ambiguous next to /api/orders/{id}/status.',
      access: 'public',
      query: z.object({ token: z.string().describe('The order’s `accessToken`.') }),
      ok: { schema: orderResponseSchema },
      errors: [404, 429],
    },
    {
      method: 'post',
      path: '/orders/quote',
      summary: 'Price a cart',
      description: 'Send `items`, or a cart by its token (`X-Cart-Token` or `cartToken`); signed in without either, the account cart.',
      access: 'optional',
      headers: cartTokenHeader,
      body: quoteSchema,
      ok: { schema: quoteResponseSchema },
      errors: [403, 404, 409],
    },
    {
      method: 'post',
      path: '/payments/start',
      summary: 'Start an online payment',
      description: 'Creates the provider order for the server-computed amount (paise, INR).',
      access: 'optional',
      headers: cartTokenHeader,
      body: placeOrderSchema.in.pick({ items: true, cartToken: true, couponCode: true, shippingAddress: true, billingAddress: true }),
      ok: { schema: paymentSessionResponseSchema },
      errors: [403, 404, 409, 429],
    },
    {
      method: 'post',
      path: '/orders',
      summary: 'Place an order',
      description:
        'Guests and customers. The server recomputes the figures and refuses (409) when they differ from the ones sent, takes the stock in the same transaction (409 naming the product when short) and, for razorpay, verifies the payment signature. ' +
        'Without `items`, the cart of `X-Cart-Token` / `cartToken` (or the signed-in customer’s) is ordered and then emptied. ' +
        'Send an `Idempotency-Key` (a UUID per submitted order): a retry with the same key and body answers the same order (`Idempotent-Replayed: true`), with another body 409.',
      access: 'optional',
      headers: cartTokenHeader.extend({
        'Idempotency-Key': idempotencyKeySchema.in.unwrap().unwrap().optional().describe('1–255 printable ASCII characters, one per submitted order; reuse it for retries.'),
      }),
      body: restPlaceOrderSchema,
      ok: { status: 201, schema: orderResponseSchema, headers: ['Idempotent-Replayed'] },
      errors: [403, 404, 409, 429],
    },
    {
      method: 'get',
      path: '/orders/:id',
      summary: 'One order',
      description: 'Its owner or an admin.',
      access: 'customer',
      ok: { schema: orderResponseSchema },
      errors: [404],
    },
    {
      method: 'put',
      path: '/orders/:id/status',
      summary: 'Move an order along its workflow',
      description: 'pending → processing → shipped → delivered; pending or processing → cancelled (the stock comes back).',
      access: 'admin', scope: 'orders_write',
      body: z.object({ status: statusSchema }),
      ok: { schema: orderResponseSchema },
      errors: [404, 409],
    },
    {
      method: 'post',
      path: '/orders/:id/reorder',
      summary: 'Put an earlier order’s items back in the cart',
      access: 'customer',
      ok: { schema: reorderResponseSchema },
      errors: [404],
    },
  ],
};
