// Orders, checkout and the payment sandbox window end to end through GraphQL (REST: order.rest.test.ts).
import { adminSession, createCustomer, createTestShop, gql, type TestShop } from '../../test/harness';
import { createCatalogue, plentyOf } from '../../test/fixtures';
import { FROCK, address, plainProduct, productNamed, setStock } from './order.test-helpers';

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

const ORDER_FIELDS = `id userId status email subtotal shipping tax discount total couponCode paymentMethod paymentStatus paymentId itemCount allowedNextStatuses
  shippingAddress { firstName city country } billingAddress { city }
  items { id productId name image quantity price lineTotal size color product { id name images } } createdAt updatedAt`;
const ERRORS = 'errors { field code message }';
const PLACE = `mutation Place($input: PlaceOrderInput!) { placeOrder(input: $input) { order { ${ORDER_FIELDS} } ${ERRORS} } }`;
const QUOTE = `query Quote($input: CheckoutInput!) { checkoutQuote(input: $input) { subtotal shipping tax discount total couponCode couponMessage } }`;
const START = `mutation Start($input: CheckoutInput!) { startPayment(input: $input) { payment { provider providerOrderId amountPaise currency keyId checkoutUrl } ${ERRORS} } }`;
const MY_ORDERS = `query Mine($limit: Int, $offset: Int) { myOrders(limit: $limit, offset: $offset) { total limit offset items { ${ORDER_FIELDS} } } }`;
const ADMIN_ORDERS = `query All($status: OrderStatus, $search: String, $sort: OrderSort, $limit: Int) { orders(status: $status, search: $search, sort: $sort, limit: $limit) { total items { id status total } } }`;
const UPDATE_STATUS = `mutation S($input: UpdateOrderStatusInput!) { updateOrderStatus(input: $input) { order { id status allowedNextStatuses } ${ERRORS} } }`;

async function frockLines(quantity = 3) {
  const frock = await productNamed(shop, FROCK);
  return [{ productId: frock.id, quantity, size: 'S', color: 'Yellow' }];
}

const expected = (subtotal: string, discount = '0.00', total = subtotal) => ({ subtotal, shipping: '0.00', tax: '0.00', discount, total });

