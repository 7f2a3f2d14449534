// Two app instances on one PostgreSQL, both running workers: every event reaches the receiver
// exactly once (pg-boss claims each job with FOR UPDATE SKIP LOCKED).
// @postgres: runs on both databases — it branches on the engine, concurrent transactions and locks (PGlite has one connection).
import { adminSession, createInstance, createTestShop, gql, usingPostgres, type ShopInstance, type TestShop } from '../../test/harness';
import { createProduct } from '../../test/fixtures';
import { RECEIVER_ENV, startReceiver, type Receiver } from './webhook.test-helpers';

// On PGlite one process owns the database: there is no second instance to race.
const itPg = usingPostgres() ? it : it.skip;

let shop: TestShop;
let second: ShopInstance;
let receiver: Receiver;

afterAll(async () => {
  await second?.close();
  await receiver?.close();
  await shop?.close();
});

itPg(
  'two instances deliver each of 30 events once',
  async () => {
    shop = await createTestShop({ env: { WEBHOOK_RETRY_DELAY: '200ms', WEBHOOK_TIMEOUT: '2s', OUTBOX_POLL_INTERVAL: '500ms', ...RECEIVER_ENV } });
    second = await createInstance(shop);
    receiver = await startReceiver(() => 200);
    const { token } = await adminSession(shop);
    const res = await gql(
      shop,
      'mutation ($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret } }',
      { input: { url: receiver.url, events: ['PRODUCT_CREATED'] } },
      token,
    );
    receiver.secret = res.body.data.createWebhookEndpoint.secret;
    await Promise.all([shop.services.outbox.startWorkers(), second.services.outbox.startWorkers()]);

    const products = [];
    for (let i = 0; i < 30; i++) products.push(await createProduct(shop, { name: `Race Stole ${i}`, stock: 5 })); // both workers poll meanwhile
    await receiver.until((r) => new Set(r.map((x) => x.eventId)).size === 30, 60_000);
    await new Promise((r) => setTimeout(r, 3000)); // time for any duplicate to show up
    expect(receiver.received).toHaveLength(30);
    expect(receiver.received.every((r) => r.verified && r.type === 'product.created')).toBe(true);
    const delivered = new Set(receiver.received.map((r) => JSON.parse(r.body).data.id as string));
    expect(delivered).toEqual(new Set(products.map((p) => p.id)));
    const rows = await shop.db.prisma.webhookDelivery.findMany({ where: { eventType: 'product.created' } });
    expect(rows).toHaveLength(30);
    expect(rows.every((d) => d.status === 'delivered' && d.attempts === 1)).toBe(true);
  },
  180_000,
);
