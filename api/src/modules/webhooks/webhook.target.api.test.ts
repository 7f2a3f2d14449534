// Where webhooks may go, with WEBHOOK_ALLOW_PRIVATE off (the default): internal, loopback and
// metadata targets are refused when an endpoint is registered (GraphQL) and again at every delivery,
// on the address actually connected to; a host name is resolved once and the connection pinned to
// the checked answer. (webhook.api.test.ts covers the setting on, with real local receivers.)
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LookupAddress } from 'node:dns';
import { adminSession, createTestShop, gql, type TestShop } from '../../test/harness';
import { startReceiver, type Receiver } from './webhook.test-helpers';
import { WebhookDeliveryService } from './webhook-delivery.service';
import { WebhookService } from './webhook.service';
import { pinnedLookup, resolveTarget, TARGET_MESSAGES, type ResolvedAddress, type Resolver } from './webhook.target';

const { self: SELF, forbidden: FORBIDDEN, private: PRIVATE } = TARGET_MESSAGES;
const CREATE = `mutation ($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret endpoint { id url } errors { field code message } } }`;
const UPDATE = `mutation ($input: UpdateWebhookEndpointInput!) { updateWebhookEndpoint(input: $input) { endpoint { id url } errors { field code message } } }`;

let shop: TestShop;
let adminToken: string;
const receivers: Receiver[] = [];

beforeAll(async () => {
  shop = await createTestShop({ env: { WEBHOOK_TIMEOUT: '1s' } }); // PORT unset: the shop's port is 3000
  adminToken = (await adminSession(shop)).token;
});
afterEach(async () => {
  for (const r of receivers.splice(0)) await r.close();
});
afterAll(() => shop.close());

async function receiver() {
  const r = await startReceiver();
  receivers.push(r);
  return r;
}

const portOf = (r: Receiver) => new URL(r.url).port;