describe('GraphQL checkout', () => {
  it('quotes exact figures publicly', async () => {
    const res = await gql(shop, QUOTE, { input: { items: await frockLines(3), couponCode: 'welcome10', shippingAddress: address() } });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.checkoutQuote).toEqual({ subtotal: '1497.00', shipping: '0.00', tax: '0.00', discount: '149.70', total: '1347.30', couponCode: 'WELCOME10', couponMessage: null });
    const bad = await gql(shop, QUOTE, { input: { items: await frockLines(1), couponCode: 'FLAT100', shippingAddress: address() } });
    expect(bad.body.data.checkoutQuote).toMatchObject({ discount: '0.00', total: '499.00', couponMessage: 'Minimum order amount is ₹999.00' });
  });

  it('places a guest pay-on-delivery order and answers it with items, products and two-decimal money', async () => {
    const res = await gql(shop, PLACE, {
      input: { items: await frockLines(3), couponCode: 'WELCOME10', shippingAddress: address(), paymentMethod: 'PAY_ON_DELIVERY', expected: { ...expected('1497.00', '149.70', '1347.30'), subtotal: 1497 } },
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.placeOrder.errors).toEqual([]);
    const order = res.body.data.placeOrder.order;
    expect(order).toMatchObject({
      userId: null,
      status: 'PENDING',
      email: 'asha.buyer@example.in',
      subtotal: '1497.00',
      discount: '149.70',
      shipping: '0.00',
      tax: '0.00',
      total: '1347.30',
      couponCode: 'WELCOME10',
      paymentMethod: 'PAY_ON_DELIVERY',
      paymentStatus: 'UNPAID',
      paymentId: null,
      itemCount: 3,
      allowedNextStatuses: ['PROCESSING', 'CANCELLED'],
      shippingAddress: { firstName: 'Asha', city: 'Vadodara', country: 'India' },
      billingAddress: { city: 'Vadodara' },
    });
    expect(order.items).toEqual([expect.objectContaining({ name: FROCK, quantity: 3, price: '499.00', lineTotal: '1497.00', size: 'S', color: 'Yellow', product: expect.objectContaining({ name: FROCK }) })]);
  });

  it('answers PRICES_CHANGED on expected (checkoutQuote has the server figures), 403 for another account, spec messages for bad input', async () => {
    const a = await createCustomer(shop);
    const b = await createCustomer(shop);
    const base = { items: await frockLines(1), shippingAddress: address(), paymentMethod: 'PAY_ON_DELIVERY', expected: expected('499.00') };
    const ordersBefore = await shop.db.prisma.order.count();
    const changed = await gql(shop, PLACE, { input: { ...base, expected: expected('450.00') } });
    expect(changed.body.errors).toBeUndefined();
    expect(changed.body.data.placeOrder).toEqual({
      order: null,
      errors: [{ field: 'expected', code: 'PRICES_CHANGED', message: 'Prices have changed since you loaded the page. Please review your order.' }],
    });
    expect(await shop.db.prisma.order.count()).toBe(ordersBefore);
    const requote = await gql(shop, QUOTE, { input: { items: base.items, shippingAddress: address() } });
    expect(requote.body.data.checkoutQuote).toMatchObject(expected('499.00'));
    const foreign = await gql(shop, PLACE, { input: { ...base, userId: a.user.id } }, b.token);
    expect(foreign.body.errors[0]).toMatchObject({ message: 'You can only place orders for your own account', extensions: { code: 'FORBIDDEN', status: 403 } });
    const own = await gql(shop, PLACE, { input: { ...base, userId: a.user.id } }, a.token);
    expect(own.body.data.placeOrder.order.userId).toBe(a.user.id);
    const noCity = await gql(shop, PLACE, { input: { ...base, shippingAddress: address({ city: 'Ahmedabad' }) } });
    expect(noCity.body.errors).toBeUndefined();
    expect(noCity.body.data.placeOrder).toEqual({
      order: null,
      errors: [{ field: 'shippingAddress.city', code: 'INVALID', message: 'We currently deliver only within Vadodara' }],
    });
    // expected is optional since server carts: left out, the order is placed at the server's figures
    const noExpected = await gql(shop, PLACE, { input: { ...base, expected: undefined } });
    expect(noExpected.body.data.placeOrder).toMatchObject({ errors: [], order: { total: '499.00', subtotal: '499.00' } });
    const wrongType = await gql(shop, PLACE, { input: { ...base, paymentMethod: 'paypal' } });
    expect(wrongType.status).toBe(400);
  });

  it('pays through the sandbox window and places the paid order once', async () => {
    const input = { items: await frockLines(3), couponCode: 'WELCOME10', shippingAddress: address() };
    const started = await gql(shop, START, { input });
    expect(started.body.errors).toBeUndefined();
    expect(started.body.data.startPayment.errors).toEqual([]);
    const session = started.body.data.startPayment.payment;
    expect(session).toMatchObject({ provider: 'sandbox', keyId: 'sandbox', amountPaise: 134730, currency: 'INR' });
    expect(session.checkoutUrl).toBe(`/payments/sandbox/checkout?order=${session.providerOrderId}`);

    const page = await shop.http.get(session.checkoutUrl);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('Vadodara Family Fashion');
    expect(page.text).toContain('₹1,347.30');
    expect(page.text).toMatch(/<button id="pay"[^>]*>Pay<\/button>/);
    expect(page.text).toMatch(/<button id="fail"[^>]*>Fail<\/button>/);
    expect(page.text).toContain('<script src="/payments/sandbox/checkout.js"></script>');
    expect(page.text).not.toMatch(/<script>|<script [^>]*>[^<]+<\/script>|onclick=/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);

    const script = await shop.http.get('/payments/sandbox/checkout.js');
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.text).toContain("type: 'sandbox-payment', status: 'paid', razorpay_order_id");
    expect(script.text).toContain("type: 'sandbox-payment', status: 'failed', reason");
    expect(script.text).toContain('window.opener.postMessage(message, location.origin)');

    const pay = await shop.http.post('/payments/sandbox/pay').send({ order: session.providerOrderId });
    expect(pay.status).toBe(200);
    expect(pay.body).toEqual({
      razorpay_order_id: session.providerOrderId,
      razorpay_payment_id: expect.stringMatching(/^sandbox_pay_/),
      razorpay_signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });

    const quote = (await gql(shop, QUOTE, { input })).body.data.checkoutQuote;
    const place = {
      ...input,
      paymentMethod: 'RAZORPAY',
      payment: { providerOrderId: pay.body.razorpay_order_id, paymentId: pay.body.razorpay_payment_id, signature: pay.body.razorpay_signature },
      expected: { subtotal: quote.subtotal, shipping: quote.shipping, tax: quote.tax, discount: quote.discount, total: quote.total },
    };
    const first = await gql(shop, PLACE, { input: place });
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data.placeOrder.errors).toEqual([]);
    const paid = first.body.data.placeOrder.order;
    expect(paid).toMatchObject({ paymentMethod: 'RAZORPAY', paymentStatus: 'PAID', paymentId: pay.body.razorpay_payment_id, total: '1347.30' });
    const again = await gql(shop, PLACE, { input: place });
    expect(again.body.data.placeOrder.order.id).toBe(paid.id);
    // The proof paid for this cart: with another one it is refused, and nothing is ordered.
    const orders = await shop.db.prisma.order.count();
    const otherCart = { ...place, items: await frockLines(1), couponCode: null, expected: expected('499.00') };
    const reused = await gql(shop, PLACE, { input: otherCart });
    expect(reused.body.errors).toBeUndefined();
    expect(reused.body.data.placeOrder).toEqual({
      order: null,
      errors: [
        {
          field: null,
          code: 'PAYMENT_ALREADY_USED',
          message: `This payment was already used for order #${paid.id.slice(0, 8).toUpperCase()}; your current cart was not ordered.`,
        },
      ],
    });
    expect(await shop.db.prisma.order.count()).toBe(orders);

    const forged = await gql(shop, PLACE, { input: { ...place, payment: { ...place.payment, signature: '0'.repeat(64) } } });
    expect(forged.body.data.placeOrder).toEqual({ order: null, errors: [{ field: 'payment', code: 'INVALID', message: 'Payment verification failed' }] });
    const missing = await gql(shop, PLACE, { input: { ...place, payment: null } });
    expect(missing.body.data.placeOrder).toEqual({ order: null, errors: [{ field: 'payment', code: 'INVALID', message: 'Payment verification failed' }] });
  });

  it('serves a not-found window for unknown payments and refuses bad pay requests', async () => {
    const unknown = await shop.http.get('/payments/sandbox/checkout?order=sandbox_order_000000000000000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('Payment not found');
    expect((await shop.http.get('/payments/sandbox/checkout?order=<script>')).status).toBe(404);
    expect((await shop.http.get('/payments/sandbox/checkout')).status).toBe(404);
    expect((await shop.http.post('/payments/sandbox/pay').send({ order: 'sandbox_order_000000000000000000000000' })).status).toBe(404);
    expect((await shop.http.post('/payments/sandbox/pay').send({})).body).toEqual({ message: 'Payment not found' });
    const malformed = await shop.http.post('/payments/sandbox/pay').set('content-type', 'application/json').send('{"order":');
    expect(malformed.status).toBe(400);
  });
});

