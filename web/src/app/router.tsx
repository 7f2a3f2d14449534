// Routes (spec §2). Every page is its own lazy chunk, so the storefront never downloads admin code.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Layout } from './layout/layout';
import { AdminLayout } from './layout/admin-layout';
import { PageLoader } from '@/components/ui/page-loader';

const page = (Component: LazyExoticComponent<ComponentType>) => (
  <Suspense fallback={<PageLoader />}>
    <Component />
  </Suspense>
);

const HomePage = lazy(() => import('@/features/home/home-page'));
const ShopPage = lazy(() => import('@/features/catalog/shop-page'));
const ProductPage = lazy(() => import('@/features/catalog/product-page'));
const CartPage = lazy(() => import('@/features/cart/cart-page'));
const CheckoutPage = lazy(() => import('@/features/checkout/checkout-page'));
const AccountPage = lazy(() => import('@/features/account/account-page'));
const ContactPage = lazy(() => import('@/features/contact/contact-page'));
const AboutPage = lazy(() => import('@/features/about/about-page'));
const ContentPage = lazy(() => import('@/features/content/content-page'));
const OrderConfirmationPage = lazy(() => import('@/features/order-confirmation/order-confirmation-page'));
const TrackOrderPage = lazy(() => import('@/features/track-order/track-order-page'));
const ForgotPasswordPage = lazy(() => import('@/features/password-reset/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('@/features/password-reset/reset-password-page'));
const AdminPage = lazy(() => import('@/features/admin/admin-page'));
const NotFoundPage = lazy(() => import('@/components/layout/not-found-page'));

export const CONTENT_PAGES = ['size-guide', 'shipping', 'faq', 'privacy-policy', 'terms', 'return-policy', 'refund-policy', 'cookie-policy'];

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: page(HomePage) },
      { path: '/shop', element: page(ShopPage) },
      { path: '/product/:id', element: page(ProductPage) },
      { path: '/products/:id', element: page(ProductPage) },
      { path: '/cart', element: page(CartPage) },
      { path: '/checkout', element: page(CheckoutPage) },
      { path: '/account', element: page(AccountPage) },
      { path: '/forgot-password', element: page(ForgotPasswordPage) },
      { path: '/reset-password', element: page(ResetPasswordPage) },
      { path: '/contact', element: page(ContactPage) },
      { path: '/about', element: page(AboutPage) },
      { path: '/track-order', element: page(TrackOrderPage) },
      { path: '/order/:token', element: page(OrderConfirmationPage) },
      ...CONTENT_PAGES.map((section) => ({ path: `/${section}`, element: page(ContentPage) })),
      { path: '*', element: page(NotFoundPage) },
    ],
  },
  // The dashboard has its own frame: no storefront navigation, footer, newsletter or social links.
  { element: <AdminLayout />, children: [{ path: '/admin', element: page(AdminPage) }] },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
