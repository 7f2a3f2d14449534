// Every public action a script could hammer has a limit, with the shop's defaults:
// order tracking, change-password with a wrong current password, registration, contact,
// newsletter, payment start and order placement. Attempts are counted before the work is done,
// so concurrent requests cannot slip past a limit. Through the services, each test from an
// address of its own; the answers over HTTP are in sign-in-throttle.api.test.ts.
import { randomBytes } from 'node:crypto';
import { contextFor, createCustomer, createTestShop, gql, type TestShop } from '../../test/harness';
import type { RequestContext } from '../common/context';
import type { AppError } from '../common/errors';
import { address, cardOrder, plainProduct } from '../../modules/orders/order.test-helpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop({ env: { RATE_LIMITS: '' } });
});
afterAll(() => shop.close());

let ipCounter = 0;
/** A guest on an address no other test uses. */
const freshGuest = (): RequestContext => contextFor(null, `198.51.100.${++ipCounter}`);

/** Runs `n` calls at once; answers how many succeeded and the distinct failure codes and messages. */
async function hammer(n: number, call: (i: number) => Promise<unknown>) {
  const results = await Promise.allSettled(Array.from({ length: n }, (_, i) => call(i)));
  const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => r.reason as AppError);
  return {
    ok: results.length - failures.length,
    failures,
    limited: failures.filter((f) => f.code === 'RATE_LIMITED').length,
    other: failures.filter((f) => f.code !== 'RATE_LIMITED'),
  };
}

const TRACK = `query T($orderId: String!, $email: String!) { trackOrder(orderId: $orderId, email: $email) { id status } }`;
const hex8 = () => randomBytes(4).toString('hex');

