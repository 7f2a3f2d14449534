import { adminSession, createCustomer, createTestShop, gql, tokenFromEmail, type TestShop } from '../../test/harness';
import { createProduct, variantOf } from '../../test/fixtures';

let shop: TestShop;
let adminToken: string;

const SUBSCRIBE = `mutation S($input: SubscribeStockAlertInput!) {
  subscribeStockAlert(input: $input) { stockAlert { id productId variantId email status notifiedAt } alreadyWaiting confirmationRequired errors { field code message } }
}`;
const CONFIRM = `mutation C($input: ConfirmStockAlertInput!) { confirmStockAlert(input: $input) { stockAlert { id productId variantId email status notifiedAt } errors { code } } }`;

/** Follows the newest confirmation link e-mailed to `email`: the guest's alert is live. */
async function confirmLatest(email: string) {
  const res = await gql(shop, CONFIRM, { input: { token: await tokenFromEmail(shop, email.toLowerCase(), 'stock_alert_confirmation') } });
  expect(res.body.data.confirmStockAlert.errors).toEqual([]);
  return res.body.data.confirmStockAlert.stockAlert;
}
const DEMAND = `query D($limit: Int) { stockAlertDemand(limit: $limit) { total items { id name waiting variants { id sku size color stock waiting } } } }`;
const COUNTS = `query P($id: ID!) { product(id: $id) { id waitingAlerts variants { id size waitingAlerts } } }`;
const UPDATE = `mutation U($input: UpdateProductInput!) { updateProduct(input: $input) { product { id stock } errors { field code message } } }`;

beforeAll(async () => {
  shop = await createTestShop();
  adminToken = (await adminSession(shop)).token;
});
afterAll(() => shop.close());

const jeans = (name: string) => createProduct(shop, { name, price: '1499.00', sizes: ['30', '32', '34'], variants: { '30': 3, '32': 0, '34': 0 } });

