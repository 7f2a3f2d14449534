// Test harness: a database of its own per test file, copied from the run's migrated or seeded template
// (templates.ts) — in-memory PGlite by default, a new PostgreSQL database (dropped afterwards) when
// TEST_DATABASE_URL is set — and the real app.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import request from 'supertest';
import { loadConfig, type Config } from '../platform/config';
import { createLogger, type Logger } from '../platform/logger';
import { openDatabase, type Database } from '../platform/db/database';
import { migrate } from '../platform/db/migrator';
import { prepareDatabase } from '../prepare-database';
import { createApp, type ShopApp } from '../app';
import { createServices, type Services } from '../services';
import { adminQuery, baseTestEnv, databaseUrl, pgliteTemplate, postgresTemplateClause, seedsLikeTemplate, TEST_ADMIN, type Template } from './templates';
import type { RequestContext } from '../platform/common/context';
import { AppError } from '../platform/common/errors';
import { publicUserSelect } from '../modules/accounts/account.service';

export { TEST_ADMIN };
export const usingPostgres = () => !!process.env.TEST_DATABASE_URL;

/**
 * On PostgreSQL, waits until the anonymous cache's notifications of earlier changes have all arrived (none for
 * 300 ms), so a late one cannot empty the cache in the middle of a test that counts hits. At once on PGlite.
 */
