// The coupon_limits migration on a database that already holds orders with coupons: each order
// that is not cancelled becomes a use of the coupon it names (if that coupon existed when it was
// placed), and usageCount is recounted from those uses.
// @postgres: runs on both databases — migrations.
import { stageBefore, type MigrationStage } from '../../test/migration-stage';

const USER = 'a0000000-0000-4000-8000-000000000001';
const COUPONS = { welcome: 'c0000000-0000-4000-8000-000000000001', reborn: 'c0000000-0000-4000-8000-000000000002' };
const ORDERS = {
  customer: '20000000-0000-4000-8000-000000000001',
  guest: '20000000-0000-4000-8000-000000000002',
  cancelled: '20000000-0000-4000-8000-000000000003',
  beforeReborn: '20000000-0000-4000-8000-000000000004',
  noCoupon: '20000000-0000-4000-8000-000000000005',
};

let stage: MigrationStage;

const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => stage.q<T>(sql, params);

async function order(id: string, fields: { userId?: string; email: string; status: string; couponCode: string | null; createdAt: string }) {
  await q(
    `INSERT INTO orders (id, "userId", status, total, subtotal, "shippingAddress", "billingAddress", email, "paymentMethod", "couponCode", "createdAt", "updatedAt")
     VALUES ($1, $2, $3::"OrderStatus", 499, 499, '{}', '{}', $4, 'card', $5, $6, $6)`,
    [id, fields.userId ?? null, fields.status, fields.email, fields.couponCode, fields.createdAt],
  );
}

beforeAll(async () => {
  stage = await stageBefore('coupon_limits');
  await q(`INSERT INTO users (id, email, password, "firstName", "lastName", "updatedAt") VALUES ($1, 'asha@example.in', 'x', 'Asha', 'Patel', now())`, [USER]);
  // usageCount as it used to be kept: every order, cancelled ones included
  await q(
    `INSERT INTO coupons (id, code, type, value, "usageCount", "createdAt", "updatedAt") VALUES ($1, 'WELCOME10', 'percentage', 10, 3, '2026-10-01T00:00:00Z', now())`,
    [COUPONS.welcome],
  );
  await q(
    `INSERT INTO coupons (id, code, type, value, "usageCount", "createdAt", "updatedAt") VALUES ($1, 'REBORN', 'fixed', 50, 0, '2026-11-05T00:00:00Z', now())`,
    [COUPONS.reborn],
  );
  await order(ORDERS.customer, { userId: USER, email: 'Asha@Example.in', status: 'shipped', couponCode: 'WELCOME10', createdAt: '2026-11-01T10:00:00Z' });
  await order(ORDERS.guest, { email: 'guest@example.in', status: 'pending', couponCode: 'WELCOME10', createdAt: '2026-11-02T10:00:00Z' });
  await order(ORDERS.cancelled, { email: 'gone@example.in', status: 'cancelled', couponCode: 'WELCOME10', createdAt: '2026-11-03T10:00:00Z' });
  // placed with an older coupon of the same code, deleted and created again on 5 November
  await order(ORDERS.beforeReborn, { email: 'old@example.in', status: 'delivered', couponCode: 'REBORN', createdAt: '2026-11-04T10:00:00Z' });
  await order(ORDERS.noCoupon, { email: 'plain@example.in', status: 'pending', couponCode: null, createdAt: '2026-11-04T10:00:00Z' });
  expect(await stage.apply()).toEqual([stage.name]);
});

afterAll(async () => {
  await stage.close();
});

describe('migration coupon_limits', () => {
  it('turns each order that is not cancelled into a use of its coupon, with its account and lower-cased e-mail', async () => {
    const uses = await stage.testDb.db.prisma.couponRedemption.findMany({
      orderBy: { orderId: 'asc' },
      select: { couponId: true, orderId: true, userId: true, email: true },
    });
    expect(uses).toEqual([
      { couponId: COUPONS.welcome, orderId: ORDERS.customer, userId: USER, email: 'asha@example.in' },
      { couponId: COUPONS.welcome, orderId: ORDERS.guest, userId: null, email: 'guest@example.in' },
    ]);
  });

  it('recounts usageCount from those uses and leaves the coupons without limits', async () => {
    const coupons = await stage.testDb.db.prisma.coupon.findMany({
      orderBy: { code: 'asc' },
      select: { code: true, usageCount: true, usageLimit: true, perCustomerLimit: true, startsAt: true },
    });
    expect(coupons).toEqual([
      { code: 'REBORN', usageCount: 0, usageLimit: null, perCustomerLimit: null, startsAt: null },
      { code: 'WELCOME10', usageCount: 2, usageLimit: null, perCustomerLimit: null, startsAt: null },
    ]);
  });

  it('refuses a count past the limit in the database itself', async () => {
    await expect(q(`UPDATE coupons SET "usageLimit" = 1 WHERE id = $1`, [COUPONS.welcome])).rejects.toThrow(/coupons_usage_limits_check/);
    await expect(q(`UPDATE coupons SET "perCustomerLimit" = 0 WHERE id = $1`, [COUPONS.welcome])).rejects.toThrow(/coupons_usage_limits_check/);
  });
});
