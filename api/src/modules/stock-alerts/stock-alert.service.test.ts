// @postgres: runs on both databases — it branches on the engine, concurrent transactions and locks (PGlite has one connection).
import { adminSession, contextFor, createCustomer, createTestServices, failure, tokenFromEmail, usingPostgres, type TestServices } from '../../test/harness';
import { createProduct, restockAsAdmin, variantOf } from '../../test/fixtures';
import { placeCard } from '../orders/order.test-helpers';
import type { ProductWithVariants } from '../catalog/product.service';
import type { RequestContext } from '../../platform/common/context';

let shop: TestServices;
let admin: RequestContext;
const guest = (ip = '10.1.0.1') => contextFor(null, ip);

beforeAll(async () => {
  shop = await createTestServices();
  admin = (await adminSession(shop)).ctx;
});
afterAll(() => shop.close());

/** A kurta in S/M/L where M is sold out. */
const kurta = () =>
  createProduct(shop, {
    name: `Alert Kurta ${Math.random().toString(36).slice(2, 8)}`,
    price: '1299.00',
    sizes: ['S', 'M', 'L'],
    variants: { S: 4, M: 0, L: 2 },
  });

const adminStock = (product: ProductWithVariants, stocks: Record<string, number>) => restockAsAdmin(shop, admin, product, stocks);

/** A guest's alert made live as its reader would: asked for, then confirmed with the e-mailed link. */
async function guestAlert(variantId: string, email: string, ip?: string) {
  await shop.services.stockAlerts.subscribe(guest(ip), { variantId, email });
  const stockAlert = await shop.services.stockAlerts.confirm(guest(ip), { token: await tokenFromEmail(shop, email.trim().toLowerCase(), 'stock_alert_confirmation') });
  return { stockAlert };
}

const backInStockMails = (to?: string) =>
  shop.db.prisma.email.findMany({ where: { kind: 'back_in_stock', ...(to ? { to } : {}) }, orderBy: { createdAt: 'asc' } });

