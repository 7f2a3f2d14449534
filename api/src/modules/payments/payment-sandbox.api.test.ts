// Online payment in production: without Razorpay keys the shop takes pay on delivery only and the
// sandbox window does not exist; with PAYMENT_SANDBOX=1 the sandbox works, and every order it
// "paid" says "Sandbox — not paid" in the payment summary, the e-mails and the webhook events.
// @postgres: runs on both databases — hand-written SQL.
import { adminSession, createTestShop, gql, until, type TestShop } from '../../test/harness';
import { createCatalogue, plentyOf } from '../../test/fixtures';
import { FROCK, address, productNamed } from '../orders/order.test-helpers';
import { SANDBOX_PAYMENT_LABEL } from './payment-summary';

const UNAVAILABLE = 'Online payment is not available at this shop; please choose pay on delivery';
const START = `mutation ($input: CheckoutInput!) { startPayment(input: $input) { payment { provider } errors { field code message } } }`;
const PLACE = `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } errors { field code message } } }`;
const QUOTE = `query ($input: CheckoutInput!) { checkoutQuote(input: $input) { total paymentProvider } }`;
const ORDER = `query ($id: ID!) { order(id: $id) { paymentStatus paymentSummary { state label sandbox amountPaid } } }`;

/** Two frocks (₹998.00) as REST's spec payload. */
async function payload(shop: TestShop, extra: Record<string, unknown> = {}) {
  const frock = await productNamed(shop, FROCK);
  return {
    items: [{ productId: frock.id, quantity: 2, size: 'S', color: 'Mint' }],
    subtotal: '998.00',
    shipping: '0.00',
    tax: '0.00',
    discount: '0.00',
    total: '998.00',
    shippingAddress: address(),
    billingAddress: address(),
    paymentMethod: 'card',
    ...extra,
  };
}

/** The events of one order, from the outbox's jobs. */
async function eventsOf(shop: TestShop, orderId: string): Promise<Array<{ type: string; data: Record<string, unknown> }>> {
  const rows = await shop.db.prisma.$queryRawUnsafe<Array<{ data: { body: string } }>>(
    `SELECT data FROM pgboss.job WHERE name = 'shop-events' ORDER BY created_on, id`,
  );
  return rows.map((r) => JSON.parse(r.data.body) as { type: string; data: Record<string, unknown> }).filter((e) => e.data.id === orderId);
}

describe('production without Razorpay keys: pay on delivery only', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop({ env: { NODE_ENV: 'production' } });
    await createCatalogue(shop);
    await plentyOf(shop, FROCK);
  }, 60_000);
  afterAll(() => shop.close());

  it('is off unless PAYMENT_SANDBOX says otherwise', () => {
    expect(shop.config).toMatchObject({ production: true, razorpay: undefined, paymentSandbox: false });
  });

  it('refuses to start an online payment: REST 409 with the message, GraphQL ONLINE_PAYMENT_UNAVAILABLE on paymentMethod', async () => {
    const { items, shippingAddress } = await payload(shop);
    const rest = await shop.http.post('/api/payments/start').send({ items, shippingAddress });
    expect(rest.status).toBe(409);
    expect(rest.body).toEqual({ message: UNAVAILABLE, errors: { paymentMethod: UNAVAILABLE } });
    const res = await gql(shop, START, { input: { items, shippingAddress } });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.startPayment).toEqual({
      payment: null,
      errors: [{ field: 'paymentMethod', code: 'ONLINE_PAYMENT_UNAVAILABLE', message: UNAVAILABLE }],
    });
    expect(await shop.db.prisma.paymentIntent.count()).toBe(0);
  });

  it('serves no sandbox window: /payments/sandbox/* are 404', async () => {
    const order = `sandbox_order_${'0'.repeat(24)}`;
    expect((await shop.http.get(`/payments/sandbox/checkout?order=${order}`)).status).toBe(404);
    expect((await shop.http.get('/payments/sandbox/checkout.js')).status).toBe(404);
    const pay = await shop.http.post('/payments/sandbox/pay').send({ order });
    expect(pay.status).toBe(404);
    expect(pay.body).not.toHaveProperty('razorpay_signature');
  });

  it('refuses an order with method razorpay the same way and writes nothing; pay on delivery still works', async () => {
    const before = await shop.db.prisma.order.count();
    const proof = { paymentId: 'sandbox_pay_000000000000000000000000', razorpayOrderId: `sandbox_order_${'0'.repeat(24)}`, razorpaySignature: 'f'.repeat(64) };
    const online = await shop.http.post('/api/orders').send(await payload(shop, { paymentMethod: 'razorpay', ...proof }));
    expect(online.status).toBe(409);
    expect(online.body).toEqual({ message: UNAVAILABLE, errors: { paymentMethod: UNAVAILABLE } });
    const { items, shippingAddress } = await payload(shop);
    const expected = { subtotal: '998.00', shipping: '0.00', tax: '0.00', discount: '0.00', total: '998.00' };
    const res = await gql(shop, PLACE, { input: { items, shippingAddress, paymentMethod: 'RAZORPAY', expected } });
    expect(res.body.data.placeOrder).toEqual({ order: null, errors: [{ field: 'paymentMethod', code: 'ONLINE_PAYMENT_UNAVAILABLE', message: UNAVAILABLE }] });
    expect(await shop.db.prisma.order.count()).toBe(before);

    const cod = await shop.http.post('/api/orders').send(await payload(shop));
    expect(cod.status).toBe(201);
    expect(cod.body).toMatchObject({ paymentMethod: 'card', paymentStatus: 'unpaid', paymentSummary: { state: 'PAY_ON_DELIVERY_UNPAID', sandbox: false } });
  });

  it('tells the checkout that online payment is not available (paymentProvider null)', async () => {
    const { items, shippingAddress } = await payload(shop);
    const res = await gql(shop, QUOTE, { input: { items, shippingAddress } });
    expect(res.body.data.checkoutQuote).toEqual({ total: '998.00', paymentProvider: null });
    const rest = await shop.http.post('/api/orders/quote').send({ items, shippingAddress });
    expect(rest.body).toMatchObject({ total: '998.00', paymentProvider: null });
  });
});

