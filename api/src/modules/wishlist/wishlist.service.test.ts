import { randomUUID } from 'node:crypto';
import { adminSession, contextFor, createCustomer, createTestServices, failure, type TestServices } from '../../test/harness';
import { createProduct } from '../../test/fixtures';
import { MAX_MERGE_IDS } from './wishlist.schemas';

let shop: TestServices;
const guest = contextFor(null);
const wishlist = () => shop.services.wishlist;
const ids = async (ctx: Parameters<TestServices['services']['wishlist']['productIds']>[0]) => wishlist().productIds(ctx);

beforeAll(async () => {
  shop = await createTestServices();
});
afterAll(() => shop.close());

describe('adding and removing', () => {
  it('adds a product once (a second add changes nothing) and lists it with its price and availability', async () => {
    const { ctx } = await createCustomer(shop);
    const product = await createProduct(shop, { price: '799.00', stock: 3 });
    const first = await wishlist().add(ctx, { productId: product.id });
    expect(first.added).toBe(true);
    expect(first.entry).toMatchObject({ productId: product.id, product: { id: product.id, name: product.name, inStock: true }, addedAt: expect.any(Date) });
    const again = await wishlist().add(ctx, { productId: product.id.toUpperCase() });
    expect(again.added).toBe(false);
    expect(again.entry.addedAt).toEqual(first.entry.addedAt);
    const page = await wishlist().list(ctx, {});
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ productId: product.id, product: { inStock: true, stock: 3 } });
    expect(String(page.items[0]?.product.price)).toBe('799');
    expect(await wishlist().count(ctx)).toBe(1);
  });

  it('lists newest first, paged, and shows a sold-out product as out of stock', async () => {
    const { ctx } = await createCustomer(shop);
    const older = await createProduct(shop, { stock: 0 });
    const newer = await createProduct(shop, { stock: 5 });
    await wishlist().add(ctx, { productId: older.id });
    await new Promise((r) => setTimeout(r, 5));
    await wishlist().add(ctx, { productId: newer.id });
    const page = await wishlist().list(ctx, { limit: 1, offset: 0 });
    expect(page).toMatchObject({ total: 2, limit: 1, offset: 0 });
    expect(page.items.map((i) => i.productId)).toEqual([newer.id]);
    const second = await wishlist().list(ctx, { limit: 1, offset: 1 });
    expect(second.items.map((i) => [i.productId, i.product.inStock])).toEqual([[older.id, false]]);
    expect(await ids(ctx)).toEqual([newer.id, older.id]);
  });

  it('refuses an unknown or malformed product with 404 Product not found, and a missing one with 400', async () => {
    const { ctx } = await createCustomer(shop);
    for (const productId of [randomUUID(), 'not-a-uuid', '1; DROP TABLE x']) {
      const e = await failure(wishlist().add(ctx, { productId }));
      expect([e.status, e.message]).toEqual([404, 'Product not found']);
    }
    for (const input of [{}, { productId: 42 }, { productId: '  ' }, null]) {
      const e = await failure(wishlist().add(ctx, input));
      expect([e.status, e.message]).toEqual([400, 'Product is required']);
    }
    expect(await wishlist().count(ctx)).toBe(0);
  });

  it('removes idempotently; a malformed id is 404', async () => {
    const { ctx } = await createCustomer(shop);
    const product = await createProduct(shop);
    await wishlist().add(ctx, { productId: product.id });
    expect(await wishlist().remove(ctx, { productId: product.id })).toEqual({ productId: product.id, removed: true });
    expect(await wishlist().remove(ctx, { productId: product.id })).toEqual({ productId: product.id, removed: false });
    expect(await wishlist().remove(ctx, { productId: randomUUID() })).toMatchObject({ removed: false });
    const e = await failure(wishlist().remove(ctx, { productId: 'nope' }));
    expect([e.status, e.message]).toEqual([404, 'Product not found']);
    expect(await wishlist().count(ctx)).toBe(0);
  });

  it('keeps each shopper’s list to themselves', async () => {
    const a = await createCustomer(shop);
    const b = await createCustomer(shop);
    const product = await createProduct(shop);
    await wishlist().add(a.ctx, { productId: product.id });
    expect(await ids(b.ctx)).toEqual([]);
    await wishlist().remove(b.ctx, { productId: product.id });
    expect(await ids(a.ctx)).toEqual([product.id]);
  });

  it('lets an admin keep a wishlist too', async () => {
    const { ctx } = await adminSession(shop);
    const product = await createProduct(shop);
    expect((await wishlist().add(ctx, { productId: product.id })).added).toBe(true);
    expect(await ids(ctx)).toContain(product.id);
  });

  it('drops a product from every wishlist when it is deleted', async () => {
    const a = await createCustomer(shop);
    const b = await createCustomer(shop);
    const product = await createProduct(shop);
    const kept = await createProduct(shop);
    for (const c of [a, b]) {
      await wishlist().add(c.ctx, { productId: product.id });
      await wishlist().add(c.ctx, { productId: kept.id });
    }
    await shop.services.products.delete((await adminSession(shop)).ctx, product.id);
    expect(await ids(a.ctx)).toEqual([kept.id]);
    expect(await ids(b.ctx)).toEqual([kept.id]);
    expect(await shop.db.prisma.wishlistItem.count({ where: { productId: product.id } })).toBe(0);
  });
});

