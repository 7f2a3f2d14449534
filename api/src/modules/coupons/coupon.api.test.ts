// Coupons through both APIs: GraphQL and the /api REST shim.
import { adminSession, createCustomer, createTestShop, gql, type TestShop } from '../../test/harness';
import { address, cardOrder, plainProduct } from '../orders/order.test-helpers';

let shop: TestShop;
let adminToken: string;
let customerToken: string;
beforeAll(async () => {
  shop = await createTestShop();
  adminToken = (await adminSession(shop)).token;
  customerToken = (await createCustomer(shop)).token;
});
afterAll(async () => {
  await shop.close();
});

const COUPON_FIELDS = 'id code type value minAmount maxDiscount active expiresAt usageCount createdAt';
const VALIDATE = 'query V($code: String!, $subtotal: Money) { validateCoupon(code: $code, subtotal: $subtotal) { valid message code type value discount } }';
const LIST = `query L($search: String, $limit: Int, $offset: Int) { coupons(search: $search, limit: $limit, offset: $offset) { total limit offset items { ${COUPON_FIELDS} } } }`;
const ERRORS = 'errors { field code message }';
const CREATE = `mutation C($input: CouponInput!) { createCoupon(input: $input) { coupon { ${COUPON_FIELDS} } ${ERRORS} } }`;
const UPDATE = `mutation U($input: UpdateCouponInput!) { updateCoupon(input: $input) { coupon { ${COUPON_FIELDS} } ${ERRORS} } }`;
const DELETE = `mutation D($input: DeleteCouponInput!) { deleteCoupon(input: $input) { deletedId ${ERRORS} } }`;
const NOT_FOUND = [{ field: null, code: 'NOT_FOUND', message: 'Coupon not found' }];

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const firstError = (res: { body: { errors?: { message: string; extensions: Record<string, unknown> }[] } }) => res.body.errors?.[0];

