// Webhooks end to end: the admin's GraphQL operations, and real deliveries to a real local HTTP
// receiver that verifies signatures, fails or hangs on purpose and sees the retries arrive.
import { adminSession, createCustomer, createTestShop, gql, until, type TestShop } from '../../test/harness';
import { createCatalogue, createProduct } from '../../test/fixtures';
import { KURTA, placeCard, productNamed } from '../orders/order.test-helpers';
import { RECEIVER_ENV, startReceiver, type Receiver } from './webhook.test-helpers';
import { TARGET_MESSAGES } from './webhook.target';

/** Fast retries for tests: 200 ms, 400 ms, 800 ms…; 1 s timeout; workers poll every 500 ms; receivers on 127.0.0.1 allowed. */
const FAST = { WEBHOOK_RETRY_DELAY: '200ms', WEBHOOK_TIMEOUT: '1s', OUTBOX_POLL_INTERVAL: '500ms', ...RECEIVER_ENV };

let shop: TestShop;
let adminToken: string;
let customer: Awaited<ReturnType<typeof createCustomer>>;
const receivers: Receiver[] = [];
const endpoints: string[] = [];

beforeAll(async () => {
  shop = await createTestShop({ env: FAST });
  await createCatalogue(shop);
  adminToken = (await adminSession(shop)).token;
  customer = await createCustomer(shop);
  await shop.services.outbox.startWorkers();
});
afterEach(async () => {
  // Each test's endpoint goes with it, so later tests' events do not reach it.
  for (const id of endpoints.splice(0)) await gql(shop, DELETE, { input: { id } }, adminToken);
  for (const r of receivers.splice(0)) await r.close();
});
afterAll(() => shop.close());

const ENDPOINT = 'id url description events active secretHint';
const CREATE = `mutation ($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret endpoint { ${ENDPOINT} } errors { field code message } } }`;
const UPDATE = `mutation ($input: UpdateWebhookEndpointInput!) { updateWebhookEndpoint(input: $input) { endpoint { ${ENDPOINT} } errors { field code message } } }`;
const DELETE = `mutation ($input: WebhookEndpointIdInput!) { deleteWebhookEndpoint(input: $input) { deletedId errors { code message } } }`;
const LIST = `{ webhookEndpoints { ${ENDPOINT} } }`;
const DELIVERY = 'id endpointId endpointUrl eventId eventType status attempts lastStatusCode lastError lastAttemptAt nextAttemptAt deliveredAt createdAt body';
const DELIVERIES = `query ($endpointId: ID) { webhookDeliveries(endpointId: $endpointId, limit: 100) { total items { ${DELIVERY} } } }`;
const RESEND = `mutation ($input: ResendWebhookDeliveryInput!) { resendWebhookDelivery(input: $input) { delivery { ${DELIVERY} } errors { field code message } } }`;

/** A receiver and an endpoint for it, subscribed to `events`; the receiver learns the secret. */
async function endpointFor(events: string[], answer?: Parameters<typeof startReceiver>[0]) {
  const receiver = await startReceiver(answer);
  receivers.push(receiver);
  const res = await gql(shop, CREATE, { input: { url: receiver.url, events, description: 'test receiver' } }, adminToken);
  const { secret, endpoint, errors } = res.body.data.createWebhookEndpoint;
  expect(errors).toEqual([]);
  receiver.secret = secret;
  endpoints.push(endpoint.id);
  return { receiver, endpoint, secret: secret as string };
}

async function deliveries(endpointId: string) {
  const res = await gql(shop, DELIVERIES, { endpointId }, adminToken);
  expect(res.body.errors).toBeUndefined();
  return res.body.data.webhookDeliveries.items as Array<Record<string, unknown>>;
}

const kurtaLine = async (quantity = 1) => [{ productId: (await productNamed(shop, KURTA)).id, quantity, size: 'M', color: 'White' }];

