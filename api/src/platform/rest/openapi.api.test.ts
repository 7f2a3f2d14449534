// GET /api/openapi.json and /api/docs: a valid OpenAPI 3.1 document that lists exactly the routes Express
// serves, whose schemas are the services' own zod schemas, and whose answer shapes match real answers.
import type { IRouter } from 'express';
import { validate } from '@readme/openapi-parser';
import { z } from '../input/validate';
import { createLogger } from '../logger';
import { adminSession, createCustomer, createTestShop, type TestShop } from '../../test/harness';
import { ADMIN_REQUIRED, API_KEY_SCOPES, missingScope, scopesAllow } from '../auth/guards';
import type { ApiKeyScope } from '../common/context';
import { bearer, createKey } from '../../modules/api-keys/api-key.test-helpers';
import { createCatalogue } from '../../test/fixtures';
import { loginSchema } from '../../modules/accounts/account.schemas';
import { sessionResponseSchema } from '../../modules/accounts/account.openapi';
import { cartItemSchema } from '../../modules/cart/cart.schemas';
import { cartLineResponseSchema } from '../../modules/cart/cart.openapi';
import { productResponseSchema } from '../../modules/catalog/catalog.openapi';
import { orderResponseSchema } from '../../modules/orders/order.openapi';
import { FROCK, address, productNamed } from '../../modules/orders/order.test-helpers';
import { apiErrorSchema, openApiPath, scopeSentence } from './openapi';
import { REST_TAGS, shopApiRouter } from '../../modules';

let shop: TestShop;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the document as JSON
let doc: any;

beforeAll(async () => {
  shop = await createTestShop();
  await createCatalogue(shop);
  const res = await shop.http.get('/api/openapi.json');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  doc = res.body;
});
afterAll(() => shop.close());

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
}

/** `GET /api/products/:id` for every route registered on the /api router, however deeply mounted. */
function servedRoutes(stack: Layer[]): string[] {
  return stack.flatMap((layer) => {
    if (layer.route) return Object.keys(layer.route.methods).map((m) => `${m.toUpperCase()} ${openApiPath(layer.route!.path)}`);
    return layer.handle.stack ? servedRoutes(layer.handle.stack) : [];
  });
}

const documentedRoutes = () =>
  Object.entries(doc.paths as Record<string, object>).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));

/** Served for older clients, left out of the document on purpose (each tag names them). */
const legacyRoutes = () => REST_TAGS.flatMap((tag) => tag.legacy ?? []).map(({ method, path }) => `${method.toUpperCase()} ${openApiPath(path)}`);

const isParameter = (segment: string) => /^\{.+\}$/.test(segment);

/** Pairs of paths a request could match both of (Redocly's no-ambiguous-paths): same length and parameters, no literal segment that tells them apart. */
function ambiguousPairs(paths: string[]): string[] {
  return paths.flatMap((a, i) =>
    paths.slice(i + 1).flatMap((b) => {
      const [sa, sb] = [a.split('/'), b.split('/')];
      const sameShape = sa.length === sb.length && sa.filter(isParameter).length === sb.filter(isParameter).length;
      return sameShape && sa.every((s, k) => s === sb[k] || isParameter(s) || isParameter(sb[k])) ? [`${a} ~ ${b}`] : [];
    }),
  );
}

