import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, DEFAULT_ADMIN_EMAIL, DEFAULT_MAIL_FROM, loadConfig } from './config';
import { DEFAULT_RATE_LIMITS, RATE_LIMIT_NAMES, formatRateLimit } from './rate-limits/rate-limits';
import { notPrivate } from '../test/private-tree';

const dataDir = () => mkdtempSync(join(tmpdir(), 'cfg-'));

it('defaults: embedded database, port 3000, generated JWT secret kept in DATA_DIR', () => {
  const dir = dataDir();
  const c = loadConfig({ DATA_DIR: dir });
  expect(c.port).toBe(3000);
  expect(c.databaseUrl).toBeUndefined();
  expect(c.adminEmail).toBe(DEFAULT_ADMIN_EMAIL);
  expect(c.adminPassword).toBeUndefined();
  expect(c.razorpay).toBeUndefined();
  expect(c.lowStockThreshold).toBe(3);
  expect(c.webhooks).toEqual({ timeout: 10_000, retryDelay: 30_000, retryFor: 24 * 3_600_000, pollInterval: 2_000, allowPrivate: false });
  expect(c.guestCartDays).toBe(30);
  expect(c.backups).toEqual({ every: undefined, keep: 7 });
  expect(c.publicUrl).toBe('http://localhost:3000');
  expect(c.mail).toEqual({ smtpUrl: undefined, from: DEFAULT_MAIL_FROM, shopEmail: DEFAULT_ADMIN_EMAIL, retryDelay: 30_000 });
  expect(c.trustProxy).toBe(false);
  expect(c.redisKeyPrefix).toBe('shop');
  expect(c.http).toEqual({ headersTimeout: 10_000, requestTimeout: 30_000, keepAliveTimeout: 5_000 });
  expect(c.rateLimits).toEqual(DEFAULT_RATE_LIMITS);
  expect(c.jwtSecret.length).toBeGreaterThanOrEqual(32);
  expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(c.jwtSecret);
  expect(statSync(join(dir, 'jwt-secret')).mode & 0o077).toBe(0);
  expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(c.jwtSecret);
  expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  expect(c.webDevRoot).toBeUndefined();
});

it('WEBHOOK_ALLOW_PRIVATE: off by default, 1/0 or true/false', () => {
  expect(loadConfig({ DATA_DIR: dataDir(), WEBHOOK_ALLOW_PRIVATE: '1' }).webhooks.allowPrivate).toBe(true);
  expect(loadConfig({ DATA_DIR: dataDir(), WEBHOOK_ALLOW_PRIVATE: 'true' }).webhooks.allowPrivate).toBe(true);
  expect(loadConfig({ DATA_DIR: dataDir(), WEBHOOK_ALLOW_PRIVATE: '0' }).webhooks.allowPrivate).toBe(false);
  expect(loadConfig({ DATA_DIR: dataDir(), WEBHOOK_ALLOW_PRIVATE: '' }).webhooks.allowPrivate).toBe(false);
});

it('WEB_DEV=1 (npm run dev) serves the web app from its sources in web/', () => {
  expect(loadConfig({ DATA_DIR: dataDir(), WEB_DEV: '1' }).webDevRoot).toBe(join(__dirname, '../../../web'));
  expect(loadConfig({ DATA_DIR: dataDir(), WEB_DEV: '0' }).webDevRoot).toBeUndefined();
});

it('PAYMENT_SANDBOX: on by default, off by default with NODE_ENV=production, 1/0 or true/false either way', () => {
  expect(loadConfig({ DATA_DIR: dataDir() }).paymentSandbox).toBe(true);
  expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production' }).paymentSandbox).toBe(false);
  expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', PAYMENT_SANDBOX: '1' }).paymentSandbox).toBe(true);
  expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', PAYMENT_SANDBOX: ' TRUE ' }).paymentSandbox).toBe(true);
  expect(loadConfig({ DATA_DIR: dataDir(), PAYMENT_SANDBOX: '0' }).paymentSandbox).toBe(false);
  expect(loadConfig({ DATA_DIR: dataDir(), PAYMENT_SANDBOX: 'false' }).paymentSandbox).toBe(false);
  expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', PAYMENT_SANDBOX: '' }).paymentSandbox).toBe(false);
});

