// The service layer, built once per process. Resolvers, REST routes, the seed and scripts all
// call these; only services touch the Prisma client.
import type { PrismaClient } from './generated/prisma/client';
import type { Config } from './config';
import type { Logger } from './logger';
import { TokenService } from './auth/token';
import { LoginThrottle } from './auth/login-throttle';
import { AccountService } from './accounts/account.service';

export interface ServiceDeps {
  prisma: PrismaClient;
  config: Config;
  logger: Logger;
}

export function createServices({ prisma, config }: ServiceDeps) {
  const tokens = new TokenService(config.jwtSecret, config.jwtExpiresIn);
  const throttle = new LoginThrottle(config.redisUrl);
  const accounts = new AccountService(prisma, tokens, throttle);
  return {
    tokens,
    accounts,
    async close() {
      await throttle.close();
    },
  };
}

export type Services = ReturnType<typeof createServices>;
