// Coupon limits through the services on a real database: the total usage limit,
// the per-customer limit (by account and by checkout e-mail), the start date, a cancelled order
// giving its use back, and the admin's limit that cannot go below the uses so far.
// The 20 parallel orders on PostgreSQL: checkout.races.test.ts.
// @postgres: runs on both databases — concurrent transactions and locks (PGlite has one connection).
import { contextFor, createCustomer, createTestServices, failure, type TestServices } from '../../test/harness';
import { address, cardOrder, plainProduct } from '../orders/order.test-helpers';
import type { RequestContext } from '../../platform/common/context';

let shop: TestServices;
let productId: string;
beforeAll(async () => {
  shop = await createTestServices();
  productId = (await plainProduct(shop, 1000, '1000.00', 'Limited Bandhani Stole')).id;
});
afterAll(() => shop.close());

const adminCtx = contextFor({ id: '00000000-0000-4000-8000-00000000ad04', email: 'admin@test.shop', role: 'admin' });
let codes = 0;
const newCoupon = (fields: Record<string, unknown>) =>
  shop.services.coupons.create(adminCtx, { code: `LIMIT${++codes}`, type: 'fixed', value: 100, ...fields });
/** One ₹1,000 stole with the coupon's ₹100 off, ordered by `ctx` with the checkout e-mail `email`. */
const order = (ctx: RequestContext, code: string, email = 'asha.buyer@example.in') =>
  shop.services.checkout.placeOrder(
    ctx,
    cardOrder(
      [{ productId, quantity: 1 }],
      { subtotal: '1000.00', discount: '100.00', total: '900.00' },
      { couponCode: code, shippingAddress: address({ email }) },
    ),
  );
const guest = contextFor(null);
const usesOf = async (id: string) => (await shop.db.prisma.coupon.findUniqueOrThrow({ where: { id } })).usageCount;
const cancel = (orderId: string) => shop.services.orders.updateStatus(adminCtx, orderId, 'cancelled');

describe('total usage limit', () => {
  it('places 2 orders with a 2-use coupon and refuses the third with 409 COUPON_USAGE_LIMIT, writing nothing', async () => {
    const coupon = await newCoupon({ usageLimit: 2 });
    await order(guest, coupon.code, 'one@example.in');
    await order(guest, coupon.code, 'two@example.in');
    const before = await shop.db.prisma.order.count();
    const e = await failure(order(guest, coupon.code, 'three@example.in'));
    expect([e.status, e.code, e.message, e.fields]).toEqual([
      409,
      'COUPON_USAGE_LIMIT',
      'This coupon has reached its usage limit',
      { couponCode: 'This coupon has reached its usage limit' },
    ]);
    expect(await shop.db.prisma.order.count()).toBe(before);
    expect(await usesOf(coupon.id)).toBe(2);
    expect(await shop.db.prisma.couponRedemption.count({ where: { couponId: coupon.id } })).toBe(2);
    await expect(shop.services.coupons.validate(guest, { code: coupon.code })).resolves.toMatchObject({
      valid: false,
      message: 'This coupon has reached its usage limit',
    });
    const quote = await shop.services.checkout.quote(guest, { items: [{ productId, quantity: 1 }], couponCode: coupon.code });
    expect(quote).toMatchObject({ discount: '0.00', couponCode: null, couponMessage: 'This coupon has reached its usage limit' });
  });

  it('gives the use back when an order is cancelled (once, however often the admin tries)', async () => {
    const coupon = await newCoupon({ usageLimit: 1 });
    const first = await order(guest, coupon.code, 'first@example.in');
    expect((await failure(order(guest, coupon.code, 'second@example.in'))).code).toBe('COUPON_USAGE_LIMIT');
    await cancel(first.id);
    expect(await usesOf(coupon.id)).toBe(0);
    await expect(failure(cancel(first.id))).resolves.toMatchObject({ code: 'STATUS_NOT_ALLOWED' });
    expect(await usesOf(coupon.id)).toBe(0);
    const second = await order(guest, coupon.code, 'second@example.in');
    expect(second).toMatchObject({ couponCode: coupon.code });
    expect(await usesOf(coupon.id)).toBe(1);
  });

  it('counts orders without limits too, and a cancelled order of a deleted coupon cancels cleanly', async () => {
    const coupon = await newCoupon({});
    const placed = await order(guest, coupon.code);
    expect(await usesOf(coupon.id)).toBe(1);
    await shop.services.coupons.delete(adminCtx, coupon.id);
    await expect(cancel(placed.id)).resolves.toMatchObject({ status: 'cancelled', couponCode: coupon.code });
  });
});

