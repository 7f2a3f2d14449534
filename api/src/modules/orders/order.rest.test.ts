// The /api REST shim for orders and checkout (spec §7 payloads), end to end.
import { adminSession, createCustomer, createTestShop, type TestShop } from '../../test/harness';
import { createCatalogue, plentyOf } from '../../test/fixtures';
import { FROCK, address, plainProduct, productNamed } from './order.test-helpers';

let shop: TestShop;
let adminToken: string;
beforeAll(async () => {
  shop = await createTestShop();
  await createCatalogue(shop);
  adminToken = (await adminSession(shop)).token;
  // Plenty of the frock for every test in this file.
  await plentyOf(shop, FROCK);
});
afterAll(() => shop.close());

async function frockLines(quantity = 3) {
  const frock = await productNamed(shop, FROCK);
  return [{ productId: frock.id, quantity, size: 'S', color: 'Yellow' }];
}

/** The spec §7 REST payload: figures as two-decimal strings, items with (ignored) prices. */
async function restPayload(extra: Record<string, unknown> = {}) {
  const lines = await frockLines(3);
  return {
    total: '1347.30',
    subtotal: '1497.00',
    shipping: '0.00',
    tax: '0.00',
    discount: '149.70',
    couponCode: 'WELCOME10',
    shippingAddress: address(),
    billingAddress: address(),
    paymentMethod: 'card',
    items: lines.map((l) => ({ ...l, price: '1.00' })),
    ...extra,
  };
}

