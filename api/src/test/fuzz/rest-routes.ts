// Every /api route (platform/rest/router.ts and each *.rest.ts), with who normally calls it and the shape of its
// path parameters, query string and body — the fuzz test generates requests from these.
import { LINE, type Shape } from './values';

export type Role = 'guest' | 'customer' | 'admin';

export interface RestRoute {
  method: 'get' | 'post' | 'put' | 'delete';
  /** With `:name` parameters described in `params`. */
  path: string;
  role: Role;
  params?: Record<string, Shape>;
  query?: Record<string, Shape>;
  body?: Shape;
  /** Hashes or verifies a password (argon2, ~0.3 s): fewer cases, and one client IP (see the test). */
  slow?: boolean;
  /** More cases than an ordinary route: a long way from the request to the write (checkout). */
  deep?: boolean;
  /** Takes an Idempotency-Key header. */
  idempotent?: boolean;
}

const address: Shape = {
  object: { firstName: 'text', lastName: 'text', email: 'email', phone: 'phone', address: 'text', city: 'city', zipCode: 'text', country: 'country' },
};
const line = LINE;
const lines: Shape = { list: line, min: 1, max: 3 };
const product: Shape = {
  object: {
    name: 'text',
    description: 'longText',
    price: 'money',
    originalPrice: { optional: 'money' },
    categoryId: { id: 'category' },
    images: { list: 'url', max: 3 },
    sizes: { list: 'size', max: 4 },
    colors: { list: 'color', max: 3 },
    stock: 'int',
    featured: 'bool',
    variants: { optional: { list: { object: { size: 'size', color: 'color', stock: 'int', sku: { optional: 'sku' } } }, max: 4 } },
  },
};
const category: Shape = { object: { name: 'text', description: 'longText', image: 'url' } };
const seo: Shape = { object: { pageName: 'pageName', title: 'text', description: 'text', keywords: 'text' } };
const coupon: Shape = {
  object: { code: 'couponCode', type: 'couponType', value: 'money', minAmount: { optional: 'money' }, maxDiscount: { optional: 'money' }, expiresAt: { optional: 'date' }, active: { optional: 'bool' } },
};
const page = { limit: 'int', offset: 'int' } satisfies Record<string, Shape>;