describe('order tracking', () => {
  it('80 quick guesses of order numbers for one e-mail: 10 answered (null: no such order), the rest RATE_LIMITED', async () => {
    const answers = await Promise.all(Array.from({ length: 80 }, () => gql(shop, TRACK, { orderId: hex8(), email: 'victim@example.in' })));
    const codes = answers.map((a) => a.body.errors?.[0]?.extensions?.code as string);
    expect(answers.filter((a) => a.body.errors === undefined && a.body.data.trackOrder === null)).toHaveLength(10);
    expect(codes.filter((c) => c === 'RATE_LIMITED')).toHaveLength(70);
    const limited = answers.find((a) => a.body.errors?.[0]?.extensions?.code === 'RATE_LIMITED')!;
    expect(limited.body.errors[0].message).toMatch(/^Too many order look-ups\. Please try again in \d+ minutes?\.$/);
  });

  it('80 guesses with different e-mails from one client: 20 answered', async () => {
    const guest = freshGuest();
    const r = await hammer(80, () => shop.services.orders.track(guest, { orderId: hex8(), email: `guess.${hex8()}@example.in` }));
    expect([r.ok, r.other.length, r.limited]).toEqual([0, 20, 60]);
    expect(r.other[0]).toMatchObject({ code: 'NOT_FOUND' });
    // a shopper elsewhere still tracks
    await expect(shop.services.orders.track(freshGuest(), { orderId: hex8(), email: 'someone@example.in' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('change password with a wrong current password', () => {
  it('5 wrong attempts per user, then 429 even for the right one; a success clears the count', async () => {
    const { ctx, input } = await createCustomer(shop);
    const change = (currentPassword: string) => shop.services.accounts.changePassword(ctx, { currentPassword, newPassword: 'brand-new-1' });
    // a success first (then the new password is the current one): the count starts again
    await change(input.password);
    const r = await hammer(8, () => change('not-it-1'));
    expect([r.other.length, r.limited]).toEqual([5, 3]);
    expect(r.other[0]).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Current password is incorrect' });
    await expect(change('brand-new-1')).rejects.toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many wrong current passwords\. Please try again in 1[45] minutes\.$/),
    });
  });
});

describe('registration', () => {
  it('20 accounts an hour from one address, then 429; another address still registers', async () => {
    const guest = freshGuest();
    const register = () =>
      shop.services.accounts.register(guest, {
        firstName: 'Bot',
        lastName: 'Net',
        email: `bot.${hex8()}@example.in`,
        phone: '9876543210',
        password: 'secret123',
      });
    const r = await hammer(24, register);
    expect([r.ok, r.limited]).toEqual([20, 4]);
    expect(r.failures[0].message).toMatch(/^Too many new accounts from your network\. Please try again in \d+ minutes\.$/);
    await expect(createCustomer(shop)).resolves.toBeDefined();
  });
});

describe('contact and newsletter', () => {
  const message = { firstName: 'Ravi', lastName: 'Shah', email: 'ravi@example.in', message: 'Do you stitch blouses?' };

  it('10 contact messages an hour from one address, then 429', async () => {
    const guest = freshGuest();
    const r = await hammer(12, () => shop.services.messages.send(guest, message));
    expect([r.ok, r.limited]).toEqual([10, 2]);
    expect(r.failures[0].message).toMatch(/^Too many messages\. Please try again in \d+ minutes\.$/);
    await expect(shop.services.messages.send(freshGuest(), message)).resolves.toBeDefined();
  });

  it('10 newsletter sign-ups an hour from one address, then 429', async () => {
    const guest = freshGuest();
    const r = await hammer(12, () => shop.services.newsletter.subscribe(guest, { email: `fan.${hex8()}@example.in` }));
    expect([r.ok, r.limited]).toEqual([10, 2]);
    expect(r.failures[0].message).toMatch(/^Too many newsletter sign-ups\. Please try again in \d+ minutes\.$/);
  });
});

describe('orders', () => {
  it('30 pay-on-delivery orders an hour from one address, then 429', async () => {
    const p = await plainProduct(shop, 100, '10.00');
    const guest = freshGuest();
    const r = await hammer(33, () => shop.services.checkout.placeOrder(guest, cardOrder([{ productId: p.id, quantity: 1 }], { subtotal: '10.00' })));
    expect([r.ok, r.limited]).toEqual([30, 3]);
    expect(r.failures[0].message).toMatch(/^Too many orders in a short time\. Please try again in \d+ minutes\.$/);
  });

  it('10 orders an hour per customer, from any address; a verified online payment is never refused', async () => {
    const p = await plainProduct(shop, 100, '10.00');
    const { ctx } = await createCustomer(shop);
    const from = (ip: string): RequestContext => ({ ...ctx, ip });
    const r = await hammer(12, (i) =>
      shop.services.checkout.placeOrder(from(`203.0.113.${i + 1}`), cardOrder([{ productId: p.id, quantity: 1 }], { subtotal: '10.00' })),
    );
    expect([r.ok, r.limited]).toEqual([10, 2]);

    // the shopper has paid: the order is placed whatever the count says
    const items = [{ productId: p.id, quantity: 1 }];
    const session = await shop.services.checkout.startPayment(ctx, { items, shippingAddress: address() });
    const paid = (await shop.services.payments.sandboxPay(session.providerOrderId))!;
    const payment = { providerOrderId: paid.razorpay_order_id, paymentId: paid.razorpay_payment_id, signature: paid.razorpay_signature };
    await expect(
      shop.services.checkout.placeOrder(ctx, { ...cardOrder(items, { subtotal: '10.00' }), paymentMethod: 'razorpay', payment }),
    ).resolves.toMatchObject({
      paymentStatus: 'paid',
    });
  });

  it('30 online payments started an hour from one address, then 429', async () => {
    const p = await plainProduct(shop, 100, '10.00');
    const guest = freshGuest();
    const r = await hammer(32, () => shop.services.checkout.startPayment(guest, { items: [{ productId: p.id, quantity: 1 }], shippingAddress: address() }));
    expect([r.ok, r.limited]).toEqual([30, 2]);
    expect(r.failures[0].message).toMatch(/^Too many payment attempts\. Please try again in \d+ minutes\.$/);
  });
});