describe('admin operations', () => {
  it('registers an endpoint: the secret is shown once, the list shows only its start', async () => {
    const { endpoint, secret, receiver } = await endpointFor(['ORDER_CREATED', 'STOCK_LOW', 'ORDER_CREATED']);
    expect(secret).toMatch(/^whsec_[\w-]{43}$/);
    expect(endpoint).toMatchObject({
      url: receiver.url,
      events: ['ORDER_CREATED', 'STOCK_LOW'],
      active: true,
      secretHint: `${secret.slice(0, 10)}…`,
      description: 'test receiver',
    });
    const list = await gql(shop, LIST, {}, adminToken);
    expect(list.body.data.webhookEndpoints).toContainEqual(endpoint);
    expect(JSON.stringify(list.body)).not.toContain(secret);

    const paused = await gql(shop, UPDATE, { input: { id: endpoint.id, active: false, events: ['PRODUCT_DELETED'] } }, adminToken);
    expect(paused.body.data.updateWebhookEndpoint.endpoint).toMatchObject({ active: false, events: ['PRODUCT_DELETED'], url: receiver.url });
  });

  it.each([
    ['ftp://example.com/hooks', 'The URL must start with http:// or https://'],
    ['javascript:alert(1)', 'The URL must start with http:// or https://'],
    ['http://partner:pw@example.com/hooks', 'Put no user name or password in the URL; check the X-Shop-Signature header instead'],
    ['http://localhost:3000/graphql', 'The URL points at this shop itself'],
    ['http://127.0.0.1:3000/', 'The URL points at this shop itself'],
    ['http://[::1]:3000/', 'The URL points at this shop itself'],
    // WEBHOOK_ALLOW_PRIVATE=1 lets loopback receivers in, never the shop's own port, however spelled…
    ['http://[::ffff:127.0.0.1]:3000/', TARGET_MESSAGES.self],
    ['http://[0:0:0:0:0:ffff:7f00:1]:3000/', TARGET_MESSAGES.self],
    ['http://[::ffff:0.0.0.0]:3000/', TARGET_MESSAGES.self],
    ['http://localhost.:3000/', TARGET_MESSAGES.self],
    ['http://0.0.0.0:3000/', TARGET_MESSAGES.self],
    ['http://[::]:3000/', TARGET_MESSAGES.self],
    ['http://0x7f000001:3000/', TARGET_MESSAGES.self],
    ['http://2130706433:3000/', TARGET_MESSAGES.self],
    ['http://0177.0.0.1:3000/', TARGET_MESSAGES.self],
    // …nor link-local and cloud metadata targets
    ['http://169.254.169.254/latest/meta-data/', TARGET_MESSAGES.forbidden],
    ['http://0xa9fea9fe/latest/meta-data/', TARGET_MESSAGES.forbidden],
    ['http://2852039166/latest/meta-data/', TARGET_MESSAGES.forbidden],
    ['http://[::ffff:169.254.169.254]/', TARGET_MESSAGES.forbidden],
    ['http://[fd00:ec2::254]/latest/meta-data/', TARGET_MESSAGES.forbidden],
    ['http://metadata.google.internal/computeMetadata/v1/', TARGET_MESSAGES.forbidden],
    ['http://[fe80::1]:8080/', TARGET_MESSAGES.forbidden],
    ['not a url', 'Enter the endpoint’s URL, like https://example.com/hooks/shop'],
  ])('refuses %s with INVALID on url', async (url, message) => {
    const res = await gql(shop, CREATE, { input: { url, events: ['ORDER_CREATED'] } }, adminToken);
    expect(res.status).toBe(200);
    expect(res.body.data.createWebhookEndpoint).toEqual({ secret: null, endpoint: null, errors: [{ field: 'url', code: 'INVALID', message }] });
  });

  it('with WEBHOOK_ALLOW_PRIVATE=1, loopback receivers on other ports are accepted, by address or by name', async () => {
    const receiver = await startReceiver();
    receivers.push(receiver);
    const port = new URL(receiver.url).port;
    for (const url of [`http://localhost:${port}/hooks`, `http://[::ffff:127.0.0.1]:${port}/hooks`, 'http://10.0.0.5:8080/hooks']) {
      const res = await gql(shop, CREATE, { input: { url, events: ['ORDER_CREATED'] } }, adminToken);
      expect(res.body.data.createWebhookEndpoint.errors).toEqual([]);
      endpoints.push(res.body.data.createWebhookEndpoint.endpoint.id);
    }
  });

  it('refuses an empty event list, unknown ids, and anyone but an admin', async () => {
    const empty = await gql(shop, CREATE, { input: { url: 'https://partner.example/hooks', events: [] } }, adminToken);
    expect(empty.body.data.createWebhookEndpoint.errors).toEqual([{ field: 'events', code: 'INVALID', message: 'Choose at least one event' }]);
    const missing = { id: '00000000-0000-4000-8000-000000000000' };
    expect((await gql(shop, DELETE, { input: missing }, adminToken)).body.data.deleteWebhookEndpoint.errors).toEqual([
      { code: 'NOT_FOUND', message: 'Webhook endpoint not found' },
    ]);
    expect((await gql(shop, UPDATE, { input: { ...missing, active: true } }, adminToken)).body.data.updateWebhookEndpoint.errors[0].code).toBe('NOT_FOUND');
    expect((await gql(shop, RESEND, { input: { id: 'nope' } }, adminToken)).body.data.resendWebhookDelivery.errors[0].code).toBe('NOT_FOUND');
    const asCustomer = await gql(shop, LIST, {}, customer.token);
    expect(asCustomer.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const asGuest = await gql(shop, CREATE, { input: { url: 'https://partner.example/hooks', events: ['ORDER_CREATED'] } });
    expect(asGuest.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('deliveries', () => {
  it('signs order.created; an endpoint failing the first two attempts gets the retries, then it is delivered', async () => {
    const { receiver, endpoint } = await endpointFor(['ORDER_CREATED'], (n) => (n < 2 ? 500 : 200));
    const order = await placeCard(shop, customer.ctx, await kurtaLine());
    const received = await receiver.until((r) => r.some((x) => x.answer === 200));
    expect(received.map((r) => r.answer)).toEqual([500, 500, 200]);
    expect(received.every((r) => r.verified && r.type === 'order.created')).toBe(true);
    expect(new Set(received.map((r) => r.eventId)).size).toBe(1); // the same event, for de-duplication
    const body = JSON.parse(received[0].body);
    expect(Object.keys(body)).toEqual(['id', 'type', 'createdAt', 'data']);
    expect(body).toMatchObject({
      id: received[0].eventId,
      type: 'order.created',
      data: { id: order.id, total: '1299.00', status: 'pending', items: [{ sku: expect.any(String), price: '1299.00', quantity: 1 }] },
    });
    expect(received.every((r) => r.body === received[0].body)).toBe(true);

    const [delivery] = await until(
      () => deliveries(endpoint.id),
      (d) => d[0]?.status === 'DELIVERED',
    );
    expect(delivery).toMatchObject({
      eventId: body.id,
      eventType: 'ORDER_CREATED',
      attempts: 3,
      lastStatusCode: 200,
      lastError: null,
      nextAttemptAt: null,
      endpointUrl: receiver.url,
    });
  });

  it('a hanging endpoint times out after WEBHOOK_TIMEOUT: a recorded failure with a next attempt, and orders are placed meanwhile', async () => {
    const { endpoint } = await endpointFor(['ORDER_CREATED'], () => 'hang');
    await placeCard(shop, customer.ctx, await kurtaLine());
    const [failing] = await until(
      () => deliveries(endpoint.id),
      (d) => d[0]?.status === 'FAILING',
    );
    expect(failing).toMatchObject({ attempts: 1, lastStatusCode: null, lastError: 'No answer within 1 s' });
    expect(Date.parse(failing.nextAttemptAt as string)).toBeGreaterThan(Date.parse(failing.lastAttemptAt as string));
    const started = Date.now();
    await placeCard(shop, customer.ctx, await kurtaLine()); // never waits for a delivery
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('emits product, stock and status events in the changes’ transactions, and nothing for a refused change', async () => {
    const { receiver } = await endpointFor(['PRODUCT_CREATED', 'PRODUCT_UPDATED', 'PRODUCT_DELETED', 'STOCK_LOW', 'ORDER_STATUS_CHANGED', 'ORDER_CREATED']);
    const product = await createProduct(shop, { name: 'Webhook Dupatta', stock: 10, price: '450.00' });
    const [variant] = product.variants;
    const admin = (await adminSession(shop)).ctx;
    const edit = { name: product.name, price: '450.00', categoryId: product.categoryId, images: product.images, sizes: [], colors: [] };
    await shop.services.products.update(admin, product.id, { ...edit, stock: 5 }); // 10 → 5: not low (threshold 3)
    const order = await placeCard(shop, customer.ctx, [{ productId: product.id, quantity: 3 }]); // 5 → 2: low
    await expect(placeCard(shop, customer.ctx, [{ productId: product.id, quantity: 9 }])).rejects.toMatchObject({ status: 409 }); // refused: no event
    await shop.services.orders.updateStatus(admin, order.id, 'cancelled'); // 2 → 5 again
    await shop.services.products.delete(admin, product.id);

    const types = ['product.created', 'product.updated', 'order.created', 'stock.low', 'order.status_changed', 'product.deleted'];
    const received = await receiver.until((r) => r.length >= types.length);
    await new Promise((r) => setTimeout(r, 1500)); // nothing more arrives
    expect(receiver.received.map((r) => r.type).sort()).toEqual([...types].sort());
    expect(received.every((r) => r.verified)).toBe(true);
    const data = (type: string) => JSON.parse(received.find((r) => r.type === type)!.body).data;
    expect(data('product.created')).toMatchObject({ id: product.id, name: 'Webhook Dupatta', price: '450.00', variants: [{ id: variant.id, stock: 10 }] });
    expect(data('product.updated')).toMatchObject({ id: product.id, variants: [{ stock: 5 }] });
    expect(data('stock.low')).toEqual({
      variant: { id: variant.id, productId: product.id, sku: variant.sku, size: null, color: null, stock: 2, available: true },
      product: { id: product.id, name: 'Webhook Dupatta' },
      threshold: 3,
    });
    expect(data('order.status_changed')).toMatchObject({ id: order.id, status: 'cancelled', previousStatus: 'pending' });
    expect(data('product.deleted')).toMatchObject({ id: product.id, name: 'Webhook Dupatta' });
  });

  it('resends a delivered delivery: the same event id and body, signed anew', async () => {
    const { receiver, endpoint } = await endpointFor(['ORDER_CREATED']);
    await placeCard(shop, customer.ctx, await kurtaLine());
    const [delivered] = await until(
      () => deliveries(endpoint.id),
      (d) => d[0]?.status === 'DELIVERED',
    );
    const res = await gql(shop, RESEND, { input: { id: delivered.id } }, adminToken);
    expect(res.body.data.resendWebhookDelivery).toMatchObject({ errors: [], delivery: { id: delivered.id, status: 'PENDING', attempts: 1 } });
    const received = await receiver.until((r) => r.length === 2);
    expect(received[1]).toMatchObject({ eventId: received[0].eventId, body: received[0].body, verified: true });
    const [again] = await until(
      () => deliveries(endpoint.id),
      (d) => d[0]?.status === 'DELIVERED' && d[0]?.attempts === 2,
    );
    expect(again.lastStatusCode).toBe(200);
  });
});
