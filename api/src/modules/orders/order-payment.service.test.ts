// Recording payments on delivery and refunds: the rules, the ledger, the order's sums and
// the events, on a real database.
// @postgres: runs on both databases — hand-written SQL, concurrent transactions and locks (PGlite has one connection).
import { adminSession, createCustomer, createTestServices, failure, type TestServices } from '../../test/harness';
import { createCatalogue } from '../../test/fixtures';
import type { RequestContext } from '../../platform/common/context';
import { placeCard, placeOnline, productNamed, shipOrder, FROCK } from './order.test-helpers';
import { paidMoment, PAID_ON_RANGE } from './order-payment.service';

let shop: TestServices;
let admin: RequestContext;
let customer: RequestContext;

beforeAll(async () => {
  shop = await createTestServices();
  await createCatalogue(shop);
  admin = (await adminSession(shop)).ctx;
  customer = (await createCustomer(shop)).ctx;
}, 60_000);
afterAll(() => shop.close());

const frockLine = async () => [{ productId: (await productNamed(shop, FROCK)).id, quantity: 1, size: 'S', color: 'Yellow' }];

/** A pay-on-delivery order of one frock (₹499.00), pending. */
const codOrder = async () => placeCard(shop, customer, await frockLine());

/** The same, handed to the courier: the money can be collected now. */
async function shippedCodOrder() {
  const order = await codOrder();
  await shipOrder(shop, admin, order.id);
  return order;
}

/** The events of one order, from the outbox's jobs, oldest first. */
async function eventsOf(orderId: string): Promise<Array<{ type: string; data: Record<string, unknown> }>> {
  const rows = await shop.db.prisma.$queryRawUnsafe<Array<{ data: { body: string } }>>(
    `SELECT data FROM pgboss.job WHERE name = 'shop-events' ORDER BY created_on, id`,
  );
  return rows.map((r) => JSON.parse(r.data.body) as { type: string; data: Record<string, unknown> }).filter((e) => e.data.id === orderId);
}

const ledger = (orderId: string) => shop.db.prisma.orderPayment.findMany({ where: { orderId }, orderBy: { createdAt: 'asc' } });

