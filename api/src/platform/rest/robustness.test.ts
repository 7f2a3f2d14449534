// Whatever a client sends, /api answers 4xx with { message } for its mistakes, never a 500.
import { createTestShop, adminSession, type TestShop } from '../../test/harness';

let shop: TestShop;
let adminToken: string;
const bearer = () => ({ authorization: `Bearer ${adminToken}` });

const routes: { method: 'post' | 'put'; path: string; admin?: boolean }[] = [
  { method: 'post', path: '/api/auth/login' },
  { method: 'post', path: '/api/auth/register' },
  { method: 'post', path: '/api/contact' },
  { method: 'post', path: '/api/newsletter' },
  { method: 'post', path: '/api/seo', admin: true },
  { method: 'put', path: '/api/seo/00000000-0000-4000-8000-000000000000', admin: true },
];

function call(route: (typeof routes)[number]) {
  const req = shop.http[route.method](route.path);
  return route.admin ? req.set(bearer()) : req;
}

beforeAll(async () => {
  shop = await createTestShop();
  adminToken = (await adminSession(shop)).token;
});
afterAll(() => shop.close());

describe.each(routes)('$method $path', (route) => {
  it('answers malformed JSON with 400 { message }', async () => {
    for (const body of ['{"email": "a@b.in",', '{email: 1}', "{'a': 1}", '"just a string"', 'null', '']) {
      const res = await call(route).set('content-type', 'application/json').send(body);
      if (body === '') {
        // An empty body is no body: the route validates "nothing" and names the first missing field.
        expect(res.status).toBe(400);
      } else {
        expect([res.status, res.body]).toEqual([400, { message: 'Malformed JSON in request body' }]);
      }
      expect(typeof res.body.message).toBe('string');
    }
  });

  it('answers a body over 1 MB with 413 { message }', async () => {
    const res = await call(route).set('content-type', 'application/json').send(JSON.stringify({ email: 'a@b.in', message: 'x'.repeat(1_100_000) }));
    expect([res.status, res.body]).toEqual([413, { message: 'Request body is too large (the limit is 1 MB)' }]);
  });

  it('answers another content type with 400 and a validation message', async () => {
    for (const [type, body] of [
      ['text/plain', '{"email":"a@b.in"}'],
      ['application/x-www-form-urlencoded', 'email=a%40b.in&password=secret123'],
    ]) {
      const res = await call(route).set('content-type', type).send(body);
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
      expect(res.body.message.length).toBeGreaterThan(0);
    }
  });

  it('answers wrongly typed fields with 400 and a message', async () => {
    const bodies = [
      { email: 123, password: 123, firstName: 1, lastName: true, phone: 9876543210, message: {}, pageName: [], title: 1, description: 2, keywords: 3 },
      [1, 2, 3],
      { email: { $gt: '' }, password: ['a'] },
    ];
    for (const body of bodies) {
      const res = await call(route).send(body);
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
  });

  it('answers an unsupported content encoding or charset with 415', async () => {
    const enc = await call(route).set('content-type', 'application/json').set('content-encoding', 'x-unknown').send('{}');
    expect([enc.status, enc.body]).toEqual([415, { message: 'Unsupported content encoding' }]);
    const charset = await call(route).set('content-type', 'application/json; charset=x-klingon').send('{}');
    expect([charset.status, charset.body]).toEqual([415, { message: 'Unsupported charset' }]);
  });
});

describe('unknown and malformed paths', () => {
  it('answers an unknown /api route with 404 JSON', async () => {
    for (const [method, path] of [
      ['get', '/api/nope'],
      ['post', '/api/nope'],
      ['delete', '/api/contact'],
      ['get', '/api'],
      ['get', '/api/seo/home/extra'],
    ] as const) {
      const res = await shop.http[method](path);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(typeof res.body.message).toBe('string');
    }
  });

  it('answers a badly encoded path parameter with 400, not 500', async () => {
    const res = await shop.http.get('/api/seo/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
    const put = await shop.http.put('/api/seo/%ZZ').set(bearer()).send({});
    expect(put.status).toBe(400);
  });
});

describe('paging parameters', () => {
  it('clamps a huge offset instead of failing in the database', async () => {
    for (const path of ['/api/contact-messages?offset=7.8e285', '/api/coupons?offset=1e300', '/api/orders?offset=1e21']) {
      const res = await shop.http.get(path).set(bearer());
      expect([path, res.status]).toEqual([path, 200]);
      expect(res.body).toEqual([]);
    }
  });
});

describe('outside /api', () => {
  it('answers a path nothing serves with 404 JSON, not Express\'s HTML page', async () => {
    for (const req of [shop.http.post('/nope').send({}), shop.http.get('/nope').set('accept', 'application/json'), shop.http.delete('/healthz')]) {
      const res = await req;
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body.message).toMatch(/^Not found: /);
    }
  });

  it('answers a badly encoded media path with 400 JSON (it used to be an HTML page with a stack trace)', async () => {
    const res = await shop.http.get('/media/products/%E0%A4%A');
    expect([res.status, res.body]).toEqual([400, { message: 'Malformed URL encoding' }]);
    expect(res.text).not.toMatch(/URIError|at decode/);
  });
});

describe('a real server fault', () => {
  it('is a generic 500 JSON on REST and INTERNAL_SERVER_ERROR on GraphQL, without the details', async () => {
    const spy = jest.spyOn(shop.services.categories, 'list').mockRejectedValue(new Error('connection reset: secret detail'));
    try {
      const rest = await shop.http.get('/api/categories');
      expect([rest.status, rest.body]).toEqual([500, { message: 'Something went wrong on our side. Please try again.' }]);
      expect(rest.headers['x-request-id']).toEqual(expect.any(String));
      const graphql = await shop.http.post('/graphql').send({ query: '{ categories { id } }' });
      expect(graphql.body.errors).toEqual([{ message: 'Something went wrong on our side. Please try again.', path: ['categories'], extensions: { code: 'INTERNAL_SERVER_ERROR' } }]);
      expect(graphql.text).not.toMatch(/secret detail/);
    } finally {
      spy.mockRestore();
    }
  });
});
