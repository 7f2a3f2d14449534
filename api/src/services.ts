// The service layer, built once per process. Resolvers, REST routes, the seed and scripts all
// call these; only services touch the Prisma client.
import type { PrismaClient } from './generated/prisma/client';
import type { Config } from './config';
import type { Logger } from './logger';
import { TokenService } from './auth/token';
import { Throttles } from './common/throttle';
import { AccountService } from './accounts/account.service';
import { ProductService } from './catalog/product.service';
import { CategoryService } from './catalog/category.service';
import { MessageService } from './messages/message.service';
import { SeoService } from './seo/seo.service';
import { ContentService } from './content/content.service';
import { NewsletterService } from './newsletter/newsletter.service';
import { DashboardService } from './dashboard/dashboard.service';
import { CartService } from './cart/cart.service';
import { CouponService } from './coupons/coupon.service';
import { PaymentService, createPaymentProvider } from './payments/payment.service';
import { OrderService } from './orders/order.service';
import { CheckoutService } from './orders/checkout.service';
import { IdempotencyService } from './orders/idempotency.service';

export interface ServiceDeps {
  prisma: PrismaClient;
  config: Config;
  logger: Logger;
}

export function createServices({ prisma, config, logger }: ServiceDeps) {
  const tokens = new TokenService(config.jwtSecret, config.jwtExpiresIn);
  const throttles = new Throttles(config.rateLimits, { redisUrl: config.redisUrl, keyPrefix: config.redisKeyPrefix, logger });
  const accounts = new AccountService(prisma, tokens, throttles);
  const products = new ProductService(prisma, config.lowStockThreshold);
  const cart = new CartService(prisma, products, config.guestCartDays, logger);
  const coupons = new CouponService(prisma);
  const payments = new PaymentService(prisma, createPaymentProvider(config));
  const orders = new OrderService(prisma, products, cart, throttles);
  const idempotency = new IdempotencyService(prisma, logger);
  return {
    tokens,
    throttles,
    accounts,
    products,
    cart,
    coupons,
    payments,
    orders,
    idempotency,
    checkout: new CheckoutService(prisma, coupons, payments, orders, cart, idempotency, logger, throttles),
    categories: new CategoryService(prisma),
    messages: new MessageService(prisma, throttles),
    seo: new SeoService(prisma),
    content: new ContentService(prisma),
    newsletter: new NewsletterService(prisma, throttles),
    dashboard: new DashboardService(prisma, orders),
    async close() {
      await throttles.close();
    },
  };
}

export type Services = ReturnType<typeof createServices>;
