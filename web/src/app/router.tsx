// Routes (spec §2). Every page is its own lazy chunk, so the storefront never downloads admin code.
// The same `routes` serve the server render (entry-server.tsx, a static router) and the browser
// (main.tsx, a browser router); before hydrating, the browser loads the page the server rendered
// (preloadPage), so hydration meets the page itself and not its Suspense fallback.
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Layout } from './layout/layout';
import { AdminLayout } from './layout/admin-layout';
import { PageLoader } from '@/components/ui/page-loader';
import { hydrationDone } from '@/lib/use-hydrated';
import { ADMIN_PATH, PUBLIC_ROUTES, type PageKey } from '@/lib/seo/routes';

interface LazyPage {
  /** The page's module as the build's manifest names it (`src/features/home/home-page.tsx`): the server preloads its chunk. */
  module: string;
  Page: ComponentType;
  preload(): Promise<void>;
}

/** Every page module, each its own chunk (Vite's glob import: one dynamic import per file). */
const PAGE_MODULES = import.meta.glob<{ default: ComponentType }>(['/src/features/*/*-page.tsx', '/src/components/layout/not-found-page.tsx']);

/**
 * A lazy page that renders synchronously once its module is loaded (React.lazy alone suspends on
 * its first render even when the module is already there). While not loaded: React.lazy.
 */
function lazyPage(path: string): LazyPage {
  const load = PAGE_MODULES[path];
  if (!load) throw new Error(`router: no page module ${path}`);
  let Loaded: ComponentType | null = null;
  const preload = () =>
    load().then((m) => {
      Loaded = m.default;
    });
  const Lazy = lazy(() => load().then((m) => ((Loaded = m.default), m)));
  const Page = () => (Loaded ? <Loaded /> : <Lazy />);
  return { module: path.slice(1), Page, preload };
}

/**
 * Its effect runs once the page beside it is committed — after hydration, the page's server HTML is
 * hydrated, the header and footer (outside the page's boundary) before it — so browser-only state
 * may show now (use-hydrated.ts); a state change any earlier would reach a part still hydrating.
 */
function PageShown() {
  useEffect(hydrationDone, []);
  return null;
}

const page = ({ Page }: LazyPage) => (
  <Suspense fallback={<PageLoader />}>
    <Page />
    <PageShown />
  </Suspense>
);

// One lazy screen per page of the shared route list (PUBLIC_ROUTES, which the server reads too).
const PAGES: Record<PageKey, LazyPage> = {
  home: lazyPage('/src/features/home/home-page.tsx'),
  shop: lazyPage('/src/features/catalog/shop-page.tsx'),
  product: lazyPage('/src/features/catalog/product-page.tsx'),
  cart: lazyPage('/src/features/cart/cart-page.tsx'),
  checkout: lazyPage('/src/features/checkout/checkout-page.tsx'),
  account: lazyPage('/src/features/account/account-page.tsx'),
  forgotPassword: lazyPage('/src/features/password-reset/forgot-password-page.tsx'),
  resetPassword: lazyPage('/src/features/password-reset/reset-password-page.tsx'),
  verifyEmail: lazyPage('/src/features/email-links/verify-email-page.tsx'),
  confirmStockAlert: lazyPage('/src/features/email-links/confirm-stock-alert-page.tsx'),
  cancelStockAlert: lazyPage('/src/features/email-links/cancel-stock-alert-page.tsx'),
  contact: lazyPage('/src/features/contact/contact-page.tsx'),
  about: lazyPage('/src/features/about/about-page.tsx'),
  trackOrder: lazyPage('/src/features/track-order/track-order-page.tsx'),
  order: lazyPage('/src/features/order-confirmation/order-confirmation-page.tsx'),
  content: lazyPage('/src/features/content/content-page.tsx'),
};
const AdminPage = lazyPage('/src/features/admin/admin-page.tsx');
const NotFoundPage = lazyPage('/src/components/layout/not-found-page.tsx');

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

const pagesAt = (pathname: string): LazyPage[] =>
  (matchRoutes(routes, pathname) ?? []).flatMap((m) => (m.route.handle as { page?: LazyPage } | undefined)?.page ?? []);

/** Loads the page module a path shows, so that its first render does not suspend. */
export async function preloadPage(pathname: string): Promise<void> {
  await Promise.all(pagesAt(pathname).map((p) => p.preload()));
}

/** The modules of the pages a path shows (the server names their chunks in the HTML, so the browser fetches them at once). */
export const pageModules = (pathname: string): string[] => pagesAt(pathname).map((p) => p.module);

/** Loads every storefront page module (the server does it at start, so no first request pays for it); one after the other. */
export async function preloadStorefrontPages(): Promise<void> {
  for (const p of [...Object.values(PAGES), NotFoundPage]) await p.preload();
}

/**
 * `hydrating`: the page is the server's HTML, where the shopper may already have scrolled. Without
 * hydration data React Router scrolls to the top on its first render (ScrollRestoration), which
 * threw a shopper who scrolled while the page hydrated back to the top; with it, the first render
 * leaves the scroll where it is (a reload still restores the position React Router saved).
 */
export const createAppRouter = (hydrating = false) => createBrowserRouter(routes, hydrating ? { hydrationData: {} } : undefined);

export function AppRouter({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return <RouterProvider router={router} />;
}
