// The storefront's routes (spec §2), in one list that both sides read: the web app's router
// (web/src/app/router.tsx maps each `page` to its lazy screen) and the server (storefront/, which
// answers each path with its status and head tags, and lists the indexable ones in the sitemap).
// Pure data with no imports, so the browser bundle and the api build both compile it.

/** The pages an admin can give an SEO record (spec §2 fallbacks exist for each). */
export const SEO_PAGE_NAMES = ['home', 'shop', 'about', 'contact', 'product', 'cart', 'checkout', 'account'] as const;
export type SeoPageName = (typeof SEO_PAGE_NAMES)[number];

/** Footer pages (size guide, shipping, FAQ, policies): their path is their content section. */
export const CONTENT_PAGES = ['size-guide', 'shipping', 'faq', 'privacy-policy', 'terms', 'return-policy', 'refund-policy', 'cookie-policy'] as const;
export type ContentPageName = (typeof CONTENT_PAGES)[number];

/** The heading a footer page shows (and its title) while its content record is missing. */
export const CONTENT_PAGE_TITLES: Record<ContentPageName, string> = {
  'size-guide': 'Size Guide',
  shipping: 'Shipping & Delivery',
  faq: 'Frequently Asked Questions',
  'privacy-policy': 'Privacy Policy',
  terms: 'Terms & Conditions',
  'return-policy': 'Return Policy',
  'refund-policy': 'Refund Policy',
  'cookie-policy': 'Cookie Policy',
};

/** Screens without an SEO record of their own: a fixed title (the brand is appended) and description. */
export const FIXED_HEADS = {
  trackOrder: { title: 'Track Order', description: 'Follow your order from our Vadodara store with its order number and email.' },
  forgotPassword: { title: 'Forgot Password', description: 'Get a link by e-mail to choose a new password for your account.' },
  resetPassword: { title: 'Choose a New Password', description: 'Set a new password for your account with the link from your e-mail.' },
  order: { title: 'Your order', description: 'Your order at Vadodara Family Fashion.' },
  verifyEmail: { title: 'Confirm Your E-mail', description: 'Confirm your e-mail address with the link we sent you.' },
  confirmStockAlert: { title: 'Confirm Back-in-Stock Alert', description: 'Confirm that you want one e-mail when a size or colour is back in stock.' },
  cancelStockAlert: { title: 'Stop Back-in-Stock Alert', description: 'Stop a back-in-stock alert with the link from your e-mail.' },
  notFound: { title: 'Page Not Found', description: undefined },
  admin: { title: 'Admin Dashboard', description: 'Manage products, categories, orders, coupons, messages and SEO.' },
} as const;
export type FixedHeadName = keyof typeof FIXED_HEADS;

/** How the head of a route is made: from an SEO record, a fixed text, a content record, or the product. */
export type RouteHead = { seo: SeoPageName } | { fixed: FixedHeadName } | { content: ContentPageName } | { product: true };

/** The screen a route shows (router.tsx has one lazy component per name). */
export type PageKey =
  | 'home'
  | 'shop'
  | 'product'
  | 'cart'
  | 'checkout'
  | 'account'
  | 'forgotPassword'
  | 'resetPassword'
  | 'verifyEmail'
  | 'confirmStockAlert'
  | 'cancelStockAlert'
  | 'contact'
  | 'about'
  | 'trackOrder'
  | 'order'
  | 'content';

export interface PublicRoute {
  path: string;
  page: PageKey;
  head: RouteHead;
  /** Listed in the sitemap (a page a search engine should find). */
  sitemap?: boolean;
  /** Personal or transactional: `<meta name="robots" content="noindex">` (robots.txt also disallows the main ones). */
  noindex?: boolean;
}

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: '/', page: 'home', head: { seo: 'home' }, sitemap: true },
  { path: '/shop', page: 'shop', head: { seo: 'shop' }, sitemap: true },
  { path: '/product/:id', page: 'product', head: { product: true } },
  { path: '/products/:id', page: 'product', head: { product: true } },
  { path: '/cart', page: 'cart', head: { seo: 'cart' }, noindex: true },
  { path: '/checkout', page: 'checkout', head: { seo: 'checkout' }, noindex: true },
  { path: '/account', page: 'account', head: { seo: 'account' }, noindex: true },
  { path: '/forgot-password', page: 'forgotPassword', head: { fixed: 'forgotPassword' }, noindex: true },
  { path: '/reset-password', page: 'resetPassword', head: { fixed: 'resetPassword' }, noindex: true },
  { path: '/verify-email', page: 'verifyEmail', head: { fixed: 'verifyEmail' }, noindex: true },
  { path: '/stock-alerts/confirm', page: 'confirmStockAlert', head: { fixed: 'confirmStockAlert' }, noindex: true },
  { path: '/stock-alerts/cancel', page: 'cancelStockAlert', head: { fixed: 'cancelStockAlert' }, noindex: true },
  { path: '/contact', page: 'contact', head: { seo: 'contact' }, sitemap: true },
  { path: '/about', page: 'about', head: { seo: 'about' }, sitemap: true },
  { path: '/track-order', page: 'trackOrder', head: { fixed: 'trackOrder' }, sitemap: true },
  { path: '/order/:token', page: 'order', head: { fixed: 'order' }, noindex: true },
  ...CONTENT_PAGES.map((section): PublicRoute => ({ path: `/${section}`, page: 'content', head: { content: section }, sitemap: true })),
];

/** The dashboard: client-rendered, served as the plain app shell. */
export const ADMIN_PATH = '/admin';

/** Paths robots.txt keeps crawlers out of (personal or transactional screens). */
export const ROBOTS_DISALLOW = ['/admin', '/account', '/checkout', '/cart', '/order/', '/reset-password', '/verify-email', '/stock-alerts/'] as const;

export interface RouteMatch {
  route: PublicRoute;
  params: Record<string, string>;
}

/**
 * The route a pathname shows, as react-router matches it: case-insensitive, a trailing slash
 * ignored, `:name` one non-empty segment. Null: the 404 screen.
 */
export function matchPublicRoute(pathname: string): RouteMatch | null {
  const segments = splitPath(pathname);
  if (segments === null) return null;
  for (const route of PUBLIC_ROUTES) {
    const pattern = splitPath(route.path)!;
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const ok = pattern.every((part, i) => {
      if (part.startsWith(':')) {
        params[part.slice(1)] = segments[i];
        return true;
      }
      return part.toLowerCase() === segments[i].toLowerCase();
    });
    if (ok) return { route, params };
  }
  return null;
}

function splitPath(pathname: string): string[] | null {
  const parts = pathname.split('/').filter((p) => p !== '');
  try {
    return parts.map((p) => decodeURIComponent(p));
  } catch {
    return null; // a malformed escape: no route has it
  }
}
