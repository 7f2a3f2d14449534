// Every environment variable the shop reads, parsed and validated once. A bad value stops the
// process with a message naming the variable; nothing else in the code reads process.env.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface Config {
  port: number;
  dataDir: string;
  /** undefined → embedded PGlite in dataDir/pglite */
  databaseUrl: string | undefined;
  jwtSecret: string;
  jwtExpiresIn: string;
  adminEmail: string;
  /** undefined → generated at first seed, printed once and written to dataDir */
  adminPassword: string | undefined;
  razorpay: { keyId: string; keySecret: string } | undefined;
  corsOrigins: string[];
  logLevel: string;
  redisUrl: string | undefined;
  /** a variant at or below this stock counts as low in the admin (LOW_STOCK_THRESHOLD, default 3) */
  lowStockThreshold: number;
  /** where the built web app lives; served with SPA fallback when present */
  webDist: string;
  production: boolean;
}

export class ConfigError extends Error {}

export const DEFAULT_ADMIN_EMAIL = 'admin@vadodarafamilyfashion.in';
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const repoRoot = resolve(__dirname, '../..');

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

/** JWT_SECRET, or one generated on first start and kept in DATA_DIR so tokens survive restarts. */
function jwtSecret(env: Env, dataDir: string): string {
  if (!blank(env.JWT_SECRET)) {
    if (env.JWT_SECRET!.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters long');
    return env.JWT_SECRET!;
  }
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

function email(env: Env): string {
  if (blank(env.ADMIN_EMAIL)) return DEFAULT_ADMIN_EMAIL;
  const value = env.ADMIN_EMAIL!.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) throw new ConfigError(`ADMIN_EMAIL is not a valid e-mail address (got "${env.ADMIN_EMAIL}")`);
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
  if (!id || !secret) throw new ConfigError('Set both RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or neither (the local payment sandbox is used then)');
  if (!/^rzp_(test|live)_\w+$/.test(id)) throw new ConfigError('RAZORPAY_KEY_ID must look like rzp_test_… or rzp_live_…');
  return { keyId: id, keySecret: secret };
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

function lowStockThreshold(env: Env): number {
  if (blank(env.LOW_STOCK_THRESHOLD)) return 3;
  const n = Number(env.LOW_STOCK_THRESHOLD);
  if (!Number.isInteger(n) || n < 0 || n > 1_000_000) throw new ConfigError(`LOW_STOCK_THRESHOLD must be a whole number, 0 or more (got "${env.LOW_STOCK_THRESHOLD}")`);
  return n;
}

export function loadConfig(env: Env = process.env): Config {
  const dataDir = resolve(blank(env.DATA_DIR) ? join(repoRoot, 'data') : env.DATA_DIR!);
  return {
    port: port(env),
    dataDir,
    databaseUrl: databaseUrl(env),
    jwtSecret: jwtSecret(env, dataDir),
    jwtExpiresIn: '7d',
    adminEmail: email(env),
    adminPassword: adminPassword(env),
    razorpay: razorpay(env),
    corsOrigins: corsOrigins(env),
    logLevel: logLevel(env),
    redisUrl: redisUrl(env),
    lowStockThreshold: lowStockThreshold(env),
    webDist: join(repoRoot, 'web', 'dist'),
    production: env.NODE_ENV === 'production',
  };
}
