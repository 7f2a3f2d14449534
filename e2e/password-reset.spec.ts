// Password reset, end to end on the embedded shop: it has no SMTP_URL, so the
// shop keeps its e-mails and the admin Emails tab is the mailbox. A customer registers, signs out,
// asks for a link; the admin reads the link in the reset e-mail; the customer sets a new password
// with it and is signed in; the old password is refused and the link does not work twice.
// Screenshots of the pages at 1440×900 and 390×844 go to test-results/screenshots/.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { join } from 'node:path';
import { gql, login, registerCustomer } from './support/api';
import { ADMIN, PASSWORD, SLOW, uniqueEmail } from './support/constants';
import { adminSignIn, chooseOption, expectToast, openAdminTab } from './support/ui';

const DIR = join(process.cwd(), 'test-results', 'screenshots');
const NEW_PASSWORD = 'n3w-Secret-456';
const NEUTRAL = /If an account exists for this e-mail, we have sent it a link/;
const INVALID = 'This password reset link is invalid, has expired or has already been used. Ask for a new one.';

/** The page at 1440×900 and at 390×844 (then back to the desktop size). */
async function shoot(page: Page, name: string) {
  for (const [label, size] of [
    ['desktop', { width: 1440, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: join(DIR, `password-reset-${label}-${name}.png`), fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** axe-core's serious and critical findings on the page as it is (the bar a11y.spec.ts sets for the main pages). */
async function blockingViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const RESET_EMAIL = /* GraphQL */ `
  query E2eResetEmails {
    emails(kind: PASSWORD_RESET, limit: 100) {
      items {
        to
      }
    }
  }
`;

test.describe('password reset', () => {
  test('a customer who forgot their password gets back in with the link from the kept e-mail', async ({ page, browser, request, baseURL }) => {
    test.setTimeout(240_000);
    const email = uniqueEmail('forgetful');

    await test.step('the customer registers and signs out', async () => {
      await page.goto('/account');
      await page.getByRole('button', { name: 'Create one' }).click();
      const form = page.getByRole('form', { name: 'Create account' });
      await form.getByLabel(/^First name/).fill('Kavya');
      await form.getByLabel(/^Last name/).fill('Trivedi');
      await form.getByLabel(/^Email/).fill(email);
      await form.getByLabel(/^Phone/).fill('9876501234');
      await form.getByLabel(/^Password/).fill(PASSWORD);
      await form.getByLabel(/^Confirm password/).fill(PASSWORD);
      await form.getByRole('button', { name: 'Create Account' }).click();
      await expectToast(page, 'Account created successfully');
      await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible(SLOW);
      await page.getByRole('button', { name: 'Sign Out' }).first().click();
      await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible(SLOW);
    });

    await test.step("'Forgot password?' asks for the e-mail and answers neutrally", async () => {
      await shoot(page, 'sign-in');
      await page.getByRole('form', { name: 'Sign in' }).getByRole('link', { name: 'Forgot password?' }).click();
      await expect(page).toHaveURL(/\/forgot-password$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password?' })).toBeVisible(SLOW);
      await shoot(page, 'forgot-password');
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await expect(page.getByText('Valid email is required')).toBeVisible();
      await page.getByLabel(/^Email/).fill(email);
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await expect(page.getByText(NEUTRAL)).toBeVisible(SLOW);
      await shoot(page, 'link-sent');
    });

    const link = await test.step('the admin finds the reset e-mail in the Emails tab and reads the link', async () => {
      const admin = await browser.newPage({ baseURL, viewport: { width: 1440, height: 900 } });
      await adminSignIn(admin);
      await openAdminTab(admin, 'Emails');
      await expect(admin.getByText(/E-mail sending is off \(no SMTP_URL\): e-mails are kept here/)).toBeVisible(SLOW);
      await chooseOption(admin, admin.getByRole('combobox', { name: 'Kind' }), 'Password reset');
      const row = admin.getByRole('grid', { name: 'Emails' }).getByRole('row').filter({ hasText: email });
      await expect(row).toHaveCount(1, SLOW);
      await expect(row.getByText('Kept here')).toBeVisible();
      await shoot(admin, 'admin-emails');
      await row.getByRole('button', { name: /^View the e-mail/ }).click();
      const dialog = admin.getByRole('dialog', { name: 'Reset your password' });
      await expect(dialog.getByTitle('Email as HTML')).toHaveAttribute('sandbox', '');
      await expect(dialog.getByTitle('Email as HTML')).toHaveAttribute('srcdoc', /reset-password#token=/);
      await shoot(admin, 'admin-email-html');
      await dialog.getByRole('tab', { name: 'Text' }).click();
      const text = (await dialog.getByLabel('Email as text').textContent()) ?? '';
      await shoot(admin, 'admin-email-text');
      await admin.close();
      const found = /https?:\/\/\S+\/reset-password#token=[\w-]+/.exec(text)?.[0];
      expect(found, 'the kept reset e-mail carries the link').toBeTruthy();
      return new URL(found!);
    });

    await test.step('the link opens the form; the new password signs the customer in', async () => {
      await page.goto(link.pathname + link.search + link.hash);
      await expect(page.getByRole('heading', { level: 1, name: 'Choose a New Password' })).toBeVisible(SLOW);
      await page.getByLabel(/^New Password/).fill(NEW_PASSWORD);
      await page.getByLabel(/^Confirm New Password/).fill('something-else');
      await page.getByRole('button', { name: 'Set New Password' }).click();
      await expect(page.getByText("Passwords don't match")).toBeVisible();
      await shoot(page, 'new-password');
      await page.getByLabel(/^Confirm New Password/).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Set New Password' }).click();
      await expectToast(page, 'Password changed successfully');
      await expect(page).toHaveURL(/\/account$/, SLOW);
      await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible(SLOW);
    });

    await test.step('the old password is refused, the new one works', async () => {
      await expect(login(request, email, PASSWORD)).rejects.toThrow(/INVALID_CREDENTIALS|Invalid email or password/);
      expect(await login(request, email, NEW_PASSWORD)).toBeTruthy();
    });

    await test.step('the link does not work twice', async () => {
      await page.goto(link.pathname + link.search + link.hash);
      await page.getByLabel(/^New Password/).fill('another-1');
      await page.getByLabel(/^Confirm New Password/).fill('another-1');
      await page.getByRole('button', { name: 'Set New Password' }).click();
      await expect(page.getByText(INVALID)).toBeVisible(SLOW);
      await expect(page.getByRole('link', { name: 'Ask for a New Link' })).toHaveAttribute('href', '/forgot-password');
      await shoot(page, 'link-used');
      expect(await login(request, email, NEW_PASSWORD), 'the refused second use changed nothing').toBeTruthy();
    });

    await test.step('an unknown e-mail gets the same answer, and no e-mail is written for it', async () => {
      const stranger = uniqueEmail('nobody');
      await page.goto('/forgot-password');
      await page.getByLabel(/^Email/).fill(stranger);
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await expect(page.getByText(NEUTRAL)).toBeVisible(SLOW);
      const token = await login(request, ADMIN.email, ADMIN.password);
      const { emails } = await gql<{ emails: { items: { to: string }[] } }>(request, RESET_EMAIL, {}, token);
      expect(emails.items.map((e) => e.to)).toContain(email);
      expect(emails.items.map((e) => e.to)).not.toContain(stranger);
    });
  });

  test('the reset pages and the Emails tab have no serious or critical axe findings', async ({ page, request }) => {
    test.setTimeout(120_000);
    await registerCustomer(request); // its welcome e-mail gives the Emails tab a row
    const pages = [
      { path: '/forgot-password', heading: 'Forgot Password?' },
      { path: '/reset-password#token=not-a-real-token', heading: 'Choose a New Password' },
      { path: '/reset-password', heading: 'Link Not Valid' },
    ];
    for (const { path, heading } of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(SLOW);
      expect(await blockingViolations(page), path).toEqual([]);
    }
    await adminSignIn(page, 'emails');
    await expect(page.getByRole('grid', { name: 'Emails' }).getByRole('row').nth(1)).toBeVisible(SLOW);
    expect(await blockingViolations(page), 'Emails tab').toEqual([]);
    await page
      .getByRole('button', { name: /^View the e-mail/ })
      .first()
      .click();
    await expect(page.getByRole('dialog').getByTitle('Email as HTML')).toBeVisible(SLOW);
    // the e-mail's own HTML (a sandboxed frame axe cannot enter) is the templates' business: check the dialog on its Text part
    await page.getByRole('dialog').getByRole('tab', { name: 'Text' }).click();
    expect(await blockingViolations(page), 'e-mail dialog').toEqual([]);
  });
});
