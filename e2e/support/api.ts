// Seeding through the GraphQL API (Playwright's `request`), for the steps a journey does not
// test through the screens: users, server carts, orders, order statuses.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, PASSWORD, uniqueEmail } from './constants';

type Variables = Record<string, unknown>;

/** An expected failure in a mutation's payload (select `errors { field code message }`). */
interface PayloadError {
  field: string | null;
  code: string;
  message: string;
}

/** Runs one GraphQL operation and answers its data; throws with the server's messages on errors, top-level or in a mutation's payload. */
export async function gql<T = unknown>(request: APIRequestContext, query: string, variables: Variables = {}, token?: string): Promise<T> {
  const res = await request.post('/graphql', {
    data: { query, variables },
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    timeout: 30_000,
  });
  const body = (await res.json().catch(() => null)) as { data?: T; errors?: { message: string; extensions?: { code?: string } }[] } | null;
  if (!body || body.errors?.length) {
    const messages = body?.errors?.map((e) => `${e.extensions?.code ?? ''} ${e.message}`).join('; ');
    throw new Error(`GraphQL ${res.status()}: ${messages ?? (await res.text())}`);
  }
  for (const [field, answer] of Object.entries(body.data ?? {})) {
    const refusals = (answer as { errors?: PayloadError[] } | null)?.errors;
    if (Array.isArray(refusals) && refusals.length)
      throw new Error(`${field} refused: ${refusals.map((e) => `${e.code} ${e.field ?? ''} ${e.message}`).join('; ')}`);
  }
  return body.data as T;
}

export interface Customer {
  id: string;
  token: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone: string;
}

const REGISTER = /* GraphQL */ `
  mutation E2eRegister($input: RegisterInput!) {
    register(input: $input) {
      token
      user {
        id
        email
        firstName
        lastName
        phone
        role
      }
      errors {
        field
        code
        message
      }
    }
  }
`;

/** Registers a new customer with a unique e-mail. */
/**
 * A new customer through the API; their e-mail is confirmed with the link the shop e-mailed them (read, as the
 * admin would, from the kept e-mails) unless `verified: false`.
 */
export async function registerCustomer(
  request: APIRequestContext,
  overrides: Partial<Omit<Customer, 'id' | 'token'>> = {},
  { verified = true }: { verified?: boolean } = {},
): Promise<Customer> {
  const input = {
    firstName: overrides.firstName ?? 'Asha',
    lastName: overrides.lastName ?? 'Patel',
    email: overrides.email ?? uniqueEmail(),
    phone: overrides.phone ?? '9876543210',
    password: overrides.password ?? PASSWORD,
  };
  const data = await gql<{ register: { token: string; user: { id: string } } }>(request, REGISTER, { input });
  if (verified) await gql(request, VERIFY_EMAIL, { input: { token: await linkTokenFromKeptEmail(request, input.email.toLowerCase(), 'EMAIL_VERIFICATION') } });
  return { ...input, id: data.register.user.id, token: data.register.token };
}

const KEPT_EMAILS = /* GraphQL */ `
  query E2eKeptEmails($kind: EmailKind) {
    emails(kind: $kind, limit: 100) {
      items {
        id
        to
      }
    }
  }
`;
const KEPT_EMAIL = /* GraphQL */ `
  query E2eKeptEmail($id: ID!) {
    email(id: $id) {
      text
    }
  }
`;
const VERIFY_EMAIL = /* GraphQL */ `
  mutation E2eVerifyEmail($input: VerifyEmailInput!) {
    verifyEmail(input: $input) {
      email
      errors {
        field
        code
        message
      }
    }
  }
`;

/** The token (#token=…) of the newest kept e-mail of `kind` to `to`, read through the admin's Emails API. */
export async function linkTokenFromKeptEmail(request: APIRequestContext, to: string, kind: 'EMAIL_VERIFICATION' | 'STOCK_ALERT_CONFIRMATION'): Promise<string> {
  const token = await adminToken(request);
  const { emails } = await gql<{ emails: { items: { id: string; to: string }[] } }>(request, KEPT_EMAILS, { kind }, token);
  const newest = emails.items.find((e) => e.to === to); // newest first
  if (!newest) throw new Error(`no ${kind} e-mail to ${to}`);
  const { email } = await gql<{ email: { text: string } }>(request, KEPT_EMAIL, { id: newest.id }, token);
  const found = /#token=([\w-]+)/.exec(email.text)?.[1];
  if (!found) throw new Error(`the ${kind} e-mail to ${to} has no link`);
  return found;
}

