// Keyset pagination of the admin's orders: walking by endCursor visits every order that
// existed when the walk began exactly once, in the sort's order, while new orders arrive; a tampered
// cursor is a 400 with a clear message. On the test database (PGlite or PostgreSQL).
import { createTestShop, adminSession, gql, type TestShop } from '../../test/harness';
import type { RequestContext } from '../../platform/common/context';
import { AppError } from '../../platform/common/errors';
import { CURSOR_OTHER_SORT, INVALID_CURSOR, encodeOrderCursor, type OrderSortKey } from './order-cursor';
import { address } from './order.test-helpers';

let shop: TestShop;
let admin: { token: string; ctx: RequestContext };
let made = 0;

/** Orders straight into the table, with many equal totals and equal instants (the tiebreakers matter). */
async function insertOrders(n: number) {
  const base = Date.UTC(2026, 0, 1);
  await shop.db.prisma.order.createMany({
    data: Array.from({ length: n }, () => {
      made += 1;
      const total = ['499.00', '1299.00', '0.10', '2499.99'][made % 4];
      return {
        total,
        subtotal: total,
        shippingAddress: address(),
        billingAddress: address(),
        email: 'keyset@example.in',
        paymentMethod: 'card' as const,
        status: made % 5 === 0 ? ('cancelled' as const) : ('pending' as const),
        createdAt: new Date(base + Math.floor(made / 3) * 1000),
      };
    }),
  });
}

beforeAll(async () => {
  shop = await createTestShop();
  admin = await adminSession(shop);
  await insertOrders(61);
});
afterAll(() => shop.close());

const SORTS: OrderSortKey[] = ['NEWEST', 'OLDEST', 'TOTAL_HIGH', 'TOTAL_LOW'];

