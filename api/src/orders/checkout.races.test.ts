// Checkouts racing the admin: a product deleted while shoppers are paying for it ends every
// checkout with a clear 4xx (never a 500), and nothing is half-written.
import { createCustomer, createTestShop, usingPostgres, type TestShop } from '../test/harness';
import { AppError } from '../common/errors';
import { cardOrder, plainProduct } from './order.test-helpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
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
