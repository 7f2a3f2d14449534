// The payment_records migration on a database that already holds orders: an order paid online gets
// its sums and its ledger line (the checkout's payment, at placement); an unpaid one gets nothing.
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDb, type TestDb } from '../test/harness';
import { MIGRATIONS_DIR, migrate } from '../db/migrator';

const PAYMENTS = readdirSync(MIGRATIONS_DIR).find((e) => e.endsWith('_payment_records'))!;
const PAID = '30000000-0000-4000-8000-000000000001';
const UNPAID = '30000000-0000-4000-8000-000000000002';

let testDb: TestDb;
let dir: string;

const q = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => {
  const session = await testDb.db.session();
  try {
    return await session.query<T>(sql, params);
  } finally {
    await session.release();
  }
};

beforeAll(async () => {
  testDb = await createTestDb();
  dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  for (const entry of readdirSync(MIGRATIONS_DIR))
    if (entry === 'migration_lock.toml' || entry < PAYMENTS) cpSync(join(MIGRATIONS_DIR, entry), join(dir, entry), { recursive: true });
  await migrate(testDb.db, dir);
  for (const [id, method, status] of [
    [PAID, 'razorpay', 'paid'],
    [UNPAID, 'card', 'unpaid'],
  ]) {
    await q(
      `INSERT INTO orders (id, total, subtotal, "shippingAddress", "billingAddress", email, "paymentMethod", "paymentStatus", "createdAt", "updatedAt")
       VALUES ($1, 1299, 1299, '{}', '{}', 'asha@example.in', $2::"PaymentMethod", $3::"PaymentStatus", '2026-11-01T10:00:00Z', '2026-11-03T12:00:00Z')`,
      [id, method, status],
    );
  }
  cpSync(join(MIGRATIONS_DIR, PAYMENTS), join(dir, PAYMENTS), { recursive: true });
  expect((await migrate(testDb.db, dir)).applied).toEqual([PAYMENTS]);
}, 60_000);

afterAll(async () => {
  await testDb.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe('migration payment_records', () => {
  it('an order paid online took its total at placement: sums and one ledger line', async () => {
    const paid = await testDb.db.prisma.order.findUniqueOrThrow({ where: { id: PAID }, include: { payments: true } });
    expect(paid.amountPaid.toString()).toBe('1299');
    expect(paid.amountRefunded.toString()).toBe('0');
    expect(paid.paidAt).toEqual(new Date('2026-11-01T10:00:00Z'));
    expect(paid.payments).toHaveLength(1);
    expect(paid.payments[0]).toMatchObject({ kind: 'payment', actor: null, recordedBy: null, recordedAt: new Date('2026-11-01T10:00:00Z') });
  });

  it('an unpaid order stays at zero with an empty ledger', async () => {
    const unpaid = await testDb.db.prisma.order.findUniqueOrThrow({ where: { id: UNPAID }, include: { payments: true } });
    expect(unpaid.amountPaid.toString()).toBe('0');
    expect(unpaid.paidAt).toBeNull();
    expect(unpaid.payments).toEqual([]);
  });

  it('the database refuses a refund above what was paid, and a ledger amount that is not positive', async () => {
    await expect(q(`UPDATE orders SET "amountRefunded" = 1300 WHERE id = $1`, [PAID])).rejects.toThrow(/orders_refund_within_paid/);
    await expect(q(`INSERT INTO order_payments (id, "orderId", kind, amount) VALUES (gen_random_uuid(), $1, 'refund', 0)`, [PAID])).rejects.toThrow(
      /order_payments_amount_positive/,
    );
  });
});
