// The wishlist: a guest hearts one product on its card in the shop and another on its
// product page, signs in, and finds both in My Account's Wishlist tab; the header counts them, the
// account keeps them on the server and the browser's guest list is gone.
import { expect, test, type Page } from './support/test';
import { findProducts, gql, registerCustomer } from './support/api';
import { SLOW } from './support/constants';
import { expectToast, productCard, signInOnAccount } from './support/ui';

const wishlistButton = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Wishlist/ });

test('a guest hearts two products, signs in and finds both in the Wishlist tab', async ({ page, request }) => {
  test.setTimeout(150_000);
  const customer = await registerCustomer(request, { firstName: 'Meera', lastName: 'Shah' });
  const listed = await findProducts(request, {}, { limit: 12 });
  expect(listed.length, 'the shop’s first page has two products').toBeGreaterThanOrEqual(2);
  const [onCard, onPage] = listed;

  await test.step('heart the first on its card in the shop', async () => {
    await page.goto('/shop');
    const card = productCard(page, onCard.name);
    await expect(card).toBeVisible(SLOW);
    await expect(wishlistButton(page)).toHaveAccessibleName('Wishlist');
    await card.getByRole('button', { name: 'Add to wishlist' }).click();
    await expectToast(page, 'Added to wishlist');
    await expect(card.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute('aria-pressed', 'true');
    await expect(wishlistButton(page)).toHaveAccessibleName('Wishlist, 1 items');
  });

  await test.step('heart the second on its product page', async () => {
    await page.goto(`/product/${onPage.id}`);
    await expect(page.getByRole('heading', { level: 1, name: onPage.name })).toBeVisible(SLOW);
    await page.getByRole('main').getByRole('button', { name: 'Add to wishlist' }).first().click();
    await expectToast(page, 'Added to wishlist');
    await expect(wishlistButton(page)).toHaveAccessibleName('Wishlist, 2 items');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('guest-wishlist') ?? '[]') as string[])).toEqual([onPage.id, onCard.id]);
  });

  await test.step('sign in: the hearts join the account', async () => {
    await signInOnAccount(page, customer.email, customer.password);
    await wishlistButton(page).click();
    await expect(page).toHaveURL(/\/account\?tab=wishlist$/);
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { name: 'Wishlist' })).toBeVisible(SLOW);
    await expect(panel.getByRole('article')).toHaveCount(2, SLOW);
    await expect(panel.getByRole('link', { name: onCard.name })).toBeVisible();
    await expect(panel.getByRole('link', { name: onPage.name })).toBeVisible();
    await expect(wishlistButton(page)).toHaveAccessibleName('Wishlist, 2 items');
    await expect(page.getByRole('banner').getByTestId('wishlist-count')).toContainText('2');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('guest-wishlist'))).toBeNull();
    const { wishlistProductIds } = await gql<{ wishlistProductIds: string[] }>(request, '{ wishlistProductIds }', {}, customer.token);
    expect([...wishlistProductIds].sort()).toEqual([onCard.id, onPage.id].sort());
  });
});