const LOGIN = /* GraphQL */ `
  mutation E2eLogin($input: LoginInput!) {
    login(input: $input) {
      token
      user {
        id
        role
      }
      errors {
        field
        code
        message
      }
    }
  }
`;

export async function login(request: APIRequestContext, email: string, password: string): Promise<string> {
  const data = await gql<{ login: { token: string } }>(request, LOGIN, { input: { email, password } });
  return data.login.token;
}

export const adminToken = (request: APIRequestContext) => login(request, ADMIN.email, ADMIN.password);

/** One size × colour of a product with its own stock (size/color null when the product has none). */
export interface VariantInfo {
  id: string;
  sku: string;
  size: string | null;
  color: string | null;
  stock: number;
}

export interface ProductInfo {
  id: string;
  name: string;
  price: string;
  originalPrice: string | null;
  /** the sum of the variants' stock */
  stock: number;
  sizes: string[];
  colors: string[];
  images: string[];
  category: { name: string } | null;
  variants: VariantInfo[];
}

/** A product with the in-stock variant a journey uses. */
export interface PickedProduct extends ProductInfo {
  variant: VariantInfo;
}

const PRODUCTS = /* GraphQL */ `
  query E2eProducts($filter: ProductFilter, $limit: Int, $offset: Int, $sort: ProductSort) {
    products(filter: $filter, limit: $limit, offset: $offset, sort: $sort) {
      total
      items {
        id
        name
        price
        originalPrice
        stock
        sizes
        colors
        images
        category {
          name
        }
        variants {
          id
          sku
          size
          color
          stock
        }
      }
    }
  }
`;

export async function findProducts(
  request: APIRequestContext,
  filter: Variables = {},
  opts: { limit?: number; offset?: number; sort?: string } = {},
): Promise<ProductInfo[]> {
  const data = await gql<{ products: { total: number; items: ProductInfo[] } }>(request, PRODUCTS, {
    filter,
    limit: opts.limit ?? 100,
    offset: opts.offset ?? 0,
    sort: opts.sort ?? 'FEATURED',
  });
  return data.products.items;
}

/**
 * An in-stock product with sizes and colours (the common case in the catalogue), and one of its
 * variants holding at least `minStock` units: the seed gives each variant only 1–7, and sells out
 * the largest size of some products, so journeys pick by a variant's stock, not the product's total.
 * `skip` lets two tests of one run use different products; `minStock` keeps stock-taking journeys
 * from emptying a variant.
 */
export async function pickProduct(
  request: APIRequestContext,
  opts: { skip?: number; minStock?: number; filter?: Variables; withOptions?: boolean } = {},
): Promise<PickedProduct> {
  const items = await findProducts(request, { inStock: true, ...(opts.filter ?? {}) });
  const hasOptions = (p: ProductInfo) =>
    opts.withOptions === false ? p.sizes.length === 0 && p.colors.length === 0 : p.sizes.length > 0 && p.colors.length > 0;
  const fit = items.flatMap((p) => {
    const variant = p.variants.find((v) => v.stock >= (opts.minStock ?? 5));
    return hasOptions(p) && variant ? [{ ...p, variant }] : [];
  });
  const product = fit[(opts.skip ?? 0) % Math.max(1, fit.length)];
  if (!product) throw new Error(`No product fits ${JSON.stringify(opts)}`);
  return product;
}

/** A product with a size sold out in every colour, and an in-stock variant of another size. */
export interface SoldOutSizeProduct extends PickedProduct {
  soldOutSize: string;
}

export async function pickProductWithSoldOutSize(request: APIRequestContext, opts: { skip?: number; minStock?: number } = {}): Promise<SoldOutSizeProduct> {
  const items = await findProducts(request, { inStock: true });
  const fit = items.flatMap((p) => {
    const soldOutSize = p.sizes.find((size) => p.variants.every((v) => v.size !== size || v.stock === 0));
    const variant = p.variants.find((v) => v.size !== soldOutSize && v.stock >= (opts.minStock ?? 2));
    return soldOutSize && variant ? [{ ...p, soldOutSize, variant }] : [];
  });
  const product = fit[(opts.skip ?? 0) % Math.max(1, fit.length)];
  if (!product) throw new Error('The seed has no product with a sold-out size (see seedVariantStock)');
  return product;
}

export interface Line {
  productId: string;
  quantity: number;
  size?: string | null;
  color?: string | null;
}

