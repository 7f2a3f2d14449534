import { randomUUID } from 'node:crypto';
import { adminSession, createCustomer, createTestShop, gql, type TestShop } from '../../test/harness';
import { createProduct } from '../../test/fixtures';
import { createKey } from '../api-keys/api-key.test-helpers';

let shop: TestShop;
const ITEM = 'productId addedAt product { id name price inStock }';
const WISHLIST = `query W($limit: Int, $offset: Int) { wishlist(limit: $limit, offset: $offset) { items { ${ITEM} } total limit offset } wishlistProductIds wishlistCount }`;
const ADD = `mutation A($input: WishlistProductInput!) { addToWishlist(input: $input) { item { ${ITEM} } added errors { field code message } } }`;
const REMOVE = `mutation R($input: WishlistProductInput!) { removeFromWishlist(input: $input) { productId removed errors { field code message } } }`;
const MERGE = `mutation M($input: MergeWishlistInput!) { mergeWishlist(input: $input) { wishlist { items { productId } total } skipped errors { field code message } } }`;
const NOT_FOUND = [{ field: null, code: 'NOT_FOUND', message: 'Product not found' }];

beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

describe('GraphQL', () => {
  it('adds (idempotently), lists, counts and removes (idempotently)', async () => {
    const { token } = await createCustomer(shop);
    const product = await createProduct(shop, { price: '1299.00', stock: 2 });
    const first = await gql(shop, ADD, { input: { productId: product.id } }, token);
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data.addToWishlist).toMatchObject({
      added: true,
      errors: [],
      item: { productId: product.id, product: { id: product.id, price: '1299.00', inStock: true } },
    });
    const again = await gql(shop, ADD, { input: { productId: product.id } }, token);
    expect(again.body.data.addToWishlist).toMatchObject({ added: false, errors: [] });

    const list = await gql(shop, WISHLIST, {}, token);
    expect(list.body.data).toEqual({
      wishlist: {
        items: [{ productId: product.id, addedAt: expect.any(String), product: { id: product.id, name: product.name, price: '1299.00', inStock: true } }],
        total: 1,
        limit: 24,
        offset: 0,
      },
      wishlistProductIds: [product.id],
      wishlistCount: 1,
    });

    const removed = await gql(shop, REMOVE, { input: { productId: product.id } }, token);
    expect(removed.body.data.removeFromWishlist).toEqual({ productId: product.id, removed: true, errors: [] });
    const twice = await gql(shop, REMOVE, { input: { productId: product.id } }, token);
    expect(twice.body.data.removeFromWishlist).toEqual({ productId: product.id, removed: false, errors: [] });
    expect((await gql(shop, WISHLIST, {}, token)).body.data.wishlistCount).toBe(0);
  });

  it('answers NOT_FOUND in the payload for an unknown or malformed product', async () => {
    const { token } = await createCustomer(shop);
    for (const productId of [randomUUID(), 'abc']) {
      const res = await gql(shop, ADD, { input: { productId } }, token);
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.addToWishlist).toEqual({ item: null, added: null, errors: NOT_FOUND });
    }
    const res = await gql(shop, REMOVE, { input: { productId: 'abc' } }, token);
    expect(res.body.data.removeFromWishlist).toEqual({ productId: null, removed: null, errors: NOT_FOUND });
  });

  it('merges, skipping unknown ids, and refuses more than 100 ids as INVALID', async () => {
    const { token } = await createCustomer(shop);
    const [p1, p2] = [await createProduct(shop), await createProduct(shop)];
    const unknown = randomUUID();
    const res = await gql(shop, MERGE, { input: { productIds: [p2.id, unknown, p1.id] } }, token);
    expect(res.body.data.mergeWishlist).toEqual({
      wishlist: { items: [{ productId: p2.id }, { productId: p1.id }], total: 2 },
      skipped: [unknown],
      errors: [],
    });
    const tooMany = await gql(shop, MERGE, { input: { productIds: Array.from({ length: 101 }, () => randomUUID()) } }, token);
    expect(tooMany.body.data.mergeWishlist).toEqual({
      wishlist: null,
      skipped: null,
      errors: [{ field: 'productIds', code: 'INVALID', message: 'At most 100 products can be merged at a time' }],
    });
  });

  it('is UNAUTHENTICATED for a guest and FORBIDDEN for an API key', async () => {
    const product = await createProduct(shop);
    const { secret: key } = await createKey(shop, (await adminSession(shop)).token, ['ADMIN']);
    for (const [token, code] of [
      [undefined, 'UNAUTHENTICATED'],
      [key, 'FORBIDDEN'],
    ] as const) {
      for (const [query, variables] of [
        [WISHLIST, {}],
        [ADD, { input: { productId: product.id } }],
        [REMOVE, { input: { productId: product.id } }],
        [MERGE, { input: { productIds: [product.id] } }],
      ] as const) {
        const res = await gql(shop, query, variables, token);
        expect(res.body.errors?.[0]?.extensions?.code).toBe(code);
      }
    }
    expect(await shop.db.prisma.wishlistItem.count({ where: { productId: product.id } })).toBe(0);
  });
});

