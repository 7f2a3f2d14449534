// Coupon rules through the service on a seeded database (WELCOME10 = 10 %, FLAT100 = ₹100 off from ₹999).
import { adminSession, contextFor, createCustomer, createTestServices, type TestServices } from '../../test/harness';

let shop: TestServices;
let admin: Awaited<ReturnType<typeof adminSession>>;
beforeAll(async () => {
  shop = await createTestServices();
  admin = await adminSession(shop);
});
afterAll(async () => {
  await shop.close();
});

const coupons = () => shop.services.coupons;
const guest = contextFor(null);
const validate = (code: unknown, subtotal?: unknown) => coupons().validate(guest, { code, subtotal });
const DAY = 24 * 3600_000;

describe('validate (the shop)', () => {
  it('gives 10% of ₹1,234.50 = ₹123.45 for WELCOME10, whatever the case of the code', async () => {
    await expect(validate('welcome10', 1234.5)).resolves.toEqual({
      valid: true,
      message: null,
      code: 'WELCOME10',
      type: 'percentage',
      value: '10.00',
      minAmount: '0.00',
      maxDiscount: null,
      discount: '123.45',
    });
    await expect(validate('  WeLcOmE10 ', '1234.50')).resolves.toMatchObject({ valid: true, code: 'WELCOME10', discount: '123.45' });
  });

  it('refuses FLAT100 under ₹999 and gives ₹100 from ₹999', async () => {
    await expect(validate('FLAT100', 998.99)).resolves.toMatchObject({ valid: false, message: 'Minimum order amount is ₹999.00', discount: '0.00', code: 'FLAT100' });
    await expect(validate('flat100', 999)).resolves.toMatchObject({ valid: true, type: 'fixed', value: '100.00', minAmount: '999.00', discount: '100.00' });
  });

  it('checks the minimum only when a subtotal is given (discount 0.00 without one)', async () => {
    await expect(validate('FLAT100')).resolves.toMatchObject({ valid: true, code: 'FLAT100', discount: '0.00' });
    await expect(validate('FLAT100', null)).resolves.toMatchObject({ valid: true, discount: '0.00' });
  });

  it('answers unknown and empty codes with their messages', async () => {
    await expect(validate('NOSUCHCODE', 500)).resolves.toEqual({
      valid: false,
      message: 'Invalid coupon code',
      code: 'NOSUCHCODE',
      type: null,
      value: null,
      minAmount: null,
      maxDiscount: null,
      discount: '0.00',
    });
    for (const empty of ['', '   ', undefined, null]) {
      await expect(validate(empty, 500)).resolves.toMatchObject({ valid: false, message: 'Please enter a coupon code', code: '' });
    }
  });

  it('refuses expired and inactive coupons', async () => {
    await coupons().create(admin.ctx, { code: 'OLDNEWS', type: 'fixed', value: 50, expiresAt: new Date(Date.now() - DAY).toISOString() });
    await coupons().create(admin.ctx, { code: 'SLEEPY', type: 'percentage', value: 5, active: false });
    await expect(validate('oldnews', 2000)).resolves.toMatchObject({ valid: false, message: 'This coupon has expired' });
    await expect(validate('sleepy', 2000)).resolves.toMatchObject({ valid: false, message: 'This coupon is no longer active' });
    await expect(validate('oldnews')).resolves.toMatchObject({ valid: false, message: 'This coupon has expired' });
  });

  it('caps a percentage coupon at maxDiscount and never exceeds the subtotal', async () => {
    await coupons().create(admin.ctx, { code: 'HALF50', type: 'percentage', value: '50', maxDiscount: '250' });
    await coupons().create(admin.ctx, { code: 'BIG500', type: 'fixed', value: 500 });
    await expect(validate('half50', 2000)).resolves.toMatchObject({ valid: true, discount: '250.00', maxDiscount: '250.00' });
    await expect(validate('half50', 300.5)).resolves.toMatchObject({ valid: true, discount: '150.25' });
    await expect(validate('big500', 299.99)).resolves.toMatchObject({ valid: true, discount: '299.99' });
  });

  it('refuses a negative or non-numeric subtotal as bad input', async () => {
    await expect(validate('WELCOME10', -1)).rejects.toMatchObject({ status: 400, message: 'Subtotal must be 0 or greater' });
    await expect(validate('WELCOME10', 'lots')).rejects.toMatchObject({ status: 400, message: 'Subtotal must be 0 or greater' });
  });

  it('evaluate() gives order placement the coupon and the same verdict, in paise', async () => {
    const hit = await coupons().evaluate(' welcome10', 123450);
    expect(hit).toMatchObject({ code: 'WELCOME10', coupon: { code: 'WELCOME10' }, check: { ok: true, discountPaise: 12345 } });
    await expect(coupons().evaluate('FLAT100', 50000)).resolves.toMatchObject({ check: { ok: false, code: 'MIN_AMOUNT', message: 'Minimum order amount is ₹999.00' } });
    await expect(coupons().evaluate('', 50000)).resolves.toMatchObject({ coupon: null, check: { ok: false, message: 'Invalid coupon code' } });
  });
});