describe('REST /api/orders', () => {
  it('creates an order from the spec payload (201) and answers money as two-decimal strings', async () => {
    const res = await shop.http.post('/api/orders').send(await restPayload());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ subtotal: '1497.00', discount: '149.70', shipping: '0.00', tax: '0.00', total: '1347.30', status: 'pending', paymentMethod: 'card', itemCount: 3 });
    expect(res.body.items[0]).toMatchObject({ name: FROCK, price: '499.00', lineTotal: '1497.00', quantity: 3, product: { name: FROCK } });
    expect(res.body.orderItems).toEqual(res.body.items);
    expect(res.body.allowedNextStatuses).toEqual(['processing', 'cancelled']);
  });

  it('refuses changed figures (409 with the server figures), foreign userIds (403), bad input (400)', async () => {
    const changed = await shop.http.post('/api/orders').send(await restPayload({ total: '1300.00' }));
    expect(changed.status).toBe(409);
    expect(changed.body).toEqual({ message: 'Prices have changed since you loaded the page. Please review your order.', errors: { subtotal: '1497.00', shipping: '0.00', tax: '0.00', discount: '149.70', total: '1347.30' } });
    const a = await createCustomer(shop);
    const foreign = await shop.http.post('/api/orders').send(await restPayload({ userId: a.user.id }));
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe('You can only place orders for your own account');
    const noPhone = await shop.http.post('/api/orders').send(await restPayload({ shippingAddress: address({ phone: '123' }) }));
    expect(noPhone.status).toBe(400);
    expect(noPhone.body).toMatchObject({ message: 'Valid phone number is required', errors: { 'shippingAddress.phone': 'Valid phone number is required' } });
    const noMethod = await shop.http.post('/api/orders').send(await restPayload({ paymentMethod: undefined }));
    expect(noMethod.body.message).toBe('Payment method is required');
    const malformed = await shop.http.post('/api/orders').set('content-type', 'application/json').send('{"items": [');
    expect(malformed.status).toBe(400);
    const noStock = await plainProduct(shop, 1, '10.00', 'One Cotton Towel');
    const tooMany = await shop.http.post('/api/orders').send({ ...(await restPayload()), couponCode: null, discount: '0.00', subtotal: '20.00', total: '20.00', items: [{ productId: noStock.id, quantity: 2, price: '10.00' }] });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe('Only 1 left of One Cotton Towel');
  });

  it('places a razorpay order with paymentId, razorpayOrderId and razorpaySignature; a bad signature is 400', async () => {
    const payload = await restPayload({ paymentMethod: 'razorpay' });
    const start = await shop.http.post('/api/payments/start').send({ items: payload.items, couponCode: 'WELCOME10', shippingAddress: address() });
    expect(start.status).toBe(200);
    expect(start.body).toMatchObject({ provider: 'sandbox', amountPaise: 134730, currency: 'INR' });
    const pay = (await shop.http.post('/payments/sandbox/pay').send({ order: start.body.providerOrderId })).body;
    const proof = { paymentId: pay.razorpay_payment_id, razorpayOrderId: pay.razorpay_order_id, razorpaySignature: pay.razorpay_signature };
    const bad = await shop.http.post('/api/orders').send({ ...payload, ...proof, razorpaySignature: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Payment verification failed');
    const missing = await shop.http.post('/api/orders').send(payload);
    expect(missing.body.message).toBe('Payment verification failed');
    const ok = await shop.http.post('/api/orders').send({ ...payload, ...proof });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ paymentStatus: 'paid', paymentId: pay.razorpay_payment_id, total: '1347.30' });
    const again = await shop.http.post('/api/orders').send({ ...payload, ...proof });
    expect(again.body.id).toBe(ok.body.id);
  });

  it('refuses a used payment proof re-submitted with another cart: 409, nothing ordered', async () => {
    const payload = await restPayload({ paymentMethod: 'razorpay' });
    const start = await shop.http.post('/api/payments/start').send({ items: payload.items, couponCode: 'WELCOME10', shippingAddress: address() });
    const pay = (await shop.http.post('/payments/sandbox/pay').send({ order: start.body.providerOrderId })).body;
    const proof = { paymentId: pay.razorpay_payment_id, razorpayOrderId: pay.razorpay_order_id, razorpaySignature: pay.razorpay_signature };
    const ok = await shop.http.post('/api/orders').send({ ...payload, ...proof }).expect(201);
    const orders = await shop.db.prisma.order.count();
    const other = await plainProduct(shop, 5, '300.00');
    const otherCart = { ...payload, ...proof, couponCode: null, discount: '0.00', subtotal: '300.00', total: '300.00', items: [{ productId: other.id, quantity: 1, price: '300.00' }] };
    const refused = await shop.http.post('/api/orders').send(otherCart);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: `This payment was already used for order #${ok.body.id.slice(0, 8).toUpperCase()}; your current cart was not ordered.` });
    expect(await shop.db.prisma.order.count()).toBe(orders);
    expect((await shop.db.prisma.product.findUniqueOrThrow({ where: { id: other.id } })).stock).toBe(5);
    // The same cart again is still the same order (201, as the first time).
    const again = await shop.http.post('/api/orders').send({ ...payload, ...proof });
    expect([again.status, again.body.id]).toEqual([201, ok.body.id]);
  });

  it('lists: 401 for guests, own orders for customers, every order for admins (newest first, X-Total-Count)', async () => {
    expect((await shop.http.get('/api/orders')).status).toBe(401);
    const a = await createCustomer(shop);
    const b = await createCustomer(shop);
    const mine = await shop.http.post('/api/orders').set('authorization', `Bearer ${a.token}`).send(await restPayload());
    await shop.http.post('/api/orders').set('authorization', `Bearer ${b.token}`).send(await restPayload()).expect(201);
    const own = await shop.http.get('/api/orders').set('authorization', `Bearer ${a.token}`);
    expect(own.status).toBe(200);
    expect(own.body.map((o: { id: string }) => o.id)).toEqual([mine.body.id]);
    expect(own.body[0].items[0]).toMatchObject({ price: '499.00', product: { name: FROCK } });
    expect(own.headers['x-total-count']).toBe('1');
    const all = await shop.http.get('/api/orders').set('authorization', `Bearer ${adminToken}`);
    expect(all.status).toBe(200);
    expect(Number(all.headers['x-total-count'])).toBe(await shop.db.prisma.order.count());
    expect(all.body.length).toBe(Math.min(100, Number(all.headers['x-total-count'])));
    expect(all.body[0].total).toMatch(/^\d+\.\d{2}$/);
    const times = all.body.map((o: { createdAt: string }) => o.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const filtered = await shop.http.get(`/api/orders?search=${mine.body.id.slice(0, 8)}`).set('authorization', `Bearer ${adminToken}`);
    expect(filtered.body.map((o: { id: string }) => o.id)).toContain(mine.body.id);
    const badStatus = await shop.http.get('/api/orders?status=lost').set('authorization', `Bearer ${adminToken}`);
    expect(badStatus.status).toBe(400);
  });

  it('reads, updates, tracks, quotes and reorders', async () => {
    const a = await createCustomer(shop);
    const b = await createCustomer(shop);
    const auth = (t: string) => ({ authorization: `Bearer ${t}` });
    const created = (await shop.http.post('/api/orders').set(auth(a.token)).send(await restPayload())).body;
    expect((await shop.http.get(`/api/orders/${created.id}`).set(auth(a.token))).body).toMatchObject({ id: created.id, total: '1347.30' });
    expect((await shop.http.get(`/api/orders/${created.id}`).set(auth(b.token))).status).toBe(404);
    expect((await shop.http.get('/api/orders/not-a-uuid').set(auth(a.token))).body).toEqual({ message: 'Order not found' });

    const put = (status: unknown, token?: string) => {
      const req = shop.http.put(`/api/orders/${created.id}/status`);
      if (token) req.set(auth(token));
      return req.send({ status });
    };
    expect((await put('processing')).status).toBe(401);
    expect((await put('processing', a.token)).status).toBe(403);
    expect((await put('lost', adminToken)).body).toMatchObject({ message: 'Invalid status' });
    expect((await put(undefined, adminToken)).status).toBe(400);
    const shipped = await put('shipped', adminToken);
    expect(shipped.status).toBe(409);
    expect(shipped.body.message).toBe('Cannot change order status from pending to shipped');
    const cancelled = await put('cancelled', adminToken);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', allowedNextStatuses: [], total: '1347.30' });

    const track = await shop.http.get(`/api/orders/track?orderId=${created.id.slice(0, 8)}&email=asha.buyer@example.in`);
    expect(track.status).toBe(200);
    expect(track.body).toMatchObject({ id: created.id, status: 'cancelled', total: '1347.30', itemCount: 3 });
    expect((await shop.http.get(`/api/orders/track?orderId=${created.id.slice(0, 8)}&email=x@example.in`)).status).toBe(404);

    const quote = await shop.http.post('/api/orders/quote').send({ items: await frockLines(2), couponCode: 'FLAT100' });
    expect(quote.body).toEqual({ subtotal: '998.00', shipping: '0.00', tax: '0.00', discount: '0.00', total: '998.00', couponCode: null, couponMessage: 'Minimum order amount is ₹999.00', paymentProvider: 'sandbox' });

    const reorder = await shop.http.post(`/api/orders/${created.id}/reorder`).set(auth(a.token));
    expect(reorder.status).toBe(200);
    expect(reorder.body).toMatchObject({ added: 1, skipped: [], cart: { totalQuantity: 3, subtotal: '1497.00' } });
    expect((await shop.http.post(`/api/orders/${created.id}/reorder`).set(auth(b.token))).status).toBe(404);
    expect((await shop.http.post(`/api/orders/${created.id}/reorder`)).status).toBe(401);
  });
});

