// Orders after placement through the services: lists, detail, tracking, status workflow, reorder.
import { adminSession, contextFor, createCustomer, createTestServices, type TestServices } from '../../test/harness';
import { createCatalogue, createProduct } from '../../test/fixtures';
import type { RequestContext } from '../../platform/common/context';
import { FROCK, address, placeCard, plainProduct, productNamed, setStock } from './order.test-helpers';

let shop: TestServices;
let admin: RequestContext;
beforeAll(async () => {
  shop = await createTestServices();
  await createCatalogue(shop);
  admin = (await adminSession(shop)).ctx;
});
afterAll(async () => {
  await shop.close();
});

const guest = contextFor(null);
const orders = () => shop.services.orders;
const stockOf = async (id: string) => (await shop.db.prisma.product.findUniqueOrThrow({ where: { id } })).stock;

describe("customers' orders", () => {
  it('lists only their own orders, newest first, and 401 for guests', async () => {
    const a = await createCustomer(shop);
    const b = await createCustomer(shop);
    const p = await plainProduct(shop, 20);
    const a1 = await placeCard(shop, a.ctx, [{ productId: p.id, quantity: 1 }]);
    const b1 = await placeCard(shop, b.ctx, [{ productId: p.id, quantity: 1 }]);
    const a2 = await placeCard(shop, a.ctx, [{ productId: p.id, quantity: 2 }]);
    const pageA = await orders().myOrders(a.ctx, {});
    expect(pageA).toMatchObject({ total: 2, limit: 20, offset: 0 });
    expect(pageA.items.map((o) => o.id)).toEqual([a2.id, a1.id]);
    expect((await orders().myOrders(b.ctx, {})).items.map((o) => o.id)).toEqual([b1.id]);
    expect((await orders().myOrders(a.ctx, { limit: 1, offset: 1 })).items.map((o) => o.id)).toEqual([a1.id]);
    await expect(orders().myOrders(guest, {})).rejects.toMatchObject({ status: 401 });
  });

  it('shows an order to its owner and to admins only; others get 404 Order not found', async () => {
    const a = await createCustomer(shop);
    const b = await createCustomer(shop);
    const p = await plainProduct(shop, 5);
    const order = await placeCard(shop, a.ctx, [{ productId: p.id, quantity: 1 }]);
    await expect(orders().get(a.ctx, order.id, { withItems: true })).resolves.toMatchObject({ id: order.id, items: [{ name: p.name, product: { id: p.id } }] });
    await expect(orders().get(admin, order.id)).resolves.toMatchObject({ id: order.id });
    const notFound = { status: 404, message: 'Order not found' };
    await expect(orders().get(b.ctx, order.id)).rejects.toMatchObject(notFound);
    await expect(orders().get(guest, order.id)).rejects.toMatchObject(notFound);
    await expect(orders().get(a.ctx, 'not-a-uuid')).rejects.toMatchObject(notFound);
    await expect(orders().get(a.ctx, '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject(notFound);
  });

  it('lists the items in the order the shopper gave them', async () => {
    const { ctx } = await createCustomer(shop);
    const products = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => plainProduct(shop, 5, '10.00', `Line ${n} Napkin`)));
    const order = await placeCard(shop, ctx, products.map((p) => ({ productId: p.id, quantity: 1 })));
    const names = products.map((p) => p.name);
    expect(order.items.map((i) => i.name)).toEqual(names);
    expect((await orders().itemsByOrderIds([order.id]))[0].map((i) => i.name)).toEqual(names);
  });

  it('keeps an order readable after its product is deleted (snapshot stays, product becomes null)', async () => {
    const { ctx } = await createCustomer(shop);
    const p = await plainProduct(shop, 5, '321.00', 'Discontinued Linen Kurta');
    const order = await placeCard(shop, ctx, [{ productId: p.id, quantity: 2 }]);
    await shop.services.products.delete(admin, p.id);
    const again = await orders().get(ctx, order.id, { withItems: true });
    expect('items' in again && again.items[0]).toMatchObject({ productId: null, product: null, name: 'Discontinued Linen Kurta', quantity: 2, image: p.images[0] });
    expect(String('items' in again && again.items[0].price)).toBe('321');
  });
});

