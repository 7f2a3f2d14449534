// The service layer, built once per process. Resolvers, REST routes, the seed and scripts all
// call these; only services touch the Prisma client.
import { createHmac } from 'node:crypto';
import type { PrismaClient } from './generated/prisma/client';
import type { SqlExecutor } from './platform/db/database';
import type { Config } from './platform/config';
import type { Logger } from './platform/logger';
import { TokenService } from './platform/auth/token';
import { PasswordHasher } from './platform/auth/password';
import { Throttles } from './platform/rate-limits/throttle';
import { AccountService, EmailVerificationService, PasswordResetService, RESET_QUEUE, type ResetJob } from './modules/accounts';
import { CatalogSql, CategoryService, ProductService } from './modules/catalog';
import { MessageService } from './modules/messages';
import { SeoService } from './modules/seo';
import { ContentService } from './modules/content';
import { NewsletterService } from './modules/newsletter';
import { DashboardService } from './modules/dashboard';
import { CartService } from './modules/cart';
import { CouponService } from './modules/coupons';
import { PaymentService, createPaymentProvider } from './modules/payments';
import { CheckoutService, IdempotencyService, OrderPaymentService, OrderService } from './modules/orders';
import { ApiKeyService } from './modules/api-keys';
import { OutboxService } from './platform/outbox/outbox.service';
import { EVENTS_QUEUE, EventService, type ShopEvent } from './platform/outbox/events.service';
import { DELIVERY_QUEUE, type DeliveryJob, WebhookDeliveryService, WebhookService } from './modules/webhooks';
import { MAIL_QUEUE, MailService, type MailJob } from './modules/mail';
import { ReviewService } from './modules/reviews';
import { ImageService } from './modules/media';
import { MetricsService, type PoolStats } from './platform/metrics/metrics.service';
import { StockAlertService } from './modules/stock-alerts';
import { WishlistService } from './modules/wishlist';
import { join } from 'node:path';

export interface ServiceDeps {
  prisma: PrismaClient;
  /** plain SQL outside Prisma (Database.jobsSql): the job queue, the catalogue's hottest look-ups (modules/catalog/catalog.sql.ts) */
  jobsSql: SqlExecutor;
  config: Config;
  logger: Logger;
  /** the database pool's figures for /metrics (Database.poolStats) */
  poolStats?: PoolStats;
}

export function createServices({ prisma, jobsSql, config, logger, poolStats = () => null }: ServiceDeps) {
  const metrics = new MetricsService(prisma, poolStats);
  const outbox = new OutboxService(jobsSql, { pollInterval: config.webhooks.pollInterval }, logger);
  const events = new EventService(outbox);
  const webhookDeliveries = new WebhookDeliveryService(prisma, outbox, { ...config.webhooks, shopPort: config.port });
  const mail = new MailService(prisma, outbox, { ...config.mail, publicUrl: config.publicUrl }, logger);
  // The outbox's queues. An active job is presumed dead after twice the HTTP timeout + 10 s (an
  // SMTP attempt gives up after at most 50 s: 10 s to connect, 10 s for the greeting, 30 s idle).
  const expireSeconds = Math.ceil((2 * config.webhooks.timeout) / 1000) + 10;
  const retries = { retryLimit: 20, retryDelay: 5 };
  // Each event's consumers, in turn; both are idempotent, so a retry of the job repeats nothing.
  outbox.define<ShopEvent>(EVENTS_QUEUE, { expireSeconds, ...retries }, async (event) => {
    await webhookDeliveries.fanOut(event);
    await mail.fromEvent(event);
  });
  outbox.define<DeliveryJob>(DELIVERY_QUEUE, { expireSeconds, ...retries }, (job) => webhookDeliveries.attempt(job));
  outbox.define<MailJob>(MAIL_QUEUE, { expireSeconds: Math.max(expireSeconds, 120), ...retries }, (job) => mail.attempt(job));
  const tokens = new TokenService(config.jwtSecret, config.jwtExpiresIn);
  const throttles = new Throttles(config.rateLimits, { redisUrl: config.redisUrl, keyPrefix: config.redisKeyPrefix, logger });
  const hasher = new PasswordHasher(config.passwordHashing);
  const passwordResets = new PasswordResetService(prisma, tokens, throttles, mail, outbox, hasher);
  // Reset requests: the worker looks the address up and writes the link, so the request does the same work for any address.
  outbox.define<ResetJob>(RESET_QUEUE, { expireSeconds, ...retries }, (job) => passwordResets.send(job));
  const accounts = new AccountService(prisma, tokens, throttles, mail, hasher);
  // The cancel links in alert e-mails are signed with a key derived from JWT_SECRET, so every instance shares it.
  const stockAlerts = new StockAlertService(prisma, throttles, mail, createHmac('sha256', config.jwtSecret).update('stock-alert-link-key').digest());
  const catalogSql = new CatalogSql(jobsSql);
  const products = new ProductService(prisma, config.lowStockThreshold, events, stockAlerts, catalogSql);
  const cart = new CartService(prisma, products, config.guestCartDays, logger);
  const coupons = new CouponService(prisma);
  const payments = new PaymentService(prisma, createPaymentProvider(config));
  const orders = new OrderService(prisma, products, cart, throttles, events, stockAlerts);
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
    orderPayments: new OrderPaymentService(prisma, events),
    reviews: new ReviewService(prisma),
    idempotency,
    outbox,
    events,
    mail,
    passwordResets,
    emailVerifications: new EmailVerificationService(prisma, throttles, mail),
    webhooks: new WebhookService(prisma, outbox, {
      shopPort: config.port,
      retryFor: config.webhooks.retryFor,
      allowPrivate: config.webhooks.allowPrivate,
      lookupTimeout: config.webhooks.timeout,
    }),
    checkout: new CheckoutService(prisma, coupons, payments, orders, cart, idempotency, logger, throttles, events, metrics, products),
    metrics,
    categories: new CategoryService(prisma, catalogSql),
    messages: new MessageService(prisma, throttles, mail),
    seo: new SeoService(prisma),
    content: new ContentService(prisma),
    newsletter: new NewsletterService(prisma, throttles),
    dashboard: new DashboardService(prisma, orders),
    apiKeys: new ApiKeyService(prisma),
    stockAlerts,
    images: new ImageService(prisma, join(config.dataDir, 'images')),
    wishlist: new WishlistService(prisma, products),
    async close() {
      await outbox.stop(config.webhooks.timeout + 2_000); // an attempt in flight may finish
      await throttles.close();
    },
  };
}

export type Services = ReturnType<typeof createServices>;
