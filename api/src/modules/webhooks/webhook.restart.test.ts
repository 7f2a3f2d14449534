// No event is lost when the process dies: the real server (a separate process) is killed with
// SIGKILL while a delivery is in flight, after the change committed; a new process on the same
// database delivers the event (same id) once pg-boss expires the dead worker's job.
// Runs on PGlite (same DATA_DIR) and, with TEST_DATABASE_URL, on a fresh PostgreSQL database.
// @postgres: runs on both databases — it branches on the engine.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createTestDb, type TestDb } from '../../test/harness';
import { RECEIVER_ENV, startReceiver, type Receiver } from './webhook.test-helpers';

const ADMIN = { email: 'admin@restart.test', password: 'restart-admin-1' };
let dataDir: string;
let testDb: TestDb | undefined;
let receiver: Receiver;
const children: ChildProcess[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'webhook-restart-'));
  if (process.env.TEST_DATABASE_URL) testDb = await createTestDb();
});
afterAll(async () => {
  for (const c of children) {
    if (c.exitCode !== null || c.signalCode !== null) continue;
    const exited = new Promise((r) => c.once('exit', r));
    c.kill('SIGKILL');
    await exited;
  }
  await receiver?.close();
  await testDb?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the real server entry point; resolves with its port once it listens. */
function startServer(): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [resolve(__dirname, '../../test/run-main.cjs')], {
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: testDb?.url ?? '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      JWT_SECRET: 'r'.repeat(40),
      LOG_LEVEL: 'info',
      NODE_OPTIONS: '',
      WEBHOOK_TIMEOUT: '3s',
      WEBHOOK_RETRY_DELAY: '200ms',
      OUTBOX_POLL_INTERVAL: '500ms',
      ...RECEIVER_ENV,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let logs = '';
  return new Promise((ready, fail) => {
    const onData = (chunk: Buffer) => {
      logs += chunk.toString();
      const port = /"port":(\d+)[^\n]*shop listening/.exec(logs)?.[1];
      if (port) ready({ child, port: Number(port) });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => fail(new Error(`server exited (${code}):\n${logs}`)));
  });
}

async function call(port: number, path: string, body: unknown, token?: string) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a JSON answer
}

it('a delivery in flight when the process is killed arrives after a restart, with the same event id', async () => {
  receiver = await startReceiver((n) => (n === 0 ? 'hang' : 200));
  const first = await startServer();
  const { token } = await call(first.port, '/api/auth/login', ADMIN);
  const gql = (query: string, variables: unknown) => call(first.port, '/graphql', { query, variables }, token as string);
  const created = await gql('mutation ($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret errors { message } } }', {
    input: { url: receiver.url, events: ['PRODUCT_DELETED'] },
  });
  receiver.secret = created.data.createWebhookEndpoint.secret;
  const products = await gql('{ products(limit: 1) { items { id } } }', {});
  const productId = products.data.products.items[0].id as string;
  const deleted = await gql('mutation ($input: DeleteProductInput!) { deleteProduct(input: $input) { deletedId } }', { input: { id: productId } });
  expect(deleted.data.deleteProduct.deletedId).toBe(productId); // committed

  await receiver.until((r) => r.length === 1); // the first attempt is in flight (the receiver does not answer)…
  const exited = new Promise((r) => first.child.once('exit', r));
  first.child.kill('SIGKILL'); // …when the process dies
  await exited;

  await startServer();
  const received = await receiver.until((r) => r.some((x) => x.answer === 200), 90_000);
  const event = JSON.parse(received[0].body);
  expect(event).toMatchObject({ type: 'product.deleted', data: { id: productId } });
  expect(received.map((r) => r.eventId)).toEqual([event.id, event.id]);
  expect(received.every((r) => r.verified)).toBe(true);
}, 240_000);
