// Admin figures are exact database aggregates: checked against sums computed here from the rows.
import { createTestShop, createCustomer, adminSession, contextFor, gql, type TestShop } from '../../test/harness';
import { AppError } from '../../platform/common/errors';
import type { RequestContext } from '../../platform/common/context';

let shop: TestShop;
let admin: { token: string; ctx: RequestContext };
let customer: { token: string; ctx: RequestContext };
const bearer = (t: string) => ({ authorization: `Bearer ${t}` });

const address = { firstName: 'Asha', lastName: 'Patel', email: 'asha@example.in', phone: '9876543210', address: '12 Alkapuri', city: 'Vadodara', zipCode: '390007', country: 'India' };
type Status = 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled';
/** Status, total, what was paid (an online order at checkout, a pay-on-delivery one once the courier collected). */
const orders: [Status, string, string][] = [
  ['pending', '1299.00', '0'],
  ['processing', '849.50', '849.50'],
  ['shipped', '0.10', '0'],
  ['delivered', '2499.99', '2499.99'],
  ['cancelled', '5000.00', '0'],
  ['delivered', '0.20', '0.20'],
];

const STATS = `query { adminStats { id totalRevenue totalOrders totalProducts totalCategories } }`;

/** The ids of the 5 newest orders, straight from the table. */
const newestIds = async () =>
  (await shop.db.prisma.order.findMany({ orderBy: { createdAt: 'desc' }, take: 5, select: { id: true } })).map((o) => o.id);

/** Expected figures, computed from the rows in integer paise. */
async function expected() {
  const rows = await shop.db.prisma.order.findMany({ select: { amountPaid: true, amountRefunded: true } });
  const cents = (d: { toString(): string }) => Math.round(Number(d.toString()) * 100);
  // Money received: what each order was paid, less what was refunded.
  const paise = rows.reduce((s, r) => s + cents(r.amountPaid) - cents(r.amountRefunded), 0);
  return {
    id: 'admin-stats',
    totalRevenue: (paise / 100).toFixed(2),
    totalOrders: rows.length,
    totalProducts: await shop.db.prisma.product.count(),
    totalCategories: await shop.db.prisma.category.count(),
  };
}

beforeAll(async () => {
  shop = await createTestShop();
  admin = await adminSession(shop);
  customer = await createCustomer(shop);
  const base = Date.UTC(2025, 2, 1);
  const tee = await shop.db.prisma.product.findFirstOrThrow({ orderBy: { name: 'asc' } });
  for (const [i, [status, total, paid]] of orders.entries()) {
    await shop.db.prisma.order.create({
      data: {
        status,
        total,
        subtotal: total,
        shippingAddress: address,
        billingAddress: address,
        email: address.email,
        paymentMethod: status === 'processing' ? 'razorpay' : 'card',
        ...(Number(paid) > 0 ? { paymentStatus: 'paid' as const, amountPaid: paid, paidAt: new Date(base + i * 60_000) } : {}),
        createdAt: new Date(base + i * 60_000),
        items: { create: [{ productId: tee.id, name: tee.name, quantity: i + 1, price: tee.price }] },
      },
    });
  }
  // More products than the 100 the old admin screen fetched: the figure must still be exact.
  const category = await shop.db.prisma.category.findFirstOrThrow({ where: { name: 'Kids' } });
  await shop.db.prisma.product.createMany({
    data: Array.from({ length: 60 }, (_, i) => ({ name: `Stats test tee ${i}`, price: '199.00', categoryId: category.id, stock: 5 })),
  });
});
afterAll(() => shop.close());

