// The /api REST shim: every route of spec §7, thin over the same services as GraphQL.
import { Router } from 'express';
import type { Services } from '../services';
import type { Logger } from '../logger';
import { accountRoutes } from '../accounts/account.rest';
import { productRoutes } from '../catalog/product.rest';
import { categoryRoutes } from '../catalog/category.rest';
import { messageRoutes } from '../messages/message.rest';
import { seoRoutes } from '../seo/seo.rest';
import { contentRoutes } from '../content/content.rest';
import { newsletterRoutes } from '../newsletter/newsletter.rest';
import { dashboardRoutes } from '../dashboard/dashboard.rest';
import { cartRoutes } from '../cart/cart.rest';
import { couponRoutes } from '../coupons/coupon.rest';
import { orderRoutes } from '../orders/order.rest';
import { orderPaymentRoutes } from '../payments/order-payment.rest';
import { apiKeyRoutes } from '../api-keys/api-key.rest';
import { apiErrorHandler, apiNotFound } from './errors';
import { jsonBody } from './body';
import { inputBoundary } from './input-boundary';
import { imageRoutes } from '../media/image.rest';
import { reviewRoutes } from '../reviews/review.rest';
import { stockAlertRoutes } from '../stock-alerts/stock-alert.rest';
import { wishlistRoutes } from '../wishlist/wishlist.rest';

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
