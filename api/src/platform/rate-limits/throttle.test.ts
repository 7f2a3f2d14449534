// The throttle's counting on its own, in memory and in Redis: atomic under concurrency, windows
// that pass, refunds and resets, IPv6 clients by /64, and memory as insurance when Redis is away.
import { redisEnv, redisKeys } from '../../test/harness';
import { TooManyRequestsError } from '../common/errors';
import { parseRateLimits } from './rate-limits';
import { clientKey, Throttles } from './throttle';

const redis = redisEnv();
afterAll(() => redisKeys(redis.REDIS_KEY_PREFIX, { clear: true }));

const limits = (text: string) => parseRateLimits(`*=off, ${text}`);
const outcome = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: unknown) => (e instanceof TooManyRequestsError ? 'limited' : `threw ${String(e)}`),
  );

describe.each([
  ['in memory', () => ({})],
  ['in Redis', () => ({ redisUrl: redis.REDIS_URL, keyPrefix: `${redis.REDIS_KEY_PREFIX}:${Math.random().toString(36).slice(2)}` })],
])('Throttles %s', (_store, options) => {
  const make = async (text: string) => {
    const t = new Throttles(limits(text), options());
    expect(await t.ready()).toBe(true);
    return t;
  };

  it('100 concurrent attempts against a limit of 10: exactly 10 pass', async () => {
    const t = await make('contact-ip=10/1h');
    try {
      const results = await Promise.all(Array.from({ length: 100 }, () => outcome(t.consume('contact-ip', '203.0.113.5'))));
      expect(results.filter((r) => r === 'ok')).toHaveLength(10);
      expect(results.filter((r) => r === 'limited')).toHaveLength(90);
    } finally {
      await t.close();
    }
  });

  it('refuses with retryAfter and the limit, and lets the client in again when the window has passed', async () => {
    const t = await make('track-ip=2/1s');
    try {
      await t.consume('track-ip', '203.0.113.6');
      await t.consume('track-ip', '203.0.113.6');
      const refused = await t.consume('track-ip', '203.0.113.6').catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(TooManyRequestsError);
      expect(refused).toMatchObject({
        status: 429,
        code: 'RATE_LIMITED',
        retryAfter: 1,
        limit: 2,
        message: 'Too many order look-ups. Please try again in 1 minute.',
      });
      await new Promise((r) => setTimeout(r, 1100));
      await expect(t.consume('track-ip', '203.0.113.6')).resolves.toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it('refund gives one attempt back; reset clears the count; e-mails count case-insensitively', async () => {
    const t = await make('signin-email=2/15m, signin-ip=1/15m');
    try {
      await t.consume('signin-email', 'Asha@Example.in');
      await t.consume('signin-email', 'asha@example.in');
      expect(await outcome(t.consume('signin-email', 'ASHA@example.in'))).toBe('limited');
      await t.reset('signin-email', 'asha@EXAMPLE.in');
      expect(await outcome(t.consume('signin-email', 'asha@example.in'))).toBe('ok');

      await t.consume('signin-ip', '198.51.100.1');
      await t.refund('signin-ip', '198.51.100.1');
      expect(await outcome(t.consume('signin-ip', '198.51.100.1'))).toBe('ok');
      expect(await outcome(t.consume('signin-ip', '198.51.100.1'))).toBe('limited');
    } finally {
      await t.close();
    }
  });

  it('counts every address of one IPv6 /64 as one client, and IPv4-mapped addresses as the IPv4 one', async () => {
    const t = await make('register-ip=2/1h');
    try {
      await t.consume('register-ip', '2001:db8:aa:bb::1');
      await t.consume('register-ip', '2001:db8:aa:bb:ffff:1:2:3');
      expect(await outcome(t.consume('register-ip', '2001:0db8:00aa:00bb::9'))).toBe('limited');
      expect(await outcome(t.consume('register-ip', '2001:db8:aa:bc::1'))).toBe('ok');
      await t.consume('register-ip', '192.0.2.9');
      await t.consume('register-ip', '::ffff:192.0.2.9');
      expect(await outcome(t.consume('register-ip', '192.0.2.9'))).toBe('limited');
    } finally {
      await t.close();
    }
  });
});

it('a limit that is off never refuses', async () => {
  const t = new Throttles(limits('signin-ip=1/1h'));
  for (let i = 0; i < 5; i++) await t.consume('contact-ip', '203.0.113.1');
  await expect(t.consume('signin-ip', '203.0.113.1')).resolves.toBeUndefined();
  await expect(t.consume('signin-ip', '203.0.113.1')).rejects.toBeInstanceOf(TooManyRequestsError);
});

it('while Redis is unreachable, each instance still counts, in its memory', async () => {
  const t = new Throttles(limits('contact-ip=3/1h'), { redisUrl: 'redis://127.0.0.1:1' });
  try {
    expect(await t.ready(2000)).toBe(false);
    const results = await Promise.all(Array.from({ length: 10 }, () => outcome(t.consume('contact-ip', '203.0.113.7'))));
    expect(results.filter((r) => r === 'ok')).toHaveLength(3);
    expect(results.filter((r) => r === 'limited')).toHaveLength(7);
  } finally {
    await t.close();
  }
});

it.each([
  ['203.0.113.4', '203.0.113.4'],
  ['::ffff:203.0.113.4', '203.0.113.4'],
  ['::FFFF:203.0.113.4', '203.0.113.4'],
  ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
  ['2001:0db8:0001:0002::7', '2001:db8:1:2::/64'],
  ['2001:db8::1', '2001:db8:0:0::/64'],
  ['::1', '0:0:0:0::/64'],
  ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
  ['unknown', 'unknown'],
])('clientKey(%j) = %j', (ip, key) => {
  expect(clientKey(ip)).toBe(key);
});