describe('subscribe', () => {
  it('a guest needs a valid e-mail (400), stored lower-case', async () => {
    const product = await kurta();
    const m = await variantOf(shop, product.id, 'M');
    for (const email of [undefined, '', 'not-an-email', 'a@b', 'x\u200b@example.in']) {
      const e = await failure(shop.services.stockAlerts.subscribe(guest(), { variantId: m.id, email }));
      expect([e.status, e.fields]).toEqual([400, { email: 'Valid email is required' }]);
    }
    const { stockAlert } = await guestAlert(m.id, ' Meera.Shah@Example.IN ');
    expect(stockAlert).toMatchObject({ productId: product.id, variantId: m.id, email: 'meera.shah@example.in', status: 'waiting', notifiedAt: null });
  });

  it('a signed-in shopper is told at their account address; a given e-mail is ignored', async () => {
    const product = await kurta();
    const m = await variantOf(shop, product.id, 'M');
    const customer = await createCustomer(shop);
    const { stockAlert } = await shop.services.stockAlerts.subscribe(customer.ctx, { variantId: m.id, email: 'someone.else@example.in' });
    expect(stockAlert!.email).toBe(customer.user.email);
    const row = await shop.db.prisma.stockAlert.findUniqueOrThrow({ where: { id: stockAlert!.id } });
    expect(row.userId).toBe(customer.user.id);
  });

  it('an in-stock variant is a 409 with a clear message; nothing is stored', async () => {
    const product = await kurta();
    const s = await variantOf(shop, product.id, 'S');
    const e = await failure(shop.services.stockAlerts.subscribe(guest(), { variantId: s.id, email: 'ravi@example.in' }));
    expect([e.status, e.code, e.message]).toEqual([409, 'IN_STOCK', 'This size is in stock: you can order it now']);
    expect(await shop.db.prisma.stockAlert.count({ where: { variantId: s.id } })).toBe(0);
  });

  it('an unknown or malformed variant is a 404; a missing one a 400', async () => {
    for (const variantId of ['00000000-0000-4000-8000-000000000000', 'nope', '1; DROP TABLE stock_alerts']) {
      const e = await failure(shop.services.stockAlerts.subscribe(guest(), { variantId, email: 'ravi@example.in' }));
      expect([e.status, e.message]).toEqual([404, 'This size or colour is not sold here (any more)']);
    }
    const missing = await failure(shop.services.stockAlerts.subscribe(guest(), { email: 'ravi@example.in' }));
    expect([missing.status, missing.fields]).toEqual([400, { variantId: 'Choose the size and colour you are waiting for' }]);
  });

  it('asking again is idempotent: the same alert, one row (also concurrently, in any letter case)', async () => {
    const product = await kurta();
    const m = await variantOf(shop, product.id, 'M');
    const customer = await createCustomer(shop, { email: 'twice@example.in' });
    const first = await shop.services.stockAlerts.subscribe(customer.ctx, { variantId: m.id });
    const again = await Promise.all([1, 2, 3].map(() => shop.services.stockAlerts.subscribe(customer.ctx, { variantId: m.id })));
    for (const a of again) expect(a).toEqual({ ...first, stockAlert: first.stockAlert, alreadyWaiting: true });
    const guests = await Promise.all([1, 2, 3].map(() => shop.services.stockAlerts.subscribe(guest(), { variantId: m.id, email: 'TWICE@example.in' })));
    for (const g of guests) expect(g).toMatchObject({ stockAlert: null, confirmationRequired: true, alreadyWaiting: false });
    expect(await shop.db.prisma.stockAlert.count({ where: { variantId: m.id } })).toBe(1);
  });

  it('guests are throttled per client; signed-in shoppers are not counted', async () => {
    const limited = await createTestServices({ env: { RATE_LIMITS: 'stock-alert-ip=2/1h' } });
    try {
      const product = await createProduct(limited, { name: 'Throttled Dupatta', stock: 0 });
      const [variant] = product.variants;
      const ctx = contextFor(null, '10.7.7.7');
      await limited.services.stockAlerts.subscribe(ctx, { variantId: variant.id, email: 'one@example.in' });
      await limited.services.stockAlerts.subscribe(ctx, { variantId: variant.id, email: 'two@example.in' });
      const e = await failure(limited.services.stockAlerts.subscribe(ctx, { variantId: variant.id, email: 'three@example.in' }));
      expect([e.status, e.code]).toEqual([429, 'RATE_LIMITED']);
      expect(e.message).toMatch(/^Too many back-in-stock alerts\. Please try again in \d+ minutes\.$/);
      const customer = await createCustomer(limited);
      await expect(limited.services.stockAlerts.subscribe({ ...customer.ctx, ip: '10.7.7.7' }, { variantId: variant.id })).resolves.toMatchObject({
        alreadyWaiting: false,
      });
    } finally {
      await limited.close();
    }
  });
});

