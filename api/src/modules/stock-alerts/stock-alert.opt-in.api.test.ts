// Double opt-in for back-in-stock alerts, through both APIs: a guest's request is live only after the
// link e-mailed to the address is followed, the answer never tells whether an address already waits,
// every alert e-mail can stop its alert without signing in, and alerts a guest made with an address
// attach to an account only once the account has verified that address.
import { adminSession, contextFor, createCustomer, createTestShop, gql, type TestShop } from '../../test/harness';
import { createProduct, restockAsAdmin, variantOf } from '../../test/fixtures';
import type { ProductWithVariants } from '../catalog/product.service';
import type { RequestContext } from '../../platform/common/context';

let shop: TestShop;
let admin: RequestContext;

beforeAll(async () => {
  shop = await createTestShop();
  admin = (await adminSession(shop)).ctx;
});
afterAll(() => shop.close());

const SUBSCRIBE = `mutation S($input: SubscribeStockAlertInput!) {
  subscribeStockAlert(input: $input) { stockAlert { id email status } confirmationRequired alreadyWaiting message errors { field code message } }
}`;
const CONFIRM = `mutation C($input: ConfirmStockAlertInput!) { confirmStockAlert(input: $input) { stockAlert { id email status } errors { code message } } }`;
const CANCEL_BY_LINK = `mutation X($input: CancelStockAlertByLinkInput!) { cancelStockAlertByLink(input: $input) { message errors { code message } } }`;
const MINE = `query { myStockAlerts { id email status } }`;
const CANCEL = `mutation D($input: CancelStockAlertInput!) { cancelStockAlert(input: $input) { deletedId errors { code message } } }`;
const VERIFY = `mutation V($input: VerifyEmailInput!) { verifyEmail(input: $input) { email message errors { code message } } }`;

let n = 0;
const unique = (name: string) => `${name}.${++n}.${Math.random().toString(36).slice(2, 6)}@example.in`;

/** A kurta in S/M/L where M and L are sold out. */
const kurta = () =>
  createProduct(shop, {
    name: `Opt-in Kurta ${Math.random().toString(36).slice(2, 8)}`,
    price: '999.00',
    sizes: ['S', 'M', 'L'],
    variants: { S: 4, M: 0, L: 0 },
  });

const adminStock = (product: ProductWithVariants, stocks: Record<string, number>) => restockAsAdmin(shop, admin, product, stocks);

const mailsTo = (to: string, kind: string) => shop.db.prisma.email.findMany({ where: { to, kind: kind as never }, orderBy: { createdAt: 'asc' } });
const tokenIn = (text: string) => /\/stock-alerts\/confirm#token=([\w-]+)/.exec(text)?.[1];
const cancelLinkIn = (text: string) => {
  const m = /\/stock-alerts\/cancel#alert=([0-9a-f-]+)&sig=([\w-]+)/.exec(text);
  return m ? { alertId: m[1], signature: m[2] } : undefined;
};
const guestAsks = (variantId: string, email: string, ip = '10.20.0.1') =>
  shop.http.post('/api/stock-alerts').set('x-forwarded-for', ip).send({ variantId, email });
const alertsOf = (variantId: string, email: string) => shop.db.prisma.stockAlert.findMany({ where: { variantId, email } });

/** A guest asks and follows the link in the confirmation e-mail: the alert is live. */
async function confirmedGuestAlert(variantId: string, email: string) {
  expect((await guestAsks(variantId, email)).status).toBe(202);
  const [mail] = (await mailsTo(email, 'stock_alert_confirmation')).slice(-1);
  const res = await gql(shop, CONFIRM, { input: { token: tokenIn(mail.text) } });
  expect(res.body.data.confirmStockAlert.errors).toEqual([]);
  return res.body.data.confirmStockAlert.stockAlert as { id: string; email: string; status: string };
}

