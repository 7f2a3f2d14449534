// Head tags in the browser: the server sends a product page with its title,
// canonical link and JSON-LD; after hydration, and after a client-side navigation to another
// product, the head still holds exactly one of each — the app replaces the server's tags.
import { expect, test, type Page } from './support/test';
import { findProducts, type ProductInfo } from './support/api';
import { SLOW } from './support/constants';

async function expectHeadOf(page: Page, product: ProductInfo) {
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible(SLOW);
  await expect(page).toHaveTitle(`${product.name} | Vadodara Family Fashion`);
  await expect(page.locator('title')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/product/${product.id}$`));
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
  const scripts = page.locator('script[type="application/ld+json"]');
  await expect(scripts).toHaveCount(2);
  const [ld, crumbs] = (await scripts.allTextContents()).map((t) => JSON.parse(t) as Record<string, unknown>);
  expect(ld).toMatchObject({ '@type': 'Product', name: product.name, offers: { '@type': 'Offer', priceCurrency: 'INR' } });
  expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
}

test('a product page has one title, one canonical and its JSON-LD after hydration and after client-side navigation', async ({ page, request }) => {
  const [first, second] = await findProducts(request, {}, { limit: 12 });
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(r.url());
  });

  const response = await page.goto(`/product/${first.id}`);
  expect(response?.status()).toBe(200);
  await expectHeadOf(page, first);

  // To the shop and on to another product without loading a document.
  await page.getByRole('banner').getByRole('link', { name: 'Shop', exact: true }).first().click();
  await page.getByRole('link', { name: second.name }).first().click();
  await expect(page).toHaveURL(new RegExp(`/products?/${second.id}$`));
  await expectHeadOf(page, second);
  expect(documents).toHaveLength(1);
});

test('unknown products and paths answer 404 and still show their screens', async ({ page }) => {
  const product = await page.goto('/product/00000000-0000-4000-8000-000000000000');
  expect(product?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible(SLOW);
  const unknown = await page.goto('/no-such-page');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible(SLOW);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
});