describe('orders keyset pagination', () => {
  it.each(SORTS)('%s: every order exactly once, in order, while orders are inserted during the walk', async (sort) => {
    const expected = (await shop.services.orders.list(admin.ctx, { sort, limit: 100 })).items.map((o) => o.id);
    const all = await shop.db.prisma.order.count();
    expect(expected.length).toBe(Math.min(all, 100));
    const startIds = new Set((await shop.db.prisma.order.findMany({ select: { id: true } })).map((o) => o.id));
    const seen: string[] = [];
    let after: string | null | undefined;
    let pages = 0;
    do {
      const page = await shop.services.orders.list(admin.ctx, { sort, limit: 7, after });
      seen.push(...page.items.map((o) => o.id));
      expect(page.hasNextPage).toBe(page.endCursor !== null);
      after = page.endCursor;
      await insertOrders(2); // arrivals during the walk
      pages += 1;
    } while (after && pages < 100);
    expect(new Set(seen).size).toBe(seen.length); // nothing twice
    for (const id of startIds) expect(seen).toContain(id); // nothing missed
    // Same order as one offset page of the rows that existed then.
    expect(seen.filter((id) => expected.includes(id))).toEqual(expected.filter((id) => seen.includes(id)));
  });

  it('filters by status with the cursor and agrees with offset paging', async () => {
    const byOffset = await shop.services.orders.list(admin.ctx, { status: 'cancelled', limit: 5, offset: 5 });
    const first = await shop.services.orders.list(admin.ctx, { status: 'cancelled', limit: 5 });
    const second = await shop.services.orders.list(admin.ctx, { status: 'cancelled', limit: 5, after: first.endCursor });
    expect(second.items.map((o) => o.id)).toEqual(byOffset.items.map((o) => o.id));
    expect(second.items.every((o) => o.status === 'cancelled')).toBe(true);
    expect(second.total).toBe(await shop.db.prisma.order.count({ where: { status: 'cancelled' } }));
  });

  it('total counts every order (maintained figures), the last page has no cursor', async () => {
    const page = await shop.services.orders.list(admin.ctx, { limit: 100, offset: 0 });
    expect(page.total).toBe(await shop.db.prisma.order.count());
    const last = await shop.services.orders.list(admin.ctx, { limit: 10, offset: page.total - 3 });
    expect(last).toMatchObject({ hasNextPage: false, endCursor: null });
    expect(last.items).toHaveLength(3);
  });

  it('the customer’s myOrders (offset only) answers hasNextPage and a null endCursor', async () => {
    const res = await gql(shop, '{ myOrders(limit: 2) { total hasNextPage endCursor } }', {}, admin.token);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.myOrders).toEqual({ total: 0, hasNextPage: false, endCursor: null });
  });

  it('a tampered cursor, another sort’s cursor or garbage is a 400 with a clear message', async () => {
    const first = await shop.services.orders.list(admin.ctx, { sort: 'TOTAL_HIGH', limit: 3 });
    const good = first.endCursor!;
    const decoded = JSON.parse(Buffer.from(good, 'base64url').toString()) as string[];
    const forged = (parts: unknown) => Buffer.from(JSON.stringify(parts)).toString('base64url');
    const cases: [unknown, string][] = [
      ['not a cursor!', INVALID_CURSOR],
      ['x'.repeat(1000), INVALID_CURSOR],
      [forged({ a: 1 }), INVALID_CURSOR],
      [forged([decoded[0], '1e300', decoded[2], decoded[3]]), INVALID_CURSOR],
      [forged([decoded[0], decoded[1], 'yesterday', decoded[3]]), INVALID_CURSOR],
      [forged([decoded[0], decoded[1], decoded[2], "1' OR '1'='1"]), INVALID_CURSOR],
      [forged([decoded[0], decoded[1], decoded[2]]), INVALID_CURSOR],
      [forged(['DROP', 1]), INVALID_CURSOR],
      [good.slice(0, -4), INVALID_CURSOR],
      [42, INVALID_CURSOR],
      [encodeOrderCursor('NEWEST', first.items[0]), CURSOR_OTHER_SORT],
    ];
    for (const [after, message] of cases) {
      const e = await shop.services.orders.list(admin.ctx, { sort: 'TOTAL_HIGH', after }).catch((x: unknown) => x);
      expect(e).toBeInstanceOf(AppError);
      expect((e as AppError).status).toBe(400);
      expect((e as AppError).message).toBe(message);
    }
  });

  it('GraphQL: endCursor / hasNextPage and after; REST: X-Next-Cursor and ?after=, 400 on a bad cursor', async () => {
    const Q = 'query($after: String) { orders(limit: 4, sort: OLDEST, after: $after) { items { id } endCursor hasNextPage total offset } }';
    const one = (await gql(shop, Q, {}, admin.token)).body.data.orders;
    const two = (await gql(shop, Q, { after: one.endCursor }, admin.token)).body.data.orders;
    const offset = await shop.services.orders.list(admin.ctx, { sort: 'OLDEST', limit: 4, offset: 4 });
    expect(two.items.map((o: { id: string }) => o.id)).toEqual(offset.items.map((o) => o.id));
    expect(two).toMatchObject({ hasNextPage: true, offset: 0, total: offset.total });
    const bad = await gql(shop, Q, { after: 'tampered' }, admin.token);
    expect(bad.body.errors[0]).toMatchObject({ message: INVALID_CURSOR, extensions: { code: 'BAD_USER_INPUT' } });

    const auth = { authorization: `Bearer ${admin.token}` };
    const r1 = await shop.http.get('/api/orders?sort=OLDEST&limit=4').set(auth);
    expect(r1.status).toBe(200);
    const r2 = await shop.http.get(`/api/orders?sort=OLDEST&limit=4&after=${r1.headers['x-next-cursor']}`).set(auth);
    expect(r2.body.map((o: { id: string }) => o.id)).toEqual(offset.items.map((o) => o.id));
    const r3 = await shop.http.get('/api/orders?after=tampered').set(auth);
    expect(r3.status).toBe(400);
    expect(r3.body.message).toBe(INVALID_CURSOR);
  });
});
