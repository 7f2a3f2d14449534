// Counts attempts against the named limits of rate-limits.ts. An attempt is counted first and
// refused when the count is then over the limit, in one atomic step (rate-limiter-flexible's
// consume: a Lua script in Redis, a synchronous update in memory), so concurrent requests cannot
// all pass a check that none of them has been counted in yet. Counters live in Redis when
// REDIS_URL is set, shared by every instance (while Redis is unreachable each instance counts in
// its own memory: the insurance limiter), and in memory otherwise.
import { isIPv4, isIPv6 } from 'node:net';
import Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Logger } from '../logger';
import { TooManyRequestsError } from '../common/errors';
import { RATE_LIMIT_DEFINITIONS, RATE_LIMIT_NAMES, tooManyMessage, type RateLimitName, type RateLimits } from './rate-limits';

export interface ThrottleOptions {
  /** counters in Redis (shared by every instance) instead of this process's memory */
  redisUrl?: string;
  /** the start of every Redis key, so several shops (or test runs) can share one Redis */
  keyPrefix?: string;
  logger?: Logger;
}

export class Throttles {
  private readonly limiters = new Map<RateLimitName, RateLimiterAbstract>();
  private readonly redis?: Redis;

  constructor(limits: RateLimits, options: ThrottleOptions = {}) {
    if (options.redisUrl) this.redis = connectRedis(options.redisUrl, options.logger);
    for (const name of RATE_LIMIT_NAMES) {
      const limit = limits[name];
      if (!limit) continue;
      const opts = { keyPrefix: `${options.keyPrefix ?? 'shop'}:${name}`, points: limit.points, duration: limit.windowSeconds };
      const memory = new RateLimiterMemory(opts);
      this.limiters.set(name, this.redis ? new RateLimiterRedis({ ...opts, storeClient: this.redis, insuranceLimiter: memory }) : memory);
    }
  }

  /** Counts one attempt of `key` (an IP, e-mail or user id, as the limit says); over the limit it throws 429 RATE_LIMITED. */
  async consume(name: RateLimitName, key: string): Promise<void> {
    const limiter = this.limiters.get(name);
    if (!limiter) return;
    try {
      await limiter.consume(limitKey(name, key));
    } catch (e) {
      if (!(e instanceof RateLimiterRes)) throw e;
      const retryAfter = Math.max(1, Math.ceil(e.msBeforeNext / 1000));
      throw new TooManyRequestsError(tooManyMessage(name, retryAfter), retryAfter, limiter.points);
    }
  }

  /** Gives one attempt back (a sign-in that succeeded does not count against the client). */
  async refund(name: RateLimitName, key: string): Promise<void> {
    await this.limiters.get(name)?.reward(limitKey(name, key), 1);
  }

  /** Clears the count of `key` (a successful sign-in clears its e-mail's failures). */
  async reset(name: RateLimitName, key: string): Promise<void> {
    await this.limiters.get(name)?.delete(limitKey(name, key));
  }

  /**
   * Resolves true once the Redis connection is up (or when there is no Redis), false when it fails
   * or is not up within `timeoutMs`: the shop then serves anyway, counting in memory meanwhile.
   */
  ready(timeoutMs = 3000): Promise<boolean> {
    const redis = this.redis;
    if (!redis || redis.status === 'ready') return Promise.resolve(true);
    return new Promise((resolve) => {
      const done = (ok: boolean) => {
        clearTimeout(timer);
        redis.off('ready', onReady);
        redis.off('error', onError);
        resolve(ok);
      };
      const onReady = () => done(true);
      const onError = () => done(false);
      const timer = setTimeout(onError, timeoutMs);
      redis.once('ready', onReady);
      redis.once('error', onError);
    });
  }

  async close(): Promise<void> {
    if (!this.redis) return;
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => this.redis?.disconnect());
    else this.redis.disconnect();
  }
}

function connectRedis(url: string, logger?: Logger): Redis {
  // No offline queue and a command timeout: while Redis is away a count fails at once and the
  // in-memory insurance limiter answers, instead of requests waiting for Redis.
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 1000, connectTimeout: 5000 });
  let down = false;
  redis.on('ready', () => {
    if (down) logger?.info('Redis is back: throttle counters are shared again');
    down = false;
  });
  redis.on('error', (err) => {
    if (!down) logger?.warn({ err }, 'Redis is unreachable: throttle counters are kept in this process until it is back');
    down = true;
  });
  return redis;
}

function limitKey(name: RateLimitName, key: string): string {
  switch (RATE_LIMIT_DEFINITIONS[name].per) {
    case 'ip':
      return clientKey(key);
    case 'email':
      return key.trim().toLowerCase();
    case 'user':
      return key.toLowerCase();
  }
}

/**
 * The client an address stands for: an IPv4 address (also when written IPv4-mapped, ::ffff:a.b.c.d),
 * or for IPv6 its /64 network, since one household or phone is given a whole /64 and can pick any
 * address in it.
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1];
  if (isIPv4(ip) || !isIPv6(ip.split('%')[0])) return ip;
  return `${ipv6Groups(ip.split('%')[0]).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, in hex without leading zeros. */
function ipv6Groups(ip: string): string[] {
  const [head, tail] = ip.split('::');
  const part = (s: string | undefined) => (s ? s.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : []); // an embedded IPv4 is two groups
  const left = part(head);
  const right = part(tail);
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.map((g) => parseInt(g, 16).toString(16));
}
