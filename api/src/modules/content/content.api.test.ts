import { createTestShop, createCustomer, adminSession, gql, type TestShop } from '../../test/harness';

let shop: TestShop;
let adminToken: string;
let customerToken: string;
const bearer = (t: string) => ({ authorization: `Bearer ${t}` });

const CONTENT = `query C($section: String!) { content(section: $section) { id section data updatedAt } }`;
const SECTIONS = `query { contentSections { id section data updatedAt } }`;
const UPDATE = `mutation U($input: UpdateContentInput!) { updateContent(input: $input) { section { id section data updatedAt } errors { field code message } } }`;
const terms = { title: 'Terms of use', intro: 'Please read.', sections: [{ heading: 'Orders', paragraphs: ['Prices are in ₹.'] }] };

beforeAll(async () => {
  shop = await createTestShop();
  adminToken = (await adminSession(shop)).token;
  customerToken = (await createCustomer(shop)).token;
});
afterAll(() => shop.close());

describe('GraphQL', () => {
  it('content(section) is public; null for an unknown section', async () => {
    const res = await gql(shop, CONTENT, { section: 'faq' });
    expect(res.body.data.content).toMatchObject({ section: 'faq', data: { title: expect.any(String) } });
    expect((await gql(shop, CONTENT, { section: 'blog' })).body).toEqual({ data: { content: null }, extensions: { cost: expect.any(Object) } });
  });

  it('contentSections and updateContent: UNAUTHENTICATED without a token, FORBIDDEN for a customer', async () => {
    for (const [q, v] of [[SECTIONS, {}], [UPDATE, { input: { section: 'terms', data: terms } }]] as const) {
      expect((await gql(shop, q, v)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect((await gql(shop, q, v, customerToken)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    }
  });

  it('updateContent upserts from variables and from an inline literal', async () => {
    const res = await gql(shop, UPDATE, { input: { section: 'terms', data: terms } }, adminToken);
    expect(res.body.data.updateContent).toEqual({ section: expect.objectContaining({ section: 'terms', data: terms }), errors: [] });
    const literal = await gql(
      shop,
      `mutation { updateContent(input: { section: "home", data: { hero: { title: "Namaste", n: 3 }, tags: ["a", "b"] } }) { section { section data } errors { code } } }`,
      {},
      adminToken,
    );
    expect(literal.body.data.updateContent).toEqual({ section: { section: 'home', data: { hero: { title: 'Namaste', n: 3 }, tags: ['a', 'b'] } }, errors: [] });
    const all = (await gql(shop, SECTIONS, {}, adminToken)).body.data.contentSections;
    expect(all.find((s: { section: string }) => s.section === 'terms').data).toEqual(terms);
  });

  it('updateContent refuses non-objects, unknown sections and bad page shapes with the texts', async () => {
    const arr = await gql(shop, UPDATE, { input: { section: 'home', data: [1, 2] } }, adminToken);
    expect(arr.body.errors).toBeUndefined();
    expect(arr.body.data.updateContent).toEqual({ section: null, errors: [{ field: 'data', code: 'INVALID', message: 'Content must be a JSON object' }] });
    const unknown = await gql(shop, UPDATE, { input: { section: 'blog', data: {} } }, adminToken);
    expect(unknown.body.data.updateContent).toEqual({ section: null, errors: [{ field: 'section', code: 'INVALID', message: 'Unknown content section' }] });
    const noTitle = await gql(shop, UPDATE, { input: { section: 'terms', data: { intro: 'x' } } }, adminToken);
    expect(noTitle.body.data.updateContent).toEqual({ section: null, errors: [{ field: 'title', code: 'INVALID', message: 'Title is required' }] });
  });
});

describe('REST', () => {
  it('GET /api/content/:section is public; 404 for an unknown section', async () => {
    const res = await shop.http.get('/api/content/shipping');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ section: 'shipping', data: { title: expect.any(String) } });
    const unknown = await shop.http.get('/api/content/blog');
    expect([unknown.status, unknown.body]).toEqual([404, { message: 'Content not found' }]);
  });

  it('PUT /api/content/:section: 401 without a token, 403 for a customer', async () => {
    expect((await shop.http.put('/api/content/terms').send(terms)).status).toBe(401);
    expect((await shop.http.put('/api/content/terms').set(bearer(customerToken)).send(terms)).status).toBe(403);
  });

  it('PUT /api/content/:section replaces the data (body = the data object)', async () => {
    const data = { ...terms, title: 'Terms (updated)' };
    const res = await shop.http.put('/api/content/terms').set(bearer(adminToken)).send(data);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ section: 'terms', data });
    expect((await shop.http.get('/api/content/terms')).body.data).toEqual(data);
  });

  it('PUT answers 400 { message } for bad data and unknown sections', async () => {
    const arr = await shop.http.put('/api/content/home').set(bearer(adminToken)).send([1, 2]);
    expect([arr.status, arr.body.message]).toEqual([400, 'Content must be a JSON object']);
    const text = await shop.http.put('/api/content/home').set(bearer(adminToken)).set('content-type', 'text/plain').send('hello');
    expect([text.status, text.body.message]).toEqual([400, 'Content must be a JSON object']);
    const unknown = await shop.http.put('/api/content/blog').set(bearer(adminToken)).send({});
    expect([unknown.status, unknown.body]).toEqual([400, { message: 'Unknown content section', errors: { section: 'Unknown content section' } }]);
  });
});
