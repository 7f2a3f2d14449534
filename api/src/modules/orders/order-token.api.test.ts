// Order access tokens and status history through GraphQL and REST, like a caller:
// the token is answered at placement and on the owner's and admins' reads, reads the whole order for
// whoever holds it, and nothing for any other token; every status change lands in the history.
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import pino from 'pino';
import { adminSession, createCustomer, createTestShop, gql, type TestShop } from '../../test/harness';
import { createCatalogue, plentyOf } from '../../test/fixtures';
import { FROCK, address, productNamed } from './order.test-helpers';

let shop: TestShop;
let adminToken: string;
beforeAll(async () => {
  shop = await createTestShop();
  await createCatalogue(shop);
  adminToken = (await adminSession(shop)).token;
  await plentyOf(shop, FROCK);
});
afterAll(() => shop.close());

const HISTORY = 'statusHistory { from to at actor }';
const FULL = `id status email total subtotal discount paymentMethod paymentStatus accessToken ${HISTORY}
  shippingAddress { firstName lastName address city zipCode } items { name size color quantity price lineTotal }`;
const PLACE = `mutation Place($input: PlaceOrderInput!) { placeOrder(input: $input) { orderToken order { ${FULL} } errors { field code message } } }`;
const BY_TOKEN = `query ByToken($token: String!) { orderByToken(token: $token) { ${FULL} } }`;
const ORDER = `query One($id: ID!) { order(id: $id) { id accessToken } }`;
const MINE = `query Mine { myOrders { items { id accessToken ${HISTORY} } } }`;
const ALL = `query All { orders(limit: 100) { items { id accessToken } } }`;
const UPDATE = `mutation S($input: UpdateOrderStatusInput!) { updateOrderStatus(input: $input) { order { id status ${HISTORY} } errors { code message } } }`;

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

async function orderInput(quantity = 2, extra: Record<string, unknown> = {}) {
  const frock = await productNamed(shop, FROCK);
  const subtotal = (499 * quantity).toFixed(2);
  return {
    items: [{ productId: frock.id, quantity, size: 'S', color: 'Yellow' }],
    shippingAddress: address(),
    paymentMethod: 'card',
    expected: { subtotal, shipping: '0.00', tax: '0.00', discount: '0.00', total: subtotal },
    ...extra,
  };
}

async function placeGuestOrder(extra: Record<string, unknown> = {}, token?: string) {
  const res = await gql(shop, PLACE, { input: await orderInput(2, extra) }, token);
  expect(res.body.errors).toBeUndefined();
  expect(res.body.data.placeOrder.errors).toEqual([]);
  return res.body.data.placeOrder as { orderToken: string; order: Record<string, unknown> & { id: string; accessToken: string } };
}

