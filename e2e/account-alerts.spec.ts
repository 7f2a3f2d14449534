// My Account → Alerts, on a phone (390 × 844) and a desktop: a customer opens the tab from a link
// (/account?tab=alerts), sees each of their back-in-stock alerts with the product, size, colour,
// date and state, cancels them one by one and is left with the empty state. The account's tabs keep
// each label on one line on a phone, and move by keyboard.
//   SCREENSHOTS=1 also saves <output dir, test-results/ by default>/screenshots/<project>-account-alerts.png
import { expect, test } from './support/test';
import { join } from 'node:path';
import { adminToken, gql, pickProduct, registerCustomer, signInBrowser } from './support/api';
import { createProduct, variantsOf } from './support/catalog-api';
import { SLOW, uniqueSuffix } from './support/constants';
import { expectToast } from './support/ui';

const SUBSCRIBE = /* GraphQL */ `
  mutation E2eAskForAlert($input: SubscribeStockAlertInput!) {
    subscribeStockAlert(input: $input) {
      confirmationRequired
      errors {
        field
        code
        message
      }
    }
  }
`;
const MINE = /* GraphQL */ `
  query E2eMyAlerts {
    myStockAlerts {
      id
    }
  }
`;

/** Today in the shop's time zone, as the account's lists write dates ("5 Mar 2026"). */
const today = () => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date());

test('a customer sees their back-in-stock alerts in My Account → Alerts and cancels them @phone', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const name = `E2E Alerts Kurta ${uniqueSuffix()}`;
  const images = (await pickProduct(request)).images.slice(0, 1);
  const product = await createProduct(request, token, { name, category: 'Men', price: '1499.00', images, sizes: ['M', 'L'], colors: ['Indigo'], stock: 0 });
  const { variants } = await variantsOf(request, product.id);
  const variant = (size: string) => variants.find((v) => v.size === size)!.id;
  const customer = await registerCustomer(request, { firstName: 'Meera' });
  // A live alert of the verified customer, and one asked for as a guest with their address, not yet confirmed.
  await gql(request, SUBSCRIBE, { input: { variantId: variant('M') } }, customer.token);
  await gql(request, SUBSCRIBE, { input: { variantId: variant('L'), email: customer.email } });

  await signInBrowser(page, customer.token);
  await page.goto('/account?tab=alerts');
  await expect(page.getByRole('tab', { name: 'Alerts' })).toHaveAttribute('aria-selected', 'true', SLOW);

  const live = page.getByRole('listitem', { name: `${name}, Size M · Indigo` });
  const pending = page.getByRole('listitem', { name: `${name}, Size L · Indigo` });
  await test.step('each alert shows its product, size and colour, date and state', async () => {
    await expect(live).toBeVisible(SLOW);
    await expect(live.getByRole('link', { name })).toHaveAttribute('href', `/product/${product.id}`);
    await expect(live.locator('img')).toBeVisible();
    await expect(live.getByText('Size M · Indigo')).toBeVisible();
    await expect(live.getByText(`Asked on ${today()}`)).toBeVisible();
    await expect(live.getByText('Waiting for stock')).toBeVisible();
    await expect(pending.getByText('Confirm by e-mail')).toBeVisible();
    await expect(pending.getByText(/^Waiting for you to confirm: follow the link we e-mailed you/)).toBeVisible();
    await expect(page.getByRole('listitem')).toHaveCount(2);
    // nothing of the list is cut off or pushes the page sideways
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    if (process.env.SCREENSHOTS === '1')
      await page.screenshot({
        path: join(testInfo.project.outputDir, 'screenshots', `${testInfo.project.name}-account-alerts.png`),
        fullPage: true,
        animations: 'disabled',
      });
  });

  await test.step('Cancel stops each alert; the list ends empty', async () => {
    await live.getByRole('button', { name: `Cancel the alert for ${name}, Size M · Indigo` }).click();
    await expectToast(page, 'Alert cancelled');
    await expect(live).toHaveCount(0);
    await pending.getByRole('button', { name: `Cancel the alert for ${name}, Size L · Indigo` }).click();
    await expect(page.getByText('No back-in-stock alerts')).toBeVisible();
    await expect(page.getByRole('listitem')).toHaveCount(0);
    const { myStockAlerts } = await gql<{ myStockAlerts: { id: string }[] }>(request, MINE, {}, customer.token);
    expect(myStockAlerts).toEqual([]);
  });

  await test.step('every account tab is one line high, and the keyboard moves between them', async () => {
    const tabs = page.getByRole('tablist', { name: 'Account sections' }).getByRole('tab');
    await expect(tabs).toHaveText(['My Orders', 'Wishlist', 'Alerts', 'Profile Settings', 'Change Password']);
    for (const tab of await tabs.all()) {
      const box = (await tab.boundingBox())!;
      expect(box.height, `${await tab.textContent()} is ${box.height}px tall`).toBeLessThanOrEqual(48);
    }
    // the arrow keys of the tabs' orientation: across on a phone, down the side panel on a desktop
    const next = (await page.getByRole('tablist', { name: 'Account sections' }).getAttribute('aria-orientation')) === 'vertical' ? 'ArrowDown' : 'ArrowRight';
    await page.getByRole('tab', { name: 'Alerts' }).focus();
    await page.keyboard.press(next);
    await page.keyboard.press(next);
    const password = page.getByRole('tab', { name: 'Change Password' });
    await expect(password).toBeFocused();
    await expect(password).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/account\?tab=password$/);
    await expect(page.getByLabel(/Current password/)).toBeVisible();
    // and by touch on a phone: the tab scrolled out of sight comes back and opens with a tap
    const alerts = page.getByRole('tab', { name: 'Alerts' });
    if (testInfo.project.use.hasTouch) await alerts.tap();
    else await alerts.click();
    await expect(page).toHaveURL(/\/account\?tab=alerts$/);
    await expect(page.getByText('No back-in-stock alerts')).toBeVisible();
  });
});