describe('GraphQL', () => {
  it('validateCoupon is public and answers results, not errors', async () => {
    let res = await gql(shop, VALIDATE, { code: 'welcome10', subtotal: '1234.50' });
    expect(res.body).toEqual({ data: { validateCoupon: { valid: true, message: null, code: 'WELCOME10', type: 'PERCENTAGE', value: '10.00', discount: '123.45' } }, extensions: { cost: expect.any(Object) } });
    res = await gql(shop, VALIDATE, { code: 'FLAT100', subtotal: 500 });
    expect(res.body.data.validateCoupon).toEqual({ valid: false, message: 'Minimum order amount is ₹999.00', code: 'FLAT100', type: null, value: null, discount: '0.00' });
    res = await gql(shop, VALIDATE, { code: 'flat100', subtotal: 1499 });
    expect(res.body.data.validateCoupon).toMatchObject({ valid: true, type: 'FIXED', discount: '100.00' });
    res = await gql(shop, VALIDATE, { code: '' });
    expect(res.body.data.validateCoupon).toMatchObject({ valid: false, message: 'Please enter a coupon code' });
    res = await gql(shop, VALIDATE, { code: 'NOPE' }, customerToken);
    expect(res.body.data.validateCoupon).toMatchObject({ valid: false, message: 'Invalid coupon code' });
    res = await gql(shop, VALIDATE, { code: 'WELCOME10', subtotal: 'abc' });
    expect(firstError(res)).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('admin creates, lists, updates and deletes', async () => {
    let res = await gql(shop, CREATE, { input: { code: 'monsoon20', type: 'PERCENTAGE', value: '20', maxDiscount: 400, expiresAt: '2032-07-31T18:29:59.000Z' } }, adminToken);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.createCoupon.errors).toEqual([]);
    const created = res.body.data.createCoupon.coupon;
    expect(created).toMatchObject({ code: 'MONSOON20', type: 'PERCENTAGE', value: '20.00', minAmount: '0.00', maxDiscount: '400.00', active: true, expiresAt: '2032-07-31T18:29:59.000Z', usageCount: 0 });

    res = await gql(shop, VALIDATE, { code: 'Monsoon20', subtotal: 5000 });
    expect(res.body.data.validateCoupon.discount).toBe('400.00');

    res = await gql(shop, LIST, { search: 'mon' }, adminToken);
    expect(res.body.data.coupons).toMatchObject({ total: 1, limit: 25, offset: 0, items: [{ id: created.id, code: 'MONSOON20' }] });
    res = await gql(shop, LIST, {}, adminToken);
    expect(res.body.data.coupons.items[0].code).toBe('MONSOON20');
    expect(res.body.data.coupons.total).toBeGreaterThanOrEqual(3);

    // the deprecated lower-case name is still accepted in input; the answer is the current name
    res = await gql(shop, UPDATE, { input: { id: created.id, code: 'MONSOON25', type: 'fixed', value: 250, minAmount: '1999', active: false } }, adminToken);
    expect(res.body.data.updateCoupon).toEqual({
      coupon: expect.objectContaining({ id: created.id, code: 'MONSOON25', type: 'FIXED', value: '250.00', minAmount: '1999.00', maxDiscount: '400.00', active: false }),
      errors: [],
    });

    res = await gql(shop, DELETE, { input: { id: created.id } }, adminToken);
    expect(res.body.data.deleteCoupon).toEqual({ deletedId: created.id, errors: [] });
    res = await gql(shop, DELETE, { input: { id: created.id } }, adminToken);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.deleteCoupon).toEqual({ deletedId: null, errors: NOT_FOUND });
  });

  it('answers validation and duplicate errors with the spec texts', async () => {
    const create = async (input: Record<string, unknown>) => {
      const res = await gql(shop, CREATE, { input }, adminToken);
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.createCoupon.coupon).toBeNull();
      return res.body.data.createCoupon.errors;
    };
    expect(await create({ code: ' ', type: 'FIXED', value: 10 })).toEqual([{ field: 'code', code: 'INVALID', message: 'Code is required' }]);
    expect(await create({ code: 'ZERO', type: 'FIXED', value: 0 })).toEqual([{ field: 'value', code: 'INVALID', message: 'Value must be greater than 0' }]);
    expect(await create({ code: 'TOOMUCH', type: 'PERCENTAGE', value: 101 })).toEqual([{ field: 'value', code: 'INVALID', message: 'Percentage cannot be more than 100' }]);
    expect(await create({ code: 'NEGMIN', type: 'FIXED', value: 5, minAmount: -5 })).toEqual([{ field: 'minAmount', code: 'INVALID', message: 'Minimum amount must be 0 or greater' }]);
    expect(await create({ code: 'NEGMAX', type: 'PERCENTAGE', value: 5, maxDiscount: -5 })).toEqual([{ field: 'maxDiscount', code: 'INVALID', message: 'Max discount must be 0 or greater' }]);
    expect(await create({ code: 'Welcome10', type: 'FIXED', value: 5 })).toEqual([{ field: 'code', code: 'DUPLICATE_COUPON', message: 'A coupon with this code already exists' }]);
    let res = await gql(shop, CREATE, { input: { code: 'BADTYPE', type: 'bogof', value: 5 } }, adminToken);
    expect(firstError(res)).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    res = await gql(shop, UPDATE, { input: { id: 'nope', code: 'X', type: 'FIXED', value: 5 } }, adminToken);
    expect(res.body.data.updateCoupon).toEqual({ coupon: null, errors: NOT_FOUND });
  });

  it('keeps admin operations for admins (403 customers, 401 guests)', async () => {
    const input = { code: 'HACK', type: 'FIXED', value: 999 };
    for (const [query, vars] of [
      [LIST, {}],
      [CREATE, { input }],
      [UPDATE, { input: { ...input, id: '00000000-0000-4000-8000-000000000000' } }],
      [DELETE, { input: { id: '00000000-0000-4000-8000-000000000000' } }],
    ] as const) {
      expect(firstError(await gql(shop, query, vars, customerToken))).toMatchObject({ extensions: { code: 'FORBIDDEN', status: 403 } });
      expect(firstError(await gql(shop, query, vars))).toMatchObject({ extensions: { code: 'UNAUTHENTICATED', status: 401 } });
    }
    const res = await gql(shop, VALIDATE, { code: 'HACK' });
    expect(res.body.data.validateCoupon.valid).toBe(false);
  });
});