describe('marking a pay-on-delivery order as paid', () => {
  it('records the amount, the day and who, sets the order paid, and emits order.paid', async () => {
    const order = await shippedCodOrder();
    expect(order.paymentStatus).toBe('unpaid');
    const paid = await shop.services.orderPayments.markPaid(admin, order.id, { amount: '499', note: 'Cash to the courier' });
    expect(paid).toMatchObject({ paymentStatus: 'paid' });
    expect(paid.amountPaid.toString()).toBe('499');
    expect(paid.paidAt).toBeInstanceOf(Date);
    const [row] = await ledger(order.id);
    expect(row).toMatchObject({ kind: 'payment', note: 'Cash to the courier', actor: 'admin', recordedBy: admin.user!.id });
    expect(row.amount.toString()).toBe('499');
    const events = await eventsOf(order.id);
    expect(events.map((e) => e.type).filter((t) => t !== 'order.status_changed')).toEqual(['order.created', 'order.paid']);
    expect(events.at(-1)!.data).toMatchObject({
      paymentStatus: 'paid',
      amountPaid: '499.00',
      paymentSummary: { state: 'PAID_ON_DELIVERY', label: 'Paid on delivery' },
    });
  });

  it('refuses an order the courier has not taken yet (pending, processing), and nothing is written', async () => {
    const pending = await codOrder();
    const processing = await codOrder();
    await shop.services.orders.updateStatus(admin, processing.id, 'processing');
    for (const order of [pending, processing]) {
      expect(await failure(shop.services.orderPayments.markPaid(admin, order.id, { amount: '499.00' }))).toMatchObject({
        status: 409,
        code: 'NOT_SHIPPED',
        message: 'This order has not been shipped yet; mark it as paid once the courier has collected the money',
      });
      expect(await ledger(order.id)).toEqual([]);
      expect((await eventsOf(order.id)).map((e) => e.type)).not.toContain('order.paid');
    }
    const delivered = await shippedCodOrder();
    await shop.services.orders.updateStatus(admin, delivered.id, 'delivered');
    expect(await shop.services.orderPayments.markPaid(admin, delivered.id, { amount: '499.00' })).toMatchObject({ paymentStatus: 'paid' });
  });

  it('refuses an amount other than the total, an order already paid, a cancelled one and an online one', async () => {
    const order = await shippedCodOrder();
    const wrong = await failure(shop.services.orderPayments.markPaid(admin, order.id, { amount: '400.00' }));
    expect(wrong).toMatchObject({ status: 409, code: 'AMOUNT_MISMATCH', fields: { amount: 'The amount must be the order total, ₹499.00' } });
    await shop.services.orderPayments.markPaid(admin, order.id, { amount: '499.00' });
    expect(await failure(shop.services.orderPayments.markPaid(admin, order.id, { amount: '499.00' }))).toMatchObject({
      status: 409,
      code: 'ALREADY_PAID',
      message: 'This order is already paid',
    });

    const cancelled = await codOrder();
    await shop.services.orders.updateStatus(admin, cancelled.id, 'cancelled');
    expect(await failure(shop.services.orderPayments.markPaid(admin, cancelled.id, { amount: '499.00' }))).toMatchObject({
      status: 409,
      code: 'ORDER_CANCELLED',
    });

    const online = await codOrder();
    await shop.db.prisma.order.update({ where: { id: online.id }, data: { paymentMethod: 'razorpay' } });
    expect(await failure(shop.services.orderPayments.markPaid(admin, online.id, { amount: '499.00' }))).toMatchObject({
      status: 409,
      code: 'NOT_PAY_ON_DELIVERY',
    });
    // Nothing was written for the refusals.
    for (const id of [cancelled.id, online.id]) expect(await ledger(id)).toEqual([]);
    expect(await ledger(order.id)).toHaveLength(1);
    expect((await eventsOf(cancelled.id)).map((e) => e.type)).not.toContain('order.paid');
  });

  it('refuses bad input with field messages, unknown orders with 404, customers with 403', async () => {
    const order = await shippedCodOrder();
    expect(await failure(shop.services.orderPayments.markPaid(admin, order.id, { amount: 'lots' }))).toMatchObject({
      status: 400,
      fields: { amount: 'Amount must be at least ₹0.01' },
    });
    expect(await failure(shop.services.orderPayments.markPaid(admin, order.id, { amount: '-499' }))).toMatchObject({
      status: 400,
      fields: { amount: 'Amount must be at least ₹0.01' },
    });
    expect(await failure(shop.services.orderPayments.markPaid(admin, order.id, { amount: '499', paidOn: '2026-02-30' }))).toMatchObject({
      status: 400,
      fields: { paidOn: 'Payment date must be a date (YYYY-MM-DD)' },
    });
    expect(await failure(shop.services.orderPayments.markPaid(admin, order.id, { amount: '499', paidOn: '2999-01-01' }))).toMatchObject({
      status: 400,
      fields: { paidOn: PAID_ON_RANGE },
    });
    expect(await failure(shop.services.orderPayments.markPaid(admin, order.id, { amount: '499', note: 'x'.repeat(501) }))).toMatchObject({ status: 400 });
    expect(await failure(shop.services.orderPayments.markPaid(admin, '00000000-0000-4000-8000-000000000000', { amount: '499' }))).toMatchObject({
      status: 404,
    });
    expect(await failure(shop.services.orderPayments.markPaid(admin, 'not-an-id', { amount: '499' }))).toMatchObject({ status: 404 });
    expect(await failure(shop.services.orderPayments.markPaid(customer, order.id, { amount: '499' }))).toMatchObject({ status: 403 });
    expect(await failure(shop.services.orderPayments.refund(customer, order.id, { amount: '1', note: 'x' }))).toMatchObject({ status: 403 });
    expect((await shop.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).paymentStatus).toBe('unpaid');
  });

  it('two admins at once: one records the payment, the other is told it is already paid', async () => {
    const order = await shippedCodOrder();
    const results = await Promise.allSettled([1, 2].map(() => shop.services.orderPayments.markPaid(admin, order.id, { amount: '499.00' })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { code: 'ALREADY_PAID' } });
    expect(await ledger(order.id)).toHaveLength(1);
  });
});

describe('paidOn', () => {
  const placed = new Date('2026-11-20T04:00:00Z'); // 09:30 in Vadodara
  const now = new Date('2026-11-25T10:00:00Z');
  it('today is now; an earlier day is its noon in the shop’s time zone, never before the order', () => {
    expect(paidMoment(null, placed, now)).toEqual(now);
    expect(paidMoment('2026-11-25', placed, now)).toEqual(now);
    expect(paidMoment('2026-11-22', placed, now)).toEqual(new Date('2026-11-22T06:30:00Z'));
    expect(paidMoment('2026-11-20', new Date('2026-11-20T08:00:00Z'), now)).toEqual(new Date('2026-11-20T08:00:00Z'));
  });
  it('refuses a day before the order or after today', () => {
    expect(() => paidMoment('2026-11-19', placed, now)).toThrow(PAID_ON_RANGE);
    expect(() => paidMoment('2026-11-26', placed, now)).toThrow(PAID_ON_RANGE);
  });
});

