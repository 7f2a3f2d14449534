// Every environment variable the shop reads, parsed and validated once. A bad value stops the
// process with a message naming the variable; nothing else in the code reads process.env.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { checkDataDir, OpenDataDirError, PRIVATE_DIR_MODE } from './common/private-files';
import { DEFAULT_RATE_LIMITS, parseRateLimits, type RateLimits } from './rate-limits/rate-limits';
import type { PasswordHashing } from './auth/password';

export interface Config {
  port: number;
  /** DATA_DIR: the owner's alone; refused when others can write to it (platform/common/private-files.ts) */
  dataDir: string;
  /** how many files and folders of a DATA_DIR that others could read were made private while loading (0: it was private) */
  dataDirMadePrivate: number;
  /** undefined → embedded PGlite in dataDir/pglite */
  databaseUrl: string | undefined;
  jwtSecret: string;
  jwtExpiresIn: string;
  adminEmail: string;
  /** undefined → generated at first seed, printed once and written to dataDir */
  adminPassword: string | undefined;
  razorpay: { keyId: string; keySecret: string } | undefined;
  /**
   * PAYMENT_SANDBOX: without Razorpay keys, online payment goes through the local sandbox, which takes
   * no money (default on, off with NODE_ENV=production: such a shop takes pay on delivery only).
   * Never used when Razorpay keys are set.
   */
  paymentSandbox: boolean;
  /** PASSWORD_HASHING: `standard` (argon2id at OWASP's profile), or `fast` for test runs only (refused in production). */
  passwordHashing: PasswordHashing;
  corsOrigins: string[];
  logLevel: string;
  /** LOG_FORMAT: 'pretty' (readable lines) or 'json' (one JSON object per line); default pretty on a terminal, json otherwise */
  logFormat: 'pretty' | 'json';
  /** METRICS_TOKEN: the bearer token GET /metrics wants; undefined → /metrics is off (404) */
  metricsToken: string | undefined;
  redisUrl: string | undefined;
  /** the start of the shop's Redis keys (REDIS_KEY_PREFIX, default "shop") */
  redisKeyPrefix: string;
  /** RATE_LIMITS laid over the defaults of platform/rate-limits/rate-limits.ts; null = that limit is off */
  rateLimits: RateLimits;
  /**
   * Which peers may tell the client's address in X-Forwarded-For (Express's `trust proxy`):
   * false = none (the default: the socket's address is the client), a hop count, or addresses,
   * CIDR ranges and Express's names (loopback, linklocal, uniquelocal).
   */
  trustProxy: false | number | string[];
  http: HttpSettings;
  /** a variant at or below this stock counts as low in the admin (LOW_STOCK_THRESHOLD, default 3) */
  lowStockThreshold: number;
  /**
   * Embedded PGlite only: requests (GraphQL and /api) waiting for the database, first come first
   * served; one more is answered 503 with Retry-After (PGLITE_QUEUE_LIMIT, default 100; platform/db/fair-gate.ts).
   */
  pgliteQueueLimit: number;
  webhooks: WebhookSettings;
  /** a guest cart expires this many days after its last change (GUEST_CART_DAYS, default 30) */
  guestCartDays: number;
  /** where shoppers reach the shop, for links in e-mails (PUBLIC_URL, default http://localhost:PORT) */
  publicUrl: string;
  mail: MailSettings;
  backups: BackupSettings;
  /** PUBLIC_CACHE_MB: memory for cached anonymous catalogue answers, in bytes (default 32 MB; 0 = off; api/src/platform/public-cache) */
  publicCacheBytes: number;
  /** where the built web app lives (WEB_DIST, default web/dist); served with the storefront's pages when present */
  webDist: string;
  /**
   * WEB_DEV=1 (set by `npm run dev`): the web app's source folder (web/), served from its sources by
   * Vite in middleware mode, storefront pages rendered from them (modules/storefront/dev-web.ts); undefined →
   * the build in webDist, as in production.
   */
  webDevRoot: string | undefined;
  production: boolean;
}