describe('per-customer limit', () => {
  it('knows a guest by the checkout e-mail in any letter case', async () => {
    const coupon = await newCoupon({ perCustomerLimit: 1 });
    await order(guest, coupon.code, 'Meera.Shah@example.in');
    const e = await failure(order(guest, coupon.code, ' meera.shah@EXAMPLE.in '));
    expect([e.status, e.code, e.message]).toEqual([409, 'COUPON_ALREADY_USED', 'This coupon has already been used']);
    await expect(order(guest, coupon.code, 'someone.else@example.in')).resolves.toMatchObject({ couponCode: coupon.code });
    expect(await usesOf(coupon.id)).toBe(2);
  });

  it('knows a customer by account and by every e-mail of theirs, signed in or not', async () => {
    const coupon = await newCoupon({ perCustomerLimit: 2 });
    const customer = await createCustomer(shop);
    await order(guest, coupon.code, customer.user.email.toUpperCase());
    await order(customer.ctx, coupon.code, 'gift.for.mummy@example.in');
    expect((await failure(order(customer.ctx, coupon.code, 'another.address@example.in'))).message).toBe('This coupon has already been used');
    // …and as a guest with the account's e-mail (the account's uses count)
    expect((await failure(order(guest, coupon.code, customer.user.email))).code).toBe('COUPON_ALREADY_USED');
    // a guest with the other address the customer once used is known by that address only (1 use of 2)
    await expect(order(guest, coupon.code, 'gift.for.mummy@example.in')).resolves.toMatchObject({ couponCode: coupon.code });
    expect((await failure(order(guest, coupon.code, 'gift.for.mummy@example.in'))).code).toBe('COUPON_ALREADY_USED');
    await expect(shop.services.coupons.validate(customer.ctx, { code: coupon.code })).resolves.toMatchObject({
      valid: false,
      message: 'This coupon has already been used',
    });
    const quote = await shop.services.checkout.quote(customer.ctx, { items: [{ productId, quantity: 1 }], couponCode: coupon.code });
    expect(quote).toMatchObject({ discount: '0.00', couponMessage: 'This coupon has already been used' });
    // a guest's check cannot know who it is: valid until the order
    await expect(shop.services.coupons.validate(guest, { code: coupon.code })).resolves.toMatchObject({ valid: true });
  });

  it('gives the customer their use back when their order is cancelled', async () => {
    const coupon = await newCoupon({ perCustomerLimit: 1 });
    const customer = await createCustomer(shop);
    const placed = await order(customer.ctx, coupon.code, customer.user.email);
    await expect(shop.services.coupons.validate(customer.ctx, { code: coupon.code })).resolves.toMatchObject({ valid: false });
    await cancel(placed.id);
    await expect(shop.services.coupons.validate(customer.ctx, { code: coupon.code })).resolves.toMatchObject({ valid: true, message: null });
    await expect(order(customer.ctx, coupon.code, customer.user.email)).resolves.toMatchObject({ couponCode: coupon.code });
  });
});

describe('start date', () => {
  it('refuses a coupon before its start date everywhere, and applies it from then on', async () => {
    const coupon = await newCoupon({ startsAt: new Date(Date.now() + 86_400_000) });
    await expect(shop.services.coupons.validate(guest, { code: coupon.code })).resolves.toMatchObject({
      valid: false,
      message: 'This coupon is not active yet',
    });
    const e = await failure(order(guest, coupon.code));
    expect([e.status, e.fields]).toEqual([400, { couponCode: 'This coupon is not active yet' }]);
    await shop.services.coupons.update(adminCtx, coupon.id, { code: coupon.code, type: 'fixed', value: 100, startsAt: new Date(Date.now() - 1000) });
    await expect(order(guest, coupon.code)).resolves.toMatchObject({ couponCode: coupon.code });
  });

  it('reads a plain start date as the beginning of that day in India and must come before the expiry', async () => {
    const coupon = await newCoupon({ startsAt: '2031-03-01', expiresAt: '2031-03-31' });
    expect(coupon.startsAt?.toISOString()).toBe('2031-02-28T18:30:00.000Z');
    const e = await failure(newCoupon({ startsAt: '2031-04-01', expiresAt: '2031-03-31' }));
    expect([e.status, e.fields]).toEqual([400, { startsAt: 'Start date must be before the expiry date' }]);
  });
});

describe('admin limits', () => {
  it('refuses a usage limit below the uses so far, and keeps the coupon as it was', async () => {
    const coupon = await newCoupon({});
    for (const email of ['a@example.in', 'b@example.in', 'c@example.in']) await order(guest, coupon.code, email);
    const input = { code: coupon.code, type: 'fixed', value: 100 };
    const e = await failure(shop.services.coupons.update(adminCtx, coupon.id, { ...input, usageLimit: 2 }));
    expect([e.status, e.message, e.fields]).toEqual([
      400,
      'Usage limit cannot be below the 3 uses so far',
      { usageLimit: 'Usage limit cannot be below the 3 uses so far' },
    ]);
    expect(await shop.db.prisma.coupon.findUniqueOrThrow({ where: { id: coupon.id } })).toMatchObject({ usageLimit: null, usageCount: 3 });
    await expect(shop.services.coupons.update(adminCtx, coupon.id, { ...input, usageLimit: 3, perCustomerLimit: 1 })).resolves.toMatchObject({
      usageLimit: 3,
      perCustomerLimit: 1,
    });
    // left out: kept; null: no limit
    await expect(shop.services.coupons.update(adminCtx, coupon.id, input)).resolves.toMatchObject({ usageLimit: 3, perCustomerLimit: 1 });
    await expect(shop.services.coupons.update(adminCtx, coupon.id, { ...input, usageLimit: null, perCustomerLimit: '' })).resolves.toMatchObject({
      usageLimit: null,
      perCustomerLimit: null,
    });
  });

  it('explains limits that are not whole numbers of 1 or more', async () => {
    for (const [field, value, message] of [
      ['usageLimit', 0, 'Usage limit must be a whole number of 1 or more'],
      ['usageLimit', 2.5, 'Usage limit must be a whole number of 1 or more'],
      ['usageLimit', 'ten', 'Usage limit must be a whole number of 1 or more'],
      ['usageLimit', 1_000_001, 'Usage limit can be at most 1,000,000'],
      ['perCustomerLimit', -1, 'Per-customer limit must be a whole number of 1 or more'],
      ['startsAt', 'soon', 'Start date must be a valid date'],
    ] as const) {
      const e = await failure(newCoupon({ [field]: value }));
      expect([e.status, e.fields]).toEqual([400, { [field]: message }]);
    }
  });
});