describe('a guest’s request (double opt-in)', () => {
  it('makes no live alert: the address gets a confirmation e-mail, and nothing waits until it is followed', async () => {
    const product = await kurta();
    const m = await variantOf(shop, product.id, 'M');
    const email = unique('guest');
    const res = await guestAsks(m.id, email);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ confirmationRequired: true, message: expect.stringMatching(/^Check your inbox to confirm/) });
    expect((await alertsOf(m.id, email)).map((a) => a.status)).toEqual(['pending']);
    expect(await shop.services.stockAlerts.waitingCountsByVariant([m.id])).toEqual([0]);
    const [mail] = await mailsTo(email, 'stock_alert_confirmation');
    expect(mail.subject).toBe(`Confirm your back-in-stock alert: ${product.name} (Size M)`);
    expect(tokenIn(mail.text)).toMatch(/^[\w-]{43}$/);
    expect(cancelLinkIn(mail.text)).toBeDefined();
    // The token is kept only as its sha256.
    const [row] = await alertsOf(m.id, email);
    expect(row.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.confirmTokenHash).not.toContain(tokenIn(mail.text));

    // Restocked before anyone confirmed: no back-in-stock e-mail.
    await adminStock(product, { M: 3 });
    expect(await mailsTo(email, 'back_in_stock')).toHaveLength(0);
  });

  it('answers the same for a new, a repeated and an already-live request (status and body), in both APIs', async () => {
    const product = await kurta();
    const m = await variantOf(shop, product.id, 'M');
    const email = unique('same');
    const fresh = await guestAsks(m.id, unique('other'));
    const first = await guestAsks(m.id, email);
    const repeat = await guestAsks(m.id, email.toUpperCase());
    for (const r of [first, repeat]) expect([r.status, r.body]).toEqual([fresh.status, fresh.body]);
    // a repeat while pending sends a fresh link (the old one may be lost); one alert row
    expect(await mailsTo(email, 'stock_alert_confirmation')).toHaveLength(2);
    expect(await alertsOf(m.id, email)).toHaveLength(1);

    await confirmedGuestAlert(m.id, email);
    const live = await guestAsks(m.id, email);
    expect([live.status, live.body]).toEqual([fresh.status, fresh.body]);
    expect(await mailsTo(email, 'stock_alert_confirmation')).toHaveLength(3); // nothing new for a live alert

    const asked = await Promise.all([email, unique('new')].map((e) => gql(shop, SUBSCRIBE, { input: { variantId: m.id, email: e } })));
    expect(asked[0].body.data.subscribeStockAlert).toEqual(asked[1].body.data.subscribeStockAlert);
    expect(asked[0].body.data.subscribeStockAlert).toEqual({
      stockAlert: null,
      confirmationRequired: true,
      alreadyWaiting: false,
      message: expect.stringMatching(/^Check your inbox to confirm/),
      errors: [],
    });
  });

  it('confirming with the link makes it live, once; an expired or unknown link is refused', async () => {
    const product = await kurta();
    const m = await variantOf(shop, product.id, 'M');
    const email = unique('confirm');
    await guestAsks(m.id, email);
    const token = tokenIn((await mailsTo(email, 'stock_alert_confirmation'))[0].text)!;
    const ok = await shop.http.post('/api/stock-alerts/confirm').send({ token });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ variantId: m.id, email, status: 'waiting' });
    expect(await shop.services.stockAlerts.waitingCountsByVariant([m.id])).toEqual([1]);
    const again = await shop.http.post('/api/stock-alerts/confirm').send({ token });
    expect([again.status, again.body.message]).toEqual([
      400,
      'This confirmation link is invalid, has expired or has already been used. Ask again on the product page.',
    ]);

    const late = unique('late');
    await guestAsks(m.id, late);
    await shop.db.prisma.stockAlert.updateMany({ where: { email: late }, data: { confirmExpiresAt: new Date(Date.now() - 1000) } });
    const expired = await gql(shop, CONFIRM, { input: { token: tokenIn((await mailsTo(late, 'stock_alert_confirmation'))[0].text) } });
    expect(expired.body.data.confirmStockAlert).toEqual({ stockAlert: null, errors: [{ code: 'INVALID_CONFIRMATION_TOKEN', message: expect.any(String) }] });
    expect((await alertsOf(m.id, late))[0].status).toBe('pending');
    for (const body of [{ token: 'x'.repeat(43) }, {}, { token: 'x'.repeat(500) }]) {
      expect((await shop.http.post('/api/stock-alerts/confirm').send(body)).status).toBe(400);
    }
  });

  it('a restock mails only confirmed alerts, and every alert e-mail has a working cancel link; a tampered link is refused', async () => {
    const product = await kurta();
    const m = await variantOf(shop, product.id, 'M');
    const l = await variantOf(shop, product.id, 'L');
    const confirmed = unique('confirmed');
    const unconfirmed = unique('unconfirmed');
    await confirmedGuestAlert(m.id, confirmed);
    await guestAsks(m.id, unconfirmed);

    await adminStock(product, { M: 5 });
    expect(await mailsTo(unconfirmed, 'back_in_stock')).toHaveLength(0);
    const [told] = await mailsTo(confirmed, 'back_in_stock');
    const fromBackInStock = cancelLinkIn(told.text)!;
    expect(fromBackInStock).toBeDefined();
    expect(told.html).toContain(`/stock-alerts/cancel#alert=${fromBackInStock.alertId}&amp;sig=${fromBackInStock.signature}`);
    const stopped = await shop.http.post('/api/stock-alerts/cancel').send(fromBackInStock);
    expect([stopped.status, stopped.body]).toEqual([200, { message: 'Your back-in-stock alert is stopped: we will not e-mail you about it.' }]);

    // A live alert stopped from its confirmation e-mail's link (REST), and one from a pending alert's (GraphQL).
    const live = await confirmedGuestAlert(l.id, unique('stops'));
    const liveLink = cancelLinkIn((await mailsTo(live.email, 'stock_alert_confirmation'))[0].text)!;
    const tampered = [
      { ...liveLink, signature: liveLink.signature.slice(0, -2) + (liveLink.signature.endsWith('AA') ? 'BB' : 'AA') },
      { ...liveLink, alertId: fromBackInStock.alertId },
      { alertId: liveLink.alertId, signature: '' },
      { alertId: 'not-a-uuid', signature: liveLink.signature },
    ];
    for (const bad of tampered) expect((await shop.http.post('/api/stock-alerts/cancel').send(bad)).status).toBe(400);
    expect(await shop.db.prisma.stockAlert.count({ where: { id: live.id } })).toBe(1);
    expect((await shop.http.post('/api/stock-alerts/cancel').send(liveLink)).status).toBe(200);
    expect(await shop.db.prisma.stockAlert.count({ where: { id: live.id } })).toBe(0);
    // stopping twice answers the same
    expect((await shop.http.post('/api/stock-alerts/cancel').send(liveLink)).body).toEqual(stopped.body);

    const pendingEmail = unique('pending.stop');
    await guestAsks(l.id, pendingEmail);
    const pendingLink = cancelLinkIn((await mailsTo(pendingEmail, 'stock_alert_confirmation'))[0].text)!;
    const wrong = await gql(shop, CANCEL_BY_LINK, {
      input: { ...pendingLink, signature: pendingLink.signature.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) },
    });
    expect(wrong.body.data.cancelStockAlertByLink.errors).toEqual([{ code: 'INVALID_CANCEL_LINK', message: expect.any(String) }]);
    const right = await gql(shop, CANCEL_BY_LINK, { input: pendingLink });
    expect(right.body.data.cancelStockAlertByLink).toEqual({ message: stopped.body.message, errors: [] });
    expect(await alertsOf(l.id, pendingEmail)).toEqual([]);
  });

  it('confirming after the variant came back writes the back-in-stock e-mail at once', async () => {
    const product = await kurta();
    const m = await variantOf(shop, product.id, 'M');
    const email = unique('came.back');
    await guestAsks(m.id, email);
    await adminStock(product, { M: 2 });
    const res = await gql(shop, CONFIRM, { input: { token: tokenIn((await mailsTo(email, 'stock_alert_confirmation'))[0].text) } });
    expect(res.body.data.confirmStockAlert.stockAlert.status).toBe('NOTIFIED');
    expect(await mailsTo(email, 'back_in_stock')).toHaveLength(1);
  });

  it('guests are throttled per address too (confirmation e-mails to one inbox)', async () => {
    const limited = await createTestShop({ env: { RATE_LIMITS: 'stock-alert-email=2/1h' } });
    try {
      const product = await createProduct(limited, { name: 'Throttled Stole', stock: 0 });
      const ask = (ip: string) =>
        limited.services.stockAlerts.subscribe(contextFor(null, ip), { variantId: product.variants[0].id, email: 'flooded@example.in' });
      await ask('10.8.0.1');
      await ask('10.8.0.2');
      await expect(ask('10.8.0.3')).rejects.toMatchObject({ status: 429, code: 'RATE_LIMITED' });
      expect(await limited.db.prisma.email.count({ where: { to: 'flooded@example.in' } })).toBe(2);
    } finally {
      await limited.close();
    }
  });
});

