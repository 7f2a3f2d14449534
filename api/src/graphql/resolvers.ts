// Every resolver class of the schema; each domain adds its own here.
import type { NonEmptyArray } from 'type-graphql';
import { AccountResolver } from '../accounts/account.resolver';
import { ProductAdminResolver, ProductResolver } from '../catalog/product.resolver';
import { CategoryAdminResolver, CategoryResolver } from '../catalog/category.resolver';
import { MessageResolver } from '../messages/message.resolver';
import { SeoResolver } from '../seo/seo.resolver';
import { ContentResolver } from '../content/content.resolver';
import { NewsletterResolver } from '../newsletter/newsletter.resolver';
import { DashboardResolver } from '../dashboard/dashboard.resolver';
import { CartResolver } from '../cart/cart.resolver';
import { CouponAdminResolver, CouponShopResolver } from '../coupons/coupon.resolver';
import { ApiKeyResolver } from '../api-keys/api-key.resolver';
import { WebhookResolver } from '../webhooks/webhook.resolver';
import { MailResolver } from '../mail/mail.resolver';
import { OrderAdminResolver, OrderItemResolver, OrderResolver, OrderShopResolver } from '../orders/order.resolver';
import { ProductReviewsResolver, ReviewResolver } from '../reviews/review.resolver';
import { OrderPaymentAdminResolver, OrderPaymentFieldsResolver } from '../payments/order-payment.resolver';
import { WishlistResolver } from '../wishlist/wishlist.resolver';
import { ProductStockAlertsResolver, StockAlertResolver, VariantStockAlertsResolver } from '../stock-alerts/stock-alert.resolver';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const resolvers: NonEmptyArray<Function> = [AccountResolver, ProductResolver, ProductAdminResolver, CategoryResolver, CategoryAdminResolver, MessageResolver, SeoResolver, ContentResolver, NewsletterResolver, DashboardResolver, CartResolver, CouponShopResolver, CouponAdminResolver, OrderShopResolver, OrderAdminResolver, OrderResolver, OrderItemResolver, OrderPaymentAdminResolver, OrderPaymentFieldsResolver, ApiKeyResolver, WebhookResolver, MailResolver, ProductReviewsResolver, ReviewResolver, StockAlertResolver, ProductStockAlertsResolver, VariantStockAlertsResolver, WishlistResolver];