describe('refunds', () => {
  /** Paid online, then cancelled: the one kind of paid order that can be cancelled (a paid pay-on-delivery order is shipped). */
  async function paidAndCancelled() {
    const order = await placeOnline(shop, customer, await frockLine());
    await shop.services.orders.updateStatus(admin, order.id, 'cancelled');
    return order;
  }

  it('several partial refunds up to what was paid; the order reads refunded; each emits order.refunded with the refund', async () => {
    const order = await paidAndCancelled();
    const first = await shop.services.orderPayments.refund(admin, order.id, { amount: '200', note: 'Part back by UPI' });
    expect(first.paymentStatus).toBe('refunded');
    expect(first.amountRefunded.toString()).toBe('200');
    const over = await failure(shop.services.orderPayments.refund(admin, order.id, { amount: '299.01', note: 'Too much' }));
    expect(over).toMatchObject({
      status: 409,
      code: 'REFUND_TOO_LARGE',
      fields: { amount: 'The refund cannot be more than ₹299.00 (paid minus earlier refunds)' },
    });
    const second = await shop.services.orderPayments.refund(admin, order.id, { amount: '299.00', note: 'The rest in cash' });
    expect(second.amountRefunded.toString()).toBe('499');
    expect(await failure(shop.services.orderPayments.refund(admin, order.id, { amount: '0.01', note: 'Again' }))).toMatchObject({
      status: 409,
      code: 'REFUND_TOO_LARGE',
      message: 'This order has already been refunded in full',
    });
    expect((await ledger(order.id)).map((r) => [r.kind, r.amount.toString(), r.note])).toEqual([
      ['payment', '499', null],
      ['refund', '200', 'Part back by UPI'],
      ['refund', '299', 'The rest in cash'],
    ]);
    const refunds = (await eventsOf(order.id)).filter((e) => e.type === 'order.refunded');
    expect(refunds.map((e) => e.data.refund)).toEqual([
      { amount: '200.00', note: 'Part back by UPI' },
      { amount: '299.00', note: 'The rest in cash' },
    ]);
    expect(refunds[1].data).toMatchObject({
      id: order.id,
      status: 'cancelled',
      paymentStatus: 'refunded',
      amountRefunded: '499.00',
      // A sandbox payment's label always says no money was taken (payment-summary.test.ts has "Refunded ₹…").
      paymentSummary: { state: 'REFUNDED', refundable: '0.00', sandbox: true },
    });
  });

  it('refuses an order that is not cancelled, one never paid, and a missing note or amount', async () => {
    const open = await shippedCodOrder();
    await shop.services.orderPayments.markPaid(admin, open.id, { amount: '499.00' });
    expect(await failure(shop.services.orderPayments.refund(admin, open.id, { amount: '10', note: 'x' }))).toMatchObject({
      status: 409,
      code: 'NOT_CANCELLED',
    });
    const unpaid = await codOrder();
    await shop.services.orders.updateStatus(admin, unpaid.id, 'cancelled');
    expect(await failure(shop.services.orderPayments.refund(admin, unpaid.id, { amount: '10', note: 'x' }))).toMatchObject({ status: 409, code: 'NOT_PAID' });
    const order = await paidAndCancelled();
    expect(await failure(shop.services.orderPayments.refund(admin, order.id, { amount: '10', note: '  ' }))).toMatchObject({
      status: 400,
      fields: { note: 'Note is required' },
    });
    expect(await failure(shop.services.orderPayments.refund(admin, order.id, { note: 'x' }))).toMatchObject({
      status: 400,
      fields: { amount: 'Amount must be at least ₹0.01' },
    });
    expect(await failure(shop.services.orderPayments.refund(admin, order.id, { amount: '0', note: 'x' }))).toMatchObject({
      status: 400,
      fields: { amount: 'Amount must be at least ₹0.01' },
    });
    expect((await ledger(order.id)).filter((r) => r.kind === 'refund')).toEqual([]);
  });

  it('concurrent refunds never add up to more than was paid', async () => {
    const order = await paidAndCancelled();
    const results = await Promise.allSettled([1, 2, 3].map(() => shop.services.orderPayments.refund(admin, order.id, { amount: '200.00', note: 'Same time' })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { code: 'REFUND_TOO_LARGE' } });
    expect((await shop.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).amountRefunded.toString()).toBe('400');
  });
});