describe('notification when the stock rises from 0', () => {
  it('the admin restock sends exactly one e-mail per waiting shopper and closes the alerts; a second restock sends nothing', async () => {
    const product = await kurta();
    const m = await variantOf(shop, product.id, 'M');
    const customer = await createCustomer(shop);
    const a = await guestAlert(m.id, 'guest.waiting@example.in');
    const b = { stockAlert: (await shop.services.stockAlerts.subscribe(customer.ctx, { variantId: m.id })).stockAlert! };
    // Another variant's waiting shopper is not told when M comes back.
    await adminStock(product, { L: 0 });
    const l = await variantOf(shop, product.id, 'L');
    const other = await guestAlert(l.id, 'waits.for.l@example.in');

    await adminStock(product, { M: 5 });
    const mails = (await backInStockMails()).filter((mail) => [a.stockAlert.email, b.stockAlert.email, other.stockAlert.email].includes(mail.to));
    expect(mails.map((mail) => mail.to).sort()).toEqual([a.stockAlert.email, b.stockAlert.email].sort());
    expect(mails[0]).toMatchObject({ status: 'kept', subject: `Back in stock: ${product.name} (Size M)` });
    expect(mails[0].text).toContain('₹1,299.00');
    expect(mails[0].text).toContain(`${shop.config.publicUrl}/product/${product.id}`);
    const alerts = await shop.db.prisma.stockAlert.findMany({
      where: { id: { in: [a.stockAlert.id, b.stockAlert.id, other.stockAlert.id] } },
      orderBy: { email: 'asc' },
    });
    expect(alerts.map((x) => [x.email, x.status, x.notifiedAt !== null])).toEqual(
      [
        [a.stockAlert.email, 'notified', true],
        [b.stockAlert.email, 'notified', true],
        [other.stockAlert.email, 'waiting', false],
      ].sort((x, y) => String(x[0]).localeCompare(String(y[0]))),
    );

    // More stock, an edit that changes nothing, selling out and restocking again with nobody waiting: no more e-mails.
    await adminStock(product, { M: 9 });
    await adminStock(product, {});
    await adminStock(product, { M: 0 });
    await adminStock(product, { M: 3 });
    expect((await backInStockMails()).filter((mail) => [a.stockAlert.email, b.stockAlert.email].includes(mail.to))).toHaveLength(2);
  });

  it('escapes the product name in the HTML', async () => {
    const product = await createProduct(shop, { name: 'Kurta <b>"Bold"</b> & Co', stock: 0 });
    const alert = await guestAlert(product.variants[0].id, 'escape@example.in');
    await adminStock(product, { '': 2 });
    const [mail] = await backInStockMails(alert.stockAlert.email);
    expect(mail.subject).toBe('Back in stock: Kurta <b>"Bold"</b> & Co');
    expect(mail.html).toContain('Kurta &lt;b&gt;&quot;Bold&quot;&lt;/b&gt; &amp; Co');
    expect(mail.html).not.toContain('<b>"Bold"</b>');
  });

  it('cancelling an order that restocks a sold-out variant notifies the waiting shoppers', async () => {
    const product = await kurta();
    const l = await variantOf(shop, product.id, 'L'); // 2 left
    const buyer = await createCustomer(shop);
    const order = await placeCard(shop, buyer.ctx, [{ productId: product.id, variantId: l.id, quantity: 2 }]);
    expect((await variantOf(shop, product.id, 'L')).stock).toBe(0);
    const alert = await guestAlert(l.id, 'after.cancel@example.in');
    expect(await backInStockMails(alert.stockAlert.email)).toHaveLength(0);

    await shop.services.orders.updateStatus(admin, order.id, 'cancelled');
    expect(await backInStockMails(alert.stockAlert.email)).toHaveLength(1);
    expect(await shop.db.prisma.stockAlert.findUniqueOrThrow({ where: { id: alert.stockAlert.id } })).toMatchObject({ status: 'notified' });
  });

  it('after being told, the shopper may ask again once it sells out again', async () => {
    const product = await kurta();
    const m = await variantOf(shop, product.id, 'M');
    const first = await guestAlert(m.id, 'again@example.in');
    await adminStock(product, { M: 1 });
    await adminStock(product, { M: 0 });
    const second = await guestAlert(m.id, 'again@example.in');
    expect(second.stockAlert.status).toBe('waiting');
    expect(second.stockAlert.id).not.toBe(first.stockAlert.id);
    await adminStock(product, { M: 2 });
    expect(await backInStockMails('again@example.in')).toHaveLength(2);
  });
});