/** JSON pointers of the empty schemas (`{}`, anything goes) inside anyOf, oneOf or allOf. */
function emptyComposedSchemas(value: unknown, at = '#'): string[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, v]) => [
    ...(['anyOf', 'oneOf', 'allOf'].includes(key) && Array.isArray(v) ? v.flatMap((s, i) => (Object.keys(s as object).length ? [] : [`${at}/${key}/${i}`])) : []),
    ...emptyComposedSchemas(v, `${at}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`),
  ]);
}

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    const result = await validate(structuredClone(doc));
    expect(result).toEqual(expect.objectContaining({ valid: true, specification: 'OpenAPI' }));
  });

  it('passes what linters and client generators check: each path once, none ambiguous, no empty schema, a licence', () => {
    const paths = Object.keys(doc.paths);
    // `/a/{x}` and `/a/{y}` are one path to a client generator: invalid OpenAPI.
    const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');
    const differingOnlyByParameterNames = paths.filter((p, i) => paths.findIndex((q) => shape(q) === shape(p)) !== i);
    expect({ differingOnlyByParameterNames }).toEqual({ differingOnlyByParameterNames: [] });
    expect({ ambiguous: ambiguousPairs(paths) }).toEqual({ ambiguous: [] });
    expect({ emptySchemas: emptyComposedSchemas(doc) }).toEqual({ emptySchemas: [] });
    expect(doc.info.license).toEqual({ name: expect.any(String), identifier: expect.stringMatching(/^LicenseRef-/) });
  });

  it('describes /api/seo/{key} once: a page name on GET, the record’s id on PUT and DELETE', () => {
    const key = (method: string) => doc.paths['/api/seo/{key}'][method].parameters.find((p: { in: string }) => p.in === 'path');
    expect(key('get')).toMatchObject({ name: 'key', required: true, description: expect.stringMatching(/^The page name: home, /), schema: { type: 'string' } });
    for (const method of ['put', 'delete']) {
      expect(key(method)).toMatchObject({ name: 'key', required: true, description: expect.stringMatching(/^The SEO record’s id/), schema: { type: 'string', format: 'uuid' } });
    }
    // the coupon dates, once empty schemas: strings (a date-time or a plain date)
    const coupon = doc.paths['/api/coupons'].post.requestBody.content['application/json'].schema;
    expect(coupon.properties.expiresAt).toEqual({ type: ['string', 'null'], description: expect.stringMatching(/YYYY-MM-DD/) });
  });

  it('describes exactly the routes the /api router serves, no more, no fewer', () => {
    const router = shopApiRouter(shop.services, createLogger('silent')) as unknown as IRouter & { stack: Layer[] };
    const all = servedRoutes(router.stack);
    const legacy = legacyRoutes();
    // A legacy route is still served; the rest is documented.
    expect(legacy.filter((r) => !all.includes(r))).toEqual([]);
    const served = all.filter((r) => !legacy.includes(r)).sort();
    expect(served.length).toBeGreaterThan(40);
    const documented = documentedRoutes().sort();
    // Two lists so a failure names the route and the side it is missing from.
    expect({ servedButNotDocumented: served.filter((r) => !documented.includes(r)) }).toEqual({ servedButNotDocumented: [] });
    expect({ documentedButNotServed: documented.filter((r) => !served.includes(r)) }).toEqual({ documentedButNotServed: [] });
  });

  it('takes request bodies from the zod schemas the services parse with', () => {
    const login = doc.paths['/api/auth/login'].post.requestBody.content['application/json'].schema;
    const { $schema: _, ...fromZod } = z.toJSONSchema(loginSchema, { target: 'draft-2020-12', io: 'input' });
    expect(login).toEqual(fromZod);

    // A field whose schema turns "missing" into a default (size, colour) is optional for the client.
    const cartLine = doc.paths['/api/cart'].post.requestBody.content['application/json'].schema;
    const { properties } = z.toJSONSchema(cartItemSchema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' });
    expect(cartLine.properties).toEqual({ ...properties, cartToken: { type: 'string', description: 'The cart’s token, when not sent as `X-Cart-Token`.' } });
    expect(cartLine.required).toEqual(['quantity']);
  });

  it('documents the product list query, the bearer token, the Idempotency-Key and the rate-limit answers', () => {
    const query = doc.paths['/api/products'].get.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`);
    expect(query).toEqual(
      expect.arrayContaining(['query:categoryId', 'query:minPrice', 'query:sizes', 'query:sale', 'query:sort', 'query:limit', 'query:offset']),
    );
    expect(doc.components.securitySchemes.bearer).toEqual(expect.objectContaining({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }));
    expect(doc.components.securitySchemes.bearer.description).toMatch(/vff_live_/);
    expect(doc.paths['/api/products'].post.security).toEqual([{ bearer: ['catalogue_write'] }]);
    expect(doc.paths['/api/products/{id}'].get.security).toEqual([]);

    const place = doc.paths['/api/orders'].post;
    expect(place.parameters).toEqual([
      expect.objectContaining({ name: 'X-Cart-Token', in: 'header', required: false }),
      expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: false }),
    ]);
    expect(Object.keys(place.responses['201'].headers)).toEqual(['Idempotent-Replayed']);
    // the orders grid's keyset cursor is declared where it is sent
    expect(Object.keys(doc.paths['/api/orders'].get.responses['200'].headers)).toEqual(['X-Total-Count', 'X-Next-Cursor']);
    expect(doc.paths['/api/orders'].get.parameters.map((p: { name: string }) => p.name)).toContain('after');
    expect(place.responses['429']).toEqual({ $ref: '#/components/responses/TooManyRequests' });
    expect(Object.keys(doc.components.responses.TooManyRequests.headers)).toEqual(['Retry-After', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset']);
    expect(doc.paths['/api/auth/login'].post.responses['429']).toBeDefined();
    for (const [code, name] of Object.entries({ 400: 'BadRequest', 401: 'Unauthorized', 403: 'Forbidden', 404: 'NotFound', 413: 'PayloadTooLarge' })) {
      expect(doc.paths['/api/products/{id}'].put.responses[code]).toEqual({ $ref: `#/components/responses/${name}` });
    }
    expect(doc.components.responses.Conflict.content['application/json']).toEqual({
      schema: { $ref: '#/components/schemas/Error' },
      example: { message: expect.any(String) },
    });
    const errorAnswers: Record<string, { content: Record<string, { example: unknown }> }> = doc.components.responses;
    for (const response of Object.values(errorAnswers)) {
      expect(apiErrorSchema.safeParse(response.content['application/json'].example).error).toBeUndefined();
    }
  });
});

