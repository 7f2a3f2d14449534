// Routes (spec §2). Every page is its own lazy chunk, so the storefront never downloads admin code.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Layout } from './layout/layout';
import { AdminLayout } from './layout/admin-layout';
import { PageLoader } from '@/components/ui/page-loader';
import { ADMIN_PATH, PUBLIC_ROUTES, type PageKey } from '@/lib/seo/routes';

const page = (Component: LazyExoticComponent<ComponentType>) => (
  <Suspense fallback={<PageLoader />}>
    <Component />
  </Suspense>
);

// One lazy screen per page of the shared route list (PUBLIC_ROUTES, which the server reads too).
const PAGES: Record<PageKey, LazyExoticComponent<ComponentType>> = {
  home: lazy(() => import('@/features/home/home-page')),
  shop: lazy(() => import('@/features/catalog/shop-page')),
  product: lazy(() => import('@/features/catalog/product-page')),
  cart: lazy(() => import('@/features/cart/cart-page')),
  checkout: lazy(() => import('@/features/checkout/checkout-page')),
  account: lazy(() => import('@/features/account/account-page')),
  forgotPassword: lazy(() => import('@/features/password-reset/forgot-password-page')),
  resetPassword: lazy(() => import('@/features/password-reset/reset-password-page')),
  contact: lazy(() => import('@/features/contact/contact-page')),
  about: lazy(() => import('@/features/about/about-page')),
  trackOrder: lazy(() => import('@/features/track-order/track-order-page')),
  order: lazy(() => import('@/features/order-confirmation/order-confirmation-page')),
  content: lazy(() => import('@/features/content/content-page')),
};
const AdminPage = lazy(() => import('@/features/admin/admin-page'));
const NotFoundPage = lazy(() => import('@/components/layout/not-found-page'));

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      ...PUBLIC_ROUTES.map((route) => ({ path: route.path, element: page(PAGES[route.page]) })),
      // Any other path: the 404 screen (the server answers it with HTTP 404).
      { path: '*', element: page(NotFoundPage) },
    ],
  },
  // The dashboard has its own frame: no storefront navigation, footer, newsletter or social links.
  { element: <AdminLayout />, children: [{ path: ADMIN_PATH, element: page(AdminPage) }] },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