describe('admin stats', () => {
  it('are exact aggregates: revenue is the money received, every order and product counts', async () => {
    const stats = await shop.services.dashboard.stats(admin.ctx);
    expect(stats).toEqual(await expected());
    // 849.50 + 2499.99 + 0.20, what was paid (the unpaid 1299.00, 0.10 and cancelled 5000.00 add nothing), when no other orders exist.
    if ((await shop.db.prisma.order.count()) === orders.length) expect(stats.totalRevenue).toBe('3349.69');
    expect(stats.totalProducts).toBeGreaterThan(100);
    expect(stats.totalCategories).toBe(4);
  });

  it('follow changes: the courier’s money counts once recorded; cancelling an unpaid order changes no figure but its status', async () => {
    const before = await shop.services.dashboard.stats(admin.ctx);
    const shipped = await shop.db.prisma.order.findFirstOrThrow({ where: { total: '0.10' } });
    await shop.services.orderPayments.markPaid(admin.ctx, shipped.id, { amount: '0.10' });
    const paid = await shop.services.dashboard.stats(admin.ctx);
    expect(paid).toEqual(await expected());
    expect(Math.round(Number(paid.totalRevenue) * 100) - Math.round(Number(before.totalRevenue) * 100)).toBe(10);
    const pending = await shop.db.prisma.order.findFirstOrThrow({ where: { total: '1299.00' } });
    await shop.db.prisma.order.update({ where: { id: pending.id }, data: { status: 'cancelled' } });
    const after = await shop.services.dashboard.stats(admin.ctx);
    expect(after).toEqual({ ...paid, totalOrders: before.totalOrders });
    await shop.db.prisma.order.update({ where: { id: pending.id }, data: { status: 'pending' } });
  });

  it('count revenue net of refunds: a cancelled order keeps what it was paid until refunds are recorded', async () => {
    const start = await shop.services.dashboard.stats(admin.ctx);
    const change = async () => Math.round(Number((await shop.services.dashboard.stats(admin.ctx)).totalRevenue) * 100) - Math.round(Number(start.totalRevenue) * 100);
    const order = { total: '1000.00', subtotal: '1000.00', shippingAddress: address, billingAddress: address, email: address.email };
    // Pay on delivery, shipped: nothing received until the courier's money is recorded.
    const cod = await shop.db.prisma.order.create({ data: { ...order, status: 'shipped', paymentMethod: 'card' } });
    expect(await change()).toBe(0);
    await shop.services.orderPayments.markPaid(admin.ctx, cod.id, { amount: '1000.00' });
    expect(await change()).toBe(100_000);
    // Paid online at checkout (the row as checkout writes it), then cancelled: the shop holds the money until refunds.
    const online = await shop.db.prisma.order.create({
      data: { ...order, status: 'pending', paymentMethod: 'razorpay', paymentStatus: 'paid', amountPaid: '1000.00', paidAt: new Date() },
    });
    expect(await change()).toBe(200_000);
    await shop.services.orders.updateStatus(admin.ctx, online.id, 'cancelled');
    expect(await change()).toBe(200_000); // cancelled, but the shop still holds the money
    await shop.services.orderPayments.refund(admin.ctx, online.id, { amount: '400.00', note: 'Part back by UPI' });
    expect(await change()).toBe(160_000);
    await shop.services.orderPayments.refund(admin.ctx, online.id, { amount: '600.00', note: 'The rest in cash' });
    expect(await change()).toBe(100_000);
    expect(await shop.services.dashboard.stats(admin.ctx)).toEqual(await expected());
    await shop.db.prisma.order.deleteMany({ where: { id: { in: [cod.id, online.id] } } });
  });

  it('are for admins only', async () => {
    for (const [ctx, status] of [[contextFor(null), 401], [customer.ctx, 403]] as const) {
      const e = await shop.services.dashboard.stats(ctx).catch((x: unknown) => x);
      expect(e).toBeInstanceOf(AppError);
      expect((e as AppError).status).toBe(status);
    }
  });
});

describe('GraphQL adminStats', () => {
  it('answers the same exact figures with money as a two-decimal string', async () => {
    const res = await gql(shop, STATS, {}, admin.token);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.adminStats).toEqual(await expected());
  });

  it('recentOrders are the 5 newest orders, with their items', async () => {
    const res = await gql(shop, `query { adminStats { id recentOrders { id status total createdAt items { name quantity price } } } }`, {}, admin.token);
    expect(res.body.errors).toBeUndefined();
    const recent = res.body.data.adminStats.recentOrders;
    expect(recent.map((o: { id: string }) => o.id)).toEqual(await newestIds());
    // The newest order is the last one created: delivered, ₹0.20, one line of 6 units.
    expect(recent[0]).toMatchObject({ status: 'DELIVERED', total: '0.20', items: [{ quantity: 6 }] });
  });

  it('UNAUTHENTICATED without a token, FORBIDDEN for a customer', async () => {
    expect((await gql(shop, STATS)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await gql(shop, STATS, {}, customer.token)).body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('REST GET /api/admin/stats', () => {
  it('answers the exact figures; 401 without a token, 403 for a customer', async () => {
    const res = await shop.http.get('/api/admin/stats').set(bearer(admin.token));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject(await expected());
    expect(res.body.totalRevenue).toMatch(/^\d+\.\d{2}$/);
    expect(res.body.recentOrders.map((o: { id: string }) => o.id)).toEqual(await newestIds());
    expect(res.body.recentOrders[0]).toMatchObject({ total: '0.20', status: 'delivered', items: [{ quantity: 6 }] });
    expect(res.body.recentOrders[0].items[0].price).toMatch(/^\d+\.\d{2}$/);
    expect((await shop.http.get('/api/admin/stats')).status).toBe(401);
    expect((await shop.http.get('/api/admin/stats').set(bearer(customer.token))).status).toBe(403);
  });
});