/** A picked product's in-stock variant as a cart line (any other product: its first size and colour). */
export const lineOf = (p: ProductInfo | PickedProduct, quantity = 1): Line => {
  const v = 'variant' in p ? p.variant : null;
  return { productId: p.id, quantity, size: v ? v.size : (p.sizes[0] ?? null), color: v ? v.color : (p.colors[0] ?? null) };
};

/** How the cart names a line's options: "Size: M · Color: Teal". */
export const optionsText = (v: Pick<VariantInfo, 'size' | 'color'>) =>
  [v.size && `Size: ${v.size}`, v.color && `Color: ${v.color}`].filter(Boolean).join(' · ');

/** The product page's stock line for a variant: 'Only 2 left in Teal, M' (5 or fewer) or 'In stock'. */
export const stockLineText = (v: Pick<VariantInfo, 'size' | 'color' | 'stock'>) => {
  const label = [v.color, v.size].filter(Boolean).join(', ');
  return v.stock <= 5 ? `Only ${v.stock} left${label ? ` in ${label}` : ''}` : 'In stock';
};

const ADD_TO_CART = /* GraphQL */ `
  mutation E2eAddToCart($input: AddToCartInput!) {
    addToCart(input: $input) {
      cart {
        id
        totalQuantity
      }
      errors {
        field
        code
        message
      }
    }
  }
`;

export async function addToServerCart(request: APIRequestContext, token: string, line: Line): Promise<void> {
  await gql(request, ADD_TO_CART, { input: line }, token);
}

export function addressOf(c: Pick<Customer, 'firstName' | 'lastName' | 'email' | 'phone'>) {
  return {
    firstName: c.firstName,
    lastName: c.lastName,
    email: c.email,
    phone: c.phone,
    address: '12 Race Course Road, Alkapuri',
    city: 'Vadodara',
    zipCode: '390007',
    country: 'India',
  };
}

const QUOTE = /* GraphQL */ `
  query E2eQuote($input: CheckoutInput!) {
    checkoutQuote(input: $input) {
      subtotal
      shipping
      tax
      discount
      total
      couponCode
      couponMessage
    }
  }
`;
const PLACE_ORDER = /* GraphQL */ `
  mutation E2ePlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      orderToken
      order {
        id
        status
        total
      }
      errors {
        field
        code
        message
      }
    }
  }
`;

/** Places a pay-on-delivery order for a customer (server-priced: the quote gives the expected figures), with its access token. */
export async function placeCodOrder(request: APIRequestContext, customer: Customer, lines: Line[], couponCode: string | null = null) {
  const shippingAddress = addressOf(customer);
  const checkout = { items: lines, couponCode, shippingAddress };
  const { checkoutQuote: q } = await gql<{ checkoutQuote: Record<'subtotal' | 'shipping' | 'tax' | 'discount' | 'total', string> }>(
    request,
    QUOTE,
    { input: checkout },
    customer.token,
  );
  const expected = { subtotal: q.subtotal, shipping: q.shipping, tax: q.tax, discount: q.discount, total: q.total };
  const data = await gql<{ placeOrder: { orderToken: string; order: { id: string; status: string; total: string } } }>(
    request,
    PLACE_ORDER,
    { input: { ...checkout, billingAddress: shippingAddress, paymentMethod: 'PAY_ON_DELIVERY', expected } },
    customer.token,
  );
  return { ...data.placeOrder.order, token: data.placeOrder.orderToken };
}

const START_PAYMENT = /* GraphQL */ `
  mutation E2eStartPayment($input: CheckoutInput!) {
    startPayment(input: $input) {
      payment {
        providerOrderId
      }
      errors {
        code
        message
      }
    }
  }
`;

/**
 * Places an order paid online through the shop's sandbox provider (the e2e shop runs with PAYMENT_SANDBOX=1), as the
 * sandbox window's Pay button does: start the payment, pay it, place the order with the signed proof.
 */
