import { createTestShop, createCustomer, adminSession, gql, type TestShop } from '../../test/harness';

let shop: TestShop;
let adminToken: string;
let customerToken: string;
const bearer = (t: string) => ({ authorization: `Bearer ${t}` });

const valid = { pageName: 'cart', title: 'Your cart', description: 'Review the clothes in your cart.', keywords: 'cart, checkout' };
const FIELDS = 'id pageName title description keywords createdAt updatedAt';

const SEO = `query Seo($pageName: String!) { seo(pageName: $pageName) { ${FIELDS} } }`;
const METAS = `query { seoMetas { ${FIELDS} } }`;
const ERRORS = 'errors { field code message }';
const CREATE = `mutation C($input: SeoMetaInput!) { createSeoMeta(input: $input) { seoMeta { ${FIELDS} } ${ERRORS} } }`;
const UPDATE = `mutation U($input: UpdateSeoMetaInput!) { updateSeoMeta(input: $input) { seoMeta { ${FIELDS} } ${ERRORS} } }`;
const DELETE = `mutation D($input: DeleteSeoMetaInput!) { deleteSeoMeta(input: $input) { deletedId ${ERRORS} } }`;
const NOT_FOUND = [{ field: null, code: 'NOT_FOUND', message: 'SEO meta not found' }];

beforeAll(async () => {
  shop = await createTestShop();
  adminToken = (await adminSession(shop)).token;
  customerToken = (await createCustomer(shop)).token;
});
afterAll(() => shop.close());
beforeEach(() => shop.db.prisma.seoMeta.deleteMany({ where: { pageName: { in: ['cart', 'account'] } } }));

