// Sign-in throttling through the real app, with the shop's default limits (10 failures per e-mail,
// 30 per client IP, each per 15 minutes), counted in memory and in Redis: an attempt is counted
// before the password is checked, so concurrent guesses cannot slip past the limit, and
// X-Forwarded-For is believed only from the proxy TRUST_PROXY names.
import { Writable } from 'node:stream';
import pino from 'pino';
import { createTestShop, gql, redisEnv, redisKeys, type TestShop } from '../../test/harness';

const PASSWORD = 'secret12';
const account = (n: string) => ({ firstName: 'Riya', lastName: 'Shah', email: `riya.${n}@example.in`, phone: '9825012345', password: PASSWORD });
const statuses = (responses: { status: number }[]) => responses.map((r) => r.status).sort();
const count = (list: number[], status: number) => list.filter((s) => s === status).length;

describe.each([
  ['in memory', (): Record<string, string> => ({})],
  ['in Redis', () => redisEnv()],
])('sign-in throttle %s', (_store, storeEnv) => {
  // a shop per test: every request comes from the same loopback address, whose own count must start at 0
  let shop: TestShop;
  let env: Record<string, string>;
  beforeEach(async () => {
    env = storeEnv();
    shop = await createTestShop({ seed: false, env: { ...env, RATE_LIMITS: '' } });
  });
  afterEach(async () => {
    await shop.close();
    if (env.REDIS_KEY_PREFIX) await redisKeys(env.REDIS_KEY_PREFIX, { clear: true });
  });

  async function register(n: string) {
    await shop.services.accounts.register({ user: null, ip: '192.0.2.1', requestId: 'test' }, account(n));
    return account(n).email;
  }
  const login = (email: string, password: string, headers: Record<string, string> = {}) =>
    shop.http.post('/api/auth/login').set(headers).send({ email, password });

  it('40 concurrent wrong passwords for one e-mail: exactly 10 answered 401, the rest 429', async () => {
    const email = await register('concurrent');
    const answers = statuses(await Promise.all(Array.from({ length: 40 }, () => login(email, 'wrong-pass'))));
    expect([count(answers, 401), count(answers, 429)]).toEqual([10, 30]);
    // the right password is refused too until the window passes
    expect((await login(email, PASSWORD)).status).toBe(429);
    if (env.REDIS_KEY_PREFIX) expect((await redisKeys(env.REDIS_KEY_PREFIX)).length).toBeGreaterThan(0);
  });

  it('rotating X-Forwarded-For does not reset the count (TRUST_PROXY unset: the header is ignored)', async () => {
    const email = await register('rotate');
    const answers: number[] = [];
    for (let i = 1; i <= 30; i++) answers.push((await login(email, 'wrong-pass', { 'x-forwarded-for': `203.0.113.${i}` })).status);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(answers.slice(10)).toEqual(Array(20).fill(429));
    expect((await login(email, PASSWORD, { 'x-forwarded-for': '198.51.100.200' })).status).toBe(429);
  });
});

