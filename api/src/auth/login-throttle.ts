// Failed sign-ins per e-mail and IP: 10 per 15 minutes, then 429 until the window passes.
// Counters live in Redis when REDIS_URL is set (shared by every instance), in memory otherwise.
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import Redis from 'ioredis';
import { TooManyRequestsError } from '../common/errors';

export const MAX_FAILED_LOGINS = 10;
const WINDOW_SECONDS = 15 * 60;

export class LoginThrottle {
  private readonly limiter: RateLimiterAbstract;
  private readonly redis?: Redis;

  constructor(redisUrl?: string) {
    const options = { keyPrefix: 'login-fail', points: MAX_FAILED_LOGINS, duration: WINDOW_SECONDS };
    if (redisUrl) {
      this.redis = new Redis(redisUrl, { enableOfflineQueue: false, lazyConnect: false, maxRetriesPerRequest: 1 });
      this.limiter = new RateLimiterRedis({ ...options, storeClient: this.redis, insuranceLimiter: new RateLimiterMemory(options) });
    } else {
      this.limiter = new RateLimiterMemory(options);
    }
  }

  private key(email: string, ip: string) {
    return `${email.toLowerCase()}|${ip}`;
  }

  async assertAllowed(email: string, ip: string): Promise<void> {
    const res = await this.limiter.get(this.key(email, ip));
    if (res && res.consumedPoints >= MAX_FAILED_LOGINS) throw tooMany(res);
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    await this.limiter.consume(this.key(email, ip)).catch((res: unknown) => {
      if (res instanceof RateLimiterRes) return; // limit reached: assertAllowed reports it next time
      throw res;
    });
  }

  async reset(email: string, ip: string): Promise<void> {
    await this.limiter.delete(this.key(email, ip));
  }

  async close(): Promise<void> {
    await this.redis?.quit().catch(() => {});
  }
}

function tooMany(res: RateLimiterRes) {
  const minutes = Math.max(1, Math.ceil(res.msBeforeNext / 60000));
  return new TooManyRequestsError(`Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
}
