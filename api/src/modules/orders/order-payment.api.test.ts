// Payment status and the admin's payment and refund actions through GraphQL and REST.
import { adminSession, contextFor, createCustomer, createTestShop, gql, type TestShop } from '../../test/harness';
import { createCatalogue, plentyOf } from '../../test/fixtures';
import { placeCard, placeOnline, productNamed, shipOrder, FROCK } from './order.test-helpers';

let shop: TestShop;
let admin: Awaited<ReturnType<typeof adminSession>>;
let customer: Awaited<ReturnType<typeof createCustomer>>;
const bearer = (t: string) => ({ authorization: `Bearer ${t}` });

beforeAll(async () => {
  shop = await createTestShop();
  await createCatalogue(shop);
  await plentyOf(shop, FROCK, 100); // the suite places a dozen orders of two
  admin = await adminSession(shop);
  customer = await createCustomer(shop);
}, 60_000);
afterAll(() => shop.close());

const frockLine = async () => [{ productId: (await productNamed(shop, FROCK)).id, quantity: 2, size: 'S', color: 'Mint' }]; // ₹998.00
const codOrder = async () => placeCard(shop, customer.ctx, await frockLine());
/** A pay-on-delivery order handed to the courier: the money can be collected now. */
async function shippedCodOrder() {
  const order = await codOrder();
  await shipOrder(shop, admin.ctx, order.id);
  return order;
}

const SUMMARY = 'paymentSummary { state label amountPaid amountRefunded refundable paidAt } payments { kind amount note actor recordedAt }';
const ORDER = `query ($id: ID!) { order(id: $id) { id paymentStatus ${SUMMARY} } }`;
const MY_ORDERS = `{ myOrders { items { id ${SUMMARY} } } }`;
const MARK_PAID = `mutation ($input: MarkOrderPaidInput!) { markOrderPaid(input: $input) { order { id paymentStatus ${SUMMARY} } errors { field code message } } }`;
const REFUND = `mutation ($input: RecordRefundInput!) { recordRefund(input: $input) { order { id paymentStatus ${SUMMARY} } errors { field code message } } }`;