describe('REST robustness', () => {
  const bodies = [
    [],
    {},
    { items: 'x' },
    { items: [null, 7] },
    { items: [{ productId: 5, quantity: {} }] },
    { items: [{ productId: 'x'.repeat(5000), quantity: 1e12 }] },
    { shippingAddress: 'x', billingAddress: [], couponCode: 5 },
    { expected: [], total: {}, subtotal: 'NaN' },
    { paymentMethod: 'razorpay', razorpayOrderId: {}, razorpaySignature: [], paymentId: 1 },
    { userId: 7 },
  ];
  it.each([
    ['post', '/api/orders'],
    ['post', '/api/orders/quote'],
    ['post', '/api/payments/start'],
  ] as const)('%s %s answers odd bodies with 4xx { message }, never a 500', async (method, path) => {
    const wrong: unknown[] = [];
    for (const body of bodies) {
      const res = await shop.http[method](path).send(body);
      if (res.status < 400 || res.status >= 500 || typeof res.body.message !== 'string') wrong.push({ body, status: res.status });
    }
    expect(wrong).toEqual([]);
  });

  it('answers odd ids and status bodies with 4xx', async () => {
    const auth = { authorization: `Bearer ${adminToken}` };
    for (const id of ['x', '1'.repeat(300), '00000000-0000-4000-8000-000000000000']) {
      expect((await shop.http.get(`/api/orders/${id}`).set(auth)).status).toBe(404);
      expect((await shop.http.put(`/api/orders/${id}/status`).set(auth).send({ status: 'processing' })).status).toBe(404);
    }
    // A control character in the path is refused by the input boundary before any route runs.
    expect((await shop.http.get('/api/orders/%00').set(auth)).status).toBe(400);
    expect((await shop.http.put('/api/orders/%00/status').set(auth).send({ status: 'processing' })).status).toBe(400);
    for (const body of [{ status: ['pending'] }, { status: 5 }, []]) {
      expect((await shop.http.put('/api/orders/00000000-0000-4000-8000-000000000000/status').set(auth).send(body as object)).status).toBe(400);
    }
    expect((await shop.http.get('/api/orders/track?orderId[]=a&email[]=b')).status).toBe(400);
  });
});
