// Every resolver class of the schema; each domain adds its own here.
import type { NonEmptyArray } from 'type-graphql';
import { AccountResolver } from '../../modules/accounts/account.resolver';
import { ProductAdminResolver, ProductResolver } from '../../modules/catalog/product.resolver';
import { CategoryAdminResolver, CategoryResolver } from '../../modules/catalog/category.resolver';
import { MessageResolver } from '../../modules/messages/message.resolver';
import { SeoResolver } from '../../modules/seo/seo.resolver';
import { ContentResolver } from '../../modules/content/content.resolver';
import { NewsletterResolver } from '../../modules/newsletter/newsletter.resolver';
import { DashboardResolver } from '../../modules/dashboard/dashboard.resolver';
import { CartResolver } from '../../modules/cart/cart.resolver';
import { CouponAdminResolver, CouponShopResolver } from '../../modules/coupons/coupon.resolver';
import { ApiKeyResolver } from '../../modules/api-keys/api-key.resolver';
import { WebhookResolver } from '../../modules/webhooks/webhook.resolver';
import { MailResolver } from '../../modules/mail/mail.resolver';
import { OrderAdminResolver, OrderItemResolver, OrderResolver, OrderShopResolver } from '../../modules/orders/order.resolver';
import { ProductReviewsResolver, ReviewResolver } from '../../modules/reviews/review.resolver';
import { OrderPaymentAdminResolver, OrderPaymentFieldsResolver } from '../../modules/payments/order-payment.resolver';
import { WishlistResolver } from '../../modules/wishlist/wishlist.resolver';
import { ProductStockAlertsResolver, StockAlertResolver, VariantStockAlertsResolver } from '../../modules/stock-alerts/stock-alert.resolver';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const resolvers: NonEmptyArray<Function> = [AccountResolver, ProductResolver, ProductAdminResolver, CategoryResolver, CategoryAdminResolver, MessageResolver, SeoResolver, ContentResolver, NewsletterResolver, DashboardResolver, CartResolver, CouponShopResolver, CouponAdminResolver, OrderShopResolver, OrderAdminResolver, OrderResolver, OrderItemResolver, OrderPaymentAdminResolver, OrderPaymentFieldsResolver, ApiKeyResolver, WebhookResolver, MailResolver, ProductReviewsResolver, ReviewResolver, StockAlertResolver, ProductStockAlertsResolver, VariantStockAlertsResolver, WishlistResolver];