describe('order access token', () => {
  it('is answered once at placement (payload and order alike) and reads the whole order for anyone who holds it', async () => {
    const placed = await placeGuestOrder();
    expect(placed.orderToken).toMatch(TOKEN_SHAPE);
    expect(placed.order.accessToken).toBe(placed.orderToken);
    expect(placed.order.statusHistory).toEqual([{ from: null, to: 'PENDING', at: expect.any(String), actor: 'SHOPPER' }]);

    // a guest with no session, and a stranger signed in as someone else, read the same full order
    const stranger = await createCustomer(shop);
    for (const token of [undefined, stranger.token]) {
      const read = await gql(shop, BY_TOKEN, { token: placed.orderToken }, token);
      expect(read.body.errors).toBeUndefined();
      expect(read.body.data.orderByToken).toEqual(placed.order);
    }
    expect(placed.order).toMatchObject({
      status: 'PENDING',
      total: '998.00',
      paymentMethod: 'PAY_ON_DELIVERY',
      paymentStatus: 'UNPAID',
      shippingAddress: { firstName: 'Asha', lastName: 'Patel', city: 'Vadodara', zipCode: '390007' },
      items: [{ name: FROCK, size: 'S', color: 'Yellow', quantity: 2, price: '499.00', lineTotal: '998.00' }],
    });

    // REST answers the same order under the same token, in the shape of every REST order
    const rest = await shop.http.get(`/api/orders/by-token/${placed.orderToken}`);
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({
      id: placed.order.id,
      accessToken: placed.orderToken,
      total: '998.00',
      itemCount: 2,
      allowedNextStatuses: ['processing', 'cancelled'],
    });
    expect(rest.body.items).toEqual([expect.objectContaining({ name: FROCK, size: 'S', color: 'Yellow', quantity: 2, lineTotal: '998.00' })]);
    const [placedEntry] = placed.order.statusHistory as Array<{ at: string }>;
    expect(rest.body.statusHistory).toEqual([{ from: null, to: 'pending', at: placedEntry.at, actor: 'shopper' }]);
    // The documented form takes the token as a query parameter; the path form above still answers the same.
    const byQuery = await shop.http.get('/api/orders/by-token').query({ token: placed.orderToken });
    expect(byQuery.status).toBe(200);
    expect(byQuery.body).toEqual(rest.body);
  });

  it('each order gets its own token', async () => {
    const a = await placeGuestOrder();
    const b = await placeGuestOrder();
    expect(a.orderToken).not.toBe(b.orderToken);
    const read = await gql(shop, BY_TOKEN, { token: b.orderToken });
    expect(read.body.data.orderByToken.id).toBe(b.order.id);
  });

  it('answers null on GraphQL and 404 on REST for an unknown, altered or malformed token, never a 500', async () => {
    const { orderToken } = await placeGuestOrder();
    const altered = (orderToken[0] === 'A' ? 'B' : 'A') + orderToken.slice(1);
    const tokens = [altered, 'x'.repeat(43), 'short', '', randomUUID(), `${orderToken}=`, `${orderToken}A`, '../../orders', '%%%'];
    for (const token of tokens) {
      const res = await gql(shop, BY_TOKEN, { token });
      expect({ token, errors: res.body.errors, data: res.body.data }).toEqual({ token, errors: undefined, data: { orderByToken: null } });
    }
    for (const token of tokens.filter(Boolean)) {
      const res = await shop.http.get(`/api/orders/by-token/${encodeURIComponent(token)}`);
      expect({ token, status: res.status, body: res.body }).toEqual({ token, status: 404, body: { message: 'Order not found' } });
    }
    for (const query of [...tokens.map((token) => `token=${encodeURIComponent(token)}`), '', `token=${orderToken}&token=${orderToken}`, `token[a]=${orderToken}`]) {
      const res = await shop.http.get(`/api/orders/by-token?${query}`);
      expect({ query, status: res.status, body: res.body }).toEqual({ query, status: 404, body: { message: 'Order not found' } });
    }
  });

  it('is answered to the owner (order, myOrders, REST) and to admins, as it was at placement', async () => {
    const owner = await createCustomer(shop);
    const placed = await placeGuestOrder({}, owner.token);
    const token = placed.orderToken;

    const one = await gql(shop, ORDER, { id: placed.order.id }, owner.token);
    expect(one.body.data.order).toEqual({ id: placed.order.id, accessToken: token });
    const mine = await gql(shop, MINE, {}, owner.token);
    expect(mine.body.data.myOrders.items).toEqual([{ id: placed.order.id, accessToken: token, statusHistory: placed.order.statusHistory }]);
    const restOne = await shop.http.get(`/api/orders/${placed.order.id}`).set('authorization', `Bearer ${owner.token}`);
    expect(restOne.body.accessToken).toBe(token);

    const all = await gql(shop, ALL, {}, adminToken);
    expect(all.body.data.orders.items).toContainEqual({ id: placed.order.id, accessToken: token });
    const adminOne = await gql(shop, ORDER, { id: placed.order.id }, adminToken);
    expect(adminOne.body.data.order.accessToken).toBe(token);

    // someone else learns nothing by id (and so never sees the token)
    const stranger = await createCustomer(shop);
    expect((await gql(shop, ORDER, { id: placed.order.id }, stranger.token)).body.data.order).toBeNull();
    expect((await shop.http.get(`/api/orders/${placed.order.id}`).set('authorization', `Bearer ${stranger.token}`)).status).toBe(404);
  });

  it('an idempotent replay answers the same token (GraphQL and REST)', async () => {
    const idempotencyKey = randomUUID();
    const first = await placeGuestOrder({ idempotencyKey });
    const again = await placeGuestOrder({ idempotencyKey });
    expect(again.order.id).toBe(first.order.id);
    expect(again.orderToken).toBe(first.orderToken);
    expect(again.order.statusHistory).toHaveLength(1);

    const body = { ...(await orderInput(1)), ...(await orderInput(1)).expected };
    const key = randomUUID();
    const restFirst = await shop.http.post('/api/orders').set('Idempotency-Key', key).send(body);
    const restAgain = await shop.http.post('/api/orders').set('Idempotency-Key', key).send(body);
    expect(restFirst.status).toBe(201);
    expect(restAgain.headers['idempotent-replayed']).toBe('true');
    expect(restFirst.body.accessToken).toMatch(TOKEN_SHAPE);
    expect(restAgain.body.accessToken).toBe(restFirst.body.accessToken);
    expect(restAgain.body.statusHistory).toEqual(restFirst.body.statusHistory);
  });
});