export async function placeOnlineOrder(request: APIRequestContext, customer: Customer, lines: Line[]) {
  const shippingAddress = addressOf(customer);
  const checkout = { items: lines, couponCode: null, shippingAddress };
  const started = await gql<{ startPayment: { payment: { providerOrderId: string } | null; errors: unknown[] } }>(request, START_PAYMENT, { input: checkout }, customer.token);
  if (!started.startPayment.payment) throw new Error(`startPayment refused: ${JSON.stringify(started.startPayment.errors)}`);
  const paid = await request.post('/payments/sandbox/pay', { data: { order: started.startPayment.payment.providerOrderId } });
  if (!paid.ok()) throw new Error(`sandbox pay: ${paid.status()} ${await paid.text()}`);
  const proof = (await paid.json()) as { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
  const payment = { providerOrderId: proof.razorpay_order_id, paymentId: proof.razorpay_payment_id, signature: proof.razorpay_signature };
  const data = await gql<{ placeOrder: { order: { id: string; status: string; total: string } | null; errors: unknown[] } }>(
    request,
    PLACE_ORDER,
    { input: { ...checkout, billingAddress: shippingAddress, paymentMethod: 'RAZORPAY', payment } },
    customer.token,
  );
  if (!data.placeOrder.order) throw new Error(`placeOrder refused: ${JSON.stringify(data.placeOrder.errors)}`);
  return data.placeOrder.order;
}

const MY_ORDERS = /* GraphQL */ `
  query E2eMyOrders {
    myOrders(limit: 20) {
      total
      items {
        id
        status
        total
        couponCode
        paymentMethod
        paymentStatus
      }
    }
  }
`;

export async function myOrders(request: APIRequestContext, token: string) {
  const data = await gql<{
    myOrders: {
      total: number;
      items: { id: string; status: string; total: string; couponCode: string | null; paymentMethod: string; paymentStatus: string }[];
    };
  }>(request, MY_ORDERS, {}, token);
  return data.myOrders;
}

const CART = /* GraphQL */ `
  query E2eCart {
    cart {
      totalQuantity
      items {
        productId
        quantity
        size
        color
        product {
          name
        }
      }
    }
  }
`;

export async function serverCart(request: APIRequestContext, token: string) {
  const data = await gql<{
    cart: { totalQuantity: number; items: { productId: string; quantity: number; size: string | null; color: string | null; product: { name: string } }[] };
  }>(request, CART, {}, token);
  return data.cart;
}

const SEO = /* GraphQL */ `
  query E2eSeo($pageName: String!) {
    seo(pageName: $pageName) {
      id
      pageName
      title
      description
      keywords
    }
  }
`;
const UPDATE_SEO = /* GraphQL */ `
  mutation E2eUpdateSeo($input: UpdateSeoMetaInput!) {
    updateSeoMeta(input: $input) {
      seoMeta {
        id
        title
      }
      errors {
        field
        code
        message
      }
    }
  }
`;

export async function seoOf(request: APIRequestContext, pageName: string) {
  const data = await gql<{ seo: { id: string; pageName: string; title: string; description: string; keywords: string } | null }>(request, SEO, { pageName });
  return data.seo;
}

export async function updateSeo(
  request: APIRequestContext,
  token: string,
  id: string,
  input: { pageName: string; title: string; description: string; keywords: string },
) {
  await gql(request, UPDATE_SEO, { input: { ...input, id } }, token);
}

/** Signs a customer in in the browser the way the app does it: the token in localStorage. */
export async function signInBrowser(page: Page, token: string): Promise<void> {
  await storeInBrowser(page, 'token', token);
}

/**
 * Puts `value` under `key` in the shop's local storage so that the next page sees it. Chromium hands a page's
 * localStorage writes to the browser process asynchronously, and a navigation right after can start the next
 * document before the write has arrived — or lose it with the old document (seen: 1 run in 3 lost a token set on a
 * busy, hydrating page). So the value is read back from a fresh document, and written again until it is there.
 */
async function storeInBrowser(page: Page, key: string, value: string): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/favicon.svg');
  for (let attempt = 0; attempt < 10; attempt++) {
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, value] as const);
    await page.goto('/favicon.svg');
    if ((await page.evaluate((k) => localStorage.getItem(k), key)) === value) return;
  }
  throw new Error(`local storage kept no ${key}`);
}

/** Puts lines in the browser's guest cart (the app's local storage format, spec §3). */
const CREATE_CART = /* GraphQL */ `
  mutation E2eCreateCart {
    createCart {
      token
      errors {
        field
        code
        message
      }
    }
  }
`;

/** A guest's server cart with these lines; the browser keeps only its token, as the shop does. */
export async function seedGuestCart(page: Page, lines: Line[]): Promise<string> {
  const { createCart } = await gql<{ createCart: { token: string } }>(page.request, CREATE_CART);
  for (const line of lines) await gql(page.request, ADD_TO_CART, { input: { ...line, cartToken: createCart.token } });
  await storeInBrowser(page, 'guest-cart', createCart.token);
  return createCart.token;
}

/** The header's cart button, whose name carries the count ("Cart, 2 items"). */
export const cartButton = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart/ });

export async function expectCartCount(page: Page, count: number) {
  await expect(cartButton(page)).toHaveAccessibleName(count > 0 ? `Cart, ${count} items` : 'Cart', { timeout: 20_000 });
}
