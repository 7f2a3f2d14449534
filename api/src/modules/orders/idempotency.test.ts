// Idempotent order placement: an idempotency key on placeOrder (GraphQL input field,
// REST Idempotency-Key header) answers the first request's order again; PostgreSQL races at the end.
// @postgres: runs on both databases — it branches on the engine, concurrent transactions and locks (PGlite has one connection).
import { randomUUID } from 'node:crypto';
import { contextFor, createCustomer, createTestShop, gql, usingPostgres, type TestShop } from '../../test/harness';
import { cardOrder, plainProduct, setStock } from './order.test-helpers';
import { KEY_REUSED_MESSAGE } from './idempotency.service';
import { IDEMPOTENCY_KEY_INVALID } from './order.schemas';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

const itPg = usingPostgres() ? it : it.skip;
const guest = contextFor(null);
const PLACE = `mutation Place($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id userId total items { quantity } } errors { field code message } } }`;

/** A product of its own and a pay-on-delivery input for `quantity` of it at ₹250.00. */
async function handkerchiefOrder(stock = 10, quantity = 2) {
  const product = await plainProduct(shop, stock);
  const subtotal = (250 * quantity).toFixed(2);
  return { product, input: cardOrder([{ productId: product.id, quantity }], { subtotal }) };
}

const stockOf = async (id: string) => (await shop.db.prisma.product.findUniqueOrThrow({ where: { id } })).stock;
const ordersOf = (productId: string) => shop.db.prisma.orderItem.count({ where: { productId } });
const keyRows = (key: string) => shop.db.prisma.idempotencyKey.count({ where: { key } });

describe('GraphQL placeOrder with an idempotencyKey', () => {
  it('answers the same order for the same key and input: one order, stock taken once', async () => {
    const { product, input } = await handkerchiefOrder();
    const idempotencyKey = randomUUID();
    const first = await gql(shop, PLACE, { input: { ...input, idempotencyKey } });
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data.placeOrder.errors).toEqual([]);
    const again = await gql(shop, PLACE, { input: { ...input, idempotencyKey } });
    expect(again.body).toEqual(first.body);
    expect(await ordersOf(product.id)).toBe(1);
    expect(await stockOf(product.id)).toBe(8);
    // Without a key every request is a new order, as before.
    for (let i = 0; i < 2; i++) expect((await gql(shop, PLACE, { input })).body.data.placeOrder.errors).toEqual([]);
    expect(await ordersOf(product.id)).toBe(3);
  });

  it('refuses the key with another input: IDEMPOTENCY_KEY_REUSED on idempotencyKey, nothing written', async () => {
    const { product, input } = await handkerchiefOrder();
    const idempotencyKey = randomUUID();
    const first = await gql(shop, PLACE, { input: { ...input, idempotencyKey } });
    const others = [
      cardOrder([{ productId: product.id, quantity: 3 }], { subtotal: '750.00' }),
      { ...input, shippingAddress: { ...input.shippingAddress, address: '14 Alkapuri Society' } },
      { ...input, billingAddress: { ...input.shippingAddress, firstName: 'Ravi' } },
    ];
    for (const other of others) {
      const res = await gql(shop, PLACE, { input: { ...other, idempotencyKey } });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.placeOrder).toEqual({ order: null, errors: [{ field: 'idempotencyKey', code: 'IDEMPOTENCY_KEY_REUSED', message: KEY_REUSED_MESSAGE }] });
      // Nothing about the first order leaks.
      expect(JSON.stringify(res.body)).not.toContain(first.body.data.placeOrder.order.id.slice(0, 8));
    }
    expect(await ordersOf(product.id)).toBe(1);
    expect(await stockOf(product.id)).toBe(8);
  });

  it('treats the same request spelled differently as the same (field order, default billing, coupon case)', async () => {
    const { input } = await handkerchiefOrder(10, 4);
    const idempotencyKey = randomUUID();
    const withCoupon = {
      ...input,
      couponCode: 'welcome10',
      expected: { subtotal: '1000.00', shipping: '0.00', tax: '0.00', discount: '100.00', total: '900.00' },
    };
    const first = (await gql(shop, PLACE, { input: { ...withCoupon, idempotencyKey } })).body.data.placeOrder.order;
    const respelled = {
      idempotencyKey,
      expected: { ...withCoupon.expected, total: 900 },
      couponCode: 'WELCOME10',
      billingAddress: input.shippingAddress,
      paymentMethod: 'card',
      shippingAddress: input.shippingAddress,
      items: input.items,
    };
    expect((await gql(shop, PLACE, { input: respelled })).body.data.placeOrder.order.id).toBe(first.id);
  });

  it('scopes keys to the caller: other users and guests with the same key get their own orders', async () => {
    const { product, input } = await handkerchiefOrder();
    const a = await createCustomer(shop);
    const b = await createCustomer(shop);
    const idempotencyKey = randomUUID();
    const ofA = (await gql(shop, PLACE, { input: { ...input, idempotencyKey } }, a.token)).body.data.placeOrder.order;
    const ofB = (await gql(shop, PLACE, { input: { ...input, idempotencyKey } }, b.token)).body.data.placeOrder.order;
    const ofGuest = (await gql(shop, PLACE, { input: { ...input, idempotencyKey } })).body.data.placeOrder.order;
    expect([ofA.userId, ofB.userId, ofGuest.userId]).toEqual([a.user.id, b.user.id, null]);
    expect(new Set([ofA.id, ofB.id, ofGuest.id]).size).toBe(3);
    // Each caller's repeat answers their own order; another body under B's scope is B's conflict only.
    expect((await gql(shop, PLACE, { input: { ...input, idempotencyKey } }, a.token)).body.data.placeOrder.order.id).toBe(ofA.id);
    expect((await gql(shop, PLACE, { input: { ...input, idempotencyKey } }, b.token)).body.data.placeOrder.order.id).toBe(ofB.id);
    expect(await ordersOf(product.id)).toBe(3);
  });

  it('answers INVALID on idempotencyKey for a key that is empty, blank, too long or not printable ASCII', async () => {
    const { product, input } = await handkerchiefOrder();
    for (const idempotencyKey of ['', '   ', 'k'.repeat(256), 'clé-1', 'line\nbreak', 'tab\there', 42]) {
      const res = await gql(shop, PLACE, { input: { ...input, idempotencyKey } });
      if (typeof idempotencyKey === 'number') {
        expect(res.status).toBe(400); // GraphQL's own coercion of String
        continue;
      }
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.placeOrder).toEqual({ order: null, errors: [{ field: 'idempotencyKey', code: 'INVALID', message: IDEMPOTENCY_KEY_INVALID }] });
    }
    expect(await ordersOf(product.id)).toBe(0);
    for (const idempotencyKey of ['k'.repeat(255), 'a', '~ printable: !"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}']) {
      const res = await gql(shop, PLACE, { input: { ...input, idempotencyKey } });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.placeOrder.errors).toEqual([]);
    }
    expect(await ordersOf(product.id)).toBe(3);
  });
});

