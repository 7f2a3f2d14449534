// The main storefront pages, each with what it needs (a cart line, a signed-in customer) and the
// sign that it has finished loading. Used by the accessibility, console and screenshot checks.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { lineOf, pickProduct, pickProductWithSoldOutSize, placeCodOrder, registerCustomer, seedGuestCart, signInBrowser } from './api';

export interface MainPage {
  name: string;
  /** prepares the state, opens the page and waits until its content is there */
  open(page: Page, request: APIRequestContext): Promise<void>;
}

const WAIT = { timeout: 30_000 };

async function settle(page: Page) {
  await page.waitForLoadState('networkidle', WAIT).catch(() => undefined);
  // no skeletons or spinners left
  await expect(page.getByRole('progressbar')).toHaveCount(0, WAIT);
}

export const MAIN_PAGES: MainPage[] = [
  {
    name: 'home',
    async open(page) {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible(WAIT);
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible(WAIT);
      await settle(page);
    },
  },
  {
    name: 'shop',
    async open(page) {
      await page.goto('/shop');
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible(WAIT);
      await settle(page);
    },
  },
  {
    name: 'product',
    async open(page, request) {
      const product = await pickProduct(request);
      await page.goto(`/product/${product.id}`);
      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible(WAIT);
      await settle(page);
    },
  },
  {
    name: 'product with a sold-out size',
    async open(page, request) {
      const product = await pickProductWithSoldOutSize(request, { skip: 2 });
      await page.goto(`/product/${product.id}`);
      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible(WAIT);
      await expect(page.getByRole('group', { name: /^Size/ }).getByRole('button', { name: product.soldOutSize, exact: true })).toBeDisabled(WAIT);
      await settle(page);
    },
  },
  {
    name: 'cart',
    async open(page, request) {
      const product = await pickProduct(request, { skip: 5 });
      await seedGuestCart(page, [lineOf(product)]);
      await page.goto('/cart');
      await expect(page.getByRole('list', { name: 'Items in your cart' }).getByRole('link', { name: product.name })).toBeVisible(WAIT);
      await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible(WAIT);
      await settle(page);
    },
  },
  {
    name: 'checkout',
    async open(page, request) {
      const product = await pickProduct(request, { skip: 6 });
      await seedGuestCart(page, [lineOf(product)]);
      await page.goto('/checkout');
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible(WAIT);
      await expect(page.getByRole('button', { name: 'Complete Order' })).toBeEnabled(WAIT);
      await settle(page);
    },
  },
  {
    name: 'account (signed out)',
    async open(page) {
      await page.goto('/account');
      await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible(WAIT);
      await settle(page);
    },
  },
  {
    name: 'account (my orders)',
    async open(page, request) {
      const customer = await registerCustomer(request, { firstName: 'Axe', lastName: 'Tester' });
      const product = await pickProduct(request, { skip: 7 });
      await placeCodOrder(request, customer, [lineOf(product)]);
      await signInBrowser(page, customer.token);
      await page.goto('/account?tab=orders');
      await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible(WAIT);
      await expect(page.getByRole('button', { name: 'Reorder' }).first()).toBeVisible(WAIT);
      await settle(page);
    },
  },
  {
    name: 'contact',
    async open(page) {
      await page.goto('/contact');
      await expect(page.getByRole('heading', { name: 'Send us a Message' })).toBeVisible(WAIT);
      await settle(page);
    },
  },
];
