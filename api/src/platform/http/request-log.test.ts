// Request ids and the access log: every answer carries X-Request-Id and
// every request log and error log names it, while a quiet level (warn) writes nothing for a request
// that goes well.
import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import supertest from 'supertest';
import type { Logger } from '../logger';
import { registerSecretPaths, requestLogging } from './request-log';
import { apiErrorHandler } from '../rest/errors';

function capture(level: string) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({ write: (chunk: Buffer, _enc, done) => (lines.push(JSON.parse(chunk.toString())), done()) });
  return { logger: pino({ level }, sink) as Logger, lines };
}

/** A small app with the shop's request logging, a route that works, one that fails, and the API's error handler. */
function appWith(logger: Logger) {
  registerSecretPaths(['/orders/by-token/']); // as the orders module declares its token paths
  const app = express();
  app.use(requestLogging(app, logger, { ignore: (url) => url === '/healthz' }));
  app.get('/ok', (_req, res) => void res.json({ ok: true }));
  app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  app.get('/orders/by-token/:token', (_req, res) => void res.json({ ok: true }));
  app.get('/reset-password', (_req, res) => void res.json({ ok: true }));
  app.post('/graphql', (_req, res) => void res.json({ ok: true }));
  app.get('/secret-fails', () => {
    throw new Error('the database exploded');
  });
  app.get('/boom', () => {
    throw new Error('the database exploded');
  });
  app.use(apiErrorHandler(logger));
  return supertest(app);
}

const settle = () => new Promise((r) => setImmediate(r));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('every answer carries X-Request-Id: a new UUID, or the caller’s (at most 64 characters)', async () => {
    const http = appWith(capture('warn').logger);
    const a = await http.get('/ok');
    const b = await http.get('/ok');
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(b.headers['x-request-id']).not.toBe(a.headers['x-request-id']);
    expect((await http.get('/ok').set('X-Request-Id', 'trace-123')).headers['x-request-id']).toBe('trace-123');
    expect((await http.get('/ok').set('X-Request-Id', 'x'.repeat(100))).headers['x-request-id']).toBe('x'.repeat(64));
  });

  it('at level warn a good request logs nothing, and an unhandled error is logged with the request id', async () => {
    const { logger, lines } = capture('warn');
    const http = appWith(logger);
    await http.get('/ok');
    await settle();
    expect(lines).toEqual([]);
    const res = await http.get('/boom').set('X-Request-Id', 'req-boom-1');
    expect(res.status).toBe(500);
    await settle();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, msg: 'unhandled error', req: { id: 'req-boom-1', method: 'GET', url: '/boom' }, err: { message: 'the database exploded' } });
  });

  it('at level info every request is logged once with its id, status and time; health checks are not; order tokens are redacted', async () => {
    const { logger, lines } = capture('info');
    const http = appWith(logger);
    const ok = await http.get('/ok?x=1');
    await http.get('/healthz');
    await http.get('/orders/by-token/secret-token-value');
    const failed = await http.get('/boom');
    await settle();
    const access = lines.filter((l) => l.msg === 'request completed' || l.msg === 'request errored');
    expect(access).toHaveLength(3);
    expect(access[0]).toMatchObject({ level: 30, msg: 'request completed', req: { id: ok.headers['x-request-id'], method: 'GET', url: '/ok?x=1' }, res: { statusCode: 200 }, responseTime: expect.any(Number) });
    expect(JSON.stringify(lines)).not.toContain('secret-token-value');
    expect(access[1]).toMatchObject({ msg: 'request completed', req: { url: '/orders/by-token/[token]' } });
    expect(access[2]).toMatchObject({ msg: 'request errored', req: { id: failed.headers['x-request-id'] }, res: { statusCode: 500 } });
    // The error log and the access line of the failed request name the same id.
    expect(lines.find((l) => l.msg === 'unhandled error')).toMatchObject({ req: { id: failed.headers['x-request-id'] } });
  });
});

describe('secrets in requests', () => {
  const RESET = 'reset-token-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
  const CART = 'cart-token-BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB';
  const IDEMPOTENCY = 'idempotency-key-CCCCCCCCCCCCCCCCCC';
  const BEARER = 'bearer-DDDDDDDDDDDDDDDDDDDDDDDDDDDD';
  const SECRETS = [RESET, CART, IDEMPOTENCY, BEARER];

  it('never writes a reset token, cart token, idempotency key or bearer token into a log line, access or error', async () => {
    const { logger, lines } = capture('info');
    const http = appWith(logger);
    await http.get(`/reset-password?token=${RESET}&from=mail`).expect(200);
    await http.get(`/secret-fails?token=${RESET}`).set('X-Cart-Token', CART).expect(500);
    await http.post('/graphql').set('X-Cart-Token', CART).set('Idempotency-Key', IDEMPOTENCY).set('Authorization', `Bearer ${BEARER}`).send({}).expect(200);
    await http.get(`/ok?variables=${encodeURIComponent(JSON.stringify({ token: RESET, slug: 'kurta' }))}`).expect(200);
    await settle();
    const logged = JSON.stringify(lines);
    for (const secret of SECRETS) expect(logged).not.toContain(secret);
    // What is left still tells what happened: the route, the other parameters, that the headers were sent.
    const access = lines.filter((l) => l.msg === 'request completed' || l.msg === 'request errored') as Array<{ req: { url: string; headers: Record<string, string> } }>;
    expect(access.map((l) => l.req.url)).toEqual([
      '/reset-password?token=[redacted]&from=mail',
      '/secret-fails?token=[redacted]',
      '/graphql',
      `/ok?variables=${encodeURIComponent(JSON.stringify({ token: '[redacted]', slug: 'kurta' }))}`,
    ]);
    expect(access[2].req.headers).toMatchObject({ 'x-cart-token': '[redacted]', 'idempotency-key': '[redacted]', authorization: '[redacted]' });
    expect(lines.find((l) => l.msg === 'unhandled error')).toMatchObject({ req: { url: '/secret-fails?token=[redacted]', headers: { 'x-cart-token': '[redacted]' } } });
  });
});
