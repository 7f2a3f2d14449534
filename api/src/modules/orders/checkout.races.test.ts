// Checkouts racing the admin: a product deleted while shoppers are paying for it ends every
// checkout with a clear 4xx (never a 500), and nothing is half-written. Checkouts racing each
// other for a coupon's last uses: the limits hold exactly (coupon-usage.service.ts).
// @postgres: runs on both databases — it branches on the engine, concurrent transactions and locks (PGlite has one connection).
import { contextFor, createCustomer, createTestServices, usingPostgres, type TestServices } from '../../test/harness';
import { AppError } from '../../platform/common/errors';
import { address, cardOrder, plainProduct } from './order.test-helpers';

let shop: TestServices;
beforeAll(async () => {
  shop = await createTestServices();
});
afterAll(() => shop.close());

// On PGlite one connection runs everything in turn, so the deletion never lands inside a checkout.
const itPg = usingPostgres() ? it : it.skip;

itPg('a product deleted during 10 checkouts: each is placed or refused with 4xx, orders keep their lines', async () => {
  const buyers = await Promise.all(Array.from({ length: 10 }, () => createCustomer(shop)));
  for (let round = 0; round < 5; round++) {
    const p = await plainProduct(shop, 50, '999.00', `Vanishing Dupatta ${round}`);
    const input = cardOrder([{ productId: p.id, quantity: 1 }], { subtotal: '999.00' });
    const [results] = await Promise.all([
      Promise.allSettled(buyers.map((b) => shop.services.checkout.placeOrder(b.ctx, input))),
      new Promise((resolve) => setTimeout(resolve, round * 3)).then(() => shop.db.prisma.product.delete({ where: { id: p.id } })),
    ]);
    for (const r of results) {
      if (r.status === 'rejected') {
        expect(r.reason).toBeInstanceOf(AppError);
        expect((r.reason as AppError).status).toBeLessThan(500);
      }
    }
    const placed = results.filter((r) => r.status === 'fulfilled').length;
    expect(await shop.db.prisma.orderItem.count({ where: { name: `Vanishing Dupatta ${round}` } })).toBe(placed);
  }
});

/** `n` orders of one ₹1,000 piece with the coupon's ₹100 off, all at once; `ctxOf(i)` and `emailOf(i)` say who orders. */
async function raceForCoupon(n: number, couponFields: Record<string, unknown>, ctxOf: (i: number) => ReturnType<typeof contextFor>, emailOf: (i: number) => string) {
  const p = await plainProduct(shop, 100, '1000.00');
  const code = `RACE${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
  const admin = contextFor({ id: '00000000-0000-4000-8000-00000000ad05', email: 'admin@test.shop', role: 'admin' });
  const coupon = await shop.services.coupons.create(admin, { code, type: 'fixed', value: 100, ...couponFields });
  const input = (i: number) =>
    cardOrder([{ productId: p.id, quantity: 1 }], { subtotal: '1000.00', discount: '100.00', total: '900.00' }, { couponCode: code, shippingAddress: address({ email: emailOf(i) }) });
  const results = await Promise.allSettled(Array.from({ length: n }, (_, i) => shop.services.checkout.placeOrder(ctxOf(i), input(i))));
  const placed = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
  const row = await shop.db.prisma.coupon.findUniqueOrThrow({ where: { id: coupon.id } });
  const redemptions = await shop.db.prisma.couponRedemption.count({ where: { couponId: coupon.id } });
  const orders = await shop.db.prisma.order.count({ where: { items: { some: { productId: p.id } } } });
  return { placed, refused, row, redemptions, orders };
}

itPg('20 parallel orders with a 5-use coupon: exactly 5 are placed with the discount, 15 refused with COUPON_USAGE_LIMIT', async () => {
  const { placed, refused, row, redemptions, orders } = await raceForCoupon(20, { usageLimit: 5 }, () => contextFor(null), (i) => `racer${i}@example.in`);
  expect(placed).toHaveLength(5);
  for (const order of placed) expect(order).toMatchObject({ couponCode: row.code, total: expect.anything() });
  expect(placed.map((o) => o.discount.toString())).toEqual(Array(5).fill('100'));
  expect(refused).toHaveLength(15);
  for (const e of refused) {
    expect(e).toBeInstanceOf(AppError);
    expect([(e as AppError).status, (e as AppError).code, (e as AppError).message]).toEqual([409, 'COUPON_USAGE_LIMIT', 'This coupon has reached its usage limit']);
  }
  expect([row.usageCount, redemptions, orders]).toEqual([5, 5, 5]);
});

itPg('10 parallel orders by one customer with a once-per-customer coupon: exactly 1 is placed, 9 refused with COUPON_ALREADY_USED', async () => {
  const buyer = await createCustomer(shop);
  const { placed, refused, row, redemptions, orders } = await raceForCoupon(10, { perCustomerLimit: 1 }, () => buyer.ctx, (i) => `other.address${i}@example.in`);
  expect(placed).toHaveLength(1);
  expect(refused.map((e) => (e as AppError).code)).toEqual(Array(9).fill('COUPON_ALREADY_USED'));
  expect([row.usageCount, redemptions, orders]).toEqual([1, 1, 1]);
});
