// PNGs of every main page and each admin tab, at both viewports, into test-results/screenshots/.
//   SCREENSHOTS=1 npx playwright test --grep @screenshots
// (Playwright empties test-results/ at the start of every run: copy the pictures out to keep them.)
import { expect, test } from './support/test';
import { join } from 'node:path';
import { MAIN_PAGES } from './support/pages';
import { findProducts, lineOf, pickProduct, placeCodOrder, registerCustomer } from './support/api';
import { adminSignIn } from './support/ui';

const DIR = join(process.cwd(), 'test-results', 'screenshots');
const ADMIN_TABS = ['overview', 'products', 'categories', 'orders', 'coupons', 'messages', 'seo', 'pages', 'api-keys', 'webhooks', 'emails'];
const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

test.describe('screenshots', () => {
  test.skip(process.env.SCREENSHOTS !== '1', 'set SCREENSHOTS=1 to take the screenshots');

  test('storefront pages @screenshots @phone', async ({ page, request }, testInfo) => {
    test.setTimeout(600_000);
    const shot = (name: string) => page.screenshot({ path: join(DIR, `${testInfo.project.name}-${slug(name)}.png`), fullPage: true, animations: 'disabled' });

    for (const main of MAIN_PAGES) {
      await page.evaluate(() => localStorage.clear()).catch(() => undefined);
      await main.open(page, request);
      await shot(main.name);
    }
    await page.evaluate(() => localStorage.clear());

    const extra: { name: string; path: string; ready: () => Promise<void> }[] = [
      { name: 'about', path: '/about', ready: () => expect(page.getByRole('heading', { name: 'Our Story' })).toBeVisible() },
      { name: 'shop men', path: '/shop?category=men', ready: () => expect(page.getByRole('heading', { level: 1, name: 'Men Collection' })).toBeVisible() },
      { name: 'empty cart', path: '/cart', ready: () => expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible() },
      { name: 'track order', path: '/track-order', ready: () => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
      { name: 'faq', path: '/faq', ready: () => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
      { name: 'not found', path: '/no-such-page', ready: () => expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible() },
      { name: 'product not found', path: '/product/00000000-0000-0000-0000-000000000000', ready: () => expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible() },
      { name: 'admin login', path: '/admin', ready: () => expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible() },
    ];
    // the order confirmation page of a pay-on-delivery order (its token opens it without a session)
    const customer = await registerCustomer(request, { firstName: 'Riya', lastName: 'Shah' });
    const product = await pickProduct(request, { skip: 6, minStock: 2 });
    const placed = await placeCodOrder(request, customer, [lineOf(product, 2)], 'WELCOME10');
    extra.push({ name: 'order confirmation', path: `/order/${placed.token}`, ready: () => expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible() });
    extra.push({ name: 'order not found', path: `/order/${'x'.repeat(43)}`, ready: () => expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible() });
    const [soldOut] = await findProducts(request, { inStock: false }, { limit: 1 });
    if (soldOut) extra.push({ name: 'product out of stock', path: `/product/${soldOut.id}`, ready: () => expect(page.getByRole('heading', { level: 1, name: soldOut.name })).toBeVisible() });

    for (const { name, path, ready } of extra) {
      await page.goto(path);
      await ready();
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await shot(name);
    }
  });

  test('admin tabs @screenshots @phone', async ({ page }, testInfo) => {
    test.setTimeout(300_000);
    await adminSignIn(page);
    for (const tab of ADMIN_TABS) {
      await page.goto(tab === 'overview' ? '/admin' : `/admin?tab=${tab}`);
      await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('tab', { selected: true })).toHaveText(new RegExp(tab.replace('-', ' '), 'i'));
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await page.waitForTimeout(500);
      await page.screenshot({ path: join(DIR, `${testInfo.project.name}-admin-${tab}.png`), fullPage: true, animations: 'disabled' });
    }
  });
});