describe('admin list', () => {
  it('lists every order, filters by status and id prefix, sorts and pages', async () => {
    const { ctx } = await createCustomer(shop);
    const cheap = await plainProduct(shop, 10, '10.00');
    const dear = await plainProduct(shop, 10, '9000.00');
    const small = await placeCard(shop, ctx, [{ productId: cheap.id, quantity: 1 }]);
    const big = await placeCard(shop, guest, [{ productId: dear.id, quantity: 1 }]);
    await orders().updateStatus(admin, big.id, 'processing');

    const all = await orders().list(admin, {});
    expect(all.total).toBe(await shop.db.prisma.order.count());
    expect(all.items[0].id).toBe(big.id);
    const processing = await orders().list(admin, { status: 'processing' });
    expect(processing.items.map((o) => o.id)).toContain(big.id);
    expect(processing.items.every((o) => o.status === 'processing')).toBe(true);

    for (const search of [small.id.slice(0, 8), `#${small.id.slice(0, 8).toUpperCase()}`, small.id, small.id.slice(0, 13)]) {
      expect((await orders().list(admin, { search })).items.map((o) => o.id)).toContain(small.id);
    }
    const byPrefix = await orders().list(admin, { search: small.id.slice(0, 8) });
    expect(byPrefix.items.every((o) => o.id.startsWith(small.id.slice(0, 8)))).toBe(true);
    await expect(orders().list(admin, { search: 'zzz' })).resolves.toMatchObject({ items: [], total: 0 });
    await expect(orders().list(admin, { search: "'; DROP TABLE orders; --" })).resolves.toMatchObject({ items: [], total: 0 });

    const high = await orders().list(admin, { sort: 'TOTAL_HIGH', limit: 1 });
    expect(high).toMatchObject({ limit: 1, items: [{ id: big.id }] });
    const low = await orders().list(admin, { sort: 'TOTAL_LOW' });
    expect(String(low.items[0].total)).toBe('10');
    const oldest = await orders().list(admin, { sort: 'OLDEST', limit: 1 });
    expect(oldest.items[0].createdAt.getTime()).toBeLessThanOrEqual(small.createdAt.getTime());
  });

  it('is for admins only and validates its arguments', async () => {
    const { ctx } = await createCustomer(shop);
    await expect(orders().list(ctx, {})).rejects.toMatchObject({ status: 403 });
    await expect(orders().list(guest, {})).rejects.toMatchObject({ status: 401 });
    await expect(orders().list(admin, { status: 'lost' })).rejects.toMatchObject({ status: 400, message: 'Invalid status' });
    await expect(orders().list(admin, { sort: 'RANDOM' })).rejects.toMatchObject({ status: 400 });
  });
});

describe('tracking (public)', () => {
  it('finds an order by its 8-character prefix or full id and the order e-mail', async () => {
    const p = await plainProduct(shop, 10, '120.00');
    const order = await placeCard(shop, guest, [{ productId: p.id, quantity: 3 }], { shippingAddress: address({ email: 'tracker@example.in' }) });
    const expected = { id: order.id, status: 'pending', itemCount: 3 };
    await expect(orders().track(guest, { orderId: order.id.slice(0, 8), email: 'Tracker@Example.in ' })).resolves.toMatchObject(expected);
    await expect(orders().track(guest, { orderId: `#${order.id.toUpperCase()}`, email: 'tracker@example.in' })).resolves.toMatchObject(expected);
    const tracked = await orders().track(guest, { orderId: order.id, email: 'tracker@example.in' });
    expect(String(tracked.total)).toBe('360');
  });

  it.each([
    ['a wrong e-mail', (id: string) => ({ orderId: id, email: 'someone@example.in' })],
    ['a prefix under 8 characters', (id: string) => ({ orderId: id.slice(0, 7), email: 'tracked@example.in' })],
    ['a malformed id', () => ({ orderId: 'hello-world', email: 'tracked@example.in' })],
  ])('answers 404 Order not found for %s', async (_label, input) => {
    const p = await plainProduct(shop, 10);
    const order = await placeCard(shop, guest, [{ productId: p.id, quantity: 1 }], { shippingAddress: address({ email: 'tracked@example.in' }) });
    await expect(orders().track(guest, input(order.id))).rejects.toMatchObject({ status: 404, message: 'Order not found' });
  });

  it('asks for the order id and the e-mail (400)', async () => {
    await expect(orders().track(guest, {})).rejects.toMatchObject({ status: 400, message: 'Order ID is required', fields: { orderId: 'Order ID is required', email: 'Email is required' } });
  });
});

