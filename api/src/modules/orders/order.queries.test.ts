// The admin's orders grid and dashboard cost a constant number of SQL statements whatever the page
// size or depth (offset or cursor), counted at the driver (PGlite or node-postgres) as in
// catalog.queries.test.ts.
import { statementCounter } from '../../test/statements';
import { createTestShop, adminSession, gql, type TestShop } from '../../test/harness';
import { address } from './order.test-helpers';

let shop: TestShop;
let token: string;
let statements: ReturnType<typeof statementCounter>;

const countStatements = (run: () => Promise<unknown>) => statements.count(run);

beforeAll(async () => {
  shop = await createTestShop();
  token = (await adminSession(shop)).token;
  const tee = await shop.db.prisma.product.findFirstOrThrow({ orderBy: { name: 'asc' } });
  for (let i = 0; i < 120; i++) {
    await shop.db.prisma.order.create({
      data: {
        total: '499.00',
        subtotal: '499.00',
        shippingAddress: address(),
        billingAddress: address(),
        email: 'queries@example.in',
        paymentMethod: 'card',
        items: { create: [{ productId: tee.id, name: tee.name, quantity: 1, price: tee.price }] },
      },
    });
  }
  statements = statementCounter();
});
afterAll(async () => {
  statements.restore();
  await shop.close();
});

const ORDERS = `query($limit: Int, $offset: Int, $after: String, $sort: OrderSort, $status: OrderStatus) {
  orders(limit: $limit, offset: $offset, after: $after, sort: $sort, status: $status) {
    total endCursor hasNextPage items { id total status items { name quantity product { id name } } }
  }
}`;

it('the orders grid: the same few statements for 5, 25 and 100 rows, by offset or by cursor, in any sort', async () => {
  const counts: number[] = [];
  const first = (await gql(shop, ORDERS, { limit: 5, sort: 'TOTAL_HIGH' }, token)).body.data.orders;
  for (const vars of [
    { limit: 5 },
    { limit: 25 },
    { limit: 100 },
    { limit: 25, offset: 60 },
    { limit: 25, sort: 'TOTAL_HIGH', after: first.endCursor },
    { limit: 100, sort: 'TOTAL_HIGH', after: first.endCursor },
    { limit: 25, status: 'PENDING' },
  ]) {
    let body: { data: { orders: { items: unknown[] } } } | undefined;
    counts.push(await countStatements(async () => (body = (await gql(shop, ORDERS, vars, token)).body)));
    expect(body!.data.orders.items.length).toBeGreaterThan(0);
  }
  // the admin's token check + rows + total (maintained figures or one count) + items (one IN) + products (one IN)
  expect(counts[0]).toBeLessThanOrEqual(5);
  expect(counts).toEqual(counts.map(() => counts[0]));
});

it('the dashboard figures: one statement (after the token check), whatever the number of orders', async () => {
  const query = '{ adminStats { id totalRevenue totalOrders totalProducts totalCategories } }';
  const signedIn = await countStatements(() => gql(shop, '{ me { id } }', {}, token));
  expect(await countStatements(() => gql(shop, query, {}, token))).toBe(signedIn);
});

it('categories with their product counts: one statement', async () => {
  expect(await countStatements(() => gql(shop, '{ categories { id name slug productCount } }'))).toBe(1);
});