describe('production with PAYMENT_SANDBOX=1: the sandbox works and says "not paid" everywhere', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop({ env: { NODE_ENV: 'production', PAYMENT_SANDBOX: '1', OUTBOX_POLL_INTERVAL: '500ms', SHOP_EMAIL: 'orders@shop.example.in' } });
    await createCatalogue(shop);
    await plentyOf(shop, FROCK);
  }, 60_000);
  afterAll(() => shop.close());

  it('labels the sandbox order in its payment summary, the e-mails and the webhook events', async () => {
    const body = await payload(shop, { paymentMethod: 'razorpay' });
    const quote = await shop.http.post('/api/orders/quote').send({ items: body.items, shippingAddress: body.shippingAddress });
    expect(quote.body.paymentProvider).toBe('sandbox');
    const start = await shop.http.post('/api/payments/start').send({ items: body.items, shippingAddress: body.shippingAddress });
    expect(start.status).toBe(200);
    expect(start.body).toMatchObject({ provider: 'sandbox', amountPaise: 99800 });
    expect((await shop.http.get(start.body.checkoutUrl)).status).toBe(200);
    const pay = (await shop.http.post('/payments/sandbox/pay').send({ order: start.body.providerOrderId })).body;
    const placed = await shop.http
      .post('/api/orders')
      .send({ ...body, paymentId: pay.razorpay_payment_id, razorpayOrderId: pay.razorpay_order_id, razorpaySignature: pay.razorpay_signature });
    expect(placed.status).toBe(201);
    const sandboxSummary = { state: 'PAID_ONLINE', label: SANDBOX_PAYMENT_LABEL, sandbox: true };
    expect(SANDBOX_PAYMENT_LABEL).toBe('Sandbox — not paid');
    expect(placed.body).toMatchObject({ paymentProvider: 'sandbox', paymentSummary: sandboxSummary });

    // The admin reads the same, through GraphQL and REST.
    const admin = await adminSession(shop);
    const res = await gql(shop, ORDER, { id: placed.body.id }, admin.token);
    expect(res.body.data.order.paymentSummary).toEqual({ ...sandboxSummary, amountPaid: '998.00' });
    const rest = await shop.http.get(`/api/orders/${placed.body.id}`).set({ authorization: `Bearer ${admin.token}` });
    expect(rest.body.paymentSummary).toMatchObject(sandboxSummary);

    // Webhook events: order.created and order.paid both carry the label.
    const events = await eventsOf(shop, placed.body.id);
    expect(events.map((e) => e.type).sort()).toEqual(['order.created', 'order.paid']); // one transaction: their order is not told
    for (const e of events) expect(e.data.paymentSummary).toMatchObject(sandboxSummary);

    // The customer's confirmation and the shop's notice.
    await shop.services.outbox.startWorkers();
    const mails = await until(
      () => shop.db.prisma.email.findMany({ where: { orderId: placed.body.id } }),
      (m) => m.length === 2,
    );
    const customer = mails.find((m) => m.kind === 'order_confirmation')!;
    const notice = mails.find((m) => m.kind === 'shop_new_order')!;
    for (const part of [customer.text, customer.html]) {
      expect(part).toContain('Sandbox — not paid');
      expect(part).not.toContain('Paid online');
    }
    expect(notice.subject).toMatch(/\(sandbox — not paid\)$/);
    expect(notice.subject).not.toContain('paid online');
    expect(notice.text).toContain('Sandbox — not paid');
  });
});
