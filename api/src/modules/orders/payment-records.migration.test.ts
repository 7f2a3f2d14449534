// The payment_records migration on a database that already holds orders: an order paid online gets
// its sums and its ledger line (the checkout's payment, at placement); an unpaid one gets nothing.
// @postgres: runs on both databases — migrations.
import { stageBefore, type MigrationStage } from '../../test/migration-stage';

const PAID = '30000000-0000-4000-8000-000000000001';
const UNPAID = '30000000-0000-4000-8000-000000000002';

let stage: MigrationStage;

const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => stage.q<T>(sql, params);

beforeAll(async () => {
  stage = await stageBefore('payment_records');
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
  expect(await stage.apply()).toEqual([stage.name]);
}, 60_000);

afterAll(async () => {
  await stage.close();
});

describe('migration payment_records', () => {
  it('an order paid online took its total at placement: sums and one ledger line', async () => {
    const paid = await stage.testDb.db.prisma.order.findUniqueOrThrow({ where: { id: PAID }, include: { payments: true } });
    expect(paid.amountPaid.toString()).toBe('1299');
    expect(paid.amountRefunded.toString()).toBe('0');
    expect(paid.paidAt).toEqual(new Date('2026-11-01T10:00:00Z'));
    expect(paid.payments).toHaveLength(1);
    expect(paid.payments[0]).toMatchObject({ kind: 'payment', actor: null, recordedBy: null, recordedAt: new Date('2026-11-01T10:00:00Z') });
  });

  it('an unpaid order stays at zero with an empty ledger', async () => {
    const unpaid = await stage.testDb.db.prisma.order.findUniqueOrThrow({ where: { id: UNPAID }, include: { payments: true } });
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