export const REST_ROUTES: RestRoute[] = [
  // accounts
  { method: 'get', path: '/api/auth/me', role: 'customer' },
  { method: 'post', path: '/api/auth/login', role: 'guest', body: { object: { email: 'email', password: 'password' } }, slow: true },
  { method: 'post', path: '/api/auth/register', role: 'guest', body: { object: { firstName: 'text', lastName: 'text', email: 'email', phone: 'phone', password: 'password' } }, slow: true },
  { method: 'post', path: '/api/auth/change-password', role: 'customer', body: { object: { currentPassword: 'password', newPassword: 'password' } }, slow: true },
  { method: 'post', path: '/api/auth/logout', role: 'customer' },
  { method: 'put', path: '/api/auth/profile', role: 'customer', body: { object: { firstName: 'text', lastName: 'text', email: 'email', phone: 'phone' } } },
  // catalogue
  {
    method: 'get',
    path: '/api/products',
    role: 'guest',
    query: {
      categoryId: { id: 'category' },
      categoryIds: { list: { id: 'category' }, max: 2 },
      category: { enum: ['men', 'Women', 'kids', 'elders', 'nope'] },
      minPrice: 'money',
      maxPrice: 'money',
      search: 'text',
      sizes: { list: 'size', max: 2 },
      featured: 'bool',
      ids: { list: { id: 'product' }, max: 2 },
      sale: 'bool',
      inStock: 'bool',
      lowStock: 'bool',
      nameOrSku: 'text',
      sort: 'sort',
      ...page,
    },
  },
  { method: 'get', path: '/api/products/:id', role: 'guest', params: { id: { id: 'product' } } },
  { method: 'post', path: '/api/products', role: 'admin', body: product },
  { method: 'put', path: '/api/products/:id', role: 'admin', params: { id: { id: 'product' } }, body: product },
  { method: 'delete', path: '/api/products/:id', role: 'admin', params: { id: { id: 'product' } } },
  { method: 'get', path: '/api/categories', role: 'guest' },
  { method: 'post', path: '/api/categories', role: 'admin', body: category },
  { method: 'put', path: '/api/categories/:id', role: 'admin', params: { id: { id: 'category' } }, body: category },
  { method: 'delete', path: '/api/categories/:id', role: 'admin', params: { id: { id: 'category' } } },
  // messages, SEO, content, newsletter, dashboard
  { method: 'post', path: '/api/contact', role: 'guest', body: { object: { firstName: 'text', lastName: 'text', email: 'email', phone: 'phone', message: 'longText' } } },
  { method: 'get', path: '/api/contact-messages', role: 'admin', query: page },
  { method: 'get', path: '/api/seo', role: 'guest' },
  { method: 'get', path: '/api/seo/:pageName', role: 'guest', params: { pageName: 'pageName' } },
  { method: 'post', path: '/api/seo', role: 'admin', body: seo },
  { method: 'put', path: '/api/seo/:id', role: 'admin', params: { id: { id: 'seo' } }, body: seo },
  { method: 'delete', path: '/api/seo/:id', role: 'admin', params: { id: { id: 'seo' } } },
  { method: 'get', path: '/api/content/:section', role: 'guest', params: { section: 'section' } },
  { method: 'put', path: '/api/content/:section', role: 'admin', params: { section: 'section' }, body: 'json' },
  { method: 'post', path: '/api/newsletter', role: 'guest', body: { object: { email: 'email' } } },
  { method: 'get', path: '/api/admin/stats', role: 'admin' },
  // stock alerts
  { method: 'post', path: '/api/stock-alerts', role: 'guest', body: { object: { variantId: { id: 'variant' }, email: { optional: 'email' } } } },
  { method: 'post', path: '/api/stock-alerts', role: 'customer', body: { object: { variantId: { id: 'variant' } } } },
  { method: 'get', path: '/api/admin/stock-alerts', role: 'admin', query: page },
  // cart
  { method: 'post', path: '/api/carts', role: 'guest' },
  { method: 'get', path: '/api/cart', role: 'customer' },
  { method: 'post', path: '/api/cart', role: 'customer', body: line },
  { method: 'post', path: '/api/cart/merge', role: 'customer', body: { object: { items: lines } } },
  { method: 'post', path: '/api/cart/merge', role: 'customer', body: { object: { cartToken: 'text' } } },
  { method: 'put', path: '/api/cart/:id', role: 'customer', params: { id: { id: 'cartItem' } }, body: { object: { quantity: 'quantity' } } },
  { method: 'delete', path: '/api/cart/:id', role: 'customer', params: { id: { id: 'cartItem' } } },
  { method: 'delete', path: '/api/cart', role: 'customer' },
  // coupons
  { method: 'post', path: '/api/coupons/validate', role: 'guest', body: { object: { code: 'couponCode', subtotal: 'money' } } },
  { method: 'get', path: '/api/coupons', role: 'admin', query: { ...page, search: 'couponCode' } },
  { method: 'post', path: '/api/coupons', role: 'admin', body: coupon },
  { method: 'put', path: '/api/coupons/:id', role: 'admin', params: { id: { id: 'coupon' } }, body: coupon },
  { method: 'delete', path: '/api/coupons/:id', role: 'admin', params: { id: { id: 'coupon' } } },
  // orders and checkout
  { method: 'get', path: '/api/orders', role: 'admin', query: { ...page, status: 'status', search: 'orderRef', sort: 'sort' } },
  { method: 'get', path: '/api/orders', role: 'customer', query: page },
  { method: 'get', path: '/api/orders/track', role: 'guest', query: { orderId: 'orderRef', email: 'email' } },
  { method: 'post', path: '/api/orders/quote', role: 'guest', body: { object: { items: lines, couponCode: { optional: 'couponCode' } } } },
  { method: 'post', path: '/api/payments/start', role: 'guest', deep: true, body: { object: { items: lines, couponCode: { optional: 'couponCode' }, shippingAddress: address, billingAddress: { optional: address } } } },
  {
    method: 'post',
    path: '/api/orders',
    role: 'guest',
    deep: true,
    idempotent: true,
    body: {
      object: {
        items: lines,
        couponCode: { optional: 'couponCode' },
        shippingAddress: address,
        billingAddress: { optional: address },
        paymentMethod: 'paymentMethod',
        paymentId: { optional: 'text', rarely: true },
        razorpayOrderId: { optional: 'text', rarely: true },
        razorpaySignature: { optional: 'text', rarely: true },
        subtotal: 'money',
        shipping: 'money',
        tax: 'money',
        discount: 'money',
        total: 'money',
        userId: { optional: { id: 'user' }, rarely: true },
      },
    },
  },
  { method: 'get', path: '/api/orders/:id', role: 'customer', params: { id: { id: 'order' } } },
  { method: 'put', path: '/api/orders/:id/status', role: 'admin', params: { id: { id: 'order' } }, body: { object: { status: 'status' } } },
  { method: 'post', path: '/api/orders/:id/reorder', role: 'customer', params: { id: { id: 'order' } } },
  { method: 'post', path: '/api/orders/:id/payments', role: 'admin', params: { id: { id: 'order' } }, body: { object: { amount: 'money', paidOn: 'date', note: 'text' } } },
  { method: 'post', path: '/api/orders/:id/refunds', role: 'admin', params: { id: { id: 'order' } }, body: { object: { amount: 'money', note: 'text' } } },
];
