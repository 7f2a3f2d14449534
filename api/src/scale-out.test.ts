// Two instances of the app on one PostgreSQL database and one Redis, as behind a load balancer
// (docs/operations.md, "How it scales out"): they share the sign-in throttle, and together they never sell
// more pieces than there are. PostgreSQL only — PGlite is one process's database — and with
// PostgreSQL, Redis is required (127.0.0.1:6379 on our machines and in CI; TEST_REDIS_URL).
// @postgres: runs on both databases — it branches on the engine, concurrent transactions and locks (PGlite has one connection).
import type supertest from 'supertest';
import { createInstance, createTestShop, redisEnv, redisKeys, usingPostgres, type ShopInstance, type TestShop } from './test/harness';
import { createProduct } from './test/fixtures';
import { cardOrder } from './modules/orders/order.test-helpers';

const describePg = usingPostgres() ? describe : describe.skip;

describePg('two instances on one database and one Redis', () => {
  const redis = redisEnv();
  let a: TestShop;
  let b: ShopInstance;
  beforeAll(async () => {
    // the real sign-in limit per e-mail; every request comes from loopback, so the per-client limits are raised
    a = await createTestShop({ env: { ...redis, RATE_LIMITS: '*=100000/1h, signin-email=10/15m' } });
    b = await createInstance(a);
    expect(await a.services.throttles.ready()).toBe(true);
    expect(await b.services.throttles.ready()).toBe(true);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    await redisKeys(redis.REDIS_KEY_PREFIX, { clear: true });
  });

  const instances = () => [a.http, b.http];
  const login = (http: supertest.Agent, email: string, password: string) => http.post('/api/auth/login').send({ email, password });
  let n = 0;
  async function customer() {
    const input = { firstName: 'Kiran', lastName: 'Mehta', email: `kiran${++n}@example.in`, phone: '9876543210', password: 'secret123' };
    await a.services.accounts.register({ user: null, ip: '192.0.2.1', requestId: 'test' }, input);
    return input;
  }

  it('sign-in failures on instance A count on instance B', async () => {
    const { email, password } = await customer();
    for (let i = 0; i < 5; i++) expect((await login(a.http, email, 'wrong-pass')).status).toBe(401);
    for (let i = 0; i < 5; i++) expect((await login(b.http, email, 'wrong-pass')).status).toBe(401);
    expect((await login(a.http, email, password)).status).toBe(429);
    expect((await login(b.http, email, password)).status).toBe(429);
    expect(await redisKeys(redis.REDIS_KEY_PREFIX)).toContain(`${redis.REDIS_KEY_PREFIX}:signin-email:${email}`);
  });

  it('40 concurrent wrong passwords spread over both instances: exactly 10 answered 401, the rest 429', async () => {
    const { email } = await customer();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login(instances()[i % 2], email, 'wrong-pass')));
    const statuses = answers.map((r) => r.status);
    expect([statuses.filter((s) => s === 401).length, statuses.filter((s) => s === 429).length]).toEqual([10, 30]);
  });

  it('30 concurrent checkouts of the last 5 pieces over both instances: exactly 5 sold', async () => {
    const kurta = await createProduct(a, {
      name: 'Scale-out Kurta',
      price: '700.00',
      sizes: ['M', 'L'],
      colors: ['Teal'],
      variants: { 'Teal, M': 5, 'Teal, L': 7 },
    });
    const input = cardOrder([{ productId: kurta.id, quantity: 1, size: 'M', color: 'Teal' }], { subtotal: '700.00' });
    const PLACE = `mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } errors { field code message } } }`;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        instances()[i % 2].post('/graphql').set('content-type', 'application/json').send({ query: PLACE, variables: { input } }),
      ),
    );
    expect(answers.filter((r) => r.body.errors)).toEqual([]);
    const placed = answers.filter((r) => r.body.data?.placeOrder?.order);
    const refused = answers.filter((r) => r.body.data?.placeOrder?.errors?.length);
    expect([placed.length, refused.length]).toEqual([5, 25]);
    for (const r of refused)
      expect(r.body.data.placeOrder.errors).toEqual([{ field: 'items.0.quantity', code: 'OUT_OF_STOCK', message: 'Scale-out Kurta in Teal, M is out of stock' }]);
    const variants = await a.db.prisma.productVariant.findMany({ where: { productId: kurta.id }, orderBy: { position: 'asc' } });
    expect(variants.map((v) => [v.size, v.stock])).toEqual([
      ['M', 0],
      ['L', 7],
    ]);
    expect(await a.db.prisma.orderItem.aggregate({ where: { productId: kurta.id }, _sum: { quantity: true } })).toEqual({ _sum: { quantity: 5 } });
  });
});