/** Timeouts of the HTTP server, in milliseconds (see http-server.ts). */
export interface HttpSettings {
  /** a client must have sent all request headers within this time (HTTP_HEADERS_TIMEOUT, default 10 s) */
  headersTimeout: number;
  /** …and the whole request, body included (HTTP_REQUEST_TIMEOUT, default 30 s) */
  requestTimeout: number;
  /** an idle keep-alive connection is closed after this time (HTTP_KEEP_ALIVE_TIMEOUT, default 5 s) */
  keepAliveTimeout: number;
}

/** Webhook delivery and its worker (api/src/modules/webhooks, api/src/platform/outbox), in milliseconds. */
export interface WebhookSettings {
  /** one delivery attempt gives up after this (WEBHOOK_TIMEOUT, default 10 s, at most 10 s) */
  timeout: number;
  /** the wait before the first retry; it doubles at each failure, up to an hour (WEBHOOK_RETRY_DELAY, default 30 s) */
  retryDelay: number;
  /** failed deliveries are retried for this long, then marked dead (WEBHOOK_RETRY_FOR, default 24 h) */
  retryFor: number;
  /** how often an idle worker looks for due jobs (OUTBOX_POLL_INTERVAL, default 2 s) */
  pollInterval: number;
  /**
   * WEBHOOK_ALLOW_PRIVATE=1: endpoints may be on loopback, private, CGNAT and other non-public
   * addresses (a receiver on the shop's own network); default off. Link-local and cloud metadata
   * addresses, and the shop's own port, stay refused either way (modules/webhooks/webhook.target.ts).
   */
  allowPrivate: boolean;
}

/** Transactional e-mail (api/src/modules/mail). */
export interface MailSettings {
  /** smtp://user:pass@host:587 or smtps://…:465 (SMTP_URL); undefined → e-mails are kept in the shop, readable in the admin Emails page */
  smtpUrl: string | undefined;
  /** the sender, `Name <address>` or an address (MAIL_FROM) */
  from: string;
  /** where the shop's own notices go: new orders, contact messages (SHOP_EMAIL, default ADMIN_EMAIL) */
  shopEmail: string;
  /** the wait before the first retry of a failed send; it doubles at each failure, up to an hour (MAIL_RETRY_DELAY, default 30 s) */
  retryDelay: number;
}

/** Scheduled backups inside the server (api/src/modules/backup). */
export interface BackupSettings {
  /** BACKUP_EVERY: take a backup this often (ms); undefined → no scheduled backups (default) */
  every: number | undefined;
  /** BACKUP_KEEP: scheduled and automatic backups kept in DATA_DIR/backups, newest first (default 7) */
  keep: number;
}

export const DEFAULT_MAIL_FROM = 'Vadodara Family Fashion <no-reply@vadodarafamilyfashion.in>';

export class ConfigError extends Error {}

export const DEFAULT_ADMIN_EMAIL = 'admin@vadodarafamilyfashion.in';
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const repoRoot = resolve(__dirname, '../../..');

type Env = Record<string, string | undefined>;

const blank = (v: string | undefined) => v === undefined || v.trim() === '';

function port(env: Env): number {
  if (blank(env.PORT)) return 3000;
  const n = Number(env.PORT);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new ConfigError(`PORT must be a whole number from 0 to 65535 (got "${env.PORT}")`);
  return n;
}

