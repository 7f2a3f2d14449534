// Routes (spec §2). Every page is its own lazy chunk, so the storefront never downloads admin code.
// The same `routes` serve the server render (entry-server.tsx, a static router) and the browser
// (main.tsx, a browser router); before hydrating, the browser loads the page the server rendered
// (preloadPage), so hydration meets the page itself and not its Suspense fallback.
import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Layout } from './layout/layout';
import { AdminLayout } from './layout/admin-layout';
import { PageLoader } from '@/components/ui/page-loader';
import { ADMIN_PATH, PUBLIC_ROUTES, type PageKey } from '@/lib/seo/routes';

interface LazyPage {
  Page: ComponentType;
  preload(): Promise<void>;
}

/**
 * A lazy page that renders synchronously once its module is loaded (React.lazy alone suspends on
 * its first render even when the module is already there). While not loaded: React.lazy.
 */
function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let Loaded: ComponentType | null = null;
  const preload = () =>
    load().then((m) => {
      Loaded = m.default;
    });
  const Lazy = lazy(() => load().then((m) => ((Loaded = m.default), m)));
  const Page = () => (Loaded ? <Loaded /> : <Lazy />);
  return { Page, preload };
}

const page = ({ Page }: LazyPage) => (
  <Suspense fallback={<PageLoader />}>
    <Page />
  </Suspense>
);

// One lazy screen per page of the shared route list (PUBLIC_ROUTES, which the server reads too).
const PAGES: Record<PageKey, LazyPage> = {
  home: lazyPage(() => import('@/features/home/home-page')),
  shop: lazyPage(() => import('@/features/catalog/shop-page')),
  product: lazyPage(() => import('@/features/catalog/product-page')),
  cart: lazyPage(() => import('@/features/cart/cart-page')),
  checkout: lazyPage(() => import('@/features/checkout/checkout-page')),
  account: lazyPage(() => import('@/features/account/account-page')),
  forgotPassword: lazyPage(() => import('@/features/password-reset/forgot-password-page')),
  resetPassword: lazyPage(() => import('@/features/password-reset/reset-password-page')),
  contact: lazyPage(() => import('@/features/contact/contact-page')),
  about: lazyPage(() => import('@/features/about/about-page')),
  trackOrder: lazyPage(() => import('@/features/track-order/track-order-page')),
  order: lazyPage(() => import('@/features/order-confirmation/order-confirmation-page')),
  content: lazyPage(() => import('@/features/content/content-page')),
};
const AdminPage = lazyPage(() => import('@/features/admin/admin-page'));
const NotFoundPage = lazyPage(() => import('@/components/layout/not-found-page'));

/** Routes with `handle.page`: the lazy page a matched route shows (preloadPage). */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      ...PUBLIC_ROUTES.map((route) => ({ path: route.path, element: page(PAGES[route.page]), handle: { page: PAGES[route.page] } })),
      // Any other path: the 404 screen (the server answers it with HTTP 404).
      { path: '*', element: page(NotFoundPage), handle: { page: NotFoundPage } },
    ],
  },
  // The dashboard has its own frame: no storefront navigation, footer, newsletter or social links.
  { element: <AdminLayout />, children: [{ path: ADMIN_PATH, element: page(AdminPage), handle: { page: AdminPage } }] },
];

/** Loads the page module a path shows, so that its first render does not suspend. */
export async function preloadPage(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const pages = matches.flatMap((m) => (m.route.handle as { page?: LazyPage } | undefined)?.page ?? []);
  await Promise.all(pages.map((p) => p.preload()));
}

/** Loads every storefront page module (the server does it at start, so no first request pays for it); one after the other. */
export async function preloadStorefrontPages(): Promise<void> {
  for (const p of [...Object.values(PAGES), NotFoundPage]) await p.preload();
}

export const createAppRouter = () => createBrowserRouter(routes);

export function AppRouter({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return <RouterProvider router={router} />;
}
