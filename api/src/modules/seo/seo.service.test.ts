import { createTestServices, createCustomer, adminSession, contextFor, type TestServices, failure } from '../../test/harness';
import type { RequestContext } from '../../platform/common/context';

let shop: TestServices;
let admin: RequestContext;
let customer: RequestContext;
const guest = contextFor(null);
const PAGES = 'home, shop, about, contact, product, cart, checkout, account';

const valid = { pageName: 'cart', title: 'Your cart', description: 'Review the clothes in your cart.', keywords: 'cart, checkout' };

beforeAll(async () => {
  shop = await createTestServices();
  admin = (await adminSession(shop)).ctx;
  customer = (await createCustomer(shop)).ctx;
});
afterAll(() => shop.close());

describe('the public lookup', () => {
  it('serves the seeded metadata of the home page, in any letter case', async () => {
    const home = await shop.services.seo.findByPage(guest, 'home');
    expect(home?.pageName).toBe('home');
    expect(home?.title.length).toBeGreaterThan(0);
    expect((await shop.services.seo.findByPage(guest, ' HOME '))?.id).toBe(home?.id);
  });

  it('answers null for an unknown page name, a page without a record, or a non-string', async () => {
    expect(await shop.services.seo.findByPage(guest, 'blog')).toBeNull();
    expect(await shop.services.seo.findByPage(guest, '')).toBeNull();
    expect(await shop.services.seo.findByPage(guest, 42)).toBeNull();
    await shop.db.prisma.seoMeta.deleteMany({ where: { pageName: 'checkout' } });
    expect(await shop.services.seo.findByPage(guest, 'checkout')).toBeNull();
  });
});

describe('admin operations', () => {
  beforeEach(() => shop.db.prisma.seoMeta.deleteMany({ where: { pageName: { in: ['cart', 'account'] } } }));

  it('are for admins only', async () => {
    for (const ctx of [guest, customer]) {
      const status = ctx === guest ? 401 : 403;
      expect((await failure(shop.services.seo.list(ctx))).status).toBe(status);
      expect((await failure(shop.services.seo.create(ctx, valid))).status).toBe(status);
      expect((await failure(shop.services.seo.update(ctx, '00000000-0000-4000-8000-000000000000', valid))).status).toBe(status);
      expect((await failure(shop.services.seo.delete(ctx, '00000000-0000-4000-8000-000000000000'))).status).toBe(status);
    }
    expect(await shop.db.prisma.seoMeta.count({ where: { pageName: 'cart' } })).toBe(0);
  });

  it('creates a record, trimmed, with the page name lower-cased', async () => {
    const row = await shop.services.seo.create(admin, { pageName: ' Cart ', title: ' Your cart ', description: valid.description, keywords: valid.keywords });
    expect(row).toMatchObject({ pageName: 'cart', title: 'Your cart', description: valid.description, keywords: valid.keywords });
    expect((await shop.services.seo.findByPage(guest, 'cart'))?.id).toBe(row.id);
  });

  it('refuses a second record for the same page with 409', async () => {
    await shop.services.seo.create(admin, valid);
    const e = await failure(shop.services.seo.create(admin, { ...valid, pageName: 'CART', title: 'Other' }));
    expect(e.status).toBe(409);
    expect(e.code).toBe('DUPLICATE_PAGE');
    expect(e.message).toBe('SEO meta for this page already exists');
    expect(await shop.db.prisma.seoMeta.count({ where: { pageName: 'cart' } })).toBe(1);
  });

  it.each([
    [{ pageName: undefined }, 'pageName', 'Page name is required'],
    [{ pageName: '' }, 'pageName', 'Page name is required'],
    [{ pageName: 7 }, 'pageName', 'Page name is required'],
    [{ pageName: 'blog' }, 'pageName', `Page name must be one of: ${PAGES}`],
    [{ title: undefined }, 'title', 'Title is required'],
    [{ title: '   ' }, 'title', 'Title is required'],
    [{ title: 'x'.repeat(61) }, 'title', 'Title should be under 60 characters'],
    [{ description: undefined }, 'description', 'Description is required'],
    [{ description: 'x'.repeat(161) }, 'description', 'Description should be under 160 characters'],
    [{ keywords: '' }, 'keywords', 'Keywords are required'],
    [{ keywords: null }, 'keywords', 'Keywords are required'],
  ])('validates %p → %s: "%s"', async (change, field, message) => {
    const e = await failure(shop.services.seo.create(admin, { ...valid, ...change }));
    expect(e.status).toBe(400);
    expect(e.message).toBe(message);
    expect(e.fields).toEqual({ [field]: message });
  });

  it('accepts a 60-character title and a 160-character description', async () => {
    const row = await shop.services.seo.create(admin, { ...valid, title: 't'.repeat(60), description: 'd'.repeat(160) });
    expect(row.title).toHaveLength(60);
    expect(row.description).toHaveLength(160);
  });

  it('updates a record, and may move it to a page without one', async () => {
    const row = await shop.services.seo.create(admin, valid);
    const updated = await shop.services.seo.update(admin, row.id, { ...valid, title: 'Shopping bag' });
    expect(updated).toMatchObject({ id: row.id, pageName: 'cart', title: 'Shopping bag' });
    const moved = await shop.services.seo.update(admin, row.id, { ...valid, pageName: 'account' });
    expect(moved.pageName).toBe('account');
  });

  it("refuses to move a record onto another page's record with 409", async () => {
    const row = await shop.services.seo.create(admin, valid);
    const e = await failure(shop.services.seo.update(admin, row.id, { ...valid, pageName: 'home' }));
    expect(e.status).toBe(409);
    expect(e.message).toBe('SEO meta for this page already exists');
    expect((await shop.db.prisma.seoMeta.findUnique({ where: { id: row.id } }))?.pageName).toBe('cart');
  });

  it('validates updates like creations', async () => {
    const row = await shop.services.seo.create(admin, valid);
    const e = await failure(shop.services.seo.update(admin, row.id, { ...valid, title: 'x'.repeat(61) }));
    expect(e.message).toBe('Title should be under 60 characters');
  });

  it('answers 404 "SEO meta not found" for unknown or malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '', 5]) {
      const u = await failure(shop.services.seo.update(admin, id, valid));
      expect([u.status, u.message]).toEqual([404, 'SEO meta not found']);
      const d = await failure(shop.services.seo.delete(admin, id));
      expect([d.status, d.message]).toEqual([404, 'SEO meta not found']);
    }
  });

  it('deletes a record and returns its id; a second delete is a 404', async () => {
    const row = await shop.services.seo.create(admin, valid);
    expect(await shop.services.seo.delete(admin, row.id)).toBe(row.id);
    expect(await shop.services.seo.findByPage(guest, 'cart')).toBeNull();
    expect((await failure(shop.services.seo.delete(admin, row.id))).status).toBe(404);
  });

  it('lists every record in the order of the page list', async () => {
    await shop.services.seo.create(admin, { ...valid, pageName: 'account' });
    await shop.services.seo.create(admin, valid);
    const names = (await shop.services.seo.list(admin)).map((r) => r.pageName);
    const order = PAGES.split(', ');
    expect(names).toEqual([...names].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    expect(names).toEqual(expect.arrayContaining(['home', 'cart', 'account']));
    expect(names).toHaveLength(await shop.db.prisma.seoMeta.count());
  });
});