describe('GraphQL orders', () => {
  it('lists a customer’s own orders with items and products in a constant number of queries', async () => {
    const a = await createCustomer(shop);
    const b = await createCustomer(shop);
    const lines = await frockLines(1);
    for (const token of [a.token, a.token, a.token, b.token]) {
      const placed = await gql(shop, PLACE, { input: { items: lines, shippingAddress: address(), paymentMethod: 'PAY_ON_DELIVERY', expected: expected('499.00') } }, token).expect(200);
      expect(placed.body.data.placeOrder.errors).toEqual([]);
    }
    const itemsSpy = jest.spyOn(shop.services.orders, 'itemsByOrderIds');
    const productsSpy = jest.spyOn(shop.services.products, 'getByIds');
    const res = await gql(shop, MY_ORDERS, {}, a.token);
    expect(res.body.errors).toBeUndefined();
    const page = res.body.data.myOrders;
    expect(page).toMatchObject({ total: 3, limit: 20, offset: 0 });
    expect(page.items.every((o: { userId: string }) => o.userId === a.user.id)).toBe(true);
    expect(page.items[0].items[0].product).toMatchObject({ name: FROCK, images: expect.any(Array) });
    expect(itemsSpy).toHaveBeenCalledTimes(1);
    expect(productsSpy).toHaveBeenCalledTimes(1);
    itemsSpy.mockRestore();
    productsSpy.mockRestore();
    const dates = page.items.map((o: { createdAt: string }) => o.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((await gql(shop, MY_ORDERS, {})).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('shows order(id) to the owner and admins, null to others', async () => {
    const a = await createCustomer(shop);
    const b = await createCustomer(shop);
    const placed = await gql(shop, PLACE, { input: { items: await frockLines(1), shippingAddress: address(), paymentMethod: 'PAY_ON_DELIVERY', expected: expected('499.00') } }, a.token);
    const id = placed.body.data.placeOrder.order.id;
    const q = `query O($id: ID!) { order(id: $id) { id total items { name } } }`;
    expect((await gql(shop, q, { id }, a.token)).body.data.order).toMatchObject({ id, total: '499.00' });
    expect((await gql(shop, q, { id }, adminToken)).body.data.order.id).toBe(id);
    for (const [vars, token] of [[{ id }, b.token], [{ id }, undefined], [{ id: 'nope' }, a.token]] as const) {
      const res = await gql(shop, q, vars, token);
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.order).toBeNull();
    }
  });

  it('lets admins list, search and move orders along the workflow; customers get 403', async () => {
    const customer = await createCustomer(shop);
    const placed = await gql(shop, PLACE, { input: { items: await frockLines(2), shippingAddress: address(), paymentMethod: 'PAY_ON_DELIVERY', expected: expected('998.00') } });
    const id = placed.body.data.placeOrder.order.id;
    const found = await gql(shop, ADMIN_ORDERS, { search: id.slice(0, 8), status: 'PENDING' }, adminToken);
    expect(found.body.data.orders.items.map((o: { id: string }) => o.id)).toContain(id);
    expect((await gql(shop, ADMIN_ORDERS, {}, customer.token)).body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    expect((await gql(shop, ADMIN_ORDERS, {})).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');

    const moved = await gql(shop, UPDATE_STATUS, { input: { id, status: 'PROCESSING' } }, adminToken);
    expect(moved.body.data.updateOrderStatus).toEqual({ order: { id, status: 'PROCESSING', allowedNextStatuses: ['SHIPPED', 'CANCELLED'] }, errors: [] });
    const refused = await gql(shop, UPDATE_STATUS, { input: { id, status: 'DELIVERED' } }, adminToken);
    expect(refused.body.errors).toBeUndefined();
    expect(refused.body.data.updateOrderStatus).toEqual({
      order: null,
      errors: [{ field: null, code: 'STATUS_NOT_ALLOWED', message: 'Cannot change order status from processing to delivered' }],
    });
    expect((await gql(shop, UPDATE_STATUS, { input: { id, status: 'LOST' } }, adminToken)).status).toBe(400);
    expect((await gql(shop, UPDATE_STATUS, { input: { id, status: 'CANCELLED' } }, customer.token)).body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('tracks publicly and reorders with a skipped out-of-stock item', async () => {
    const { token } = await createCustomer(shop);
    const scarf = await plainProduct(shop, 3, '150.00', 'Bandhej Silk Scarf');
    const lines = [...(await frockLines(1)), { productId: scarf.id, quantity: 1 }];
    const placed = await gql(shop, PLACE, { input: { items: lines, shippingAddress: address({ email: 'gql.track@example.in' }), paymentMethod: 'PAY_ON_DELIVERY', expected: expected('649.00') } }, token);
    const id = placed.body.data.placeOrder.order.id;
    const track = `query T($orderId: String!, $email: String!) { trackOrder(orderId: $orderId, email: $email) { id status total itemCount createdAt updatedAt } }`;
    expect((await gql(shop, track, { orderId: id.slice(0, 8), email: 'gql.track@example.in' })).body.data.trackOrder).toMatchObject({ id, status: 'PENDING', total: '649.00', itemCount: 2 });
    const otherEmail = await gql(shop, track, { orderId: id.slice(0, 8), email: 'other@example.in' });
    expect(otherEmail.body.errors).toBeUndefined();
    expect(otherEmail.body.data.trackOrder).toBeNull();

    await setStock(shop, scarf.id, 0);
    const reorder = `mutation R($input: ReorderInput!) { reorder(input: $input) { added skipped cart { id totalQuantity items { product { name } quantity size color } } ${ERRORS} } }`;
    const res = await gql(shop, reorder, { input: { orderId: id } }, token);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.reorder).toMatchObject({
      added: 1,
      skipped: ['Bandhej Silk Scarf is out of stock'],
      cart: { totalQuantity: 1, items: [{ product: { name: FROCK }, quantity: 1, size: 'S', color: 'Yellow' }] },
      errors: [],
    });
    expect((await gql(shop, reorder, { input: { orderId: id } })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
