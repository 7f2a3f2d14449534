// Server rendering: the storefront reads without JavaScript, and with JavaScript the
// browser hydrates the server's HTML — same nodes kept, no mismatch reported, no refetch of what
// the server already sent — then fills in the personal parts (the guest cart's badge).
import { expect, test, type Page } from './support/test';
import { findProducts, lineOf, pickProduct, seedGuestCart, expectCartCount } from './support/api';
import { watchConsole } from './support/ui';

const WAIT = { timeout: 30_000 };

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the shop grid and a product page are in the HTML', async ({ page, request }) => {
    const [first] = await findProducts(request, {}, { limit: 1, sort: 'FEATURED' });
    await page.goto('/shop');
    await expect(page.getByText(/^Showing 1–12 of \d+ products$/)).toBeVisible();
    const card = page.getByRole('main').getByRole('article').filter({ hasText: first.name }).first();
    await expect(card).toBeVisible();
    await expect(card).toContainText(`₹${Number(first.price).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`);

    const product = await pickProduct(request);
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(`₹${Number(product.price).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`);
  });

  test("the page's own script chunk is named in the head, beside the entry's", async ({ request }) => {
    const html = await (await request.get('/shop')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    // Without it the browser would find the page's chunk only once the entry has run: one more round trip.
    expect(head).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/shop-page-[\w-]+\.js">/);
    expect(head).not.toMatch(/admin-page/);
  });

  test('an unknown product shows the not-found screen with status 404', async ({ page }) => {
    const res = await page.goto('/product/00000000-0000-4000-8000-000000000000');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('main')).toContainText(/not found/i);
  });
});

/** Marks the server's <main> before any script runs; hydration keeps that very node, a client render replaces it. */
async function markServerMain(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const main = document.querySelector('main');
      if (main) (main as HTMLElement & { serverNode?: boolean }).serverNode = true;
    });
  });
}

async function expectHydrated(page: Page, errors: string[]) {
  await page.waitForLoadState('networkidle', WAIT).catch(() => undefined);
  // React reports a mismatch as a console error (#418 / #423 in production) and then renders anew.
  // (The browser reports the document's own 404 status as a failed resource: not an error of the page.)
  const real = errors.filter((e) => !/Failed to load resource: the server responded with a status of 404/.test(e));
  expect(real, real.join('\n')).toEqual([]);
  expect(await page.evaluate(() => document.querySelector<HTMLElement & { serverNode?: boolean }>('main')?.serverNode)).toBe(true);
}

/**
 * Opens the page with its scripts held back, so the test acts on the server's HTML first; the
 * returned function lets the scripts load and resolves once the page is hydrated (React's fiber is
 * on the page's heading; the frame around it, with the router's scroll handling, commits before it).
 */
async function openBeforeScripts(page: Page, path: string): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(WAIT);
  return async () => {
    release();
    await page.waitForFunction(() => Object.keys(document.querySelector('h1') ?? {}).some((k) => k.startsWith('__reactFiber')), null, WAIT);
  };
}

test.describe('hydration', () => {
  const pages: { name: string; path: (request: Parameters<typeof pickProduct>[0]) => Promise<string> }[] = [
    { name: 'home', path: async () => '/' },
    { name: 'shop with filters', path: async () => '/shop?category=men&sort=price-low&page=2' },
    { name: 'product', path: async (request) => `/product/${(await pickProduct(request)).id}` },
    { name: 'cart', path: async () => '/cart' },
    { name: 'not found', path: async () => '/no-such-page' },
  ];
  for (const { name, path } of pages) {
    test(`${name}: hydrates the server's HTML without a mismatch or a refetch`, async ({ page, request }) => {
      const url = await path(request);
      await markServerMain(page);
      const errors = watchConsole(page);
      const graphql: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === '/graphql') graphql.push(r.postData() ?? '');
      });
      await page.goto(url);
      await expectHydrated(page, errors);
      // Everything the page shows came with the HTML: nothing is asked again.
      expect(graphql, graphql.join('\n')).toEqual([]);
    });
  }

  test('shop: the server sends both filter layouts, the browser keeps the one its width shows, without a mismatch @phone', async ({ page }) => {
    await markServerMain(page);
    const errors = watchConsole(page);
    await page.goto('/shop?category=women');
    await expectHydrated(page, errors);
    const wide = page.viewportSize()!.width >= 900;
    await expect(page.getByRole('complementary', { name: 'Filters' })).toHaveCount(wide ? 1 : 0);
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toHaveCount(wide ? 0 : 1);
  });

  test('a shopper who scrolls while the page hydrates stays where they scrolled', async ({ page, request }) => {
    const release = await openBeforeScripts(page, `/product/${(await pickProduct(request)).id}`);
    await page.mouse.move(200, 300);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const before = await page.evaluate(() => window.scrollY);
    await release();
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
  });

  test('a button focused from the keyboard before the page hydrates shows the focus ring', async ({ page, request }) => {
    const release = await openBeforeScripts(page, `/product/${(await pickProduct(request)).id}`);
    const add = page.getByRole('main').getByRole('button', { name: 'Add to Cart' });
    await page.keyboard.press('Shift'); // the last input was a key: focus() now matches :focus-visible
    await add.focus();
    const outline = () => add.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(await outline()).toBe('solid');
    await release();
    expect(await outline()).toBe('solid');
  });

  test('a guest with a cart: the badge and the cart fill in after hydration, without a mismatch', async ({ page, request }) => {
    const product = await pickProduct(request, { skip: 3 });
    await seedGuestCart(page, [lineOf(product, 2)]);
    await markServerMain(page);
    const errors = watchConsole(page);
    await page.goto('/cart');
    await expect(page.getByRole('main').getByRole('link', { name: product.name }).first()).toBeVisible(WAIT);
    await expectCartCount(page, 2);
    await expectHydrated(page, errors);
  });
});