describe('GraphQL', () => {
  it('subscribeStockAlert: a guest with an e-mail, confirmed by the e-mailed link, then idempotent; errors in the payload', async () => {
    const product = await jeans('GQL Jeans');
    const v32 = await variantOf(shop, product.id, '32');
    const v30 = await variantOf(shop, product.id, '30');
    const first = await gql(shop, SUBSCRIBE, { input: { variantId: v32.id, email: 'Kiran@Example.in' } });
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data.subscribeStockAlert).toEqual({ stockAlert: null, alreadyWaiting: false, confirmationRequired: true, errors: [] });
    expect(await confirmLatest('kiran@example.in')).toEqual({
      id: expect.any(String),
      productId: product.id,
      variantId: v32.id,
      email: 'kiran@example.in',
      status: 'WAITING',
      notifiedAt: null,
    });
    const again = await gql(shop, SUBSCRIBE, { input: { variantId: v32.id, email: 'kiran@example.in' } });
    expect(again.body.data.subscribeStockAlert).toEqual(first.body.data.subscribeStockAlert);

    const cases: Array<[Record<string, unknown>, { field: string | null; code: string; message: string }]> = [
      [{ variantId: v32.id }, { field: 'email', code: 'INVALID', message: 'Valid email is required' }],
      [
        { variantId: v32.id, email: 'kiran@' },
        { field: 'email', code: 'INVALID', message: 'Valid email is required' },
      ],
      [
        { variantId: v30.id, email: 'kiran@example.in' },
        { field: null, code: 'IN_STOCK', message: 'This size is in stock: you can order it now' },
      ],
      [
        { variantId: '7d0e8a57-0000-4000-8000-000000000000', email: 'kiran@example.in' },
        { field: null, code: 'NOT_FOUND', message: 'This size or colour is not sold here (any more)' },
      ],
      [
        { variantId: 'not-a-uuid', email: 'kiran@example.in' },
        { field: null, code: 'NOT_FOUND', message: 'This size or colour is not sold here (any more)' },
      ],
    ];
    for (const [input, error] of cases) {
      const res = await gql(shop, SUBSCRIBE, { input });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.subscribeStockAlert).toEqual({ stockAlert: null, alreadyWaiting: null, confirmationRequired: null, errors: [error] });
    }
    expect(await shop.db.prisma.stockAlert.count({ where: { productId: product.id } })).toBe(1);
  });

  it('a signed-in customer subscribes with one click (their account address)', async () => {
    const product = await jeans('GQL Jeans 2');
    const v34 = await variantOf(shop, product.id, '34');
    const customer = await createCustomer(shop);
    const res = await gql(shop, SUBSCRIBE, { input: { variantId: v34.id } }, customer.token);
    expect(res.body.data.subscribeStockAlert.stockAlert.email).toBe(customer.user.email);
  });

  it('myStockAlerts and cancelStockAlert: the shopper’s own waiting alerts (also asked for as a guest with their address), stopped one by one', async () => {
    const product = await jeans('GQL My Alerts Jeans');
    const v32 = await variantOf(shop, product.id, '32');
    const v34 = await variantOf(shop, product.id, '34');
    const customer = await createCustomer(shop);
    const other = await createCustomer(shop);
    const mine = (await gql(shop, SUBSCRIBE, { input: { variantId: v32.id } }, customer.token)).body.data.subscribeStockAlert.stockAlert;
    // asked for as a guest, with the account's address (any case): theirs too
    await gql(shop, SUBSCRIBE, { input: { variantId: v34.id, email: customer.user.email.toUpperCase() } });
    const asGuest = await confirmLatest(customer.user.email);
    const theirs = (await gql(shop, SUBSCRIBE, { input: { variantId: v32.id } }, other.token)).body.data.subscribeStockAlert.stockAlert;

    const MINE = `{ myStockAlerts { id status product { id name } variant { id size stock } } }`;
    const list = await gql(shop, MINE, {}, customer.token);
    expect(list.body.errors).toBeUndefined();
    expect(list.body.data.myStockAlerts).toEqual([
      { id: asGuest.id, status: 'WAITING', product: { id: product.id, name: 'GQL My Alerts Jeans' }, variant: { id: v34.id, size: '34', stock: 0 } },
      { id: mine.id, status: 'WAITING', product: { id: product.id, name: 'GQL My Alerts Jeans' }, variant: { id: v32.id, size: '32', stock: 0 } },
    ]);

    const CANCEL = `mutation C($input: CancelStockAlertInput!) { cancelStockAlert(input: $input) { deletedId errors { field code message } } }`;
    // another shopper's alert, an unknown id and a malformed one are all "not found", and nothing changes
    for (const id of [theirs.id, '7d0e8a57-0000-4000-8000-000000000000', 'nope']) {
      const res = await gql(shop, CANCEL, { input: { id } }, customer.token);
      expect(res.body.data.cancelStockAlert).toEqual({
        deletedId: null,
        errors: [{ field: null, code: 'NOT_FOUND', message: 'Back-in-stock alert not found' }],
      });
    }
    const done = await gql(shop, CANCEL, { input: { id: mine.id } }, customer.token);
    expect(done.body.data.cancelStockAlert).toEqual({ deletedId: mine.id, errors: [] });
    expect((await gql(shop, CANCEL, { input: { id: mine.id } }, customer.token)).body.data.cancelStockAlert.errors[0].code).toBe('NOT_FOUND');
    expect((await gql(shop, MINE, {}, customer.token)).body.data.myStockAlerts.map((a: { id: string }) => a.id)).toEqual([asGuest.id]);
    expect(await shop.db.prisma.stockAlert.count({ where: { id: theirs.id, status: 'waiting' } })).toBe(1);
    // a guest is refused
    expect((await gql(shop, MINE)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('updateProduct raising the stock from 0 notifies each waiting shopper once; waitingAlerts and stockAlertDemand are admin-only counts', async () => {
    const product = await jeans('GQL Restock Jeans');
    const v32 = await variantOf(shop, product.id, '32');
    const v34 = await variantOf(shop, product.id, '34');
    const customer = await createCustomer(shop);
    await gql(shop, SUBSCRIBE, { input: { variantId: v32.id, email: 'first.guest@example.in' } });
    await confirmLatest('first.guest@example.in');
    await gql(shop, SUBSCRIBE, { input: { variantId: v32.id } }, customer.token);
    await gql(shop, SUBSCRIBE, { input: { variantId: v34.id, email: 'first.guest@example.in' } });
    await confirmLatest('first.guest@example.in');

    const counts = await gql(shop, COUNTS, { id: product.id }, adminToken);
    expect(counts.body.data.product).toEqual({
      id: product.id,
      waitingAlerts: 3,
      variants: [
        { id: expect.any(String), size: '30', waitingAlerts: 0 },
        { id: v32.id, size: '32', waitingAlerts: 2 },
        { id: v34.id, size: '34', waitingAlerts: 1 },
      ],
    });
    const demand = await gql(shop, DEMAND, { limit: 100 }, adminToken);
    expect(demand.body.data.stockAlertDemand.items.find((p: { id: string }) => p.id === product.id)).toEqual({
      id: product.id,
      name: 'GQL Restock Jeans',
      waiting: 3,
      variants: [
        { id: v32.id, sku: v32.sku, size: '32', color: null, stock: 0, waiting: 2 },
        { id: v34.id, sku: v34.sku, size: '34', color: null, stock: 0, waiting: 1 },
      ],
    });
    // Not for shoppers: the field is null with FORBIDDEN / UNAUTHENTICATED, and the query refused.
    const asCustomer = await gql(shop, COUNTS, { id: product.id }, customer.token);
    expect(asCustomer.body.data.product.waitingAlerts).toBeNull();
    expect(asCustomer.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const asGuest = await gql(shop, DEMAND, {});
    expect(asGuest.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');

    const category = await shop.db.prisma.category.findFirstOrThrow({ where: { id: product.categoryId } });
    const input = {
      id: product.id,
      name: product.name,
      price: '1499.00',
      categoryId: category.id,
      images: product.images,
      sizes: ['30', '32', '34'],
      colors: [],
      featured: false,
      variants: [
        { size: '30', stock: 3 },
        { size: '32', stock: 6 },
        { size: '34', stock: 0 },
      ],
    };
    const updated = await gql(shop, UPDATE, { input }, adminToken);
    expect(updated.body.data.updateProduct).toEqual({ product: { id: product.id, stock: 9 }, errors: [] });
    const mails = await shop.db.prisma.email.findMany({ where: { kind: 'back_in_stock', to: { in: ['first.guest@example.in', customer.user.email] } } });
    expect(mails.map((m) => [m.to, m.subject]).sort()).toEqual(
      [
        ['first.guest@example.in', 'Back in stock: GQL Restock Jeans (Size 32)'],
        [customer.user.email, 'Back in stock: GQL Restock Jeans (Size 32)'],
      ].sort(),
    );
    // The same edit again: nobody is waiting for 32 any more, 34 is still sold out.
    await gql(shop, UPDATE, { input }, adminToken);
    expect(await shop.db.prisma.email.count({ where: { kind: 'back_in_stock', to: { in: ['first.guest@example.in', customer.user.email] } } })).toBe(2);
    const after = await gql(shop, COUNTS, { id: product.id }, adminToken);
    expect(after.body.data.product.waitingAlerts).toBe(1);

    // The admin's Emails list shows the kind.
    const list = await gql(shop, `{ emails(kind: BACK_IN_STOCK, limit: 100) { items { kind to } } }`, {}, adminToken);
    expect(list.body.errors).toBeUndefined();
    expect(list.body.data.emails.items).toEqual(expect.arrayContaining([{ kind: 'BACK_IN_STOCK', to: 'first.guest@example.in' }]));
  });
});

describe('REST', () => {
  it('POST /api/stock-alerts: a guest 202 every time; a verified shopper 201 new, 200 again; 400/404/409 { message, errors }', async () => {
    const product = await jeans('REST Jeans');
    const v32 = await variantOf(shop, product.id, '32');
    const v30 = await variantOf(shop, product.id, '30');
    const first = await shop.http.post('/api/stock-alerts').send({ variantId: v32.id, email: 'rest.guest@example.in' });
    expect([first.status, first.body]).toEqual([202, { confirmationRequired: true, message: expect.stringMatching(/^Check your inbox to confirm/) }]);
    const again = await shop.http.post('/api/stock-alerts').send({ variantId: v32.id, email: 'REST.guest@example.in' });
    expect([again.status, again.body]).toEqual([first.status, first.body]);

    const bad = await shop.http.post('/api/stock-alerts').send({ variantId: v32.id, email: 'nope' });
    expect([bad.status, bad.body]).toEqual([400, { message: 'Valid email is required', errors: { email: 'Valid email is required' } }]);
    const empty = await shop.http.post('/api/stock-alerts').send({});
    expect([empty.status, empty.body.errors.variantId]).toEqual([400, 'Choose the size and colour you are waiting for']);
    const unknown = await shop.http.post('/api/stock-alerts').send({ variantId: '7d0e8a57-0000-4000-8000-000000000000', email: 'rest.guest@example.in' });
    expect([unknown.status, unknown.body]).toEqual([404, { message: 'This size or colour is not sold here (any more)' }]);
    const inStock = await shop.http.post('/api/stock-alerts').send({ variantId: v30.id, email: 'rest.guest@example.in' });
    expect([inStock.status, inStock.body]).toEqual([409, { message: 'This size is in stock: you can order it now' }]);

    const customer = await createCustomer(shop);
    const mine = await shop.http.post('/api/stock-alerts').set('authorization', `Bearer ${customer.token}`).send({ variantId: v32.id });
    expect([mine.status, mine.body]).toEqual([
      201,
      {
        id: expect.any(String),
        productId: product.id,
        variantId: v32.id,
        email: customer.user.email,
        status: 'waiting',
        createdAt: expect.any(String),
        notifiedAt: null,
        alreadyWaiting: false,
        confirmationRequired: false,
        message: 'We will e-mail you once when it is back in stock.',
      },
    ]);
    const mineAgain = await shop.http.post('/api/stock-alerts').set('authorization', `Bearer ${customer.token}`).send({ variantId: v32.id });
    expect([mineAgain.status, mineAgain.body]).toEqual([200, { ...mine.body, alreadyWaiting: true }]);
  });

  it('GET /api/stock-alerts and DELETE /api/stock-alerts/:id: the shopper’s own; 401 for guests, 404 for another’s', async () => {
    const product = await jeans('REST My Alerts Jeans');
    const v32 = await variantOf(shop, product.id, '32');
    const customer = await createCustomer(shop);
    const other = await createCustomer(shop);
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    const created = await shop.http.post('/api/stock-alerts').set(bearer(customer.token)).send({ variantId: v32.id });
    const theirs = await shop.http.post('/api/stock-alerts').set(bearer(other.token)).send({ variantId: v32.id });
    const list = await shop.http.get('/api/stock-alerts').set(bearer(customer.token));
    const { alreadyWaiting: _, confirmationRequired: _c, message: _m, ...alert } = created.body;
    expect([list.status, list.body]).toEqual([200, [alert]]);
    expect((await shop.http.get('/api/stock-alerts')).status).toBe(401);
    const notTheirs = await shop.http.delete(`/api/stock-alerts/${theirs.body.id}`).set(bearer(customer.token));
    expect([notTheirs.status, notTheirs.body]).toEqual([404, { message: 'Back-in-stock alert not found' }]);
    const removed = await shop.http.delete(`/api/stock-alerts/${created.body.id}`).set(bearer(customer.token));
    expect([removed.status, removed.body]).toEqual([200, { id: created.body.id }]);
    expect((await shop.http.get('/api/stock-alerts').set(bearer(customer.token))).body).toEqual([]);
    expect((await shop.http.get('/api/stock-alerts').set(bearer(other.token))).body.map((a: { id: string }) => a.id)).toEqual([theirs.body.id]);
  });

  it('GET /api/admin/stock-alerts: counts for the admin, with X-Total-Count; 401/403 for others', async () => {
    const product = await jeans('REST Demand Jeans');
    const v34 = await variantOf(shop, product.id, '34');
    for (const n of [1, 2]) {
      await shop.http.post('/api/stock-alerts').send({ variantId: v34.id, email: `demand${n}@example.in` });
      await confirmLatest(`demand${n}@example.in`);
    }
    const res = await shop.http.get('/api/admin/stock-alerts?limit=100').set('authorization', `Bearer ${adminToken}`);
    expect(res.status).toBe(200);
    expect(Number(res.headers['x-total-count'])).toBe(res.body.length);
    expect(res.body.find((p: { productId: string }) => p.productId === product.id)).toEqual({
      productId: product.id,
      name: 'REST Demand Jeans',
      waiting: 2,
      variants: [{ variantId: v34.id, sku: v34.sku, size: '34', color: null, stock: 0, waiting: 2 }],
    });
    expect((await shop.http.get('/api/admin/stock-alerts')).status).toBe(401);
    const customer = await createCustomer(shop);
    expect((await shop.http.get('/api/admin/stock-alerts').set('authorization', `Bearer ${customer.token}`)).status).toBe(403);
  });
});