describe('signed-in shoppers', () => {
  it('a verified shopper’s alert is live at once; an unverified one’s needs the e-mailed confirmation', async () => {
    const product = await kurta();
    const m = await variantOf(shop, product.id, 'M');
    const verified = await createCustomer(shop);
    const live = await gql(shop, SUBSCRIBE, { input: { variantId: m.id } }, verified.token);
    expect(live.body.data.subscribeStockAlert).toMatchObject({
      stockAlert: { email: verified.user.email, status: 'WAITING' },
      confirmationRequired: false,
      alreadyWaiting: false,
    });
    const again = await gql(shop, SUBSCRIBE, { input: { variantId: m.id } }, verified.token);
    expect(again.body.data.subscribeStockAlert).toMatchObject({ stockAlert: { id: live.body.data.subscribeStockAlert.stockAlert.id }, alreadyWaiting: true });

    const unverified = await createCustomer(shop, { verified: false });
    const pending = await gql(shop, SUBSCRIBE, { input: { variantId: m.id } }, unverified.token);
    expect(pending.body.data.subscribeStockAlert).toMatchObject({ stockAlert: null, confirmationRequired: true });
    expect(await mailsTo(unverified.user.email, 'stock_alert_confirmation')).toHaveLength(1);
  });

  it('myStockAlerts lists the shopper’s pending alerts beside the waiting ones, so My Account can say which wait for the e-mailed confirmation', async () => {
    const product = await kurta();
    const [m, l] = [await variantOf(shop, product.id, 'M'), await variantOf(shop, product.id, 'L')];
    const unverified = await createCustomer(shop, { verified: false });
    await gql(shop, SUBSCRIBE, { input: { variantId: m.id } }, unverified.token);
    const [pending] = (await gql(shop, MINE, {}, unverified.token)).body.data.myStockAlerts;
    expect(pending).toEqual({ id: expect.any(String), email: unverified.user.email, status: 'PENDING' });
    const rest = await shop.http.get('/api/stock-alerts').set('authorization', `Bearer ${unverified.token}`);
    expect(rest.body.map((a: { id: string; status: string }) => [a.id, a.status])).toEqual([[pending.id, 'pending']]);

    // a verified shopper: their live alert and a guest's unconfirmed request with their address, newest first
    const verified = await createCustomer(shop);
    const live = (await gql(shop, SUBSCRIBE, { input: { variantId: m.id } }, verified.token)).body.data.subscribeStockAlert.stockAlert;
    await guestAsks(l.id, verified.user.email, '10.20.9.10');
    const listed = (await gql(shop, MINE, {}, verified.token)).body.data.myStockAlerts;
    expect(listed.map((a: { id: string; status: string }) => a.status)).toEqual(['PENDING', 'WAITING']);
    expect(listed[1].id).toBe(live.id);

    // a pending alert is stopped like a waiting one
    expect((await gql(shop, CANCEL, { input: { id: pending.id } }, unverified.token)).body.data.cancelStockAlert).toEqual({ deletedId: pending.id, errors: [] });
    expect((await gql(shop, MINE, {}, unverified.token)).body.data.myStockAlerts).toEqual([]);
  });

  it('a verified shopper asking for their own address makes a stranger’s pending request for it live', async () => {
    const product = await kurta();
    const m = await variantOf(shop, product.id, 'M');
    const customer = await createCustomer(shop);
    await guestAsks(m.id, customer.user.email, '10.20.9.9');
    const res = await gql(shop, SUBSCRIBE, { input: { variantId: m.id } }, customer.token);
    expect(res.body.data.subscribeStockAlert).toMatchObject({ stockAlert: { status: 'WAITING' }, confirmationRequired: false });
    expect((await alertsOf(m.id, customer.user.email)).map((a) => [a.status, a.userId])).toEqual([['waiting', customer.user.id]]);
  });

  it('registering with a guest’s address: myStockAlerts shows the guest’s alerts only once the address is verified', async () => {
    const product = await kurta();
    const m = await variantOf(shop, product.id, 'M');
    const email = unique('registers.later');
    const guestAlert = await confirmedGuestAlert(m.id, email);

    const customer = await createCustomer(shop, { email, verified: false });
    expect((await gql(shop, MINE, {}, customer.token)).body.data.myStockAlerts).toEqual([]);
    expect((await shop.http.get('/api/stock-alerts').set('authorization', `Bearer ${customer.token}`)).body).toEqual([]);
    const cancel = await gql(shop, CANCEL, { input: { id: guestAlert.id } }, customer.token);
    expect(cancel.body.data.cancelStockAlert.errors).toEqual([{ code: 'NOT_FOUND', message: 'Back-in-stock alert not found' }]);

    const [mail] = await mailsTo(email, 'email_verification');
    const token = /\/verify-email#token=([\w-]+)/.exec(mail.text)?.[1];
    expect((await gql(shop, VERIFY, { input: { token } })).body.data.verifyEmail.errors).toEqual([]);
    expect((await gql(shop, MINE, {}, customer.token)).body.data.myStockAlerts).toEqual([{ id: guestAlert.id, email, status: 'WAITING' }]);
  });
});
