// The service layer, built once per process. Resolvers, REST routes, the seed and scripts all
// call these; only services touch the Prisma client.
import type { PrismaClient } from './generated/prisma/client';
import type { Config } from './config';
import type { Logger } from './logger';
import { TokenService } from './auth/token';
import { LoginThrottle } from './auth/login-throttle';
import { AccountService } from './accounts/account.service';
import { ProductService } from './catalog/product.service';
import { CategoryService } from './catalog/category.service';
import { MessageService } from './messages/message.service';
import { SeoService } from './seo/seo.service';
import { ContentService } from './content/content.service';
import { NewsletterService } from './newsletter/newsletter.service';
import { DashboardService } from './dashboard/dashboard.service';

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
    products: new ProductService(prisma),
    categories: new CategoryService(prisma),
    messages: new MessageService(prisma),
    seo: new SeoService(prisma),
    content: new ContentService(prisma),
    newsletter: new NewsletterService(prisma),
    dashboard: new DashboardService(prisma),
    async close() {
      await throttle.close();
    },
  };
}

export type Services = ReturnType<typeof createServices>;