describe('the key after the catalogue changed, and after failures', () => {
  it('answers the original order for the same request after the stock ran out and the price changed', async () => {
    const { product, input } = await handkerchiefOrder(5, 2);
    const idempotencyKey = randomUUID();
    const first = await shop.services.checkout.placeOrder(guest, { ...input, idempotencyKey });
    await setStock(shop, product.id, 0);
    await shop.db.prisma.product.update({ where: { id: product.id }, data: { price: '300.00' } });
    const again = await shop.services.checkout.placeOrder(guest, { ...input, idempotencyKey });
    expect(again).toEqual(first);
    expect(await ordersOf(product.id)).toBe(1);
  });

  it('does not use up the key on a failed placement: out of stock, then restocked, the same key places the order', async () => {
    const { product, input } = await handkerchiefOrder(1, 2);
    const idempotencyKey = randomUUID();
    await expect(shop.services.checkout.placeOrder(guest, { ...input, idempotencyKey })).rejects.toMatchObject({ status: 409, code: 'OUT_OF_STOCK' });
    expect(await keyRows(idempotencyKey)).toBe(0);
    await setStock(shop, product.id, 2);
    const order = await shop.services.checkout.placeOrder(guest, { ...input, idempotencyKey });
    expect(order.items[0].quantity).toBe(2);
    expect(await keyRows(idempotencyKey)).toBe(1);
  });

  it('lets the client fix a refused request (prices changed) and retry with the same key', async () => {
    const { product, input } = await handkerchiefOrder(5, 1);
    const idempotencyKey = randomUUID();
    const stale = { ...input, expected: { ...input.expected, subtotal: '240.00', total: '240.00' } };
    await expect(shop.services.checkout.placeOrder(guest, { ...stale, idempotencyKey })).rejects.toMatchObject({ status: 409, code: 'PRICES_CHANGED' });
    const fixed = await shop.services.checkout.placeOrder(guest, { ...input, idempotencyKey });
    expect((await shop.services.checkout.placeOrder(guest, { ...input, idempotencyKey })).id).toBe(fixed.id);
    expect(await ordersOf(product.id)).toBe(1);
  });

  it('sweeps keys older than 24 hours, never their orders', async () => {
    const { input } = await handkerchiefOrder(10, 1);
    const [old, recent] = [randomUUID(), randomUUID()];
    const oldOrder = await shop.services.checkout.placeOrder(guest, { ...input, idempotencyKey: old });
    await shop.services.checkout.placeOrder(guest, { ...input, idempotencyKey: recent });
    const now = Date.now();
    await shop.db.prisma.idempotencyKey.update({ where: { scope_key: { scope: 'guest', key: old } }, data: { createdAt: new Date(now - 25 * 3600_000) } });
    await shop.db.prisma.idempotencyKey.update({ where: { scope_key: { scope: 'guest', key: recent } }, data: { createdAt: new Date(now - 23 * 3600_000) } });
    expect(await shop.services.idempotency.sweep(new Date(now))).toBeGreaterThanOrEqual(1);
    expect([await keyRows(old), await keyRows(recent)]).toEqual([0, 1]);
    await expect(shop.db.prisma.order.findUnique({ where: { id: oldOrder.id } })).resolves.toMatchObject({ id: oldOrder.id });
  });
});

