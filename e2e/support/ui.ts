// Screen helpers shared by the journeys; every selector is what a shopper sees or hears.
import { expect, type Locator, type Page } from '@playwright/test';
import { ADMIN } from './constants';

/** A toast (spec §8): a status (or, for errors, an alert) carrying the title. */
export function toast(page: Page, title: string | RegExp): Locator {
  return page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: title });
}

export async function expectToast(page: Page, title: string | RegExp, timeout = 30_000) {
  await expect(toast(page, title).first()).toBeVisible({ timeout });
}

/** Console errors and uncaught page errors, collected from now on. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console.error: ${msg.text()} (${msg.location().url}:${msg.location().lineNumber})`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  return errors;
}

/**
 * Requests the page starts from now on. `done()` waits until every one has finished or failed and
 * every picture on the page has loaded or failed: by then a late failure (a broken picture, a
 * chunk that did not load) has reported its console error.
 */
export function trackRequests(page: Page): { done(): Promise<void> } {
  const pending = new Set<object>();
  page.on('request', (r) => pending.add(r));
  page.on('requestfinished', (r) => pending.delete(r));
  page.on('requestfailed', (r) => pending.delete(r));
  return {
    async done() {
      await expect.poll(() => pending.size, { message: 'requests still in flight', timeout: 30_000 }).toBe(0);
      await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete), undefined, { timeout: 30_000 });
    },
  };
}

export interface ShippingDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address?: string;
  zipCode?: string;
}

/** Fills the checkout's shipping form (city and country are locked to Vadodara, India). */
export async function fillShipping(page: Page, d: ShippingDetails) {
  const form = page.getByRole('form', { name: 'Checkout' });
  await form.getByLabel(/^First name/).fill(d.firstName);
  await form.getByLabel(/^Last name/).fill(d.lastName);
  await form.getByLabel(/^Email/).fill(d.email);
  await form.getByLabel(/^Phone/).fill(d.phone);
  await form.getByLabel(/^Address/).fill(d.address ?? '12 Race Course Road, Alkapuri');
  await form.getByLabel(/^ZIP/).fill(d.zipCode ?? '390007');
  await expect(form.getByLabel(/^City/)).toHaveValue('Vadodara');
  await expect(form.getByLabel(/^Country/)).toHaveValue('India');
}

/** Customer sign-in on /account (the Welcome Back card). */
export async function signInOnAccount(page: Page, email: string, password: string) {
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible({ timeout: 30_000 });
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Logged in successfully');
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible({ timeout: 30_000 });
}

/** Admin sign-in on /admin (the Admin Login form) up to the dashboard. */
export async function adminSignIn(page: Page, tab?: string) {
  await page.goto(tab ? `/admin?tab=${tab}` : '/admin');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible({ timeout: 30_000 });
  const form = page.getByRole('form', { name: 'Admin login' });
  await form.getByLabel(/^Email/).fill(ADMIN.email);
  await form.getByLabel(/^Password/).fill(ADMIN.password);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: 30_000 });
}

/** Opens an admin tab by its name. */
export async function openAdminTab(page: Page, name: string) {
  await page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
}

/** Picks an option of an MUI select (a combobox that opens a listbox). */
export async function chooseOption(page: Page, combobox: Locator, option: string | RegExp) {
  await combobox.click();
  await page.getByRole('listbox').getByRole('option', { name: option }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** A product card in a listing, by the product's name. */
export function productCard(page: Page, name: string): Locator {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
}