describe('REST /api/wishlist', () => {
  it('POST answers 201 then 200, GET pages newest first, DELETE is idempotent', async () => {
    const { token } = await createCustomer(shop);
    const auth = `Bearer ${token}`;
    const [p1, p2] = [await createProduct(shop, { stock: 0 }), await createProduct(shop, { stock: 4 })];
    const created = await shop.http.post('/api/wishlist').set('authorization', auth).send({ productId: p1.id });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ productId: p1.id, product: { id: p1.id, inStock: false }, addedAt: expect.any(String) });
    const repeat = await shop.http.post('/api/wishlist').set('authorization', auth).send({ productId: p1.id });
    expect([repeat.status, repeat.body.productId]).toEqual([200, p1.id]);
    await new Promise((r) => setTimeout(r, 5));
    await shop.http.post('/api/wishlist').set('authorization', auth).send({ productId: p2.id }).expect(201);

    const page = await shop.http.get('/api/wishlist?limit=1').set('authorization', auth);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: 2, limit: 1, offset: 0, items: [{ productId: p2.id, product: { inStock: true } }] });
    const rest = await shop.http.get('/api/wishlist?limit=abc&offset=1').set('authorization', auth);
    expect(rest.body.items.map((i: { productId: string }) => i.productId)).toEqual([p1.id]);

    const del = await shop.http.delete(`/api/wishlist/${p1.id}`).set('authorization', auth);
    expect([del.status, del.body]).toEqual([200, { productId: p1.id, removed: true }]);
    const delAgain = await shop.http.delete(`/api/wishlist/${p1.id}`).set('authorization', auth);
    expect([delAgain.status, delAgain.body]).toEqual([200, { productId: p1.id, removed: false }]);
  });

  it('answers 404 for an unknown or malformed product and 400 for a missing one', async () => {
    const { token } = await createCustomer(shop);
    const auth = `Bearer ${token}`;
    for (const productId of [randomUUID(), 'xyz']) {
      const res = await shop.http.post('/api/wishlist').set('authorization', auth).send({ productId });
      expect([res.status, res.body]).toEqual([404, { message: 'Product not found' }]);
    }
    const malformed = await shop.http.delete('/api/wishlist/xyz').set('authorization', auth);
    expect([malformed.status, malformed.body]).toEqual([404, { message: 'Product not found' }]);
    for (const body of [{}, { productId: 7 }, [1]]) {
      const res = await shop.http.post('/api/wishlist').set('authorization', auth).send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
  });

  it('merges, skipping unknown ids, and caps the list', async () => {
    const { token } = await createCustomer(shop);
    const auth = `Bearer ${token}`;
    const product = await createProduct(shop);
    const res = await shop.http
      .post('/api/wishlist/merge')
      .set('authorization', auth)
      .send({ productIds: ['nope', product.id] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ skipped: ['nope'], wishlist: { total: 1, items: [{ productId: product.id }] } });
    const tooMany = await shop.http
      .post('/api/wishlist/merge')
      .set('authorization', auth)
      .send({ productIds: Array.from({ length: 101 }, () => product.id) });
    expect([tooMany.status, tooMany.body]).toEqual([
      400,
      { message: 'At most 100 products can be merged at a time', errors: { productIds: 'At most 100 products can be merged at a time' } },
    ]);
    const notList = await shop.http.post('/api/wishlist/merge').set('authorization', auth).send({ productIds: 'x' });
    expect(notList.status).toBe(400);
  });

  it('answers 401 to a guest and 403 to an API key', async () => {
    const product = await createProduct(shop);
    const { secret: key } = await createKey(shop, (await adminSession(shop)).token, ['ADMIN']);
    const calls = (auth?: string) => {
      const withAuth = <T extends { set: (k: string, v: string) => T }>(req: T) => (auth ? req.set('authorization', auth) : req);
      return [
        withAuth(shop.http.get('/api/wishlist')),
        withAuth(shop.http.post('/api/wishlist')).send({ productId: product.id }),
        withAuth(shop.http.post('/api/wishlist/merge')).send({ productIds: [product.id] }),
        withAuth(shop.http.delete(`/api/wishlist/${product.id}`)),
      ];
    };
    for (const res of await Promise.all(calls())) expect(res.status).toBe(401);
    for (const res of await Promise.all(calls(`Bearer ${key}`))) expect(res.status).toBe(403);
    expect(await shop.db.prisma.wishlistItem.count({ where: { productId: product.id } })).toBe(0);
  });

  it('drops a deleted product from the wishlist', async () => {
    const { token } = await createCustomer(shop);
    const product = await createProduct(shop);
    await shop.http.post('/api/wishlist').set('authorization', `Bearer ${token}`).send({ productId: product.id }).expect(201);
    const { token: adminToken } = await adminSession(shop);
    await shop.http.delete(`/api/products/${product.id}`).set('authorization', `Bearer ${adminToken}`).expect(200);
    const res = await shop.http.get('/api/wishlist').set('authorization', `Bearer ${token}`);
    expect(res.body).toMatchObject({ total: 0, items: [] });
  });
});