describe('admin: create', () => {
  it('stores the code upper-case with the defaults', async () => {
    const c = await coupons().create(admin.ctx, { code: ' diwali15 ', type: 'percentage', value: '15' });
    expect(c).toMatchObject({ code: 'DIWALI15', type: 'percentage', active: true, maxDiscount: null, expiresAt: null, usageCount: 0 });
    expect(String(c.value)).toBe('15');
    expect(String(c.minAmount)).toBe('0');
  });

  it('reads a plain expiry date as the end of that day in India', async () => {
    const c = await coupons().create(admin.ctx, { code: 'NEWYEAR', type: 'fixed', value: 200, minAmount: 1500, expiresAt: '2031-12-31' });
    expect(c.expiresAt?.toISOString()).toBe('2031-12-31T18:29:59.999Z');
  });

  it.each([
    ['an empty code', { code: '' }, 'code', 'Code is required'],
    ['a missing code', { code: undefined }, 'code', 'Code is required'],
    ['a code with a space', { code: 'TWO WORDS' }, 'code', 'Code may contain only letters, numbers, - and _'],
    ['an unknown type', { type: 'bogof' }, 'type', 'Type must be percentage or fixed'],
    ['a zero value', { value: 0 }, 'value', 'Value must be greater than 0'],
    ['a value that is not a number', { value: 'free' }, 'value', 'Value must be greater than 0'],
    ['a missing value', { value: undefined }, 'value', 'Value must be greater than 0'],
    ['a percentage above 100', { value: 100.01 }, 'value', 'Percentage cannot be more than 100'],
    ['a negative minimum', { minAmount: -1 }, 'minAmount', 'Minimum amount must be 0 or greater'],
    ['a negative max discount', { maxDiscount: -0.01 }, 'maxDiscount', 'Max discount must be 0 or greater'],
    ['an expiry that is not a date', { expiresAt: 'someday' }, 'expiresAt', 'Expiry date must be a valid date'],
    ['active that is not a boolean', { active: 'yes' }, 'active', 'Active must be true or false'],
  ])('refuses %s', async (_label, change, field, message) => {
    await expect(coupons().create(admin.ctx, { code: 'RULECHECK', type: 'percentage', value: 10, ...change })).rejects.toMatchObject({
      status: 400,
      message,
      fields: { [field]: message },
    });
  });

  it('allows a fixed coupon above 100 and a percentage of exactly 100', async () => {
    await expect(coupons().create(admin.ctx, { code: 'FIXED250', type: 'fixed', value: 250 })).resolves.toMatchObject({ code: 'FIXED250' });
    await expect(coupons().create(admin.ctx, { code: 'ALLFREE', type: 'percentage', value: 100, active: false })).resolves.toMatchObject({ active: false });
  });

  it('refuses a duplicate code, whatever its case (409)', async () => {
    await expect(coupons().create(admin.ctx, { code: 'welcome10', type: 'fixed', value: 5 })).rejects.toMatchObject({
      status: 409,
      code: 'DUPLICATE_COUPON',
      message: 'A coupon with this code already exists',
    });
  });

  it('is for admins only', async () => {
    const { ctx } = await createCustomer(shop);
    const input = { code: 'SNEAKY', type: 'fixed', value: 100 };
    await expect(coupons().create(ctx, input)).rejects.toMatchObject({ status: 403 });
    await expect(coupons().create(guest, input)).rejects.toMatchObject({ status: 401 });
    await expect(coupons().list(ctx, {})).rejects.toMatchObject({ status: 403 });
    await expect(coupons().delete(ctx, '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ status: 403 });
  });
});

describe('admin: list, update, delete', () => {
  it('lists newest first and searches by code prefix, case-insensitively', async () => {
    await coupons().create(admin.ctx, { code: 'SUMMER5', type: 'percentage', value: 5 });
    await new Promise((r) => setTimeout(r, 5)); // distinct createdAt
    await coupons().create(admin.ctx, { code: 'SUMMER10', type: 'percentage', value: 10 });
    await coupons().create(admin.ctx, { code: 'XSUMMER', type: 'percentage', value: 10 });
    const page = await coupons().list(admin.ctx, { search: 'summer' });
    expect(page).toMatchObject({ total: 2, limit: 25, offset: 0 });
    expect(page.items.map((c) => c.code)).toEqual(['SUMMER10', 'SUMMER5']);
    const all = await coupons().list(admin.ctx, { limit: 500 });
    expect(all.limit).toBe(100);
    expect(all.items.slice(-2).map((c) => c.code).sort()).toEqual(['FLAT100', 'WELCOME10']); // seeded first
    expect(all.items[0]?.code).not.toMatch(/^(FLAT100|WELCOME10)$/);
    const second = await coupons().list(admin.ctx, { search: 'SUMMER', limit: 1, offset: 1 });
    expect(second.items.map((c) => c.code)).toEqual(['SUMMER5']);
  });

  it('updates the given fields, keeps omitted ones and clears with null', async () => {
    const c = await coupons().create(admin.ctx, { code: 'EDITME', type: 'percentage', value: 20, maxDiscount: 300, minAmount: 500, expiresAt: '2030-01-01T00:00:00Z' });
    const edited = await coupons().update(admin.ctx, c.id, { code: 'edited', type: 'percentage', value: 25, maxDiscount: null, active: false });
    expect(edited).toMatchObject({ id: c.id, code: 'EDITED', active: false, maxDiscount: null });
    expect(String(edited.value)).toBe('25');
    expect(String(edited.minAmount)).toBe('500');
    expect(edited.expiresAt?.toISOString()).toBe('2030-01-01T00:00:00.000Z');
    await expect(validate('EDITED', 1000)).resolves.toMatchObject({ valid: false, message: 'This coupon is no longer active' });
    await expect(coupons().update(admin.ctx, c.id, { code: 'EDITED', type: 'percentage', value: 150 })).rejects.toMatchObject({ message: 'Percentage cannot be more than 100' });
    await expect(coupons().update(admin.ctx, c.id, { code: 'flat100', type: 'fixed', value: 1 })).rejects.toMatchObject({ status: 409 });
  });

  it("answers 404 'Coupon not found' for unknown and malformed ids", async () => {
    const input = { code: 'GHOST', type: 'fixed', value: 1 };
    for (const id of ['00000000-0000-4000-8000-000000000000', 'bad-id']) {
      await expect(coupons().update(admin.ctx, id, input)).rejects.toMatchObject({ status: 404, message: 'Coupon not found' });
      await expect(coupons().delete(admin.ctx, id)).rejects.toMatchObject({ status: 404, message: 'Coupon not found' });
    }
  });

  it("deletes a coupon; orders keep their couponCode; the code no longer validates", async () => {
    const c = await coupons().create(admin.ctx, { code: 'BYEBYE', type: 'fixed', value: 10 });
    const address = { firstName: 'A', lastName: 'B', email: 'a@b.in', phone: '9876543210', address: 'x', city: 'Vadodara', zipCode: '390001', country: 'India' };
    const order = await shop.db.prisma.order.create({
      data: { total: 90, subtotal: 100, discount: 10, couponCode: 'BYEBYE', shippingAddress: address, billingAddress: address, email: 'a@b.in', paymentMethod: 'card' },
    });
    await expect(coupons().delete(admin.ctx, c.id)).resolves.toBe(c.id);
    await expect(coupons().delete(admin.ctx, c.id)).rejects.toMatchObject({ status: 404 });
    await expect(shop.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).resolves.toMatchObject({ couponCode: 'BYEBYE' });
    await expect(validate('byebye', 100)).resolves.toMatchObject({ valid: false, message: 'Invalid coupon code' });
  });
});