describe('registration', () => {
  it('the setting is off by default', () => {
    expect(shop.config.webhooks.allowPrivate).toBe(false);
  });

  it.each([
    // the shop itself, however spelled
    ['http://[::ffff:127.0.0.1]:3000/', SELF],
    ['http://[0:0:0:0:0:ffff:7f00:1]:3000/', SELF],
    ['http://[::ffff:0.0.0.0]:3000/', SELF],
    ['http://localhost.:3000/graphql', SELF],
    ['http://LOCALHOST:3000/', SELF],
    ['http://0.0.0.0:3000/', SELF],
    ['http://[::]:3000/', SELF],
    ['http://127.1:3000/', SELF],
    ['http://0x7f000001:3000/', SELF],
    ['http://2130706433:3000/', SELF],
    ['http://0177.0.0.1:3000/', SELF],
    // link-local and cloud metadata, by address in any spelling or by name
    ['http://169.254.169.254/latest/meta-data/', FORBIDDEN],
    ['http://0xa9fea9fe/latest/meta-data/', FORBIDDEN],
    ['http://2852039166/latest/meta-data/', FORBIDDEN],
    ['http://0251.0376.0251.0376/', FORBIDDEN],
    ['http://[::ffff:169.254.169.254]/', FORBIDDEN],
    ['http://[::ffff:a9fe:a9fe]/', FORBIDDEN],
    ['http://[fd00:ec2::254]/latest/meta-data/', FORBIDDEN],
    ['http://metadata.google.internal/computeMetadata/v1/', FORBIDDEN],
    ['http://Metadata.Google.Internal./computeMetadata/v1/', FORBIDDEN],
    ['http://169.254.1.1:8080/', FORBIDDEN],
    ['http://[fe80::1]/', FORBIDDEN],
    ['http://100.100.100.200/latest/meta-data/', FORBIDDEN],
    // private networks, loopback services and other non-public addresses
    ['http://10.0.0.5/hooks', PRIVATE],
    ['http://172.16.3.4/hooks', PRIVATE],
    ['http://192.168.1.10:8080/hooks', PRIVATE],
    ['http://100.64.0.1/hooks', PRIVATE],
    ['http://[fc00::1]/hooks', PRIVATE],
    ['http://[fd12:3456::1]/hooks', PRIVATE],
    ['http://[::ffff:10.0.0.1]/hooks', PRIVATE],
    ['http://127.0.0.1:5432/', PRIVATE],
    ['http://localhost:6379/', PRIVATE],
    ['http://[::1]:8080/', PRIVATE],
    ['http://localhost.:8080/', PRIVATE],
    ['http://hooks.localhost:8080/', PRIVATE],
    ['http://0.0.0.0:8080/', PRIVATE],
    ['http://198.18.0.1/', PRIVATE],
  ])('refuses %s', async (url, message) => {
    const res = await gql(shop, CREATE, { input: { url, events: ['ORDER_CREATED'] } }, adminToken);
    expect(res.status).toBe(200);
    expect(res.body.data.createWebhookEndpoint).toEqual({ secret: null, endpoint: null, errors: [{ field: 'url', code: 'INVALID', message }] });
  });

  it('refuses a local receiver, and an update to an internal URL', async () => {
    const r = await receiver();
    const local = await gql(shop, CREATE, { input: { url: r.url, events: ['ORDER_CREATED'] } }, adminToken);
    expect(local.body.data.createWebhookEndpoint.errors).toEqual([{ field: 'url', code: 'INVALID', message: PRIVATE }]);

    // A name that does not resolve (yet) is accepted: every delivery checks again.
    const created = await gql(shop, CREATE, { input: { url: 'https://hooks.partner.invalid/shop', events: ['ORDER_CREATED'] } }, adminToken);
    const { endpoint } = created.body.data.createWebhookEndpoint;
    expect(endpoint.url).toBe('https://hooks.partner.invalid/shop');
    for (const [url, message] of [
      ['http://169.254.169.254/latest/meta-data/', FORBIDDEN],
      ['http://10.1.2.3/', PRIVATE],
    ]) {
      const updated = await gql(shop, UPDATE, { input: { id: endpoint.id, url } }, adminToken);
      expect(updated.body.data.updateWebhookEndpoint).toEqual({ endpoint: null, errors: [{ field: 'url', code: 'INVALID', message }] });
    }
    const row = await shop.db.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } });
    expect(row.url).toBe('https://hooks.partner.invalid/shop');
    await shop.db.prisma.webhookEndpoint.delete({ where: { id: endpoint.id } });
  });

  it('a name that resolves only to refused addresses is refused; one with a public address is not', async () => {
    const answers: Record<string, string[]> = { 'internal.partner.test': ['10.0.0.7', 'fd00::7'], 'mixed.partner.test': ['10.0.0.7', '93.184.215.14'] };
    const resolve: Resolver = (host) => Promise.resolve((answers[host] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));
    const settings = { shopPort: shop.config.port, retryFor: shop.config.webhooks.retryFor, allowPrivate: false, lookupTimeout: 1000 };
    const webhooks = new WebhookService(shop.db.prisma, shop.services.outbox, settings, resolve);
    const admin = (await adminSession(shop)).ctx;
    await expect(webhooks.create(admin, { url: 'https://internal.partner.test/hooks', events: ['order.created'] })).rejects.toMatchObject({
      status: 400,
      fields: { url: PRIVATE },
    });
    const { endpoint } = await webhooks.create(admin, { url: 'https://mixed.partner.test/hooks', events: ['order.created'] });
    expect(endpoint.url).toBe('https://mixed.partner.test/hooks');
    await shop.db.prisma.webhookEndpoint.delete({ where: { id: endpoint.id } });
  });
});