describe('GraphQL', () => {
  it('seo(pageName) is public: the seeded home record, null for unknown or missing pages', async () => {
    const home = await gql(shop, SEO, { pageName: 'home' });
    expect(home.body.data.seo).toMatchObject({ pageName: 'home', id: expect.any(String), title: expect.any(String) });
    expect((await gql(shop, SEO, { pageName: 'blog' })).body).toEqual({ data: { seo: null }, extensions: { cost: expect.any(Object) } });
    expect((await gql(shop, SEO, { pageName: 'cart' })).body).toEqual({ data: { seo: null }, extensions: { cost: expect.any(Object) } });
  });

  it('admin queries and mutations: UNAUTHENTICATED without a token, FORBIDDEN for a customer', async () => {
    const ops: [string, Record<string, unknown>][] = [
      [METAS, {}],
      [CREATE, { input: valid }],
      [UPDATE, { input: { ...valid, id: '00000000-0000-4000-8000-000000000000' } }],
      [DELETE, { input: { id: '00000000-0000-4000-8000-000000000000' } }],
    ];
    for (const [query, vars] of ops) {
      expect((await gql(shop, query, vars)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect((await gql(shop, query, vars, customerToken)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    }
    expect(await shop.db.prisma.seoMeta.count({ where: { pageName: 'cart' } })).toBe(0);
  });

  it('create, conflict, update, move-conflict, delete', async () => {
    const created = await gql(shop, CREATE, { input: valid }, adminToken);
    expect(created.body.data.createSeoMeta.errors).toEqual([]);
    const row = created.body.data.createSeoMeta.seoMeta;
    expect(row).toMatchObject(valid);

    const dup = await gql(shop, CREATE, { input: valid }, adminToken);
    expect(dup.body.errors).toBeUndefined();
    expect(dup.body.data.createSeoMeta).toEqual({
      seoMeta: null,
      errors: [{ field: 'pageName', code: 'DUPLICATE_PAGE', message: 'SEO meta for this page already exists' }],
    });

    const updated = await gql(shop, UPDATE, { input: { ...valid, id: row.id, keywords: 'bag' } }, adminToken);
    expect(updated.body.data.updateSeoMeta).toEqual({ seoMeta: expect.objectContaining({ id: row.id, keywords: 'bag' }), errors: [] });

    const onto = await gql(shop, UPDATE, { input: { ...valid, id: row.id, pageName: 'home' } }, adminToken);
    expect(onto.body.data.updateSeoMeta).toEqual({
      seoMeta: null,
      errors: [{ field: 'pageName', code: 'DUPLICATE_PAGE', message: 'SEO meta for this page already exists' }],
    });

    const seoMetas = (await gql(shop, METAS, {}, adminToken)).body.data.seoMetas;
    expect(seoMetas.map((m: { id: string }) => m.id)).toContain(row.id);

    expect((await gql(shop, DELETE, { input: { id: row.id } }, adminToken)).body.data).toEqual({ deleteSeoMeta: { deletedId: row.id, errors: [] } });
    const again = await gql(shop, DELETE, { input: { id: row.id } }, adminToken);
    expect(again.body.errors).toBeUndefined();
    expect(again.body.data.deleteSeoMeta).toEqual({ deletedId: null, errors: NOT_FOUND });
    const malformed = await gql(shop, UPDATE, { input: { ...valid, id: 'nope' } }, adminToken);
    expect(malformed.body.data.updateSeoMeta).toEqual({ seoMeta: null, errors: NOT_FOUND });
  });

  it('validation answers the spec texts', async () => {
    const res = await gql(shop, CREATE, { input: { pageName: 'blog', title: 'x'.repeat(61), description: 'd'.repeat(161), keywords: '' } }, adminToken);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.createSeoMeta).toEqual({
      seoMeta: null,
      errors: [
        { field: 'pageName', code: 'INVALID', message: 'Page name must be one of: home, shop, about, contact, product, cart, checkout, account' },
        { field: 'title', code: 'INVALID', message: 'Title should be under 60 characters' },
        { field: 'description', code: 'INVALID', message: 'Description should be under 160 characters' },
        { field: 'keywords', code: 'INVALID', message: 'Keywords are required' },
      ],
    });
  });
});

describe('REST', () => {
  it('GET /api/seo/:pageName is public: the record, or 404 { message }', async () => {
    const home = await shop.http.get('/api/seo/home');
    expect(home.status).toBe(200);
    expect(home.body).toMatchObject({ pageName: 'home', title: expect.any(String), description: expect.any(String), keywords: expect.any(String) });
    for (const page of ['blog', 'cart']) {
      const res = await shop.http.get(`/api/seo/${page}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'SEO meta not found' });
    }
  });

  it('admin routes: 401 without a token, 403 for a customer', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const calls = [
      () => shop.http.get('/api/seo'),
      () => shop.http.post('/api/seo').send(valid),
      () => shop.http.put(`/api/seo/${id}`).send(valid),
      () => shop.http.delete(`/api/seo/${id}`),
    ];
    for (const call of calls) {
      expect((await call()).status).toBe(401);
      const res = await call().set(bearer(customerToken));
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'Admin access required' });
    }
  });

  it('POST 201, duplicate 409, PUT 200, move onto another page 409, DELETE { id }, then 404', async () => {
    const created = await shop.http.post('/api/seo').set(bearer(adminToken)).send(valid);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject(valid);
    const { id } = created.body;

    const dup = await shop.http.post('/api/seo').set(bearer(adminToken)).send({ ...valid, pageName: 'Cart' });
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({ message: 'SEO meta for this page already exists', errors: { pageName: 'SEO meta for this page already exists' } });

    const put = await shop.http.put(`/api/seo/${id}`).set(bearer(adminToken)).send({ ...valid, title: 'Bag' });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ id, title: 'Bag' });

    const onto = await shop.http.put(`/api/seo/${id}`).set(bearer(adminToken)).send({ ...valid, pageName: 'home' });
    expect(onto.status).toBe(409);

    const list = await shop.http.get('/api/seo').set(bearer(adminToken));
    expect(list.status).toBe(200);
    expect(list.body.find((m: { id: string }) => m.id === id)).toMatchObject({ pageName: 'cart', title: 'Bag' });

    const del = await shop.http.delete(`/api/seo/${id}`).set(bearer(adminToken));
    expect([del.status, del.body]).toEqual([200, { id }]);
    const again = await shop.http.delete(`/api/seo/${id}`).set(bearer(adminToken));
    expect([again.status, again.body]).toEqual([404, { message: 'SEO meta not found' }]);
    const bad = await shop.http.put('/api/seo/not-a-uuid').set(bearer(adminToken)).send(valid);
    expect([bad.status, bad.body]).toEqual([404, { message: 'SEO meta not found' }]);
  });

  it('POST with bad input: 400 { message, errors } with the spec texts', async () => {
    const res = await shop.http.post('/api/seo').set(bearer(adminToken)).send({ title: 'Hi' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Page name is required',
      errors: { pageName: 'Page name is required', description: 'Description is required', keywords: 'Keywords are required' },
    });
  });
});