export async function cacheSettled(cache: { snapshot(): { invalidations: number } }): Promise<void> {
  if (!usingPostgres()) return;
  let seen = -1;
  while (cache.snapshot().invalidations !== seen) {
    seen = cache.snapshot().invalidations;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/**
 * The throttles of a test shop unless its env says otherwise: every limit so high that no suite
 * trips it (suites register dozens of customers and place dozens of orders from one IP), while
 * the counting code still runs. Tests of the throttles pass `RATE_LIMITS: ''` (the shop's
 * defaults) or their own limits.
 */
export const TEST_RATE_LIMITS = '*=1000000/1h';

/** Redis for tests: always at 127.0.0.1:6379 on our machines and in CI (TEST_REDIS_URL to point elsewhere). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Env for a shop whose throttle counters live in Redis under a key prefix of their own, so parallel runs never collide. */
export const redisEnv = (prefix = `test-${randomBytes(6).toString('hex')}`) => ({ REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix });

/** The keys under a prefix (to check that counters really are in Redis), deleted with `clear`. */
export async function redisKeys(prefix: string, options: { clear?: boolean } = {}): Promise<string[]> {
  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    const keys = await redis.keys(`${prefix}:*`);
    if (options.clear && keys.length) await redis.del(...keys);
    return keys;
  } finally {
    redis.disconnect();
  }
}

export interface TestDb {
  db: Database;
  url?: string;
  drop(): Promise<void>;
}

/**
 * A new database of this file's own, copied from one of the run's templates: `empty` (not migrated: the default), `migrated`
 * or `seeded`. Outside a jest run (no templates) it is empty whatever is asked; the callers' migrate/seed then do the work.
 */
export async function createTestDb(template: Template = 'empty'): Promise<TestDb> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dump = pgliteTemplate(template);
    const db = await openDatabase({ pgliteDump: dump });
    return { db, drop: () => db.close() };
  }
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}${postgresTemplateClause(template)}`);
  const url = databaseUrl(adminUrl, name);
  const db = await openDatabase({ url, poolSize: 5 });
  return {
    db,
    url,
    async drop() {
      await db.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** What service-level tests stand on: the services over a database of the file's own, without HTTP. */
export interface TestServices {
  services: Services;
  db: Database;
  /** PostgreSQL only: the test database's URL (another instance opens its own pool on it). */
  dbUrl?: string;
  /** The environment the config was loaded from. */
  env: Record<string, string>;
  config: Config;
  close(): Promise<void>;
}

export interface TestShop extends ShopApp, TestServices {
  http: ReturnType<typeof request>;
}

export interface TestShopOptions {
  /** Run the real demo seed (admin = TEST_ADMIN). Default true. */
  seed?: boolean;
  env?: Record<string, string>;
  /** The app's logger (default: silent). */
  logger?: Logger;
}

/** A test shop's settings, its data folder and its database, ready as the server would have it after start. */
async function prepareTestShop(options: TestShopOptions) {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-test-'));
  const env: Record<string, string> = {
    ...baseTestEnv(dataDir),
    RATE_LIMITS: TEST_RATE_LIMITS,
    // Off unless a suite turns it on (PUBLIC_CACHE_MB): suites count SQL statements and loader calls, and on PostgreSQL
    // a change reaches the cache a few milliseconds after its commit. api/src/platform/public-cache has the cache's own tests.
    PUBLIC_CACHE_MB: '0',
    ...options.env,
  };
  // A production server refuses fast hashing: a shop that plays production hashes at the standard cost.
  if (env.NODE_ENV === 'production' && !options.env?.PASSWORD_HASHING) env.PASSWORD_HASHING = 'standard';
  const config = loadConfig(env);
  const logger = options.logger ?? createLogger('silent');
  const seed = options.seed !== false;
  const testDb = await createTestDb(seed && seedsLikeTemplate(env) ? 'seeded' : 'migrated');
  // What the server does at start (migrations, then the seed when the database is empty): nothing left to do on a copy
  // of the seeded template; the seed itself when this shop's admin or hashing differ from the template's.
  if (seed) await prepareDatabase(testDb.db, config, logger);
  else await migrate(testDb.db);
  const cleanUp = async () => {
    await testDb.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { env, config, logger, testDb, cleanUp };
}

/** The real app over a database of its own (seeded unless `seed: false`). `http` is supertest bound to the app. */
export async function createTestShop(options: TestShopOptions = {}): Promise<TestShop> {
  const { env, config, logger, testDb, cleanUp } = await prepareTestShop(options);
  const shop = await createApp(config, testDb.db, logger);
  return {
    ...shop,
    db: testDb.db,
    dbUrl: testDb.url,
    env,
    config,
    http: request(shop.handler),
    async close() {
      await shop.stop();
      await cleanUp();
    },
  };
}

/**
 * The service layer over a database of its own (seeded unless `seed: false`), as the app builds it, without GraphQL,
 * REST or an HTTP server: for tests of rules. The outbox's queues exist, its workers are not started.
 */
export async function createTestServices(options: TestShopOptions = {}): Promise<TestServices> {
  const { env, config, logger, testDb, cleanUp } = await prepareTestShop(options);
  const db = testDb.db;
  const services = createServices({ prisma: db.prisma, jobsSql: db.jobsSql, config, logger, poolStats: () => db.poolStats() });
  await services.outbox.start();
  await services.throttles.ready();
  return {
    services,
    db,
    dbUrl: testDb.url,
    env,
    config,
    async close() {
      await services.close();
      await cleanUp();
    },
  };
}

export interface ShopInstance extends ShopApp {
  config: Config;
  http: ReturnType<typeof request>;
  close(): Promise<void>;
}

/**
 * Another instance of the app on the test shop's database, as a second process behind a load
 * balancer would be: its own services (and Redis connection), and on PostgreSQL its own pool.
 * `env` is laid over the first instance's.
 */
export async function createInstance(shop: TestShop, env: Record<string, string> = {}): Promise<ShopInstance> {
  const config = loadConfig({ ...shop.env, ...env });
  const db = shop.dbUrl ? await openDatabase({ url: shop.dbUrl, poolSize: 5 }) : shop.db;
  const instance = await createApp(config, db, createLogger('silent'));
  return {
    ...instance,
    config,
    http: request(instance.handler),
    async close() {
      await instance.stop();
      if (db !== shop.db) await db.close();
    },
  };
}

/** A service-level request context for a user (or a guest). */
export const contextFor = (user: { id: string; email: string; role: 'customer' | 'admin' } | null, ip = '10.0.0.1'): RequestContext => ({
  user,
  ip,
  requestId: 'test',
});

let counter = 0;
/** Registers a fresh customer through the service; returns the user, token and a service context. */
/** A registered customer, signed in; verified (as if the e-mailed link was followed) unless `verified: false`. */
export async function createCustomer(shop: TestServices, overrides: Partial<{ email: string; password: string; firstName: string; verified: boolean }> = {}) {
  counter += 1;
  const input = {
    firstName: overrides.firstName ?? 'Asha',
    lastName: 'Patel',
    email: overrides.email ?? `asha${counter}.${randomBytes(3).toString('hex')}@example.in`,
    phone: '9876543210',
    password: overrides.password ?? 'secret123',
  };
  const { token, user: registered } = await shop.services.accounts.register(contextFor(null), input);
  // Verified as if the e-mailed link had been followed (that path has its own tests): reading the link
  // from the outbox would race a mail worker that redacts it once sent.
  const user =
    overrides.verified === false
      ? registered
      : await shop.db.prisma.user.update({ where: { id: registered.id }, data: { emailVerifiedAt: new Date() }, select: publicUserSelect });
  return { user, token, input, ctx: contextFor({ id: user.id, email: user.email, role: 'customer' }) };
}

/** The token of the newest e-mailed link to `to` of `kind` whose token rides in the fragment (#token=…). */
export async function tokenFromEmail(shop: TestServices, to: string, kind: 'email_verification' | 'stock_alert_confirmation'): Promise<string> {
  const mail = await shop.db.prisma.email.findFirstOrThrow({ where: { to, kind }, orderBy: { createdAt: 'desc' }, select: { text: true } });
  const token = /#token=([\w-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no link in the ${kind} e-mail to ${to}`);
  return token;
}

/** Follows the verification link e-mailed to `email`, as its reader would; answers when the account became verified. */
export async function verifyByEmailLink(shop: TestServices, email: string): Promise<Date | null> {
  await shop.services.emailVerifications.verify(contextFor(null), { token: await tokenFromEmail(shop, email, 'email_verification') });
  return (await shop.db.prisma.user.findUniqueOrThrow({ where: { email }, select: { emailVerifiedAt: true } })).emailVerifiedAt;
}

export async function adminSession(shop: TestServices) {
  const { token, user } = await shop.services.accounts.login(contextFor(null, '10.9.9.9'), TEST_ADMIN);
  return { user, token, ctx: contextFor({ id: user.id, email: user.email, role: 'admin' }) };
}

/** POST a GraphQL operation through the real app. */
export function gql(shop: TestShop, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const req = shop.http.post('/graphql').set('content-type', 'application/json');
  if (token) req.set('authorization', `Bearer ${token}`);
  return req.send({ query, variables });
}

/** The AppError a call fails with; fails the test when the call succeeds or throws something else. */
export async function failure(p: Promise<unknown>): Promise<AppError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error('expected the call to fail');
}

/** Polls `read` every 200 ms until `ok` holds for its value (work done by the outbox's workers); fails after `timeoutMs`. */
export async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`not reached within ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