it('PASSWORD_HASHING: standard by default; fast only outside production', () => {
  expect(loadConfig({ DATA_DIR: dataDir() }).passwordHashing).toBe('standard');
  expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production' }).passwordHashing).toBe('standard');
  expect(loadConfig({ DATA_DIR: dataDir(), PASSWORD_HASHING: 'fast' }).passwordHashing).toBe('fast');
  expect(() => loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', PASSWORD_HASHING: 'fast' })).toThrow(
    'PASSWORD_HASHING=fast is for test runs only: unset it (production hashes passwords at the standard cost)',
  );
  expect(() => loadConfig({ DATA_DIR: dataDir(), PASSWORD_HASHING: 'weak' })).toThrow('PASSWORD_HASHING must be standard or fast (got "weak")');
});

it('e-mail settings: SMTP_URL, MAIL_FROM, SHOP_EMAIL and PUBLIC_URL (links in e-mails)', () => {
  const c = loadConfig({
    DATA_DIR: dataDir(),
    PORT: '8080',
    ADMIN_EMAIL: 'Owner@Shop.example.in',
    SMTP_URL: 'smtps://user:pa%40ss@mail.example.in:465',
    MAIL_FROM: 'Vadodara Family Fashion <hello@shop.example.in>',
    PUBLIC_URL: 'https://shop.example.in/',
  });
  expect(c.mail).toEqual({
    smtpUrl: 'smtps://user:pa%40ss@mail.example.in:465',
    from: 'Vadodara Family Fashion <hello@shop.example.in>',
    shopEmail: 'owner@shop.example.in', // SHOP_EMAIL defaults to ADMIN_EMAIL
    retryDelay: 30_000,
  });
  expect(c.publicUrl).toBe('https://shop.example.in');
  expect(loadConfig({ DATA_DIR: dataDir(), PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
  expect(loadConfig({ DATA_DIR: dataDir(), SHOP_EMAIL: 'orders@shop.example.in', MAIL_FROM: 'hello@shop.example.in' }).mail).toMatchObject({
    shopEmail: 'orders@shop.example.in',
    from: 'hello@shop.example.in',
  });
});

it.each([
  [{ PORT: 'abc' }, /PORT must be a whole number/],
  [{ PORT: '70000' }, /PORT/],
  [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must start with postgres/],
  [{ JWT_SECRET: 'short' }, /JWT_SECRET must be at least 32/],
  [{ ADMIN_EMAIL: 'nope' }, /ADMIN_EMAIL/],
  [{ ADMIN_PASSWORD: 'short' }, /ADMIN_PASSWORD must be at least 8/],
  [{ RAZORPAY_KEY_ID: 'rzp_test_abc' }, /Set both RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET/],
  [{ RAZORPAY_KEY_ID: 'key', RAZORPAY_KEY_SECRET: 's' }, /rzp_test_/],
  [{ CORS_ORIGIN: 'not a url' }, /CORS_ORIGIN/],
  [{ SMTP_URL: 'mail.example.in:587' }, /SMTP_URL must look like smtp:\/\//],
  [{ SMTP_URL: 'https://mail.example.in' }, /SMTP_URL/],
  [{ MAIL_FROM: 'Shop <not-an-address>' }, /MAIL_FROM must be an e-mail address or "Name <address>"/],
  [{ SHOP_EMAIL: 'orders' }, /SHOP_EMAIL is not a valid e-mail address/],
  [{ PUBLIC_URL: 'shop.example.in' }, /PUBLIC_URL must be the shop's address/],
  [{ PUBLIC_URL: 'ftp://shop.example.in' }, /PUBLIC_URL must be an http/],
  [{ MAIL_RETRY_DELAY: 'soon' }, /MAIL_RETRY_DELAY/],
  [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
  [{ LOG_FORMAT: 'xml' }, /LOG_FORMAT must be pretty or json/],
  [{ METRICS_TOKEN: 'short' }, /METRICS_TOKEN must be at least 24 characters/],
  [{ METRICS_TOKEN: 'a token with spaces in it, long enough' }, /METRICS_TOKEN must be at least 24 characters without spaces/],
  [{ REDIS_URL: 'http://x' }, /REDIS_URL/],
  [{ LOW_STOCK_THRESHOLD: '-1' }, /LOW_STOCK_THRESHOLD must be a whole number/],
  [{ LOW_STOCK_THRESHOLD: '2.5' }, /LOW_STOCK_THRESHOLD must be a whole number/],
  [{ GUEST_CART_DAYS: '0' }, /GUEST_CART_DAYS must be a whole number of days/],
  [{ GUEST_CART_DAYS: '7d' }, /GUEST_CART_DAYS must be a whole number of days/],
  [{ BACKUP_EVERY: '10s' }, /BACKUP_EVERY must be a duration from 1m to 720h/],
  [{ BACKUP_EVERY: 'daily' }, /BACKUP_EVERY must be a duration/],
  [{ BACKUP_KEEP: '0' }, /BACKUP_KEEP must be a whole number from 1 to 1000/],
  [{ REDIS_KEY_PREFIX: 'has space' }, /REDIS_KEY_PREFIX/],
  [{ RATE_LIMITS: 'signin-email' }, /RATE_LIMITS: "signin-email" is not name=points\/window or name=off/],
  [{ RATE_LIMITS: 'login=5/1m' }, /RATE_LIMITS: unknown limit "login" \(known: signin-email, signin-ip, /],
  [{ RATE_LIMITS: 'signin-email=5' }, /RATE_LIMITS: "signin-email=5": write points\/window like 10\/15m/],
  [{ RATE_LIMITS: 'signin-email=5/15 minutes' }, /write points\/window/],
  [{ RATE_LIMITS: 'signin-email=0/1m' }, /points must be from 1/],
  [{ RATE_LIMITS: 'signin-email=5/0s' }, /the window must be from 1s to 7d/],
  [{ RATE_LIMITS: 'signin-email=5/8d' }, /the window must be from 1s to 7d/],
  [{ TRUST_PROXY: 'true' }, /TRUST_PROXY=true would believe X-Forwarded-For from anyone/],
  [{ TRUST_PROXY: '11' }, /TRUST_PROXY must be a number of proxies from 0 to 10/],
  [{ TRUST_PROXY: 'my-proxy' }, /TRUST_PROXY entries must be addresses, CIDR ranges/],
  [{ TRUST_PROXY: '10.0.0.0/33' }, /TRUST_PROXY entries/],
  [{ TRUST_PROXY: '10.0.0.1, 0.0.0.0/0' }, /would trust every address/],
  [{ TRUST_PROXY: '::/0' }, /would trust every address/],
  [{ HTTP_HEADERS_TIMEOUT: 'soon' }, /HTTP_HEADERS_TIMEOUT must be a duration from 100ms to 10m/],
  [{ HTTP_REQUEST_TIMEOUT: '0' }, /HTTP_REQUEST_TIMEOUT must be a duration/],
  [{ HTTP_KEEP_ALIVE_TIMEOUT: '11m' }, /HTTP_KEEP_ALIVE_TIMEOUT must be a duration/],
  [{ HTTP_HEADERS_TIMEOUT: '40s' }, /HTTP_HEADERS_TIMEOUT must not be longer than HTTP_REQUEST_TIMEOUT/],
  [{ WEBHOOK_TIMEOUT: '11s' }, /WEBHOOK_TIMEOUT must be a duration from 100ms to 10s/],
  [{ WEB_DEV: 'yes' }, /WEB_DEV must be 1 or 0/],
  [{ PAYMENT_SANDBOX: 'yes' }, /PAYMENT_SANDBOX must be 1 or 0 \(got "yes"\)/],
  [{ WEB_DEV: '1', NODE_ENV: 'production' }, /WEB_DEV=1 is for `npm run dev` only/],
  [{ WEBHOOK_RETRY_DELAY: '2h' }, /WEBHOOK_RETRY_DELAY must be a duration from 100ms to 1h/],
  [{ WEBHOOK_RETRY_FOR: 'a day' }, /WEBHOOK_RETRY_FOR must be a duration/],
  [{ OUTBOX_POLL_INTERVAL: '100ms' }, /OUTBOX_POLL_INTERVAL must be a duration from 500ms to 1m/],
  [{ WEBHOOK_ALLOW_PRIVATE: 'yes' }, /WEBHOOK_ALLOW_PRIVATE must be 1 or 0 \(got "yes"\)/],
])('refuses %j with a clear message', (env, message) => {
  expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
  expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
});

it('accepts a full valid configuration', () => {
  const c = loadConfig({
    DATA_DIR: dataDir(),
    PORT: '8080',
    DATABASE_URL: 'postgresql://shop:pw@db:5432/shop',
    JWT_SECRET: 'x'.repeat(40),
    ADMIN_EMAIL: 'Owner@Shop.in',
    ADMIN_PASSWORD: 'long-enough',
    RAZORPAY_KEY_ID: 'rzp_test_123',
    RAZORPAY_KEY_SECRET: 'sec',
    CORS_ORIGIN: 'https://a.example, https://b.example',
    LOG_LEVEL: 'warn',
    REDIS_URL: 'redis://127.0.0.1:6379',
    LOW_STOCK_THRESHOLD: '5',
    GUEST_CART_DAYS: '7',
    REDIS_KEY_PREFIX: 'shop-staging',
    RATE_LIMITS: 'signin-email=5/15m',
    TRUST_PROXY: '1',
    HTTP_HEADERS_TIMEOUT: '5s',
    HTTP_REQUEST_TIMEOUT: '20s',
    HTTP_KEEP_ALIVE_TIMEOUT: '65s',
    BACKUP_EVERY: '1d',
    BACKUP_KEEP: '14',
  });
  expect(c.backups).toEqual({ every: 86_400_000, keep: 14 });
  expect(c).toMatchObject({ redisKeyPrefix: 'shop-staging', trustProxy: 1, http: { headersTimeout: 5000, requestTimeout: 20_000, keepAliveTimeout: 65_000 } });
  expect(c.rateLimits['signin-email']).toEqual({ points: 5, windowSeconds: 900 });
  expect(c).toMatchObject({ lowStockThreshold: 5, guestCartDays: 7, port: 8080, adminEmail: 'owner@shop.in', corsOrigins: ['https://a.example', 'https://b.example'], logLevel: 'warn' });
  expect(c.razorpay).toEqual({ keyId: 'rzp_test_123', keySecret: 'sec' });
});

describe('RATE_LIMITS', () => {
  const limits = (RATE_LIMITS: string) => loadConfig({ DATA_DIR: dataDir(), RATE_LIMITS }).rateLimits;

  it('overrides the named limits and keeps the defaults of the others', () => {
    const l = limits(' signin-email = 5/10m, track-ip=off ,contact-ip=3/1h, newsletter-ip=100/30s, register-ip=50/1d ');
    expect(l['signin-email']).toEqual({ points: 5, windowSeconds: 600 });
    expect(l['track-ip']).toBeNull();
    expect(l['contact-ip']).toEqual({ points: 3, windowSeconds: 3600 });
    expect(l['newsletter-ip']).toEqual({ points: 100, windowSeconds: 30 });
    expect(l['register-ip']).toEqual({ points: 50, windowSeconds: 86400 });
    expect(l['signin-ip']).toEqual(DEFAULT_RATE_LIMITS['signin-ip']);
  });

  it('* sets every limit, and later entries win', () => {
    const l = limits('*=1000/1m, signin-email=10/15m');
    for (const name of RATE_LIMIT_NAMES.filter((n) => n !== 'signin-email')) expect(l[name]).toEqual({ points: 1000, windowSeconds: 60 });
    expect(l['signin-email']).toEqual({ points: 10, windowSeconds: 900 });
    expect(Object.values(limits('*=off')).every((v) => v === null)).toBe(true);
  });

  it('the defaults: generous for a shopper, tight for a script', () => {
    const table = Object.fromEntries(RATE_LIMIT_NAMES.map((n) => [n, formatRateLimit(DEFAULT_RATE_LIMITS[n])]));
    expect(table).toEqual({
      'signin-email': '10/15m',
      'signin-ip': '30/15m',
      'password-change': '5/15m',
      'reset-email': '3/1h',
      'reset-ip': '20/1h',
      'track-ip': '20/15m',
      'track-email': '10/15m',
      'order-token-ip': '60/15m',
      'register-ip': '20/1h',
      'contact-ip': '10/1h',
      'newsletter-ip': '10/1h',
      'stock-alert-ip': '20/1h',
      'stock-alert-email': '5/1h',
      'verify-email-user': '3/1h',
      'order-ip': '30/1h',
      'order-user': '10/1h',
      'payment-ip': '30/1h',
    });
  });
});

describe('TRUST_PROXY and the HTTP timeouts', () => {
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir(), ...env });

  it.each([
    ['', false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['loopback', ['loopback']],
    ['10.0.0.5, 172.16.0.0/12,uniquelocal', ['10.0.0.5', '172.16.0.0/12', 'uniquelocal']],
    ['fd00::/8, ::1', ['fd00::/8', '::1']],
  ])('TRUST_PROXY=%j → %j', (value, expected) => {
    expect(load({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('reads durations in ms, s, m or plain seconds', () => {
    expect(load({ HTTP_HEADERS_TIMEOUT: '500ms', HTTP_REQUEST_TIMEOUT: '1.5', HTTP_KEEP_ALIVE_TIMEOUT: '2m' }).http).toEqual({
      headersTimeout: 500,
      requestTimeout: 1500,
      keepAliveTimeout: 120_000,
    });
  });
});

it('logs readable lines on a terminal and JSON lines elsewhere, unless LOG_FORMAT says', () => {
  expect(loadConfig({ DATA_DIR: dataDir() }, true).logFormat).toBe('pretty');
  expect(loadConfig({ DATA_DIR: dataDir() }, false).logFormat).toBe('json');
  expect(loadConfig({ DATA_DIR: dataDir(), LOG_FORMAT: 'json' }, true).logFormat).toBe('json');
  expect(loadConfig({ DATA_DIR: dataDir(), LOG_FORMAT: 'Pretty' }, false).logFormat).toBe('pretty');
  expect(loadConfig({ DATA_DIR: dataDir() }).metricsToken).toBeUndefined();
  expect(loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: ' 0123456789abcdef01234567 ' }).metricsToken).toBe('0123456789abcdef01234567');
});

it('DATA_DIR: refused when group or others can write to it; made private, with what is in it, when they can only read it', () => {
  for (const mode of [0o777, 0o770, 0o702]) {
    const dir = dataDir();
    chmodSync(dir, mode);
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(
      `DATA_DIR ${dir} can be written by other users of this machine (mode 0${mode.toString(8)}), so its database and secrets cannot be trusted; ` +
        `if only you use it, make it private with: chmod -R go-rwx ${dir}`,
    );
    expect(readdirSync(dir)).toEqual([]); // no JWT secret written into it
  }
  const readable = dataDir();
  mkdirSync(join(readable, 'images', 'a'), { recursive: true, mode: 0o755 });
  writeFileSync(join(readable, 'images', 'a', 'master.webp'), 'photo', { mode: 0o666 });
  writeFileSync(join(readable, 'jwt-secret'), 'x'.repeat(48), { mode: 0o644 });
  for (const p of ['.', 'images', 'images/a']) chmodSync(join(readable, p), 0o755);
  for (const p of ['images/a/master.webp', 'jwt-secret']) chmodSync(join(readable, p), p === 'jwt-secret' ? 0o644 : 0o666);
  expect(loadConfig({ DATA_DIR: readable }).dataDirMadePrivate).toBe(5);
  expect(notPrivate(readable)).toEqual([]);
  expect(loadConfig({ DATA_DIR: readable }).dataDirMadePrivate).toBe(0); // once
  const fresh = join(dataDir(), 'new', 'data');
  expect(loadConfig({ DATA_DIR: fresh }).dataDirMadePrivate).toBe(0);
  expect(notPrivate(join(fresh, '..'))).toEqual([]); // made for the JWT secret, the owner's alone
});
