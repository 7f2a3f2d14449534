// Back-in-stock alerts, end to end on the embedded shop (no SMTP_URL, so the
// shop keeps its e-mails and the admin reads them). A product is sold out in every size; a guest
// (with an e-mail, confirmed with the link the shop e-mails it) and a signed-in customer (whose
// address is verified) ask to be told when size M is back; the admin sees
// them waiting and raises M's stock from 0 in the product dialog's stock grid; then exactly one
// back_in_stock e-mail per waiting shopper exists, and nobody is waiting any more.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { adminToken, gql, linkTokenFromKeptEmail, pickProduct, registerCustomer } from './support/api';
import { createProduct } from './support/catalog-api';
import { SLOW, uniqueEmail, uniqueSuffix } from './support/constants';
import { adminSignIn, chooseOption, expectToast, openAdminTab, signInOnAccount } from './support/ui';

const BACK_IN_STOCK_EMAILS = /* GraphQL */ `
  query E2eBackInStockEmails {
    emails(kind: BACK_IN_STOCK, limit: 100) {
      items {
        to
        subject
      }
    }
  }
`;
const WAITING = /* GraphQL */ `
  query E2eWaiting($id: ID!) {
    product(id: $id) {
      waitingAlerts
    }
  }
`;

/** axe-core's serious and critical findings on the page as it is (the bar a11y.spec.ts sets for the main pages). */
async function blockingViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Asks for size M on the product page; a guest types `email`. */
async function askForM(page: Page, productId: string, email?: string) {
  await page.goto(`/product/${productId}`);
  await expect(page.getByRole('button', { name: 'Out of Stock' })).toBeDisabled(SLOW);
  const form = page.getByRole('form', { name: "Notify me when it's back" });
  await chooseOption(page, form.getByRole('combobox', { name: 'Size / colour' }), 'M');
  if (email) await form.getByLabel('Your email').fill(email);
  else await expect(form.getByLabel('Your email')).toHaveCount(0);
  await form.getByRole('button', { name: "Notify me when it's back" }).click();
}

test('shoppers waiting for a sold-out size get exactly one e-mail when the admin restocks it', async ({ page, request }) => {
  test.setTimeout(180_000);
  const token = await adminToken(request);
  const name = `E2E Alert Kurta ${uniqueSuffix()}`;
  const images = (await pickProduct(request)).images.slice(0, 1);
  const product = await createProduct(request, token, { name, category: 'Men', price: '1299.00', images, sizes: ['M', 'L'], colors: [], stock: 0 });
  const guestEmail = uniqueEmail('waiting-guest');
  const customer = await registerCustomer(request, { firstName: 'Nisha' });

  await test.step('a guest asks with an e-mail (a bad one is refused first)', async () => {
    await page.goto(`/product/${product.id}`);
    const form = page.getByRole('form', { name: "Notify me when it's back" });
    await expect(form).toBeVisible(SLOW);
    expect(await blockingViolations(page)).toEqual([]);
    await form.getByLabel('Your email').fill('not-an-email');
    await form.getByRole('button', { name: "Notify me when it's back" }).click();
    await expect(form.getByText('Choose the size and colour you are waiting for')).toBeVisible();
    await expect(form.getByText('Valid email is required')).toBeVisible();
    await askForM(page, product.id, guestEmail);
    await expect(page.getByRole('status').filter({ hasText: 'Check your inbox to confirm' })).toBeVisible(SLOW);
    expect(await blockingViolations(page)).toEqual([]);
  });

  await test.step('the guest follows the link in the confirmation e-mail: the alert is live', async () => {
    const { product: before } = await gql<{ product: { waitingAlerts: number } }>(request, WAITING, { id: product.id }, token);
    expect(before.waitingAlerts).toBe(0);
    await page.goto(`/stock-alerts/confirm#token=${await linkTokenFromKeptEmail(request, guestEmail, 'STOCK_ALERT_CONFIRMATION')}`);
    await expect(page.getByText(`Confirmed: we will e-mail you once when ${name} is back in stock.`)).toBeVisible(SLOW);
    await expect(page).toHaveURL(/\/stock-alerts\/confirm$/); // the token left the address
    expect(await blockingViolations(page)).toEqual([]);
  });

  await test.step('a signed-in customer asks with one click', async () => {
    await signInOnAccount(page, customer.email, customer.password);
    await askForM(page, product.id);
    await expect(page.getByRole('status').filter({ hasText: `We'll e-mail you at ${customer.email} when it's back.` })).toBeVisible(SLOW);
  });

  await test.step('the admin sees two shoppers waiting and raises M from 0', async () => {
    await page.evaluate(() => localStorage.clear());
    await adminSignIn(page);
    await openAdminTab(page, 'Products');
    await page.getByRole('searchbox', { name: 'Search products by name or SKU' }).fill(name);
    const rows = page
      .getByRole('grid', { name: 'Products' })
      .getByRole('row')
      .filter({ has: page.getByRole('gridcell') });
    await expect(rows).toHaveCount(1, SLOW);
    await expect(rows.first().getByLabel('2 waiting')).toBeVisible();
    await rows
      .first()
      .getByRole('button', { name: `Edit ${name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Product' });
    const m = dialog.getByLabel('Stock (M)');
    await expect(m.locator('xpath=ancestor::td')).toContainText('2 waiting');
    await m.fill('5');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Product updated successfully');
  });

  await test.step('exactly one back_in_stock e-mail per waiting shopper; nobody waits any more', async () => {
    const mails = async () => {
      const data = await gql<{ emails: { items: { to: string; subject: string }[] } }>(request, BACK_IN_STOCK_EMAILS, {}, token);
      return data.emails.items.filter((m) => [guestEmail, customer.email].includes(m.to));
    };
    const found = await mails();
    expect(found.map((m) => m.to).sort()).toEqual([guestEmail, customer.email].sort());
    for (const mail of found) expect(mail.subject).toBe(`Back in stock: ${name} (Size M)`);
    const { product: after } = await gql<{ product: { waitingAlerts: number } }>(request, WAITING, { id: product.id }, token);
    expect(after.waitingAlerts).toBe(0);

    // A second restock (more units) writes nothing more.
    const dialogRow = page
      .getByRole('grid', { name: 'Products' })
      .getByRole('row')
      .filter({ has: page.getByRole('gridcell') })
      .first();
    await dialogRow.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Product' });
    await dialog.getByLabel('Stock (M)').fill('9');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Product updated successfully');
    expect(await mails()).toHaveLength(2);
  });
});
