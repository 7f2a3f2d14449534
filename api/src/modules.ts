// The composition root's one list of modules (docs/decisions/0015-modules-on-a-platform.md). The GraphQL schema, the
// /api router, the OpenAPI document, each request's DataLoaders and the access log's secret paths are all built from
// it; platform code never names a module. A new module is one import and one entry here.
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
import { catalogModule } from './modules/catalog';
import { cartModule } from './modules/cart';
import { ordersModule } from './modules/orders';
import { accountsModule } from './modules/accounts';
import { couponsModule } from './modules/coupons';
import { messagesModule } from './modules/messages';
import { seoModule } from './modules/seo';
import { contentModule } from './modules/content';
import { newsletterModule } from './modules/newsletter';
import { dashboardModule } from './modules/dashboard';
import { apiKeysModule } from './modules/api-keys';
import { mediaModule } from './modules/media';
import { reviewsModule } from './modules/reviews';
import { stockAlertsModule } from './modules/stock-alerts';
import { wishlistModule } from './modules/wishlist';
import { webhooksModule } from './modules/webhooks';
import { mailModule } from './modules/mail';

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
