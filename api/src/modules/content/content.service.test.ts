import { createTestServices, createCustomer, adminSession, contextFor, type TestServices, failure } from '../../test/harness';
import type { RequestContext } from '../../platform/common/context';

let shop: TestServices;
let admin: RequestContext;
let customer: RequestContext;
const guest = contextFor(null);

const page = {
  title: 'Shipping',
  intro: 'How we deliver in Vadodara.',
  sections: [{ heading: 'Free delivery', paragraphs: ['Free delivery in the city.', 'Free shipping on orders over ₹500.'] }],
};

beforeAll(async () => {
  shop = await createTestServices();
  admin = (await adminSession(shop)).ctx;
  customer = (await createCustomer(shop)).ctx;
});
afterAll(() => shop.close());

describe('reading content', () => {
  it.each(['home', 'about', 'contact', 'size-guide', 'shipping', 'faq', 'privacy-policy', 'terms', 'return-policy', 'refund-policy', 'cookie-policy'])(
    'serves the seeded "%s" section to anyone',
    async (section) => {
      const row = await shop.services.content.find(guest, section);
      expect(row?.section).toBe(section);
      expect(typeof row?.data).toBe('object');
    },
  );

  it('gives footer pages the shared page shape', async () => {
    const data = (await shop.services.content.find(guest, 'privacy-policy'))?.data as { title: unknown; sections: unknown };
    expect(typeof data.title).toBe('string');
    expect(Array.isArray(data.sections)).toBe(true);
  });

  it('answers null for an unknown section or a non-string', async () => {
    expect(await shop.services.content.find(guest, 'blog')).toBeNull();
    expect(await shop.services.content.find(guest, '')).toBeNull();
    expect(await shop.services.content.find(guest, { section: 'home' })).toBeNull();
  });

  it('lists every stored section for admins, in the order of the section list', async () => {
    expect((await failure(shop.services.content.list(guest))).status).toBe(401);
    expect((await failure(shop.services.content.list(customer))).status).toBe(403);
    const sections = (await shop.services.content.list(admin)).map((r) => r.section);
    expect(sections.slice(0, 5)).toEqual(['home', 'about', 'contact', 'size-guide', 'shipping']);
    expect(sections).toHaveLength(await shop.db.prisma.content.count());
  });
});

describe('updating content', () => {
  it('is for admins only', async () => {
    expect((await failure(shop.services.content.update(guest, 'shipping', page))).status).toBe(401);
    expect((await failure(shop.services.content.update(customer, 'shipping', page))).status).toBe(403);
  });

  it('replaces a footer page, trimming texts and keeping extra keys', async () => {
    const before = await shop.services.content.find(guest, 'shipping');
    const row = await shop.services.content.update(admin, 'shipping', { ...page, title: '  Shipping  ', updatedNote: 'June 2025' });
    expect(row.id).toBe(before?.id);
    expect(row.data).toEqual({ ...page, updatedNote: 'June 2025' });
    expect((await shop.services.content.find(guest, 'shipping'))?.data).toEqual({ ...page, updatedNote: 'June 2025' });
  });

  it('creates a section that has no content yet (upsert)', async () => {
    await shop.db.prisma.content.deleteMany({ where: { section: 'cookie-policy' } });
    expect(await shop.services.content.find(guest, 'cookie-policy')).toBeNull();
    const row = await shop.services.content.update(admin, 'cookie-policy', { title: 'Cookies' });
    expect(row.data).toEqual({ title: 'Cookies', sections: [] });
    expect(await shop.db.prisma.content.count({ where: { section: 'cookie-policy' } })).toBe(1);
  });

  it('refuses an unknown section with 400 "Unknown content section"', async () => {
    const e = await failure(shop.services.content.update(admin, 'blog', page));
    expect([e.status, e.message]).toEqual([400, 'Unknown content section']);
    expect(await shop.db.prisma.content.count({ where: { section: 'blog' } })).toBe(0);
  });

  it.each([[['a']], ['text'], [null], [42], [undefined]])('refuses data %p: "Content must be a JSON object"', async (data) => {
    for (const section of ['home', 'terms']) {
      const e = await failure(shop.services.content.update(admin, section, data));
      expect([e.status, e.message]).toEqual([400, 'Content must be a JSON object']);
    }
  });

  it('validates the footer page shape', async () => {
    const noTitle = await failure(shop.services.content.update(admin, 'faq', { sections: [] }));
    expect(noTitle.fields).toEqual({ title: 'Title is required' });
    const noHeading = await failure(shop.services.content.update(admin, 'faq', { title: 'FAQ', sections: [{ paragraphs: ['x'] }] }));
    expect(noHeading.fields).toEqual({ 'sections.0.heading': 'Heading is required' });
    const badParagraphs = await failure(shop.services.content.update(admin, 'faq', { title: 'FAQ', sections: [{ heading: 'Q', paragraphs: 'x' }] }));
    expect(badParagraphs.fields).toEqual({ 'sections.0.paragraphs': 'Paragraphs must be a list of texts' });
    const badSections = await failure(shop.services.content.update(admin, 'faq', { title: 'FAQ', sections: 'none' }));
    expect(badSections.fields).toEqual({ sections: 'Sections must be a list' });
  });

  it('keeps home, about and contact free-form', async () => {
    const home = { hero: { headline: 'Fashion for the whole family', cta: '/shop' }, stats: [10000, 500, 10], nested: { deep: { list: [{ a: 1 }] } } };
    expect((await shop.services.content.update(admin, 'home', home)).data).toEqual(home);
    expect((await shop.services.content.update(admin, 'about', {})).data).toEqual({});
    expect((await shop.services.content.update(admin, 'contact', { phone: '+91 265 234 5678' })).data).toEqual({ phone: '+91 265 234 5678' });
  });

  it('refuses data over 100 KB serialized, accepts just under', async () => {
    const e = await failure(shop.services.content.update(admin, 'about', { text: 'x'.repeat(101 * 1024) }));
    expect([e.status, e.message]).toEqual([400, 'Content is too large (the limit is 100 KB)']);
    const ok = await shop.services.content.update(admin, 'about', { text: 'x'.repeat(99 * 1024) });
    expect((ok.data as { text: string }).text).toHaveLength(99 * 1024);
  });
});
