// The maintained figures (shop_figures, categories.productCount: database triggers, migration
// maintained_counts) equal a fresh SUM / COUNT after a random mix of orders, payments, cancellations,
// refunds and catalogue changes made through the services, on the test database (PGlite or PostgreSQL).
// @postgres: runs on both databases — SQL triggers and notifications, migrations.
import { createTestServices, adminSession, contextFor, type TestServices } from '../../test/harness';
import type { RequestContext } from '../../platform/common/context';
import { AppError } from '../../platform/common/errors';
import { placeCard, placeOnline, plainProduct, shipOrder } from '../orders/order.test-helpers';
import { createProduct } from '../../test/fixtures';
import { seededRandom as random } from '../../test/random';

let shop: TestServices;
let admin: { token: string; ctx: RequestContext };

beforeAll(async () => {
  shop = await createTestServices();
  admin = await adminSession(shop);
});
afterAll(() => shop.close());

/** The figures recomputed from the rows, in integer paise. */
async function fresh() {
  const rows = await shop.db.prisma.order.findMany({ select: { amountPaid: true, amountRefunded: true } });
  const cents = (d: { toString(): string }) => Math.round(Number(d.toString()) * 100);
  const paise = rows.reduce((s, r) => s + cents(r.amountPaid) - cents(r.amountRefunded), 0);
  const groups = await shop.db.prisma.product.groupBy({ by: ['categoryId'], _count: { _all: true } });
  const categories = await shop.db.prisma.category.findMany({ select: { id: true } });
  return {
    stats: {
      id: 'admin-stats',
      totalRevenue: (paise / 100).toFixed(2),
      totalOrders: rows.length,
      totalProducts: await shop.db.prisma.product.count(),
      totalCategories: categories.length,
    },
    categoryCounts: Object.fromEntries(categories.map((c) => [c.id, groups.find((g) => g.categoryId === c.id)?._count._all ?? 0])),
  };
}

async function maintained() {
  const categories = await shop.db.prisma.category.findMany({ select: { id: true, productCount: true } });
  return {
    stats: await shop.services.dashboard.stats(admin.ctx),
    categoryCounts: Object.fromEntries(categories.map((c) => [c.id, c.productCount])),
  };
}

/** Expected refusals (already paid, not cancelled…) are part of a random walk; anything else fails. */
const tolerate = (p: Promise<unknown>) => p.catch((e: unknown) => { if (!(e instanceof AppError) || e.status >= 500) throw e; });

describe('maintained figures', () => {
  it('start equal to a fresh count of the seeded shop', async () => {
    expect(await maintained()).toEqual(await fresh());
  });

  it('stay equal to a fresh SUM / COUNT after random orders, payments, cancellations, refunds and catalogue changes', async () => {
    const rnd = random(16);
    const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)];
    const guest = contextFor(null);
    const products = [await plainProduct(shop, 500, '250.00'), await plainProduct(shop, 500, '1299.50'), await plainProduct(shop, 500, '0.10')];
    const orderIds: string[] = [];
    for (let step = 0; step < 60; step++) {
      const action = rnd();
      if (action < 0.35 || orderIds.length === 0) {
        const product = pick(products);
        const lines = [{ productId: product.id, quantity: 1 + Math.floor(rnd() * 3) }];
        // Some paid online at checkout (from ₹1.00), the rest pay on delivery.
        const online = rnd() < 0.4 && Number(product.price) * lines[0].quantity >= 1;
        const order = online ? await placeOnline(shop, guest, lines) : await placeCard(shop, guest, lines);
        orderIds.push(order.id);
      } else if (action < 0.5) {
        // The courier takes a pay-on-delivery order and collects its total (refused for the others).
        const order = await shop.db.prisma.order.findUniqueOrThrow({ where: { id: pick(orderIds) } });
        await tolerate(shipOrder(shop, admin.ctx, order.id));
        await tolerate(shop.services.orderPayments.markPaid(admin.ctx, order.id, { amount: order.total.toString() }));
        // Half of them are then cancelled (refused once shipped): a paid order cancelled keeps its money until a refund.
        if (rnd() < 0.5) await tolerate(shop.services.orders.updateStatus(admin.ctx, order.id, 'cancelled'));
      } else if (action < 0.65) {
        await tolerate(shop.services.orders.updateStatus(admin.ctx, pick(orderIds), pick(['processing', 'cancelled', 'cancelled'])));
      } else if (action < 0.8) {
        // Mostly an order that can be refunded (cancelled after it was paid), sometimes any.
        const refundable = await shop.db.prisma.order.findMany({ where: { id: { in: orderIds }, status: 'cancelled', amountPaid: { gt: 0 } }, select: { id: true } });
        const id = refundable.length && rnd() < 0.8 ? pick(refundable).id : pick(orderIds);
        await tolerate(shop.services.orderPayments.refund(admin.ctx, id, { amount: pick(['0.05', '10.00', '250.00']), note: 'Back by UPI' }));
      } else if (action < 0.88) {
        const category = await shop.services.categories.create(admin.ctx, { name: `Figures ${step}`, description: null, image: null });
        const product = await createProduct(shop, { name: `Figures product ${step}`, stock: 3 });
        await shop.db.prisma.product.update({ where: { id: product.id }, data: { categoryId: category.id } });
        if (rnd() < 0.5) {
          // Moved back to Men, then the empty category goes.
          const men = await shop.db.prisma.category.findFirstOrThrow({ where: { name: 'Men' } });
          await shop.db.prisma.product.update({ where: { id: product.id }, data: { categoryId: men.id } });
          await shop.services.categories.delete(admin.ctx, category.id);
        }
      } else {
        const victim = await shop.db.prisma.product.findFirst({ where: { name: { startsWith: 'Figures product' } }, select: { id: true } });
        if (victim) await shop.services.products.delete(admin.ctx, victim.id);
      }
      if (step % 10 === 9) expect(await maintained()).toEqual(await fresh());
    }
    expect(await maintained()).toEqual(await fresh());
    // The walk really did each kind of change.
    const statuses = await shop.db.prisma.order.groupBy({ by: ['status', 'paymentStatus'], _count: { _all: true } });
    expect(statuses.some((s) => s.status === 'cancelled' && s.paymentStatus === 'refunded')).toBe(true);
    expect(statuses.some((s) => s.status !== 'cancelled' && s.paymentStatus === 'paid')).toBe(true);
  });

  it('follow a bulk insert and delete in one statement each', async () => {
    const kids = await shop.db.prisma.category.findFirstOrThrow({ where: { name: 'Kids' } });
    await shop.db.prisma.product.createMany({ data: Array.from({ length: 25 }, (_, i) => ({ name: `Figures bulk ${i}`, price: '99.00', categoryId: kids.id })) });
    expect(await maintained()).toEqual(await fresh());
    await shop.db.prisma.product.deleteMany({ where: { name: { startsWith: 'Figures bulk' } } });
    expect(await maintained()).toEqual(await fresh());
  });
});
