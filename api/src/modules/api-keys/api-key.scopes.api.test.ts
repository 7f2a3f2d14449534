// What a key may do, through GraphQL and REST like a partner's server: each admin operation needs
// its scope (403 with a clear message otherwise), a write scope includes its read, `admin` is
// everything, and a key is never a customer (cart, profile, own orders, checkout: 403).
import { adminSession, createCustomer, createTestShop, gql, type TestShop } from '../../test/harness';
import { placeCard, plainProduct } from '../orders/order.test-helpers';
import { bearer, createKey } from './api-key.test-helpers';

let shop: TestShop;
let adminToken: string;
let orderId: string;
let categoryId: string;
beforeAll(async () => {
  shop = await createTestShop();
  adminToken = (await adminSession(shop)).token;
  const customer = await createCustomer(shop);
  const product = await plainProduct(shop, 20);
  orderId = (await placeCard(shop, customer.ctx, [{ productId: product.id, quantity: 1 }])).id;
  categoryId = (await shop.db.prisma.category.findFirstOrThrow()).id;
});
afterAll(() => shop.close());

const missing = (scope: string) => `This API key does not have the ${scope} scope needed for this operation`;
const NOT_A_CUSTOMER = 'An API key cannot act as a customer (cart, profile, own orders, checkout); these need a person signed in';
const product = (name: string) => ({
  name,
  description: 'Cotton',
  price: 499,
  categoryId,
  images: ['https://cdn.example.in/kurta.jpg'],
  sizes: [],
  colors: [],
  stock: 3,
  featured: false,
});

const CREATE_PRODUCT = `mutation C($input: ProductInput!) { createProduct(input: $input) { product { id name } errors { code message } } }`;
const ORDERS = `{ orders(limit: 5) { total items { id status } } }`;
const ORDER = `query O($id: ID!) { order(id: $id) { id status } }`;
const MOVE = `mutation M($input: UpdateOrderStatusInput!) { updateOrderStatus(input: $input) { order { id status } errors { code message } } }`;

describe('catalogue scopes', () => {
  it('catalogue_read reads the catalogue but cannot write it (GraphQL FORBIDDEN, REST 403, nothing written)', async () => {
    const key = await createKey(shop, adminToken, ['CATALOGUE_READ']);
    const list = await gql(shop, `{ products(limit: 2, filter: { lowStock: false }) { total items { id variants { sku stock } } } }`, {}, key.secret);
    expect(list.body.errors).toBeUndefined();
    expect(list.body.data.products.total).toBeGreaterThan(0);
    expect((await shop.http.get('/api/products?limit=1').set(bearer(key.secret))).status).toBe(200);

    const graph = await gql(shop, CREATE_PRODUCT, { input: product('Read-only Kurta') }, key.secret);
    expect(graph.body.errors[0]).toMatchObject({ message: missing('catalogue_write'), extensions: { code: 'FORBIDDEN' } });
    const rest = await shop.http.post('/api/products').set(bearer(key.secret)).send(product('Read-only Kurta'));
    expect([rest.status, rest.body]).toEqual([403, { message: missing('catalogue_write') }]);
    expect((await shop.http.post('/api/categories').set(bearer(key.secret)).send({ name: 'Keys' })).status).toBe(403);
    expect(await shop.db.prisma.product.count({ where: { name: 'Read-only Kurta' } })).toBe(0);
    // Nor anything else: orders, coupons.
    expect((await shop.http.get('/api/orders').set(bearer(key.secret))).body).toEqual({ message: missing('orders_read') });
    expect((await shop.http.get('/api/coupons').set(bearer(key.secret))).status).toBe(403);
  });

  it('catalogue_write creates, changes and deletes products on both APIs', async () => {
    const key = await createKey(shop, adminToken, ['CATALOGUE_WRITE']);
    const graph = await gql(shop, CREATE_PRODUCT, { input: product('Key Kurta') }, key.secret);
    expect(graph.body.data.createProduct).toMatchObject({ product: { name: 'Key Kurta' }, errors: [] });
    const rest = await shop.http.post('/api/products').set(bearer(key.secret)).send(product('Key Dupatta'));
    expect(rest.status).toBe(201);
    expect((await shop.http.put(`/api/products/${rest.body.id}`).set(bearer(key.secret)).send(product('Key Dupatta II'))).status).toBe(200);
    expect((await shop.http.delete(`/api/products/${rest.body.id}`).set(bearer(key.secret))).status).toBe(200);
    expect((await shop.http.put(`/api/orders/${orderId}/status`).set(bearer(key.secret)).send({ status: 'processing' })).status).toBe(403);
  });
});