describe('REST POST /api/orders with an Idempotency-Key header', () => {
  const post = (body: object, key?: string, token?: string) => {
    const req = shop.http.post('/api/orders');
    if (key !== undefined) req.set('Idempotency-Key', key);
    if (token) req.set('authorization', `Bearer ${token}`);
    return req.send(body);
  };
  const restBody = (input: ReturnType<typeof cardOrder>) => ({ ...input, ...input.expected, expected: undefined });

  it('answers 201 with the same order again (Idempotent-Replayed: true); one order in the database', async () => {
    const { product, input } = await handkerchiefOrder();
    const key = randomUUID();
    const first = await post(restBody(input), key);
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await post(restBody(input), key);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await ordersOf(product.id)).toBe(1);
  });

  it('answers 409 for the key with another body, nothing written; the key is the caller’s', async () => {
    const { product, input } = await handkerchiefOrder();
    const key = randomUUID();
    const a = await createCustomer(shop);
    const b = await createCustomer(shop);
    const ofA = await post(restBody(input), key, a.token);
    const other = restBody(cardOrder([{ productId: product.id, quantity: 1 }], { subtotal: '250.00' }));
    const reused = await post(other, key, a.token);
    expect(reused.status).toBe(409);
    expect(reused.body).toEqual({ message: KEY_REUSED_MESSAGE, errors: { idempotencyKey: KEY_REUSED_MESSAGE } });
    expect(await ordersOf(product.id)).toBe(1);
    const ofB = await post(other, key, b.token);
    expect(ofB.status).toBe(201);
    expect(ofB.body).toMatchObject({ userId: b.user.id, itemCount: 1 });
    expect(ofB.body.id).not.toBe(ofA.body.id);
  });

  it('answers 400 naming idempotencyKey for a bad header', async () => {
    const { product, input } = await handkerchiefOrder();
    for (const key of ['', 'k'.repeat(256), 'tab\there']) {
      const res = await post(restBody(input), key);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: IDEMPOTENCY_KEY_INVALID, errors: { idempotencyKey: IDEMPOTENCY_KEY_INVALID } });
    }
    expect(await ordersOf(product.id)).toBe(0);
  });
});

describe('concurrency (PostgreSQL)', () => {
  itPg('10 parallel submits with one key: one order, all 10 answered with it', async () => {
    const { product, input } = await handkerchiefOrder(50, 2);
    const idempotencyKey = randomUUID();
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => shop.services.checkout.placeOrder(guest, { ...input, idempotencyKey })));
    const ids = results.map((r) => (r.status === 'fulfilled' ? r.value.id : `rejected: ${String(r.reason)}`));
    expect(new Set(ids).size).toBe(1);
    expect(await ordersOf(product.id)).toBe(1);
    expect(await stockOf(product.id)).toBe(48);
  });

  itPg('10 parallel REST submits for the last units with one key: none is refused for stock', async () => {
    const { product, input } = await handkerchiefOrder(2, 2);
    const buyer = await createCustomer(shop);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        shop.http
          .post('/api/orders')
          .set('Idempotency-Key', key)
          .set('authorization', `Bearer ${buyer.token}`)
          .send({ ...input, ...input.expected }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
    expect(await ordersOf(product.id)).toBe(1);
    expect(await stockOf(product.id)).toBe(0);
  });

  itPg('parallel submits of one key with two bodies: one order; its body answers it, the other 409', async () => {
    const { product, input } = await handkerchiefOrder(50, 2);
    const other = cardOrder([{ productId: product.id, quantity: 3 }], { subtotal: '750.00' });
    const idempotencyKey = randomUUID();
    const bodies = Array.from({ length: 10 }, (_, i) => (i % 2 ? other : input));
    const results = await Promise.allSettled(bodies.map((body) => shop.services.checkout.placeOrder(guest, { ...body, idempotencyKey })));
    const placed = results.filter((r) => r.status === 'fulfilled').map((r) => r.value);
    expect(placed).toHaveLength(5);
    expect(new Set(placed.map((o) => o.id)).size).toBe(1);
    for (const r of results.filter((r): r is PromiseRejectedResult => r.status === 'rejected'))
      expect(r.reason).toMatchObject({ status: 409, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await ordersOf(product.id)).toBe(1);
    expect(await stockOf(product.id)).toBe(50 - placed[0].items[0].quantity);
  });
});