function databaseUrl(env: Env): string | undefined {
  if (blank(env.DATABASE_URL)) return undefined;
  const url = env.DATABASE_URL!.trim();
  if (!/^postgres(ql)?:\/\//.test(url)) throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql:// (leave it empty for the embedded database)');
  try {
    new URL(url);
  } catch {
    throw new ConfigError('DATABASE_URL is not a valid URL');
  }
  return url;
}

function privateDataDir(dataDir: string): number {
  try {
    return checkDataDir(dataDir);
  } catch (e) {
    if (e instanceof OpenDataDirError) throw new ConfigError(e.message);
    throw e;
  }
}

/** JWT_SECRET, or one generated on first start and kept in DATA_DIR so tokens survive restarts. */
function jwtSecret(env: Env, dataDir: string): string {
  if (!blank(env.JWT_SECRET)) {
    if (env.JWT_SECRET!.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters long');
    return env.JWT_SECRET!;
  }
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

const EMAIL_ADDRESS = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

function email(env: Env, name = 'ADMIN_EMAIL', fallback = DEFAULT_ADMIN_EMAIL): string {
  if (blank(env[name])) return fallback;
  const value = env[name]!.trim().toLowerCase();
  if (!EMAIL_ADDRESS.test(value)) throw new ConfigError(`${name} is not a valid e-mail address (got "${env[name]}")`);
  return value;
}

function adminPassword(env: Env): string | undefined {
  if (blank(env.ADMIN_PASSWORD)) return undefined;
  if (env.ADMIN_PASSWORD!.length < 8) throw new ConfigError('ADMIN_PASSWORD must be at least 8 characters long');
  return env.ADMIN_PASSWORD;
}

function razorpay(env: Env): Config['razorpay'] {
  const id = env.RAZORPAY_KEY_ID?.trim();
  const secret = env.RAZORPAY_KEY_SECRET?.trim();
  if (!id && !secret) return undefined;
  if (!id || !secret) throw new ConfigError('Set both RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or neither (then the local payment sandbox, or pay on delivery only: see PAYMENT_SANDBOX)');
  if (!/^rzp_(test|live)_\w+$/.test(id)) throw new ConfigError('RAZORPAY_KEY_ID must look like rzp_test_… or rzp_live_…');
  return { keyId: id, keySecret: secret };
}

/** A production shop must ask for the sandbox explicitly: its "payments" are not money. */
function paymentSandbox(env: Env): boolean {
  const value = (env.PAYMENT_SANDBOX ?? '').trim().toLowerCase();
  if (value === '') return env.NODE_ENV !== 'production';
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw new ConfigError(`PAYMENT_SANDBOX must be 1 or 0 (got "${env.PAYMENT_SANDBOX}")`);
}

/** Weak hashing is for test runs: a production server refuses it. */
function passwordHashing(env: Env): PasswordHashing {
  const value = (env.PASSWORD_HASHING ?? '').trim().toLowerCase();
  if (value === '' || value === 'standard') return 'standard';
  if (value !== 'fast') throw new ConfigError(`PASSWORD_HASHING must be standard or fast (got "${env.PASSWORD_HASHING}")`);
  if (env.NODE_ENV === 'production') throw new ConfigError('PASSWORD_HASHING=fast is for test runs only: unset it (production hashes passwords at the standard cost)');
  return 'fast';
}

function corsOrigins(env: Env): string[] {
  if (blank(env.CORS_ORIGIN)) return [];
  const origins = env.CORS_ORIGIN!.split(',').map((s) => s.trim()).filter(Boolean);
  for (const origin of origins) {
    if (origin === '*') continue;
    try {
      const u = new URL(origin);
      if (u.origin !== origin) throw new Error();
    } catch {
      throw new ConfigError(`CORS_ORIGIN entries must be origins like https://example.com or * (got "${origin}")`);
    }
  }
  return origins;
}

function logFormat(env: Env, isTty: boolean): 'pretty' | 'json' {
  if (blank(env.LOG_FORMAT)) return isTty ? 'pretty' : 'json';
  const format = env.LOG_FORMAT!.trim().toLowerCase();
  if (format !== 'pretty' && format !== 'json') throw new ConfigError(`LOG_FORMAT must be pretty or json (got "${env.LOG_FORMAT}")`);
  return format;
}

/** Long enough that guessing is hopeless; `openssl rand -hex 24` makes one. */
function metricsToken(env: Env): string | undefined {
  if (blank(env.METRICS_TOKEN)) return undefined;
  const token = env.METRICS_TOKEN!.trim();
  if (token.length < 24 || /\s/.test(token)) throw new ConfigError('METRICS_TOKEN must be at least 24 characters without spaces (e.g. openssl rand -hex 24)');
  return token;
}

function logLevel(env: Env): string {
  const level = blank(env.LOG_LEVEL) ? 'info' : env.LOG_LEVEL!.trim().toLowerCase();
  if (!LOG_LEVELS.includes(level)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${env.LOG_LEVEL}")`);
  return level;
}

function redisUrl(env: Env): string | undefined {
  if (blank(env.REDIS_URL)) return undefined;
  if (!/^rediss?:\/\//.test(env.REDIS_URL!)) throw new ConfigError('REDIS_URL must start with redis:// or rediss://');
  return env.REDIS_URL!.trim();
}

function redisKeyPrefix(env: Env): string {
  if (blank(env.REDIS_KEY_PREFIX)) return 'shop';
  const prefix = env.REDIS_KEY_PREFIX!.trim();
  if (!/^[\w.:-]{1,64}$/.test(prefix)) throw new ConfigError(`REDIS_KEY_PREFIX may hold up to 64 letters, digits and . _ : - (got "${env.REDIS_KEY_PREFIX}")`);
  return prefix;
}

function rateLimits(env: Env): RateLimits {
  if (blank(env.RATE_LIMITS)) return { ...DEFAULT_RATE_LIMITS };
  try {
    return parseRateLimits(env.RATE_LIMITS!);
  } catch (e) {
    throw new ConfigError(`RATE_LIMITS: ${(e as Error).message}`);
  }
}

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** A hop count, or addresses / CIDR ranges / Express's names; never "every peer" (true, 0.0.0.0/0, ::/0). */
function trustProxy(env: Env): Config['trustProxy'] {
  if (blank(env.TRUST_PROXY)) return false;
  const value = env.TRUST_PROXY!.trim().toLowerCase();
  if (value === 'false') return false;
  if (value === 'true') {
    throw new ConfigError('TRUST_PROXY=true would believe X-Forwarded-For from anyone, so any client could pick its address; give the number of proxies in front of the shop (1) or their addresses');
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) throw new ConfigError(`TRUST_PROXY must be a number of proxies from 0 to 10, or their addresses (got "${env.TRUST_PROXY}")`);
    return hops === 0 ? false : hops;
  }
  const entries = value.split(',').map((s) => s.trim()).filter(Boolean);
  for (const entry of entries) {
    if (PROXY_NAMES.includes(entry)) continue;
    const [address, bits, extra] = entry.split('/');
    const version = isIP(address);
    const maxBits = version === 6 ? 128 : 32;
    const okBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits);
    if (!version || !okBits || extra !== undefined) {
      throw new ConfigError(`TRUST_PROXY entries must be addresses, CIDR ranges (10.0.0.0/8) or ${PROXY_NAMES.join(', ')} (got "${entry}")`);
    }
    if (bits !== undefined && Number(bits) === 0) throw new ConfigError(`TRUST_PROXY "${entry}" would trust every address; name your proxies`);
  }
  return entries;
}

const DURATION_UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** Words for a duration in messages: 600000 → "10m". */
const spell = (ms: number) => (ms % 3_600_000 === 0 ? `${ms / 3_600_000}h` : ms % 60_000 === 0 ? `${ms / 60_000}m` : ms % 1000 === 0 ? `${ms / 1000}s` : `${ms}ms`);

/** A duration in milliseconds: "10s", "500ms", "2m", "24h", or a number of seconds; from `min` to `max` (100ms–10m unless told). */
function duration(env: Env, name: string, fallbackMs: number, min = 100, max = 600_000): number {
  const raw = env[name];
  if (blank(raw)) return fallbackMs;
  const match = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h|d)?$/.exec(raw!.trim());
  const ms = match ? Math.round(Number(match[1]) * DURATION_UNITS[match[2] ?? 's']) : NaN;
  if (!(ms >= min && ms <= max)) throw new ConfigError(`${name} must be a duration from ${spell(min)} to ${spell(max)}, like 10s or 500ms (got "${raw}")`);
  return ms;
}

function http(env: Env): HttpSettings {
  const settings = {
    headersTimeout: duration(env, 'HTTP_HEADERS_TIMEOUT', 10_000),
    requestTimeout: duration(env, 'HTTP_REQUEST_TIMEOUT', 30_000),
    keepAliveTimeout: duration(env, 'HTTP_KEEP_ALIVE_TIMEOUT', 5_000),
  };
  if (settings.headersTimeout > settings.requestTimeout) throw new ConfigError('HTTP_HEADERS_TIMEOUT must not be longer than HTTP_REQUEST_TIMEOUT (the headers are part of the request)');
  return settings;
}

function webhooks(env: Env): WebhookSettings {
  return {
    timeout: duration(env, 'WEBHOOK_TIMEOUT', 10_000, 100, 10_000),
    retryDelay: duration(env, 'WEBHOOK_RETRY_DELAY', 30_000, 100, 3_600_000),
    retryFor: duration(env, 'WEBHOOK_RETRY_FOR', 24 * 3_600_000, 0, 30 * 24 * 3_600_000),
    pollInterval: duration(env, 'OUTBOX_POLL_INTERVAL', 2_000, 500, 60_000),
    allowPrivate: webhookAllowPrivate(env),
  };
}

/** Off unless asked: a webhook URL is typed by an admin, and off it cannot reach the shop's internal network. */
function webhookAllowPrivate(env: Env): boolean {
  const value = (env.WEBHOOK_ALLOW_PRIVATE ?? '').trim().toLowerCase();
  if (value === '' || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  throw new ConfigError(`WEBHOOK_ALLOW_PRIVATE must be 1 or 0 (got "${env.WEBHOOK_ALLOW_PRIVATE}")`);
}

function backups(env: Env): BackupSettings {
  const every = blank(env.BACKUP_EVERY) || env.BACKUP_EVERY!.trim() === 'off' ? undefined : duration(env, 'BACKUP_EVERY', 0, 60_000, 30 * 24 * 3_600_000);
  if (blank(env.BACKUP_KEEP)) return { every, keep: 7 };
  const keep = Number(env.BACKUP_KEEP);
  if (!Number.isInteger(keep) || keep < 1 || keep > 1000) throw new ConfigError(`BACKUP_KEEP must be a whole number from 1 to 1000 (got "${env.BACKUP_KEEP}")`);
  return { every, keep };
}

function publicCacheBytes(env: Env): number {
  if (blank(env.PUBLIC_CACHE_MB)) return 32 * 1024 * 1024;
  const mb = Number(env.PUBLIC_CACHE_MB);
  if (!Number.isInteger(mb) || mb < 0 || mb > 4096) throw new ConfigError(`PUBLIC_CACHE_MB must be a whole number of megabytes from 0 (off) to 4096 (got "${env.PUBLIC_CACHE_MB}")`);
  return mb * 1024 * 1024;
}

function publicUrl(env: Env, shopPort: number): string {
  if (blank(env.PUBLIC_URL)) return `http://localhost:${shopPort}`;
  const raw = env.PUBLIC_URL!.trim().replace(/\/+$/, '');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`PUBLIC_URL must be the shop's address, like https://shop.example.in (got "${env.PUBLIC_URL}")`);
  }
  if (!/^https?:$/.test(url.protocol) || url.search || url.hash || url.username) {
    throw new ConfigError(`PUBLIC_URL must be an http:// or https:// address without query, fragment or credentials (got "${env.PUBLIC_URL}")`);
  }
  return raw;
}

function mail(env: Env, adminEmail: string): MailSettings {
  let smtpUrl: string | undefined;
  if (!blank(env.SMTP_URL)) {
    smtpUrl = env.SMTP_URL!.trim();
    let url: URL | undefined;
    try {
      url = new URL(smtpUrl);
    } catch {
      url = undefined;
    }
    if (!url || !/^smtps?:$/.test(url.protocol) || !url.hostname) {
      throw new ConfigError('SMTP_URL must look like smtp://user:password@host:587 or smtps://user:password@host:465 (leave it empty to keep e-mails in the shop)');
    }
  }
  let from = DEFAULT_MAIL_FROM;
  if (!blank(env.MAIL_FROM)) {
    from = env.MAIL_FROM!.trim();
    const named = /^[^<>]*<([^<>]+)>$/.exec(from);
    if (!EMAIL_ADDRESS.test(named ? named[1].trim() : from)) {
      throw new ConfigError(`MAIL_FROM must be an e-mail address or "Name <address>" (got "${env.MAIL_FROM}")`);
    }
  }
  return {
    smtpUrl,
    from,
    shopEmail: email(env, 'SHOP_EMAIL', adminEmail),
    retryDelay: duration(env, 'MAIL_RETRY_DELAY', 30_000, 100, 3_600_000),
  };
}

/** Days a guest cart is kept after its last change: long enough to come back after payday, short enough not to hoard rows. */
function guestCartDays(env: Env): number {
  if (blank(env.GUEST_CART_DAYS)) return 30;
  const n = Number(env.GUEST_CART_DAYS);
  if (!Number.isInteger(n) || n < 1 || n > 3650) throw new ConfigError(`GUEST_CART_DAYS must be a whole number of days from 1 to 3650 (got "${env.GUEST_CART_DAYS}")`);
  return n;
}

/** Development only: Vite is a devDependency of the web app, which a production install does not have. */
function webDevRoot(env: Env): string | undefined {
  const value = (env.WEB_DEV ?? '').trim().toLowerCase();
  if (value === '' || value === '0' || value === 'false') return undefined;
  if (value !== '1' && value !== 'true') throw new ConfigError(`WEB_DEV must be 1 or 0 (got "${env.WEB_DEV}")`);
  if (env.NODE_ENV === 'production') throw new ConfigError('WEB_DEV=1 is for `npm run dev` only: unset it (or NODE_ENV=production) — production serves the built web app');
  return join(repoRoot, 'web');
}

function lowStockThreshold(env: Env): number {
  if (blank(env.LOW_STOCK_THRESHOLD)) return 3;
  const n = Number(env.LOW_STOCK_THRESHOLD);
  if (!Number.isInteger(n) || n < 0 || n > 1_000_000) throw new ConfigError(`LOW_STOCK_THRESHOLD must be a whole number, 0 or more (got "${env.LOW_STOCK_THRESHOLD}")`);
  return n;
}

function pgliteQueueLimit(env: Env): number {
  if (blank(env.PGLITE_QUEUE_LIMIT)) return 100;
  const n = Number(env.PGLITE_QUEUE_LIMIT);
  if (!Number.isInteger(n) || n < 1 || n > 100_000) throw new ConfigError(`PGLITE_QUEUE_LIMIT must be a whole number from 1 to 100000 (got "${env.PGLITE_QUEUE_LIMIT}")`);
  return n;
}

export function loadConfig(env: Env = process.env, isTty = process.stdout.isTTY === true): Config {
  const dataDir = resolve(blank(env.DATA_DIR) ? join(repoRoot, 'data') : env.DATA_DIR!);
  const dataDirMadePrivate = privateDataDir(dataDir); // before the JWT secret is read from it
  const shopPort = port(env);
  const adminEmail = email(env);
  return {
    port: shopPort,
    dataDir,
    dataDirMadePrivate,
    databaseUrl: databaseUrl(env),
    jwtSecret: jwtSecret(env, dataDir),
    jwtExpiresIn: '7d',
    adminEmail,
    adminPassword: adminPassword(env),
    razorpay: razorpay(env),
    paymentSandbox: paymentSandbox(env),
    passwordHashing: passwordHashing(env),
    corsOrigins: corsOrigins(env),
    logLevel: logLevel(env),
    logFormat: logFormat(env, isTty),
    metricsToken: metricsToken(env),
    redisUrl: redisUrl(env),
    redisKeyPrefix: redisKeyPrefix(env),
    rateLimits: rateLimits(env),
    trustProxy: trustProxy(env),
    http: http(env),
    lowStockThreshold: lowStockThreshold(env),
    pgliteQueueLimit: pgliteQueueLimit(env),
    webhooks: webhooks(env),
    guestCartDays: guestCartDays(env),
    publicUrl: publicUrl(env, shopPort),
    mail: mail(env, adminEmail),
    backups: backups(env),
    publicCacheBytes: publicCacheBytes(env),
    webDist: blank(env.WEB_DIST) ? join(repoRoot, 'web', 'dist') : resolve(env.WEB_DIST!.trim()),
    webDevRoot: webDevRoot(env),
    production: env.NODE_ENV === 'production',
  };
}
