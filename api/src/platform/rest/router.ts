// The /api REST shim: every route of spec §7, thin over the same services as GraphQL.
import { Router } from 'express';
import type { Services } from '../../services';
import type { Logger } from '../logger';
import { accountRoutes } from '../../modules/accounts/account.rest';
import { productRoutes } from '../../modules/catalog/product.rest';
import { categoryRoutes } from '../../modules/catalog/category.rest';
import { messageRoutes } from '../../modules/messages/message.rest';
import { seoRoutes } from '../../modules/seo/seo.rest';
import { contentRoutes } from '../../modules/content/content.rest';
import { newsletterRoutes } from '../../modules/newsletter/newsletter.rest';
import { dashboardRoutes } from '../../modules/dashboard/dashboard.rest';
import { cartRoutes } from '../../modules/cart/cart.rest';
import { couponRoutes } from '../../modules/coupons/coupon.rest';
import { orderRoutes } from '../../modules/orders/order.rest';
import { orderPaymentRoutes } from '../../modules/payments/order-payment.rest';
import { apiKeyRoutes } from '../../modules/api-keys/api-key.rest';
import { apiErrorHandler, apiNotFound } from './errors';
import { jsonBody } from './body';
import { inputBoundary } from './input-boundary';
import { imageRoutes } from '../../modules/media/image.rest';
import { reviewRoutes } from '../../modules/reviews/review.rest';
import { stockAlertRoutes } from '../../modules/stock-alerts/stock-alert.rest';
import { wishlistRoutes } from '../../modules/wishlist/wishlist.rest';

export function apiRouter(services: Services, logger: Logger): Router {
  const api = Router();
  api.use(jsonBody());
  api.use(inputBoundary); // every string of the path, query and body: storable text, or 400
  api.use(accountRoutes(services));
  api.use(productRoutes(services));
  api.use(categoryRoutes(services));
  api.use(messageRoutes(services));
  api.use(seoRoutes(services));
  api.use(contentRoutes(services));
  api.use(newsletterRoutes(services));
  api.use(dashboardRoutes(services));
  api.use(cartRoutes(services));
  api.use(couponRoutes(services));
  api.use(orderRoutes(services));
  api.use(orderPaymentRoutes(services));
  api.use(apiKeyRoutes(services));
  api.use(imageRoutes(services));
  api.use(reviewRoutes(services));
  api.use(stockAlertRoutes(services));
  api.use(wishlistRoutes(services));
  api.use(apiNotFound);
  api.use(apiErrorHandler(logger));
  return api;
}