describe('REST /api/coupons', () => {
  it('POST /validate: 200 with the coupon and discount, or 400 { message }', async () => {
    let res = await shop.http.post('/api/coupons/validate').send({ code: 'welcome10', subtotal: 1234.5 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 'WELCOME10', type: 'percentage', value: '10.00', minAmount: '0.00', maxDiscount: null, discount: '123.45' });
    res = await shop.http.post('/api/coupons/validate').send({ code: 'FLAT100', subtotal: '998.99' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Minimum order amount is ₹999.00' });
    res = await shop.http.post('/api/coupons/validate').send({ code: 'FLAT100' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 'FLAT100', type: 'fixed', value: '100.00', minAmount: '999.00', discount: '0.00' });
    res = await shop.http.post('/api/coupons/validate').send({ code: 'nothing' });
    expect(res.body).toEqual({ message: 'Invalid coupon code' });
    res = await shop.http.post('/api/coupons/validate').send({});
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Please enter a coupon code' });
    res = await shop.http.post('/api/coupons/validate').set('content-type', 'application/json').send('{bad json');
    expect(res.status).toBe(400);
  });

  it('admin CRUD with money as two-decimal strings', async () => {
    let res = await shop.http
      .post('/api/coupons')
      .set(bearer(adminToken))
      .send({ code: 'rest15', type: 'percentage', value: '15', minAmount: 499, maxDiscount: '150.5', expiresAt: '2033-01-15', active: true });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ code: 'REST15', value: '15.00', minAmount: '499.00', maxDiscount: '150.50', active: true, usageCount: 0, expiresAt: '2033-01-15T18:29:59.999Z' });
    const id = res.body.id;

    res = await shop.http.get('/api/coupons').set(bearer(adminToken));
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body[0]).toMatchObject({ id, code: 'REST15' });
    expect(res.body.find((c: { code: string }) => c.code === 'FLAT100')).toMatchObject({ value: '100.00', minAmount: '999.00', maxDiscount: null });
    expect(Number(res.headers['x-total-count'])).toBe(res.body.length);
    res = await shop.http.get('/api/coupons?search=rest').set(bearer(adminToken));
    expect(res.body.map((c: { code: string }) => c.code)).toEqual(['REST15']);

    res = await shop.http.put(`/api/coupons/${id}`).set(bearer(adminToken)).send({ code: 'REST15', type: 'percentage', value: 12.5, expiresAt: null });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ value: '12.50', maxDiscount: '150.50', expiresAt: null });

    res = await shop.http.delete(`/api/coupons/${id}`).set(bearer(adminToken));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id });
    res = await shop.http.delete(`/api/coupons/${id}`).set(bearer(adminToken));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Coupon not found' });
  });

  it('refuses an expiry date outside 1970–9999 with 400 (far-out years used to fail in the database)', async () => {
    for (const expiresAt of ['-037665-05-21T08:25:22.821Z', '+275760-09-13T00:00:00.000Z', 8.64e15, '1900-01-01']) {
      const res = await shop.http.post('/api/coupons').set(bearer(adminToken)).send({ code: 'FAROUT', type: 'fixed', value: 10, expiresAt });
      expect([res.status, res.body]).toEqual([400, { message: 'Expiry date must be a valid date', errors: { expiresAt: 'Expiry date must be a valid date' } }]);
    }
    const graphql = await gql(shop, CREATE, { input: { code: 'FAROUT', type: 'FIXED', value: 10, expiresAt: '-037665-05-21T08:25:22.821Z' } }, adminToken);
    expect(graphql.status).toBe(400);
    expect(firstError(graphql)?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('answers { message, errors } for bad input and 409 for a duplicate', async () => {
    const post = (body: object) => shop.http.post('/api/coupons').set(bearer(adminToken)).send(body);
    let res = await post({ type: 'fixed', value: 10 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Code is required', errors: { code: 'Code is required' } });
    res = await post({ code: 'X1', type: 'percentage', value: '0' });
    expect(res.body.message).toBe('Value must be greater than 0');
    res = await post({ code: 'X2', type: 'percentage', value: 120 });
    expect(res.body.message).toBe('Percentage cannot be more than 100');
    res = await post({ code: 'X3', type: 'free', value: 1 });
    expect(res.body.message).toBe('Type must be percentage or fixed');
    res = await post({ code: 'X4', type: 'fixed', value: 1, minAmount: '-3' });
    expect(res.body.message).toBe('Minimum amount must be 0 or greater');
    res = await post({ code: 'X5', type: 'fixed', value: 1, maxDiscount: -1 });
    expect(res.body.message).toBe('Max discount must be 0 or greater');
    res = await post({ code: 'flat100', type: 'fixed', value: 1 });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'A coupon with this code already exists', errors: { code: 'A coupon with this code already exists' } });
    res = await shop.http.put('/api/coupons/not-a-uuid').set(bearer(adminToken)).send({ code: 'Y', type: 'fixed', value: 1 });
    expect(res.status).toBe(404);
  });

  it('keeps admin routes for admins (403 customers, 401 guests)', async () => {
    const body = { code: 'SNEAK', type: 'fixed', value: 1 };
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [token, status] of [
      [customerToken, 403],
      [undefined, 401],
    ] as const) {
      const auth = token ? bearer(token) : {};
      expect((await shop.http.get('/api/coupons').set(auth)).status).toBe(status);
      expect((await shop.http.post('/api/coupons').set(auth).send(body)).status).toBe(status);
      expect((await shop.http.put(`/api/coupons/${id}`).set(auth).send(body)).status).toBe(status);
      expect((await shop.http.delete(`/api/coupons/${id}`).set(auth)).status).toBe(status);
    }
  });
});