describe('status workflow', () => {
  it('moves pending → processing → shipped → delivered and offers only the allowed next statuses', async () => {
    const p = await plainProduct(shop, 5);
    const order = await placeCard(shop, guest, [{ productId: p.id, quantity: 1 }]);
    for (const status of ['processing', 'shipped', 'delivered']) {
      await expect(orders().updateStatus(admin, order.id, status)).resolves.toMatchObject({ status });
    }
    await expect(orders().updateStatus(admin, order.id, 'cancelled')).rejects.toMatchObject({ status: 409, message: 'Cannot change order status from delivered to cancelled' });
  });

  it.each([
    ['pending', 'shipped'],
    ['pending', 'delivered'],
    ['pending', 'pending'],
  ])('refuses %s → %s with 409', async (from, to) => {
    const p = await plainProduct(shop, 5);
    const order = await placeCard(shop, guest, [{ productId: p.id, quantity: 1 }]);
    expect(order.status).toBe(from);
    await expect(orders().updateStatus(admin, order.id, to)).rejects.toMatchObject({ status: 409, message: `Cannot change order status from ${from} to ${to}` });
  });

  it('refuses shipped → processing and anything after cancelled', async () => {
    const p = await plainProduct(shop, 5);
    const a = await placeCard(shop, guest, [{ productId: p.id, quantity: 1 }]);
    await orders().updateStatus(admin, a.id, 'processing');
    await orders().updateStatus(admin, a.id, 'shipped');
    await expect(orders().updateStatus(admin, a.id, 'processing')).rejects.toMatchObject({ message: 'Cannot change order status from shipped to processing' });
    await expect(orders().updateStatus(admin, a.id, 'cancelled')).rejects.toMatchObject({ message: 'Cannot change order status from shipped to cancelled' });
    const b = await placeCard(shop, guest, [{ productId: p.id, quantity: 1 }]);
    await orders().updateStatus(admin, b.id, 'cancelled');
    await expect(orders().updateStatus(admin, b.id, 'processing')).rejects.toMatchObject({ message: 'Cannot change order status from cancelled to processing' });
  });

  it('restores stock and sold count when an order is cancelled (pending or processing)', async () => {
    const p = await plainProduct(shop, 10);
    const frock = await productNamed(shop, FROCK);
    const order = await placeCard(shop, guest, [
      { productId: p.id, quantity: 4 },
      { productId: frock.id, quantity: 2, size: 'S', color: 'Yellow' },
    ]);
    expect(await stockOf(p.id)).toBe(6);
    await orders().updateStatus(admin, order.id, 'processing');
    await expect(orders().updateStatus(admin, order.id, 'cancelled')).resolves.toMatchObject({ status: 'cancelled' });
    await expect(shop.db.prisma.product.findUniqueOrThrow({ where: { id: p.id } })).resolves.toMatchObject({ stock: 10, soldCount: 0 });
    await expect(productNamed(shop, FROCK)).resolves.toMatchObject({ stock: frock.stock, soldCount: frock.soldCount });
  });

  it('puts cancelled units back into the very variants they came from; a variant removed since is skipped', async () => {
    const kurta = await createProduct(shop, { sizes: ['M', 'L', 'XL'], colors: ['Teal'], stock: 15 });
    const order = await placeCard(shop, guest, [
      { productId: kurta.id, quantity: 2, size: 'M', color: 'Teal' },
      { productId: kurta.id, quantity: 1, size: 'XL', color: 'Teal' },
    ]);
    const stocks = async () => (await shop.db.prisma.productVariant.findMany({ where: { productId: kurta.id }, orderBy: { position: 'asc' } })).map((v) => [v.size, v.stock]);
    expect(await stocks()).toEqual([
      ['M', 3],
      ['L', 5],
      ['XL', 4],
    ]);
    await shop.services.products.update(admin, kurta.id, { name: kurta.name, price: String(kurta.price), categoryId: kurta.categoryId, images: kurta.images, sizes: ['M', 'L'], colors: ['Teal'] });
    await orders().updateStatus(admin, order.id, 'cancelled');
    expect(await stocks()).toEqual([
      ['M', 5],
      ['L', 5],
    ]);
    await expect(shop.db.prisma.product.findUniqueOrThrow({ where: { id: kurta.id } })).resolves.toMatchObject({ stock: 10, soldCount: 0 });
    const items = await shop.db.prisma.orderItem.findMany({ where: { orderId: order.id }, orderBy: { size: 'asc' } });
    expect(items.map((i) => [i.size, i.sku !== null, i.variantId !== null])).toEqual([
      ['M', true, true],
      ['XL', true, false],
    ]);
  });

  it('refuses unknown statuses (400), unknown orders (404) and non-admins (403/401)', async () => {
    const { ctx } = await createCustomer(shop);
    const p = await plainProduct(shop, 5);
    const order = await placeCard(shop, ctx, [{ productId: p.id, quantity: 1 }]);
    await expect(orders().updateStatus(admin, order.id, 'lost')).rejects.toMatchObject({ status: 400, message: 'Invalid status' });
    await expect(orders().updateStatus(admin, order.id, undefined)).rejects.toMatchObject({ status: 400, message: 'Invalid status' });
    await expect(orders().updateStatus(admin, 'nope', 'processing')).rejects.toMatchObject({ status: 404, message: 'Order not found' });
    await expect(orders().updateStatus(admin, '00000000-0000-4000-8000-000000000000', 'processing')).rejects.toMatchObject({ status: 404 });
    await expect(orders().updateStatus(ctx, order.id, 'cancelled')).rejects.toMatchObject({ status: 403 });
    await expect(orders().updateStatus(guest, order.id, 'cancelled')).rejects.toMatchObject({ status: 401 });
    expect((await orders().get(ctx, order.id)).status).toBe('pending');
  });
});

