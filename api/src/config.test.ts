import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, DEFAULT_ADMIN_EMAIL, loadConfig } from './config';

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
  expect(c.jwtSecret.length).toBeGreaterThanOrEqual(32);
  expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(c.jwtSecret);
  expect(statSync(join(dir, 'jwt-secret')).mode & 0o077).toBe(0);
  expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(c.jwtSecret);
  expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: '' }).databaseUrl).toBeUndefined();
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
  [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
  [{ REDIS_URL: 'http://x' }, /REDIS_URL/],
  [{ LOW_STOCK_THRESHOLD: '-1' }, /LOW_STOCK_THRESHOLD must be a whole number/],
  [{ LOW_STOCK_THRESHOLD: '2.5' }, /LOW_STOCK_THRESHOLD must be a whole number/],
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
  });
  expect(c).toMatchObject({ lowStockThreshold: 5, port: 8080, adminEmail: 'owner@shop.in', corsOrigins: ['https://a.example', 'https://b.example'], logLevel: 'warn' });
  expect(c.razorpay).toEqual({ keyId: 'rzp_test_123', keySecret: 'sec' });
});