describe('status history', () => {
  it('records every change by an admin, in order, with the cancellation that restocks; the token holder reads it', async () => {
    const frock = await productNamed(shop, FROCK);
    const { orderToken, order } = await placeGuestOrder();
    const stockAfterOrder = (await shop.db.prisma.product.findUniqueOrThrow({ where: { id: frock.id } })).stock;

    const processing = await gql(shop, UPDATE, { input: { id: order.id, status: 'processing' } }, adminToken);
    expect(
      processing.body.data.updateOrderStatus.order.statusHistory.map((h: { from: string | null; to: string; actor: string }) => [h.from, h.to, h.actor]),
    ).toEqual([
      [null, 'PENDING', 'SHOPPER'],
      ['PENDING', 'PROCESSING', 'ADMIN'],
    ]);
    // a refused change writes nothing
    const refused = await gql(shop, UPDATE, { input: { id: order.id, status: 'delivered' } }, adminToken);
    expect(refused.body.data.updateOrderStatus.errors[0].code).toBe('STATUS_NOT_ALLOWED');

    const cancelled = await shop.http.put(`/api/orders/${order.id}/status`).set('authorization', `Bearer ${adminToken}`).send({ status: 'cancelled' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.statusHistory.map((h: { from: string | null; to: string; actor: string }) => [h.from, h.to, h.actor])).toEqual([
      [null, 'pending', 'shopper'],
      ['pending', 'processing', 'admin'],
      ['processing', 'cancelled', 'admin'],
    ]);
    expect((await shop.db.prisma.product.findUniqueOrThrow({ where: { id: frock.id } })).stock).toBe(stockAfterOrder + 2);

    const read = (await gql(shop, BY_TOKEN, { token: orderToken })).body.data.orderByToken;
    expect(read.status).toBe('CANCELLED');
    expect(read.statusHistory.map((h: { to: string }) => h.to)).toEqual(['PENDING', 'PROCESSING', 'CANCELLED']);
    const times = read.statusHistory.map((h: { at: string }) => Date.parse(h.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    // the admin's id is kept for the audit trail, not answered
    const rows = await shop.db.prisma.orderStatusChange.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } });
    const admin = await shop.db.prisma.user.findFirstOrThrow({ where: { role: 'admin' } });
    expect(rows.map((r) => r.actorId)).toEqual([null, admin.id, admin.id]);
  });

  it('a page of orders loads its histories in one batch (each order its own)', async () => {
    const a = await placeGuestOrder();
    const b = await placeGuestOrder();
    await gql(shop, UPDATE, { input: { id: b.order.id, status: 'processing' } }, adminToken);
    const res = await gql(shop, `query { orders(limit: 100) { items { id statusHistory { to } } } }`, {}, adminToken);
    const byId = new Map(res.body.data.orders.items.map((o: { id: string; statusHistory: Array<{ to: string }> }) => [o.id, o.statusHistory.map((h) => h.to)]));
    expect(byId.get(a.order.id)).toEqual(['PENDING']);
    expect(byId.get(b.order.id)).toEqual(['PENDING', 'PROCESSING']);
  });
});

describe('order-token throttle and logs', () => {
  let limited: TestShop;
  const logLines: string[] = [];
  beforeAll(async () => {
    const sink = new Writable({ write: (chunk: Buffer, _enc, done) => (logLines.push(chunk.toString()), done()) });
    limited = await createTestShop({ seed: false, env: { RATE_LIMITS: 'order-token-ip=2/1h' }, logger: pino({ level: 'info' }, sink) });
  });
  afterAll(() => limited.close());

  it('counts every look-up per client: RATE_LIMITED on GraphQL, 429 on REST', async () => {
    const token = 'A'.repeat(43);
    expect((await gql(limited, BY_TOKEN, { token })).body.data.orderByToken).toBeNull();
    expect((await limited.http.get(`/api/orders/by-token/${token}`)).status).toBe(404);
    const graphql = await gql(limited, BY_TOKEN, { token });
    expect(graphql.body.errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED' });
    const rest = await limited.http.get(`/api/orders/by-token/${token}`);
    expect(rest.status).toBe(429);
    expect(rest.body.message).toMatch(/^Too many order look-ups\./);
  });

  it('keeps tokens out of the access log (the page and the REST route)', async () => {
    const token = 'Zz9'.repeat(14) + 'Q';
    await limited.http.get(`/order/${token}?from=checkout`);
    await limited.http.get(`/api/orders/by-token/${token}`);
    await limited.http.get(`/api/orders/by-token?token=${token}`);
    const logged = logLines.join('');
    expect(logged).toContain('"url":"/order/[token]?from=checkout"');
    expect(logged).toContain('"url":"/api/orders/by-token/[token]"');
    expect(logged).toContain('"url":"/api/orders/by-token?token=[redacted]"');
    expect(logged).not.toContain(token);
  });
});
