// The content of the active dashboard tab.
import type { AdminTab } from '../admin-tabs';
import { OverviewTab } from './overview/overview-tab';
import { ProductsTab } from './products/products-tab';
import { CategoriesTab } from './categories/categories-tab';
import { OrdersTab } from './orders/orders-tab';
import { CouponsTab } from './coupons/coupons-tab';
import { MessagesTab } from './messages/messages-tab';
import { SeoTab } from './seo/seo-tab';
import { PagesTab } from './pages/pages-tab';
import { ApiKeysTab } from './api-keys/api-keys-tab';
import { WebhooksTab } from './webhooks/webhooks-tab';
import { EmailsTab } from './emails/emails-tab';
import { ReviewsTab } from './reviews/reviews-tab';

export function AdminTabPanel({ tab, search }: { tab: AdminTab; search: string }) {
  switch (tab) {
    case 'products':
      return <ProductsTab search={search} />;
    case 'categories':
      return <CategoriesTab search={search} />;
    case 'orders':
      return <OrdersTab search={search} />;
    case 'coupons':
      return <CouponsTab search={search} />;
    case 'reviews':
      return <ReviewsTab />;
    case 'messages':
      return <MessagesTab />;
    case 'seo':
      return <SeoTab search={search} />;
    case 'pages':
      return <PagesTab search={search} />;
    case 'api-keys':
      return <ApiKeysTab />;
    case 'webhooks':
      return <WebhooksTab />;
    case 'emails':
      return <EmailsTab />;
    default:
      return <OverviewTab />;
  }
}