describe('GraphQL', () => {
  it('a new pay-on-delivery order reads “Pay on delivery — unpaid” to its owner, in the list and the details', async () => {
    const order = await codOrder();
    const res = await gql(shop, ORDER, { id: order.id }, customer.token);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.order).toEqual({
      id: order.id,
      paymentStatus: 'UNPAID',
      paymentSummary: {
        state: 'PAY_ON_DELIVERY_UNPAID',
        label: 'Pay on delivery — unpaid',
        amountPaid: '0.00',
        amountRefunded: '0.00',
        refundable: '0.00',
        paidAt: null,
      },
      payments: [],
    });
    const list = await gql(shop, MY_ORDERS, {}, customer.token);
    expect(list.body.data.myOrders.items.find((o: { id: string }) => o.id === order.id).paymentSummary.state).toBe('PAY_ON_DELIVERY_UNPAID');
  });

  it('an admin marks it paid once shipped, and the customer sees it; before it is shipped the answer says why not', async () => {
    const order = await codOrder();
    const early = await gql(shop, MARK_PAID, { input: { orderId: order.id, amount: '998.00' } }, admin.token);
    expect(early.body.data.markOrderPaid).toEqual({
      order: null,
      errors: [{ field: null, code: 'NOT_SHIPPED', message: 'This order has not been shipped yet; mark it as paid once the courier has collected the money' }],
    });
    await shipOrder(shop, admin.ctx, order.id);
    const paid = await gql(shop, MARK_PAID, { input: { orderId: order.id, amount: '998.00', note: 'UPI at the door' } }, admin.token);
    expect(paid.body.data.markOrderPaid.errors).toEqual([]);
    expect(paid.body.data.markOrderPaid.order).toMatchObject({
      paymentStatus: 'PAID',
      paymentSummary: { state: 'PAID_ON_DELIVERY', label: 'Paid on delivery', amountPaid: '998.00', refundable: '998.00' },
      payments: [{ kind: 'PAYMENT', amount: '998.00', note: 'UPI at the door', actor: 'ADMIN' }],
    });
    expect((await gql(shop, ORDER, { id: order.id }, customer.token)).body.data.order.paymentSummary.label).toBe('Paid on delivery');
  });

  it('an order paid online is refunded in part once cancelled; the customer sees each state', async () => {
    const order = await placeOnline(shop, customer.ctx, await frockLine());
    const early = await gql(shop, REFUND, { input: { orderId: order.id, amount: '100.00', note: 'Not cancelled yet' } }, admin.token);
    expect(early.body.data.recordRefund).toEqual({
      order: null,
      errors: [{ field: null, code: 'NOT_CANCELLED', message: 'Only a cancelled order can be refunded; cancel the order first' }],
    });
    await shop.services.orders.updateStatus(admin.ctx, order.id, 'cancelled');
    const refund = await gql(shop, REFUND, { input: { orderId: order.id, amount: '98.00', note: 'Returned by UPI' } }, admin.token);
    expect(refund.body.data.recordRefund.order).toMatchObject({
      paymentStatus: 'REFUNDED',
      paymentSummary: { state: 'REFUNDED', amountRefunded: '98.00', refundable: '900.00' },
    });
    const over = await gql(shop, REFUND, { input: { orderId: order.id, amount: '900.01', note: 'Too much' } }, admin.token);
    expect(over.body.data.recordRefund).toEqual({
      order: null,
      errors: [{ field: 'amount', code: 'REFUND_TOO_LARGE', message: 'The refund cannot be more than ₹900.00 (paid minus earlier refunds)' }],
    });
    const mine = (await gql(shop, ORDER, { id: order.id }, customer.token)).body.data.order;
    expect(mine.paymentSummary).toMatchObject({ state: 'REFUNDED', amountRefunded: '98.00' });
    expect(mine.payments.map((p: { kind: string }) => p.kind)).toEqual(['PAYMENT', 'REFUND']);
  });

  it('typed errors for a wrong amount, an order already paid, an unknown order and bad input', async () => {
    const order = await shippedCodOrder();
    const wrong = await gql(shop, MARK_PAID, { input: { orderId: order.id, amount: '500' } }, admin.token);
    expect(wrong.body.data.markOrderPaid.errors).toEqual([
      { field: 'amount', code: 'AMOUNT_MISMATCH', message: 'The amount must be the order total, ₹998.00' },
    ]);
    const badDay = await gql(shop, MARK_PAID, { input: { orderId: order.id, amount: '998', paidOn: 'yesterday' } }, admin.token);
    expect(badDay.body.data.markOrderPaid.errors).toEqual([{ field: 'paidOn', code: 'INVALID', message: 'Payment date must be a date (YYYY-MM-DD)' }]);
    await gql(shop, MARK_PAID, { input: { orderId: order.id, amount: '998' } }, admin.token);
    const again = await gql(shop, MARK_PAID, { input: { orderId: order.id, amount: '998' } }, admin.token);
    expect(again.body.data.markOrderPaid.errors).toEqual([{ field: null, code: 'ALREADY_PAID', message: 'This order is already paid' }]);
    const unknown = await gql(shop, MARK_PAID, { input: { orderId: '00000000-0000-4000-8000-000000000000', amount: '1' } }, admin.token);
    expect(unknown.body.data.markOrderPaid.errors).toEqual([{ field: null, code: 'NOT_FOUND', message: 'Order not found' }]);
    const noNote = await gql(shop, REFUND, { input: { orderId: order.id, amount: '1', note: '' } }, admin.token);
    expect(noNote.body.data.recordRefund.errors).toEqual([{ field: 'note', code: 'INVALID', message: 'Note is required' }]);
  });

  it('a customer or a guest cannot call the admin actions, even on their own order', async () => {
    const order = await codOrder();
    for (const [token, code] of [
      [customer.token, 'FORBIDDEN'],
      [undefined, 'UNAUTHENTICATED'],
    ] as const) {
      const res = await gql(shop, MARK_PAID, { input: { orderId: order.id, amount: '998.00' } }, token);
      expect(res.body.errors[0].extensions.code).toBe(code);
      const refund = await gql(shop, REFUND, { input: { orderId: order.id, amount: '1.00', note: 'x' } }, token);
      expect(refund.body.errors[0].extensions.code).toBe(code);
    }
    expect((await shop.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).paymentStatus).toBe('unpaid');
  });

  it('an order paid online through the sandbox reads “Sandbox — not paid” (no money was taken), with the checkout’s ledger line', async () => {
    const order = await placeOnline(shop, contextFor(null), await frockLine());
    const res = await gql(shop, ORDER, { id: order.id }, admin.token);
    expect(res.body.data.order).toMatchObject({
      paymentStatus: 'PAID',
      paymentSummary: { state: 'PAID_ONLINE', label: 'Sandbox — not paid', amountPaid: '998.00', paidAt: expect.any(String) },
      payments: [{ kind: 'PAYMENT', amount: '998.00', note: null, actor: null }],
    });
    const refused = await gql(shop, MARK_PAID, { input: { orderId: order.id, amount: '998.00' } }, admin.token);
    expect(refused.body.data.markOrderPaid.errors[0].code).toBe('NOT_PAY_ON_DELIVERY');
  });
});

