// The order_access_tokens migration on a database that already holds orders: each gets its own
// token, and its history starts with the placement (and its current status when it moved on).
// @postgres: runs on both databases — migrations.
import { stageBefore, type MigrationStage } from '../../test/migration-stage';

const USER = 'a0000000-0000-4000-8000-000000000001';
const ORDERS = {
  pending: '20000000-0000-4000-8000-000000000001',
  shipped: '20000000-0000-4000-8000-000000000002',
  cancelled: '20000000-0000-4000-8000-000000000003',
};

let stage: MigrationStage;

const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => stage.q<T>(sql, params);

beforeAll(async () => {
  stage = await stageBefore('order_access_tokens');
  await q(`INSERT INTO users (id, email, password, "firstName", "lastName", "updatedAt") VALUES ($1, 'asha@example.in', 'x', 'Asha', 'Patel', now())`, [USER]);
  for (const [status, id] of Object.entries(ORDERS)) {
    await q(
      `INSERT INTO orders (id, "userId", status, total, subtotal, "shippingAddress", "billingAddress", email, "paymentMethod", "createdAt", "updatedAt")
       VALUES ($1, $2, $3::"OrderStatus", 499, 499, '{}', '{}', 'asha@example.in', 'card', '2026-11-01T10:00:00Z', '2026-11-03T12:00:00Z')`,
      [id, status === 'shipped' ? null : USER, status],
    );
  }
  expect(await stage.apply()).toEqual([stage.name]);
});

afterAll(async () => {
  await stage.close();
});

describe('migration order_access_tokens', () => {
  it('gives every existing order its own URL-safe token', async () => {
    const orders = await stage.testDb.db.prisma.order.findMany({ select: { accessToken: true } });
    expect(orders).toHaveLength(3);
    for (const { accessToken } of orders) expect(accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(orders.map((o) => o.accessToken)).size).toBe(3);
  });

  it('back-fills the placement at createdAt, and the current status at updatedAt when it is not pending', async () => {
    const rows = await stage.testDb.db.prisma.orderStatusChange.findMany({ orderBy: [{ orderId: 'asc' }, { at: 'asc' }, { id: 'asc' }] });
    const placed = { from: null, to: 'pending', at: new Date('2026-11-01T10:00:00Z'), actor: 'shopper' };
    const now = (to: string) => ({ from: null, to, at: new Date('2026-11-03T12:00:00Z'), actor: null, actorId: null });
    expect(rows.map(({ orderId, from, to, at, actor, actorId }) => ({ orderId, from, to, at, actor, actorId }))).toEqual([
      { orderId: ORDERS.pending, ...placed, actorId: USER },
      { orderId: ORDERS.shipped, ...placed, actorId: null },
      { orderId: ORDERS.shipped, ...now('shipped') },
      { orderId: ORDERS.cancelled, ...placed, actorId: USER },
      { orderId: ORDERS.cancelled, ...now('cancelled') },
    ]);
  });

  it('new rows written without a token still get one (the column default)', async () => {
    const id = '20000000-0000-4000-8000-000000000009';
    await q(
      `INSERT INTO orders (id, total, subtotal, "shippingAddress", "billingAddress", email, "paymentMethod", "updatedAt") VALUES ($1, 1, 1, '{}', '{}', 'x@example.in', 'card', now())`,
      [id],
    );
    const { accessToken } = await stage.testDb.db.prisma.order.findUniqueOrThrow({ where: { id }, select: { accessToken: true } }); // columns of later migrations are absent here
    expect(accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
