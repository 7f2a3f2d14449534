// API keys on a real database through both APIs: creating (the secret once, only a hash stored),
// listing (never the secret), revoking, and the key check on every request (401 for revoked,
// unknown and malformed keys on every route, public reads included; lastUsedAt written at most
// about once a minute).
import { createHash } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { adminSession, createCustomer, createTestShop, gql, type TestShop } from '../../test/harness';
import { bearer, CREATE, createKey, LIST, REVOKE } from './api-key.test-helpers';

let shop: TestShop;
let adminToken: string;
beforeAll(async () => {
  shop = await createTestShop();
  adminToken = (await adminSession(shop)).token;
});
afterAll(() => shop.close());

const KEY_FORMAT = /^vff_live_[0-9a-f]{12}_[0-9a-f]{64}$/;

describe('creating, listing and revoking keys', () => {
  it('GraphQL: createApiKey answers the secret once; only its sha256 is stored; apiKeys never shows it', async () => {
    const res = await gql(shop, CREATE, { input: { name: '  Warehouse sync ', scopes: ['ORDERS_WRITE', 'CATALOGUE_READ', 'ORDERS_WRITE'] } }, adminToken);
    expect(res.body.errors).toBeUndefined();
    const { secret, apiKey, errors } = res.body.data.createApiKey;
    expect(errors).toEqual([]);
    expect(secret).toMatch(KEY_FORMAT);
    expect(apiKey).toMatchObject({
      name: 'Warehouse sync',
      scopes: ['CATALOGUE_READ', 'ORDERS_WRITE'],
      createdByEmail: 'admin@test.shop',
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(secret.startsWith(`${apiKey.prefix}_`)).toBe(true);

    const row = await shop.db.prisma.apiKey.findUniqueOrThrow({ where: { id: apiKey.id } });
    expect(row.secretHash).toBe(createHash('sha256').update(secret).digest('hex'));
    const secretPart = secret.slice(apiKey.prefix.length + 1);
    expect(JSON.stringify(row)).not.toContain(secretPart);

    const list = await gql(shop, LIST, {}, adminToken);
    expect(list.body.data.apiKeys.items).toContainEqual(expect.objectContaining({ id: apiKey.id, prefix: apiKey.prefix }));
    expect(JSON.stringify(list.body)).not.toContain(secretPart);
    // The schema has no field that could answer it.
    const asked = await gql(shop, `{ apiKeys { items { id secret } } }`, {}, adminToken);
    expect(asked.status).toBe(400);
  });

  it('REST: POST /api/api-keys is 201 with the secret; GET lists without it; revoke answers the revoked key', async () => {
    const created = await shop.http
      .post('/api/api-keys')
      .set(bearer(adminToken))
      .send({ name: 'Accounting export', scopes: ['orders_read'] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Accounting export', scopes: ['orders_read'], revokedAt: null, secret: expect.stringMatching(KEY_FORMAT) });
    const list = await shop.http.get('/api/api-keys').set(bearer(adminToken));
    expect(list.status).toBe(200);
    expect(Number(list.headers['x-total-count'])).toBeGreaterThanOrEqual(1);
    expect(list.body[0]).toMatchObject({ id: created.body.id, prefix: created.body.prefix });
    expect(list.body[0]).not.toHaveProperty('secret');
    expect(JSON.stringify(list.body)).not.toContain(created.body.secret.slice(-64));
    const revoked = await shop.http.post(`/api/api-keys/${created.body.id}/revoke`).set(bearer(adminToken));
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedAt).toEqual(expect.any(String));
    // Again: nothing changes.
    const again = await shop.http.post(`/api/api-keys/${created.body.id}/revoke`).set(bearer(adminToken));
    expect(again.body.revokedAt).toBe(revoked.body.revokedAt);
  });

  it('refuses bad input as INVALID / 400, unknown ids as NOT_FOUND / 404', async () => {
    const noScope = await gql(shop, CREATE, { input: { name: 'Nothing', scopes: [] } }, adminToken);
    expect(noScope.body.data.createApiKey).toMatchObject({
      secret: null,
      errors: [{ field: 'scopes', code: 'INVALID', message: 'Choose at least one scope' }],
    });
    const noName = await gql(shop, CREATE, { input: { name: '   ', scopes: ['ADMIN'] } }, adminToken);
    expect(noName.body.data.createApiKey.errors).toEqual([{ field: 'name', code: 'INVALID', message: 'Name is required' }]);
    const rest = await shop.http
      .post('/api/api-keys')
      .set(bearer(adminToken))
      .send({ name: 'x', scopes: ['root'] });
    expect(rest.status).toBe(400);
    expect(rest.body.errors).toEqual({ 'scopes.0': expect.stringMatching(/^Scope must be one of catalogue_read/) });
    expect((await shop.http.post('/api/api-keys').set(bearer(adminToken)).send({ name: 'x', scopes: 'admin' })).status).toBe(400);
    const unknown = await gql(shop, REVOKE, { input: { id: '00000000-0000-4000-8000-000000000000' } }, adminToken);
    expect(unknown.body.data.revokeApiKey.errors).toEqual([{ field: null, code: 'NOT_FOUND', message: 'API key not found' }]);
    expect((await shop.http.post('/api/api-keys/not-a-uuid/revoke').set(bearer(adminToken))).status).toBe(404);
  });

  it('only admins (or an admin-scoped key) manage keys: a customer is 403, a guest 401, an orders key 403', async () => {
    const customer = (await createCustomer(shop)).token;
    expect((await shop.http.get('/api/api-keys').set(bearer(customer))).status).toBe(403);
    expect((await shop.http.get('/api/api-keys')).status).toBe(401);
    const ordersKey = await createKey(shop, adminToken, ['ORDERS_WRITE']);
    const refused = await gql(shop, CREATE, { input: { name: 'Escalate', scopes: ['ADMIN'] } }, ordersKey.secret);
    expect(refused.body.errors[0]).toMatchObject({
      message: 'This API key does not have the admin scope needed for this operation',
      extensions: { code: 'FORBIDDEN' },
    });
    const adminKey = await createKey(shop, adminToken, ['ADMIN']);
    const made = await gql(shop, CREATE, { input: { name: 'Made by a key', scopes: ['CATALOGUE_READ'] } }, adminKey.secret);
    expect(made.body.data.createApiKey.apiKey).toMatchObject({ name: 'Made by a key', createdByEmail: null });
  });
});

describe('the key check on every request', () => {
  const ORDERS = `{ orders { total } }`;

  const PUBLIC_QUERY = `{ products(limit: 1) { total } }`;
  const REVOKED = 'This API key was revoked';
  const UNKNOWN = 'Unknown API key';
  const MALFORMED = /^Malformed API key/;

  /**
   * A refused key on every kind of route: a public GraphQL query, a public REST read, a protected call on each API and
   * a storefront page. REST answers 401 { message }; GraphQL 401 with one UNAUTHENTICATED error and no data.
   */
  async function expectRefusedEverywhere(token: string, message: string | RegExp) {
    const graphql = [await gql(shop, PUBLIC_QUERY, {}, token), await gql(shop, ORDERS, {}, token)];
    for (const res of graphql) {
      expect([token, res.status]).toEqual([token, 401]);
      expect(res.body.data).toBeUndefined();
      expect(res.body.errors).toEqual([{ message: expect.stringMatching(message), extensions: { code: 'UNAUTHENTICATED', status: 401 } }]);
    }
    for (const path of ['/api/products?limit=1', '/api/categories', '/api/orders', '/']) {
      const res = await shop.http.get(path).set(bearer(token));
      expect([token, path, res.status]).toEqual([token, path, 401]);
      expect(res.body).toEqual({ message: expect.stringMatching(message) });
    }
  }

  it('a revoked key is 401 "This API key was revoked" at once, on public reads too, on both APIs', async () => {
    const key = await createKey(shop, adminToken, ['ORDERS_READ']);
    expect((await shop.http.get('/api/orders').set(bearer(key.secret))).status).toBe(200);
    expect((await gql(shop, PUBLIC_QUERY, {}, key.secret)).status).toBe(200);
    await gql(shop, REVOKE, { input: { id: key.id } }, adminToken);
    await expectRefusedEverywhere(key.secret, REVOKED);
  });

  it('an unknown key (well formed, or a real prefix with a wrong secret) is 401 "Unknown API key" everywhere', async () => {
    const key = await createKey(shop, adminToken, ['ORDERS_READ']);
    const flipped = key.secret.slice(0, -1) + (key.secret.endsWith('0') ? '1' : '0');
    for (const token of [`vff_live_000000000000_${'a'.repeat(64)}`, flipped]) await expectRefusedEverywhere(token, UNKNOWN);
    // A revoked key with a wrong secret says nothing about the key it resembles.
    await gql(shop, REVOKE, { input: { id: key.id } }, adminToken);
    await expectRefusedEverywhere(flipped, UNKNOWN);
  });

  it('a malformed key (anything starting vff_ that is not the key format) is 401 "Malformed API key" everywhere, never a 500', async () => {
    const key = await createKey(shop, adminToken, ['ORDERS_READ']);
    for (const token of ['vff_live_short', `vff_live_${'Z'.repeat(12)}_${'a'.repeat(64)}`, `${key.secret}x`, key.secret.toUpperCase().replace('VFF_LIVE_', 'vff_live_'), 'vff_', `vff_test_${'a'.repeat(12)}_${'a'.repeat(64)}`]) {
      await expectRefusedEverywhere(token, MALFORMED);
    }
    // The message says what a key looks like, without echoing what was sent.
    const res = await shop.http.get('/api/products').set(bearer('vff_live_short'));
    expect(res.body.message).toBe('Malformed API key: a key is vff_live_, 12 hex digits, _ and 64 hex digits');
  });

  it('a browser\'s expired or refused sign-in token still browses public reads as a guest; protected calls are its 401', async () => {
    const customer = await createCustomer(shop);
    const expired = jwt.sign({ role: 'customer', ver: 0 }, shop.config.jwtSecret, { subject: customer.user.id, expiresIn: -60 });
    for (const token of [expired, 'not-a-token', `${customer.token}x`]) {
      const graph = await gql(shop, PUBLIC_QUERY, {}, token);
      expect([token, graph.status, graph.body.errors]).toEqual([token, 200, undefined]);
      expect(graph.body.data.products.total).toBeGreaterThan(0);
      expect((await shop.http.get('/api/products?limit=1').set(bearer(token))).status).toBe(200);
      expect((await shop.http.get('/api/orders').set(bearer(token))).status).toBe(401);
    }
    expect((await shop.http.get('/api/orders').set(bearer(expired))).body).toEqual({ message: 'Your session has expired. Please sign in again.' });
  });

  it('lastUsedAt: written on first use, not again within a minute, again once it is older', async () => {
    const key = await createKey(shop, adminToken, ['CATALOGUE_READ']);
    const lastUsed = async () => (await shop.db.prisma.apiKey.findUniqueOrThrow({ where: { id: key.id } })).lastUsedAt;
    expect(await lastUsed()).toBeNull();
    await shop.http.get('/api/products?limit=1').set(bearer(key.secret)).expect(200);
    const first = await lastUsed();
    expect(first).toBeInstanceOf(Date);
    await gql(shop, `{ products(limit: 1) { total } }`, {}, key.secret);
    expect(await lastUsed()).toEqual(first);
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await shop.db.prisma.apiKey.update({ where: { id: key.id }, data: { lastUsedAt: twoMinutesAgo } });
    await shop.http.get('/api/products?limit=1').set(bearer(key.secret)).expect(200);
    expect((await lastUsed())!.getTime()).toBeGreaterThan(twoMinutesAgo.getTime() + 60_000);
    const listed = await gql(shop, LIST, {}, adminToken);
    expect(listed.body.data.apiKeys.items.find((k: { id: string }) => k.id === key.id).lastUsedAt).toEqual(expect.any(String));
  });
});