describe('delivery', () => {
  /** A delivery service like the shop's, with the resolver and the setting a test wants. */
  const deliveries = (options: { resolve?: Resolver; allowPrivate?: boolean } = {}) =>
    new WebhookDeliveryService(
      shop.db.prisma,
      shop.services.outbox,
      { ...shop.config.webhooks, shopPort: shop.config.port, allowPrivate: options.allowPrivate ?? false },
      options.resolve,
    );

  /** An endpoint stored as it is (registered before the checks, or its name resolved elsewhere then) and one pending delivery to it. */
  async function pendingDelivery(url: string) {
    const endpoint = await shop.db.prisma.webhookEndpoint.create({ data: { url, events: ['order.created'], secret: 'whsec_test' } });
    const now = Date.now();
    return shop.db.prisma.webhookDelivery.create({
      data: {
        endpointId: endpoint.id,
        eventId: randomUUID(),
        eventType: 'order.created',
        body: '{}',
        nextAttemptAt: new Date(now),
        retryUntil: new Date(now + 3_600_000),
      },
    });
  }

  const row = (id: string) => shop.db.prisma.webhookDelivery.findUniqueOrThrow({ where: { id } });

  /** Counts the resolver's calls; answers `answers[n]` to the n-th (the last one from then on). */
  function scriptedResolver(...answers: string[][]) {
    const calls: string[] = [];
    const resolve: Resolver = (host) => {
      calls.push(host);
      const list = answers[Math.min(calls.length - 1, answers.length - 1)];
      return Promise.resolve(list.map((address): ResolvedAddress => ({ address, family: address.includes(':') ? 6 : 4 })));
    };
    return { resolve, calls };
  }

  it.each([
    ['a name resolving to loopback', (port: string) => `http://hooks.partner.test:${port}/hooks`, PRIVATE],
    ['localhost. (loopback by definition, never asked of DNS)', (port: string) => `http://localhost.:${port}/hooks`, PRIVATE],
    ['an IPv4-mapped loopback literal', (port: string) => `http://[::ffff:127.0.0.1]:${port}/hooks`, PRIVATE],
    ['the same, spelled out', (port: string) => `http://[0:0:0:0:0:ffff:7f00:1]:${port}/hooks`, PRIVATE],
    ['the metadata address as one integer', () => `http://2852039166/latest/meta-data/`, FORBIDDEN],
    ['the metadata name', () => `http://metadata.google.internal/computeMetadata/v1/`, FORBIDDEN],
  ])('refuses %s without connecting: a failed attempt with the reason', async (_, url, reason) => {
    const r = await receiver();
    const { resolve } = scriptedResolver(['127.0.0.1']);
    const delivery = await pendingDelivery(url(portOf(r)));
    await expect(deliveries({ resolve }).attempt({ deliveryId: delivery.id, attempt: 0 })).resolves.toBeUndefined();
    const after = await row(delivery.id);
    expect(after).toMatchObject({ status: 'failing', attempts: 1, lastStatusCode: null, lastError: `Refused: ${reason}` });
    expect(after.nextAttemptAt).not.toBeNull();
    await new Promise((done) => setTimeout(done, 200));
    expect(r.received).toEqual([]);
  });

  it('refuses the shop’s own port even with WEBHOOK_ALLOW_PRIVATE=1, and link-local addresses', async () => {
    for (const [address, reason] of [
      ['127.0.0.1', SELF],
      ['::ffff:7f00:1', SELF],
      ['0.0.0.0', SELF],
      ['169.254.169.254', FORBIDDEN],
    ]) {
      const { resolve } = scriptedResolver([address]);
      const delivery = await pendingDelivery(`http://hooks.partner.test:${shop.config.port}/hooks`);
      await deliveries({ resolve, allowPrivate: true }).attempt({ deliveryId: delivery.id, attempt: 0 });
      expect((await row(delivery.id)).lastError).toBe(`Refused: ${reason}`);
    }
  });

  it('DNS rebinding: the name is resolved once and the socket pinned to the checked answer', async () => {
    // The check sees a public address; a second lookup would answer loopback. The lookup the socket
    // gets answers only the checked public address, whatever the family or form asked for.
    const { resolve, calls } = scriptedResolver(['93.184.215.14', '127.0.0.1'], ['127.0.0.1']);
    const policy = { shopPort: shop.config.port, allowPrivate: false, resolve };
    const target = await resolveTarget(new URL('http://rebind.partner.test:8080/hooks'), policy);
    expect(target.addresses).toEqual([{ address: '93.184.215.14', family: 4 }]);
    const lookup = pinnedLookup(target);
    const all = await new Promise<LookupAddress[]>((done, fail) =>
      lookup('rebind.partner.test', { all: true }, (e, list) => (e ? fail(e) : done(list as LookupAddress[]))),
    );
    const one = await new Promise<string>((done, fail) => lookup('rebind.partner.test', {}, (e, address) => (e ? fail(e) : done(address as string))));
    const v6 = await new Promise<unknown>((done) => lookup('rebind.partner.test', { family: 6 }, (e) => done(e)));
    expect(all).toEqual([{ address: '93.184.215.14', family: 4 }]);
    expect(one).toBe('93.184.215.14');
    expect(v6).toMatchObject({ code: 'ENOTFOUND' });
    expect(calls).toEqual(['rebind.partner.test']);
  });

  it('DNS rebinding, end to end: the delivery connects to the address that was checked, not to a later answer', async () => {
    // With the setting on, loopback is allowed and the metadata address never is: the first answer
    // (the receiver) is checked and used; a delivery that looked the name up again would go to the second.
    const r = await receiver();
    const { resolve, calls } = scriptedResolver(['127.0.0.1'], ['169.254.169.254']);
    const delivery = await pendingDelivery(`http://rebind.partner.test:${portOf(r)}/hooks`);
    await deliveries({ resolve, allowPrivate: true }).attempt({ deliveryId: delivery.id, attempt: 0 });
    expect(await row(delivery.id)).toMatchObject({ status: 'delivered', attempts: 1, lastStatusCode: 200, lastError: null });
    expect(r.received).toHaveLength(1);
    expect(calls).toEqual(['rebind.partner.test']);
  });

  it('an answer mixing public and loopback addresses never hands loopback to the socket', async () => {
    const r = await receiver();
    const { resolve } = scriptedResolver(['127.0.0.1', '::1', '10.0.0.1']);
    const target = await resolveTarget(new URL(`http://mixed.partner.test:${portOf(r)}/`), { shopPort: 3000, allowPrivate: false, resolve }).catch(
      (e: Error) => e,
    );
    expect(target).toMatchObject({ message: PRIVATE, addresses: ['127.0.0.1', '::1', '10.0.0.1'] });
    const mixed = scriptedResolver(['127.0.0.1', '93.184.215.14', '::ffff:127.0.0.1']);
    const pinned = await resolveTarget(new URL('http://mixed.partner.test/'), { shopPort: 3000, allowPrivate: false, resolve: mixed.resolve });
    expect(pinned.addresses).toEqual([{ address: '93.184.215.14', family: 4 }]);
  });

  it('a redirect is a failed attempt and is not followed', async () => {
    const elsewhere = await receiver();
    const redirector = http.createServer((_req, res) => res.writeHead(307, { location: elsewhere.url }).end());
    await new Promise<void>((done) => redirector.listen(0, '127.0.0.1', done));
    try {
      const { resolve } = scriptedResolver(['127.0.0.1']);
      const delivery = await pendingDelivery(`http://redirect.partner.test:${(redirector.address() as AddressInfo).port}/hooks`);
      await deliveries({ resolve, allowPrivate: true }).attempt({ deliveryId: delivery.id, attempt: 0 });
      expect(await row(delivery.id)).toMatchObject({ status: 'failing', lastStatusCode: 307, lastError: 'HTTP 307' });
      await new Promise((done) => setTimeout(done, 200));
      expect(elsewhere.received).toEqual([]);
    } finally {
      redirector.closeAllConnections();
      await new Promise((done) => redirector.close(done));
    }
  });

  it('a resolver failure is a failed attempt, never a crash of the worker', async () => {
    const resolve: Resolver = () => Promise.reject(Object.assign(new Error('getaddrinfo ENOTFOUND gone.partner.test'), { code: 'ENOTFOUND' }));
    const delivery = await pendingDelivery('https://gone.partner.test/hooks');
    await expect(deliveries({ resolve }).attempt({ deliveryId: delivery.id, attempt: 0 })).resolves.toBeUndefined();
    expect(await row(delivery.id)).toMatchObject({ status: 'failing', attempts: 1, lastStatusCode: null, lastError: 'Could not connect: ENOTFOUND' });
  });
});