describe('REST', () => {
  it('POST /api/orders/:id/payments answers the order with its paymentSummary and payments; a pending order is a 409', async () => {
    const order = await codOrder();
    const before = await shop.http.get(`/api/orders/${order.id}`).set(bearer(customer.token));
    expect(before.body).toMatchObject({
      paymentStatus: 'unpaid',
      amountPaid: '0.00',
      paymentSummary: { state: 'PAY_ON_DELIVERY_UNPAID', label: 'Pay on delivery — unpaid' },
      payments: [],
    });

    const early = await shop.http.post(`/api/orders/${order.id}/payments`).set(bearer(admin.token)).send({ amount: '998.00' });
    expect(early.status).toBe(409);
    expect(early.body).toEqual({ message: 'This order has not been shipped yet; mark it as paid once the courier has collected the money' });
    await shipOrder(shop, admin.ctx, order.id);
    const paid = await shop.http.post(`/api/orders/${order.id}/payments`).set(bearer(admin.token)).send({ amount: '998.00', paidOn: null, note: 'Cash' });
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({
      id: order.id,
      paymentStatus: 'paid',
      amountPaid: '998.00',
      paymentSummary: { label: 'Paid on delivery' },
      payments: [{ kind: 'payment', amount: '998.00', note: 'Cash', actor: 'admin' }],
    });
    expect(paid.body.payments[0]).not.toHaveProperty('recordedBy');
  });

  it('POST /api/orders/:id/refunds gives back an order paid online once it is cancelled', async () => {
    const order = await placeOnline(shop, customer.ctx, await frockLine());
    const early = await shop.http.post(`/api/orders/${order.id}/refunds`).set(bearer(admin.token)).send({ amount: '10', note: 'x' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Only a cancelled order can be refunded; cancel the order first');

    await shop.http.put(`/api/orders/${order.id}/status`).set(bearer(admin.token)).send({ status: 'cancelled' }).expect(200);
    const refund = await shop.http.post(`/api/orders/${order.id}/refunds`).set(bearer(admin.token)).send({ amount: '998', note: 'All back' });
    expect(refund.status).toBe(201);
    expect(refund.body).toMatchObject({
      paymentStatus: 'refunded',
      amountRefunded: '998.00',
      paymentSummary: { state: 'REFUNDED', refundable: '0.00' },
    });

    const over = await shop.http.post(`/api/orders/${order.id}/refunds`).set(bearer(admin.token)).send({ amount: '1', note: 'More' });
    expect(over.status).toBe(409);
    expect(over.body).toEqual({ message: 'This order has already been refunded in full', errors: { amount: 'This order has already been refunded in full' } });
    const mine = await shop.http.get('/api/orders').set(bearer(customer.token));
    expect(mine.body.find((o: { id: string }) => o.id === order.id).paymentSummary.state).toBe('REFUNDED');
  });

  it('bad input is a 400 with the field, an unknown order a 404, a customer 403, nobody 401', async () => {
    const order = await shippedCodOrder();
    const bad = await shop.http.post(`/api/orders/${order.id}/payments`).set(bearer(admin.token)).send({ amount: 'ten' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: 'Amount must be at least ₹0.01', errors: { amount: 'Amount must be at least ₹0.01' } });
    const wrong = await shop.http.post(`/api/orders/${order.id}/payments`).set(bearer(admin.token)).send({ amount: '1.00' });
    expect(wrong.status).toBe(409);
    expect(wrong.body.errors).toEqual({ amount: 'The amount must be the order total, ₹998.00' });
    expect((await shop.http.post('/api/orders/nope/payments').set(bearer(admin.token)).send({ amount: '1' })).status).toBe(404);
    expect((await shop.http.post(`/api/orders/${order.id}/payments`).set(bearer(customer.token)).send({ amount: '998' })).status).toBe(403);
    expect((await shop.http.post(`/api/orders/${order.id}/refunds`).set(bearer(customer.token)).send({ amount: '1', note: 'x' })).status).toBe(403);
    expect((await shop.http.post(`/api/orders/${order.id}/payments`).send({ amount: '998' })).status).toBe(401);
    expect(
      (await shop.http.post(`/api/orders/${order.id}/payments`).set(bearer(admin.token)).set('content-type', 'application/json').send('{"amount":')).status,
    ).toBe(400);
    expect((await shop.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).paymentStatus).toBe('unpaid');
  });
});