describe('order scopes', () => {
  it('orders_read lists and reads every order (the admin list on REST) but cannot change a status', async () => {
    const key = await createKey(shop, adminToken, ['ORDERS_READ']);
    const list = await gql(shop, ORDERS, {}, key.secret);
    expect(list.body.errors).toBeUndefined();
    expect(list.body.data.orders.items.map((o: { id: string }) => o.id)).toContain(orderId);
    expect((await gql(shop, ORDER, { id: orderId }, key.secret)).body.data.order).toEqual({ id: orderId, status: 'PENDING' });
    const rest = await shop.http.get('/api/orders?status=pending').set(bearer(key.secret));
    expect(rest.status).toBe(200);
    expect(rest.body.map((o: { id: string }) => o.id)).toContain(orderId);
    expect((await shop.http.get(`/api/orders/${orderId}`).set(bearer(key.secret))).body.id).toBe(orderId);

    const move = await gql(shop, MOVE, { input: { id: orderId, status: 'processing' } }, key.secret);
    expect(move.body.errors[0]).toMatchObject({ message: missing('orders_write'), extensions: { code: 'FORBIDDEN' } });
    const restMove = await shop.http.put(`/api/orders/${orderId}/status`).set(bearer(key.secret)).send({ status: 'processing' });
    expect([restMove.status, restMove.body.message]).toEqual([403, missing('orders_write')]);
    expect((await shop.db.prisma.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe('pending');
  });

  it('a key without orders_read is told so, not "not found"', async () => {
    const key = await createKey(shop, adminToken, ['CATALOGUE_WRITE']);
    expect((await gql(shop, ORDER, { id: orderId }, key.secret)).body.errors[0].message).toBe(missing('orders_read'));
    expect((await shop.http.get(`/api/orders/${orderId}`).set(bearer(key.secret))).status).toBe(403);
    expect((await gql(shop, `{ adminStats { totalOrders } }`, {}, key.secret)).body.errors[0].message).toBe(missing('admin'));
  });

  it('orders_write moves an order along the workflow on both APIs (and reads it)', async () => {
    const key = await createKey(shop, adminToken, ['ORDERS_WRITE']);
    const move = await gql(shop, MOVE, { input: { id: orderId, status: 'processing' } }, key.secret);
    expect(move.body.data.updateOrderStatus).toEqual({ order: { id: orderId, status: 'PROCESSING' }, errors: [] });
    const rest = await shop.http.put(`/api/orders/${orderId}/status`).set(bearer(key.secret)).send({ status: 'shipped' });
    expect([rest.status, rest.body.status]).toEqual([200, 'shipped']);
    expect((await gql(shop, ORDERS, {}, key.secret)).body.errors).toBeUndefined();
    expect((await shop.http.post('/api/products').set(bearer(key.secret)).send(product('Nope'))).status).toBe(403);
  });

  it('admin is everything: coupons, messages, dashboard, orders, catalogue', async () => {
    const key = await createKey(shop, adminToken, ['ADMIN']);
    for (const path of ['/api/coupons', '/api/contact-messages', '/api/admin/stats', '/api/orders']) {
      const res = await shop.http.get(path).set(bearer(key.secret));
      expect([path, res.status]).toEqual([path, 200]);
    }
    const res = await gql(shop, `{ adminStats { totalOrders } coupons { total } contactMessages { total } orders { total } }`, {}, key.secret);
    expect(res.body.errors).toBeUndefined();
  });
});

describe('a key is not a customer', () => {
  it('REST: cart, profile, own orders and placing an order are 403 with a message that says why', async () => {
    const key = await createKey(shop, adminToken, ['ADMIN']);
    const calls: [string, Promise<{ status: number; body: unknown }>][] = [
      ['GET /api/cart', shop.http.get('/api/cart').set(bearer(key.secret))],
      ['POST /api/cart', shop.http.post('/api/cart').set(bearer(key.secret)).send({ productId: orderId, quantity: 1 })],
      ['GET /api/auth/me', shop.http.get('/api/auth/me').set(bearer(key.secret))],
      ['PUT /api/auth/profile', shop.http.put('/api/auth/profile').set(bearer(key.secret)).send({ firstName: 'A', lastName: 'B', email: 'a@example.in' })],
      ['POST /api/auth/logout', shop.http.post('/api/auth/logout').set(bearer(key.secret))],
      ['POST reorder', shop.http.post(`/api/orders/${orderId}/reorder`).set(bearer(key.secret))],
      ['POST /api/orders', shop.http.post('/api/orders').set(bearer(key.secret)).send({})],
      ['POST /api/payments/start', shop.http.post('/api/payments/start').set(bearer(key.secret)).send({})],
    ];
    for (const [call, pending] of calls) {
      const res = await pending;
      expect([call, res.status, res.body]).toEqual([call, 403, { message: NOT_A_CUSTOMER }]);
    }
  });

  it('GraphQL: me, myOrders, cart and logout are FORBIDDEN with the same message', async () => {
    const key = await createKey(shop, adminToken, ['ORDERS_WRITE']);
    for (const query of [`{ me { id } }`, `{ myOrders { total } }`, `{ cart { subtotal } }`, `mutation { logout }`]) {
      const res = await gql(shop, query, {}, key.secret);
      expect([query, res.body.errors?.[0]]).toEqual([
        query,
        expect.objectContaining({ message: NOT_A_CUSTOMER, extensions: expect.objectContaining({ code: 'FORBIDDEN' }) }),
      ]);
    }
  });
});
