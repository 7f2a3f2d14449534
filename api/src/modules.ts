// The composition root's one list of modules (docs/decisions/0015-modules-on-a-platform.md). The GraphQL schema, the
// /api router, the OpenAPI document, each request's DataLoaders and the access log's secret paths are all built from
// it; platform code never names a module. A new module is one import (its <module>.module.ts) and one entry here.
// The order is the order of the /api routes and of the OpenAPI document's tags.
import type { Router } from 'express';
import type { GraphQLSchema } from 'graphql';
import type { ShopModule } from './platform/module';
import { buildGraphQLSchema } from './platform/graphql/schema';
import { apiRouter } from './platform/rest/router';
import { openApiDocumentOf } from './platform/rest/api-docs';
import { registerSecretPaths } from './platform/http/request-log';
import type { Logger } from './platform/logger';
import type { Services } from './services';
import { catalogModule } from './modules/catalog/catalog.module';
import { cartModule } from './modules/cart/cart.module';
import { ordersModule } from './modules/orders/orders.module';
import { accountsModule } from './modules/accounts/accounts.module';
import { couponsModule } from './modules/coupons/coupons.module';
import { messagesModule } from './modules/messages/messages.module';
import { seoModule } from './modules/seo/seo.module';
import { contentModule } from './modules/content/content.module';
import { newsletterModule } from './modules/newsletter/newsletter.module';
import { dashboardModule } from './modules/dashboard/dashboard.module';
import { apiKeysModule } from './modules/api-keys/api-keys.module';
import { mediaModule } from './modules/media/media.module';
import { reviewsModule } from './modules/reviews/reviews.module';
import { stockAlertsModule } from './modules/stock-alerts/stock-alerts.module';
import { wishlistModule } from './modules/wishlist/wishlist.module';
import { webhooksModule } from './modules/webhooks/webhooks.module';
import { mailModule } from './modules/mail/mail.module';

/**
 * Every module that adds to the API. Typed as modules of the whole `Services`, so the compiler checks that the
 * services object the root builds has what each module's routes and loaders ask for. (Payments, backup and the
 * storefront serve pages outside /api and /graphql; app.ts mounts them.)
 */
export const SHOP_MODULES: ShopModule<Services>[] = [
  catalogModule,
  cartModule,
  ordersModule,
  accountsModule,
  couponsModule,
  messagesModule,
  seoModule,
  contentModule,
  newsletterModule,
  dashboardModule,
  apiKeysModule,
  mediaModule,
  reviewsModule,
  stockAlertsModule,
  wishlistModule,
  webhooksModule,
  mailModule,
];

/** Every module's resolver classes. */
export const shopResolvers = SHOP_MODULES.flatMap((m) => m.resolvers ?? []);

/** The shop's GraphQL schema (optionally written to a file: `npm run generate` writes schema.graphql). */
export const buildShopSchema = (emitSchemaFile?: string): Promise<GraphQLSchema> => buildGraphQLSchema(shopResolvers, emitSchemaFile);

/** Every /api route group, in order. */
export const shopRoutes = (services: Services): Router[] => SHOP_MODULES.flatMap((m) => m.routes?.(services) ?? []);

/** /api: the frame (body, input boundary, 404, errors) around every module's routes. */
export const shopApiRouter = (services: Services, logger: Logger): Router => apiRouter(shopRoutes(services), logger);

/** Every documented /api route, by tag. */
export const REST_TAGS = SHOP_MODULES.flatMap((m) => m.openapi ?? []);

/** GET /api/openapi.json (also read by `npm run lint:openapi` from the build). */
export const openApiDocument = openApiDocumentOf(REST_TAGS);

/** A GraphQL request's DataLoaders: every module's, created afresh (each module's context type names the ones it reads). */
export const createLoaders = (services: Services): object => Object.assign({}, ...SHOP_MODULES.map((m) => m.loaders?.(services) ?? {})) as object;

/** The access log's secret path segments, as modules declare them: registered once, before the first request. */
export const registerModuleSecrets = (): void => registerSecretPaths(SHOP_MODULES.flatMap((m) => m.secretPaths ?? []));