describe('reorder', () => {
  it("puts the order's items back in the cart and names what it skipped", async () => {
    const { ctx } = await createCustomer(shop);
    const frock = await productNamed(shop, FROCK);
    const soldOut = await plainProduct(shop, 5, '75.00', 'Festive Cotton Potli Bag');
    const gone = await plainProduct(shop, 5, '90.00', 'Vintage Brass Brooch');
    const order = await placeCard(shop, ctx, [
      { productId: frock.id, quantity: 2, size: 'M', color: 'Mint' },
      { productId: soldOut.id, quantity: 1 },
      { productId: gone.id, quantity: 1 },
    ]);
    await setStock(shop, soldOut.id, 0);
    await shop.services.products.delete(admin, gone.id);
    const result = await orders().reorder(ctx, order.id);
    expect(result.added).toBe(1);
    expect(result.skipped).toEqual(expect.arrayContaining(['Festive Cotton Potli Bag is out of stock', 'Vintage Brass Brooch is no longer available']));
    expect(result.skipped).toHaveLength(2);
    expect(result.cart.items.map((l) => [l.productId, l.quantity, l.size, l.color])).toEqual([[frock.id, 2, 'M', 'Mint']]);
  });

  it("is for the customer's own orders only", async () => {
    const a = await createCustomer(shop);
    const b = await createCustomer(shop);
    const p = await plainProduct(shop, 5);
    const order = await placeCard(shop, a.ctx, [{ productId: p.id, quantity: 1 }]);
    await expect(orders().reorder(b.ctx, order.id)).rejects.toMatchObject({ status: 404, message: 'Order not found' });
    await expect(orders().reorder(a.ctx, 'bad-id')).rejects.toMatchObject({ status: 404 });
    await expect(orders().reorder(guest, order.id)).rejects.toMatchObject({ status: 401 });
  });
});