describe('races (PostgreSQL)', () => {
  const itPg = usingPostgres() ? it : it.skip;

  itPg('a sign-up while a restock is not yet committed waits for it, then is refused (no alert left waiting)', async () => {
    const product = await kurta();
    const m = await variantOf(shop, product.id, 'M');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let raised!: () => void;
    const stockRaised = new Promise<void>((resolve) => (raised = resolve));
    const restock = shop.db.prisma.$transaction(async (tx) => {
      await tx.productVariant.update({ where: { id: m.id }, data: { stock: 4 } });
      await shop.services.stockAlerts.notifyRestocked(tx, [m.id]);
      raised();
      await gate; // the restock stays uncommitted while a shopper asks
    });
    await stockRaised;
    const asked = shop.services.stockAlerts.subscribe(guest(), { variantId: m.id, email: 'in.between@example.in' }).catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 500)); // without the row lock the sign-up would read stock 0 and commit now
    release();
    await restock;
    expect(await asked).toMatchObject({ status: 409, code: 'IN_STOCK' });
    expect(await shop.db.prisma.stockAlert.count({ where: { variantId: m.id } })).toBe(0);
  });

  itPg('sign-ups racing a restock: every alert is either refused (in stock) or notified, none left waiting', async () => {
    for (let round = 0; round < 5; round++) {
      const product = await kurta();
      const m = await variantOf(shop, product.id, 'M');
      const emails = Array.from({ length: 6 }, (_, i) => `race${round}.${i}@example.in`);
      // Verified shoppers: their alerts are live at once, so each must be refused or notified.
      const shoppers = await Promise.all(emails.map((email) => createCustomer(shop, { email })));
      const results = await Promise.allSettled([
        ...shoppers.slice(0, 3).map((c) => shop.services.stockAlerts.subscribe(c.ctx, { variantId: m.id })),
        adminStock(product, { M: 4 }),
        ...shoppers.slice(3).map((c) => shop.services.stockAlerts.subscribe(c.ctx, { variantId: m.id })),
      ]);
      for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ status: 409, code: 'IN_STOCK' });
      expect(await shop.db.prisma.stockAlert.count({ where: { variantId: m.id, status: 'waiting' } })).toBe(0);
      const notified = await shop.db.prisma.stockAlert.findMany({ where: { variantId: m.id, status: 'notified' }, select: { email: true } });
      expect(
        (await backInStockMails())
          .filter((mail) => emails.includes(mail.to))
          .map((mail) => mail.to)
          .sort(),
      ).toEqual(notified.map((a) => a.email).sort());
    }
  });
});

describe('admin counts', () => {
  it('waiting shoppers per product and variant, most waited-for first; admins only', async () => {
    const shirt = await createProduct(shop, {
      name: 'Demand Shirt',
      sizes: ['S', 'M'],
      colors: ['Red', 'Blue'],
      variants: { 'Red, S': 0, 'Blue, S': 0, 'Red, M': 3, 'Blue, M': 0 },
    });
    const cap = await createProduct(shop, { name: 'Demand Cap', stock: 0 });
    const redS = await variantOf(shop, shirt.id, 'Red, S');
    const blueS = await variantOf(shop, shirt.id, 'Blue, S');
    for (const n of [1, 2, 3]) await guestAlert(redS.id, `red${n}@example.in`);
    await guestAlert(blueS.id, 'blue@example.in');
    await guestAlert(cap.variants[0].id, 'cap@example.in');
    // An unconfirmed request is no demand yet.
    await shop.services.stockAlerts.subscribe(guest(), { variantId: redS.id, email: 'red.unconfirmed@example.in' });

    const page = await shop.services.stockAlerts.demand(admin, { limit: 100 });
    const mine = page.items.filter((p) => [shirt.id, cap.id].includes(p.productId));
    expect(mine).toEqual([
      {
        productId: shirt.id,
        name: 'Demand Shirt',
        waiting: 4,
        variants: [
          { variantId: redS.id, sku: redS.sku, size: 'S', color: 'Red', stock: 0, waiting: 3 },
          { variantId: blueS.id, sku: blueS.sku, size: 'S', color: 'Blue', stock: 0, waiting: 1 },
        ],
      },
      {
        productId: cap.id,
        name: 'Demand Cap',
        waiting: 1,
        variants: [{ variantId: cap.variants[0].id, sku: cap.variants[0].sku, size: null, color: null, stock: 0, waiting: 1 }],
      },
    ]);
    expect(page.total).toBe(page.items.length);
    const sorted = page.items.map((p) => p.waiting);
    expect(sorted).toEqual([...sorted].sort((x, y) => y - x));
    expect(await shop.services.stockAlerts.waitingCountsByProduct([cap.id, shirt.id, 'nope'])).toEqual([1, 4, 0]);
    expect(await shop.services.stockAlerts.waitingCountsByVariant([blueS.id, redS.id])).toEqual([1, 3]);

    const customer = await createCustomer(shop);
    expect((await failure(shop.services.stockAlerts.demand(customer.ctx, {}))).status).toBe(403);
    expect((await failure(shop.services.stockAlerts.demand(guest(), {}))).status).toBe(401);
  });
});