describe('sign-in throttle details', () => {
  let shop: TestShop;
  beforeAll(async () => {
    // the real per-e-mail limit; every request comes from loopback, so its per-IP limit is raised here
    shop = await createTestShop({ seed: false, env: { RATE_LIMITS: 'signin-ip=1000/15m' } });
  });
  afterAll(() => shop.close());

  let n = 0;
  async function register(ip = '192.0.2.1') {
    const input = account(`details${++n}`);
    await shop.services.accounts.register({ user: null, ip, requestId: 'test' }, input);
    return input.email;
  }
  const login = (email: string, password: string) => shop.http.post('/api/auth/login').send({ email, password });

  it('answers 429 with Retry-After and the RateLimit headers (REST) and RATE_LIMITED with retryAfter (GraphQL)', async () => {
    const email = await register();
    for (let i = 0; i < 10; i++) expect((await login(email, 'wrong-pass')).status).toBe(401);
    const rest = await login(email, PASSWORD);
    expect(rest.status).toBe(429);
    expect(rest.body).toEqual({ message: 'Too many failed sign-in attempts. Please try again in 15 minutes.' });
    const retryAfter = Number(rest.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(rest.headers['ratelimit-limit']).toBe('10');
    expect(rest.headers['ratelimit-remaining']).toBe('0');
    expect(rest.headers['ratelimit-reset']).toBe(String(retryAfter));

    const res = await gql(shop, `mutation L($input: LoginInput!) { login(input: $input) { token } }`, { input: { email, password: PASSWORD } });
    expect(res.body.errors[0]).toMatchObject({
      message: expect.stringMatching(/^Too many failed sign-in attempts\. Please try again in 1[45] minutes\.$/),
      extensions: { code: 'RATE_LIMITED', retryAfter: expect.any(Number) },
    });
    expect(res.body.errors[0].extensions.retryAfter).toBeGreaterThan(14 * 60);
  });

  it('a successful sign-in clears the e-mail’s failures', async () => {
    const email = await register();
    for (let i = 0; i < 9; i++) expect((await login(email, 'wrong-pass')).status).toBe(401);
    expect((await login(email, PASSWORD)).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await login(email, 'wrong-pass')).status).toBe(401);
    expect((await login(email, 'wrong-pass')).status).toBe(429);
  });

  it('an unknown e-mail is throttled exactly like a known one (nothing to learn from the answers)', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) answers.push((await login('nobody.here@example.in', 'wrong-pass')).status);
    expect(answers).toEqual([...Array(10).fill(401), 429]);
  });
});

describe('sign-in throttle per client IP', () => {
  let shop: TestShop;
  afterEach(() => shop.close());
  const login = (email: string, headers: Record<string, string> = {}) => shop.http.post('/api/auth/login').set(headers).send({ email, password: 'wrong-pass' });

  it('one client trying many e-mails is stopped by the per-IP limit, whatever X-Forwarded-For says', async () => {
    shop = await createTestShop({ seed: false, env: { RATE_LIMITS: 'signin-ip=5/15m' } });
    const answers: number[] = [];
    for (let i = 1; i <= 7; i++) answers.push((await login(`user${i}@example.in`, { 'x-forwarded-for': `203.0.113.${i}` })).status);
    expect(answers).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it('with TRUST_PROXY=1 the client is the last X-Forwarded-For hop (what our proxy saw), not what the client wrote before it', async () => {
    shop = await createTestShop({ seed: false, env: { RATE_LIMITS: 'signin-ip=3/15m', TRUST_PROXY: '1' } });
    const viaProxy = (email: string, forged: string, client: string) => login(email, { 'x-forwarded-for': `${forged}, ${client}` });
    const answers: number[] = [];
    for (let i = 1; i <= 4; i++) answers.push((await viaProxy(`user${i}@example.in`, `198.51.100.${i}`, '203.0.113.10')).status);
    expect(answers).toEqual([401, 401, 401, 429]);
    // another client behind the same proxy is not affected
    expect((await viaProxy('user9@example.in', '198.51.100.1', '203.0.113.11')).status).toBe(401);
  });

  it('without TRUST_PROXY, the first forwarded request is noticed in the log (behind a proxy every shopper would count as the proxy)', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    shop = await createTestShop({ seed: false, logger: pino({ level: 'warn' }, sink) });
    await login('a@example.in', { 'x-forwarded-for': '203.0.113.1' });
    await login('b@example.in', { 'x-forwarded-for': '203.0.113.2' });
    const notices = lines.filter((l) => l.includes('TRUST_PROXY is not set'));
    expect(notices).toHaveLength(1);
    expect(JSON.parse(notices[0])).toMatchObject({ level: 40, remoteAddress: expect.stringMatching(/127\.0\.0\.1/) });
  });
});
