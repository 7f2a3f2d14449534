// The gate in front of embedded PGlite over HTTP: requests wait their turn, and one more than
// PGLITE_QUEUE_LIMIT waiting is refused at once with 503 and Retry-After, in each API's error shape.
// @postgres: runs on both databases — it branches on the engine, hand-written SQL, concurrent transactions and locks (PGlite has one connection).
import { createTestShop, gql, until, usingPostgres, type TestShop } from '../../test/harness';
import { BUSY_MESSAGE } from './fair-gate.middleware';

const onPglite = usingPostgres() ? describe.skip : describe;

onPglite('PGlite: first come, first served with a bounded queue', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop({ env: { PGLITE_QUEUE_LIMIT: '2' } });
  });
  afterAll(() => shop.close());

  /** Holds PGlite's single connection (an open transaction) until the returned function is called. */
  async function holdDatabase() {
    let letGo!: () => void;
    let started!: () => void;
    const inside = new Promise<void>((r) => (started = r));
    const done = shop.db.prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT 1`;
      started();
      await new Promise<void>((r) => (letGo = r));
    });
    await inside;
    return async () => {
      letGo();
      await done;
    };
  }

  it('while the database is busy, 4 requests are inside, 2 wait, and the next ones are 503 with Retry-After (REST and GraphQL)', async () => {
    const gate = shop.gate!;
    expect(gate).not.toBeNull();
    const release = await holdDatabase();
    // Six requests arrive: four enter (and wait inside for the database), two queue.
    const admitted = Array.from({ length: 6 }, (_, i) => (i % 2 ? shop.http.get('/api/categories') : gql(shop, '{ categories { id } }')).then((r) => r));
    await until(
      async () => gate.stats(),
      (s) => s.active === 4 && s.waiting === 2,
    );
    const rest = await shop.http.get('/api/products');
    expect(rest.status).toBe(503);
    expect(rest.headers['retry-after']).toBe('1');
    expect(rest.body).toEqual({ message: BUSY_MESSAGE });
    const graphql = await gql(shop, '{ products { total } }');
    expect(graphql.status).toBe(503);
    expect(graphql.headers['retry-after']).toBe('1');
    expect(graphql.body.errors[0]).toMatchObject({ message: BUSY_MESSAGE, extensions: { code: 'SERVICE_BUSY', status: 503, retryAfter: 1 } });
    expect(gate.stats()).toMatchObject({ active: 4, waiting: 2, refused: 2 });

    await release();
    const answers = await Promise.all(admitted);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(gate.stats()).toMatchObject({ active: 0, waiting: 0 });
    // The queue is free again.
    expect((await shop.http.get('/api/products')).status).toBe(200);
  });

  it('at 50 requests at once nothing is lost: every request is answered 200 or a clean 503, and the gate empties', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => shop.http.get('/api/products?limit=2')));
    for (const r of answers) {
      expect([200, 503]).toContain(r.status);
      if (r.status === 503) expect(r.headers['retry-after']).toBe('1');
    }
    expect(answers.some((r) => r.status === 200)).toBe(true);
    expect(shop.gate!.stats()).toMatchObject({ active: 0, waiting: 0 });
  });
});