describe('limits: uses per coupon and per customer', () => {
  const LIMIT_FIELDS = 'id code usageLimit perCustomerLimit startsAt usageCount';
  const CREATE_LIMITED = `mutation C($input: CouponInput!) { createCoupon(input: $input) { coupon { ${LIMIT_FIELDS} } ${ERRORS} } }`;
  const UPDATE_LIMITED = `mutation U($input: UpdateCouponInput!) { updateCoupon(input: $input) { coupon { ${LIMIT_FIELDS} } ${ERRORS} } }`;
  const PLACE = `mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id couponCode discount } ${ERRORS} } }`;
  const ONE_OFF = { subtotal: '1000.00', discount: '100.00', total: '900.00' };
  let productId: string;
  beforeAll(async () => {
    productId = (await plainProduct(shop, 100, '1000.00', 'Limited Chaniya Choli')).id;
  });
  const graphqlOrder = (code: string, email: string) => ({
    items: [{ productId, quantity: 1 }],
    couponCode: code,
    shippingAddress: address({ email }),
    paymentMethod: 'PAY_ON_DELIVERY',
    expected: { ...ONE_OFF, shipping: '0.00', tax: '0.00' },
  });
  const restOrder = (code: string, email: string) => cardOrder([{ productId, quantity: 1 }], ONE_OFF, { couponCode: code, shippingAddress: address({ email }) });

  it('GraphQL: sets the limits, refuses the order past them with typed errors, and a limit below the uses so far', async () => {
    let res = await gql(shop, CREATE_LIMITED, { input: { code: 'ONCEEACH', type: 'FIXED', value: 100, usageLimit: 2, perCustomerLimit: 1, startsAt: '2020-01-01T00:00:00.000Z' } }, adminToken);
    const coupon = res.body.data.createCoupon.coupon;
    expect(coupon).toMatchObject({ code: 'ONCEEACH', usageLimit: 2, perCustomerLimit: 1, startsAt: '2020-01-01T00:00:00.000Z', usageCount: 0 });

    res = await gql(shop, PLACE, { input: graphqlOrder('onceeach', 'gq1@example.in') });
    expect(res.body.data.placeOrder).toMatchObject({ order: { couponCode: 'ONCEEACH', discount: '100.00' }, errors: [] });
    res = await gql(shop, PLACE, { input: graphqlOrder('ONCEEACH', 'GQ1@example.in') });
    expect(res.body.data.placeOrder).toEqual({ order: null, errors: [{ field: 'couponCode', code: 'COUPON_ALREADY_USED', message: 'This coupon has already been used' }] });
    res = await gql(shop, PLACE, { input: graphqlOrder('ONCEEACH', 'gq2@example.in') });
    expect(res.body.data.placeOrder.errors).toEqual([]);
    res = await gql(shop, PLACE, { input: graphqlOrder('ONCEEACH', 'gq3@example.in') });
    expect(res.body.data.placeOrder).toEqual({ order: null, errors: [{ field: 'couponCode', code: 'COUPON_USAGE_LIMIT', message: 'This coupon has reached its usage limit' }] });
    res = await gql(shop, VALIDATE, { code: 'ONCEEACH' });
    expect(res.body.data.validateCoupon).toMatchObject({ valid: false, message: 'This coupon has reached its usage limit' });

    res = await gql(shop, UPDATE_LIMITED, { input: { id: coupon.id, code: 'ONCEEACH', type: 'FIXED', value: 100, usageLimit: 1 } }, adminToken);
    expect(res.body.data.updateCoupon).toEqual({ coupon: null, errors: [{ field: 'usageLimit', code: 'INVALID', message: 'Usage limit cannot be below the 2 uses so far' }] });
    res = await gql(shop, UPDATE_LIMITED, { input: { id: coupon.id, code: 'ONCEEACH', type: 'FIXED', value: 100, usageLimit: 0, perCustomerLimit: 2.5 } }, adminToken);
    expect(res.status).toBe(400); // not an Int: GraphQL refuses it before the service
    res = await gql(shop, UPDATE_LIMITED, { input: { id: coupon.id, code: 'ONCEEACH', type: 'FIXED', value: 100, usageLimit: 0 } }, adminToken);
    expect(res.body.data.updateCoupon.errors).toEqual([{ field: 'usageLimit', code: 'INVALID', message: 'Usage limit must be a whole number of 1 or more' }]);
  });

  it('REST: the same rules, 409 for the limits and 400 for a limit below the uses so far; the list shows the uses', async () => {
    let res = await shop.http.post('/api/coupons').set(bearer(adminToken)).send({ code: 'resttwice', type: 'fixed', value: 100, usageLimit: 1, perCustomerLimit: '' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ code: 'RESTTWICE', usageLimit: 1, perCustomerLimit: null, startsAt: null, usageCount: 0 });
    const id = res.body.id;
    res = await shop.http.post('/api/orders').send(restOrder('RESTTWICE', 'rest1@example.in'));
    expect(res.status).toBe(201);
    res = await shop.http.post('/api/orders').send(restOrder('RESTTWICE', 'rest2@example.in'));
    expect([res.status, res.body]).toEqual([409, { message: 'This coupon has reached its usage limit', errors: { couponCode: 'This coupon has reached its usage limit' } }]);
    res = await shop.http.post('/api/coupons/validate').send({ code: 'RESTTWICE' });
    expect([res.status, res.body.message]).toEqual([400, 'This coupon has reached its usage limit']);
    res = await shop.http.get('/api/coupons?search=RESTTWICE').set(bearer(adminToken));
    expect(res.body[0]).toMatchObject({ usageCount: 1, usageLimit: 1 });
    res = await shop.http.put(`/api/coupons/${id}`).set(bearer(adminToken)).send({ code: 'RESTTWICE', type: 'fixed', value: 100, usageLimit: 0 });
    expect([res.status, res.body]).toEqual([400, { message: 'Usage limit must be a whole number of 1 or more', errors: { usageLimit: 'Usage limit must be a whole number of 1 or more' } }]);
    res = await shop.http.put(`/api/coupons/${id}`).set(bearer(adminToken)).send({ code: 'RESTTWICE', type: 'fixed', value: 100, startsAt: '2999-01-01' });
    expect(res.body).toMatchObject({ usageLimit: 1, startsAt: '2998-12-31T18:30:00.000Z' });
    res = await shop.http.post('/api/coupons/validate').send({ code: 'RESTTWICE' });
    expect([res.status, res.body.message]).toEqual([400, 'This coupon is not active yet']);
  });

  it('REST: a signed-in customer hears about their own per-customer limit when checking the code', async () => {
    const customer = await createCustomer(shop);
    const res = await shop.http.post('/api/coupons').set(bearer(adminToken)).send({ code: 'MINEONCE', type: 'fixed', value: 100, perCustomerLimit: 1 });
    expect(res.status).toBe(201);
    expect((await shop.http.post('/api/orders').set(bearer(customer.token)).send(restOrder('MINEONCE', customer.user.email))).status).toBe(201);
    const mine = await shop.http.post('/api/coupons/validate').set(bearer(customer.token)).send({ code: 'mineonce' });
    expect([mine.status, mine.body]).toEqual([400, { message: 'This coupon has already been used' }]);
    const again = await shop.http.post('/api/orders').set(bearer(customer.token)).send(restOrder('MINEONCE', 'new.address@example.in'));
    expect([again.status, again.body.message]).toEqual([409, 'This coupon has already been used']);
  });
});