describe('who may', () => {
  it('answers 401 to a guest and 403 to an API key, for every operation', async () => {
    const product = await createProduct(shop);
    const key = { ...contextFor(null), apiKey: { id: randomUUID(), name: 'k', prefix: 'vff_live_x', scopes: ['admin' as const] } };
    const calls = (ctx: typeof guest) => [
      wishlist().list(ctx, {}),
      wishlist().productIds(ctx),
      wishlist().count(ctx),
      wishlist().add(ctx, { productId: product.id }),
      wishlist().remove(ctx, { productId: product.id }),
      wishlist().merge(ctx, { productIds: [product.id] }),
    ];
    for (const call of calls(guest)) expect((await failure(call)).status).toBe(401);
    for (const call of calls(key)) expect((await failure(call)).status).toBe(403);
    expect(await shop.db.prisma.wishlistItem.count({ where: { productId: product.id } })).toBe(0);
  });
});

describe('merging a guest’s hearts at sign-in', () => {
  it('adds the known products in the guest’s order, skips unknown and malformed ids, keeps what was there', async () => {
    const { ctx } = await createCustomer(shop);
    const [p1, p2, p3] = [await createProduct(shop), await createProduct(shop), await createProduct(shop)];
    await wishlist().add(ctx, { productId: p3.id });
    const unknown = randomUUID();
    const result = await wishlist().merge(ctx, { productIds: [p1.id, unknown, 'garbage', p2.id, p3.id, p1.id] });
    expect(result.skipped).toEqual([unknown, 'garbage']);
    expect(result.wishlist.total).toBe(3);
    expect(result.wishlist.items.map((i) => i.productId)).toEqual([p1.id, p2.id, p3.id]);
    expect(await ids(ctx)).toEqual([p1.id, p2.id, p3.id]);
    // again: nothing new
    expect((await wishlist().merge(ctx, { productIds: [p2.id] })).wishlist.total).toBe(3);
    expect((await wishlist().merge(ctx, { productIds: [] })).wishlist.total).toBe(3);
  });

  it(`caps a merge at ${MAX_MERGE_IDS} ids and refuses a body that is not a list`, async () => {
    const { ctx } = await createCustomer(shop);
    const product = await createProduct(shop);
    const tooMany = [product.id, ...Array.from({ length: MAX_MERGE_IDS }, () => randomUUID())];
    const e = await failure(wishlist().merge(ctx, { productIds: tooMany }));
    expect([e.status, e.message]).toEqual([400, `At most ${MAX_MERGE_IDS} products can be merged at a time`]);
    for (const input of [{}, { productIds: 'x' }, { productIds: [1, 2] }, []]) {
      expect((await failure(wishlist().merge(ctx, input))).status).toBe(400);
    }
    expect(await wishlist().count(ctx)).toBe(0);
    expect((await wishlist().merge(ctx, { productIds: tooMany.slice(0, MAX_MERGE_IDS) })).wishlist.total).toBe(1);
  });
});