describe('the answer shapes it describes', () => {
  it('match what the API really answers', async () => {
    const customer = await createCustomer(shop);
    const auth = { authorization: `Bearer ${customer.token}` };
    const frock = await productNamed(shop, FROCK);
    const line = { productId: frock.id, quantity: 1, size: 'S', color: 'Yellow' };

    const login = await shop.http.post('/api/auth/login').send({ email: customer.input.email, password: customer.input.password });
    expect(sessionResponseSchema.safeParse(login.body).error).toBeUndefined();
    const product = await shop.http.get(`/api/products/${frock.id}`);
    expect(productResponseSchema.safeParse(product.body).error).toBeUndefined();
    const list = await shop.http.get('/api/products?limit=5');
    expect(z.array(productResponseSchema).safeParse(list.body).error).toBeUndefined();
    const added = await shop.http.post('/api/cart').set(auth).send(line);
    expect(cartLineResponseSchema.safeParse(added.body).error).toBeUndefined();
    const quote = await shop.http.post('/api/orders/quote').send({ items: [line] });
    const { subtotal, shipping, tax, discount, total } = quote.body;
    const order = await shop.http
      .post('/api/orders')
      .set(auth)
      .send({ items: [line], shippingAddress: address(), paymentMethod: 'card', subtotal, shipping, tax, discount, total });
    expect(order.status).toBe(201);
    expect(orderResponseSchema.safeParse(order.body).error).toBeUndefined();
    const refused = await shop.http.post('/api/cart').set(auth).send({});
    expect(refused.status).toBe(400);
    expect(apiErrorSchema.safeParse(refused.body).error).toBeUndefined();
  });
});

describe('admin operations', () => {
  it('each states the API-key scope it needs; a key without it gets a 403 naming it, a key with it passes, a customer is refused', async () => {
    const adminToken = (await adminSession(shop)).token;
    const keys = await Promise.all(API_KEY_SCOPES.map(async (scope) => ({ scope, secret: (await createKey(shop, adminToken, [scope.toUpperCase()])).secret })));
    const customer = await createCustomer(shop);
    const admin = Object.entries(doc.paths as Record<string, Record<string, { security: Record<string, string[]>[] }>>).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.security.some((s) => s.bearer?.length))
        .map(([method, op]) => ({ method, path, scope: op.security[0].bearer[0] as ApiKeyScope })),
    );
    expect(admin).toHaveLength(28);
    const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
    const seen: string[] = [];
    for (const { method, path, scope } of admin) {
      expect(API_KEY_SCOPES).toContain(scope);
      const url = path.replace(/\{(id|key)\}/g, NO_SUCH_ID).replace(/\{section\}/g, 'about');
      const call = (token: string) => {
        const req = shop.http[method as 'get' | 'post' | 'put' | 'delete'](url).set(bearer(token));
        return method === 'post' || method === 'put' ? req.send({}) : req;
      };
      for (const key of keys) {
        const res = await call(key.secret);
        const answer = `${method.toUpperCase()} ${path} with a ${key.scope} key: ${res.status} ${res.body?.message ?? ''}`;
        seen.push(answer);
        if (scopesAllow([key.scope], scope)) expect([401, 403]).not.toContain(res.status);
        else expect(answer).toBe(`${method.toUpperCase()} ${path} with a ${key.scope} key: 403 ${missingScope(scope)}`);
      }
      const res = await call(customer.token);
      expect(`${method.toUpperCase()} ${path} as a customer: ${res.status} ${res.body?.message}`).toBe(
        `${method.toUpperCase()} ${path} as a customer: 403 ${ADMIN_REQUIRED}`,
      );
      expect(doc.paths[path][method].description).toContain(scopeSentence(scope));
    }
    expect(seen.length).toBe(28 * API_KEY_SCOPES.length);
  });
});

describe('GET /api/docs', () => {
  it('answers an HTML page that loads Swagger UI from the shop itself, under a strict CSP', async () => {
    const res = await shop.http.get('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('/api/docs/swagger-ui-bundle.js');
    expect(res.text).not.toMatch(/https?:\/\//);
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/unsafe-eval|https:/);
    for (const [path, type] of [
      ['/api/docs/swagger-ui-bundle.js', /javascript/],
      ['/api/docs/swagger-ui.css', /text\/css/],
      ['/api/docs/init.js', /javascript/],
    ] as const) {
      const asset = await shop.http.get(path);
      expect([path, asset.status]).toEqual([path, 200]);
      expect(asset.headers['content-type']).toMatch(type);
    }
  });
});
