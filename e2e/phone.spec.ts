// Phone-first checks at 390 × 844: the account link in the header bar, the brand
// named by what it shows, tap targets of at least 44 × 44 px, a visible keyboard focus ring, the
// product page's bottom buy bar, and error toasts that leave Complete Order uncovered.
import { expect, test, type Page } from './support/test';
import {
  addToServerCart,
  addressOf,
  cartButton,
  expectCartCount,
  lineOf,
  pickProduct,
  placeCodOrder,
  registerCustomer,
  seedGuestCart,
  signInBrowser,
  type PickedProduct,
} from './support/api';
import { SLOW } from './support/constants';
import { productCard, toast } from './support/ui';

test.skip(({ viewport }) => (viewport?.width ?? 0) > 600, 'phone viewport only');

/** What a finger taps: buttons, icon buttons, chips, checkboxes, selects, and every control in the header. */
const TAP_TARGETS = 'button, [role="button"], [role="combobox"], .MuiChip-clickable, .MuiCheckbox-root, .MuiRadio-root, header a';

/** Visible tap targets smaller than 44 × 44 px (inline text links in sentences are exempt, WCAG 2.5.8). */
async function smallTapTargets(page: Page): Promise<string[]> {
  return page.locator(TAP_TARGETS).evaluateAll((els) =>
    els.flatMap((el) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (r.width === 0 || r.height === 0 || style.visibility === 'hidden' || el.closest('[aria-hidden="true"]') || el.classList.contains('MuiLink-root'))
        return [];
      if (el instanceof HTMLButtonElement && el.closest('.MuiCheckbox-root, .MuiRadio-root')) return [];
      return r.width >= 43.5 && r.height >= 43.5
        ? []
        : [`${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? el.tagName} ${Math.round(r.width)}×${Math.round(r.height)}`];
    }),
  );
}

async function expectBigTapTargets(page: Page, where: string) {
  expect(await smallTapTargets(page), `tap targets under 44 × 44 px on ${where}`).toEqual([]);
}

/** Focuses the control the way a keyboard does, and reads its ring: width and contrast against the page. */
async function focusRing(page: Page, selector: ReturnType<Page['locator']>) {
  await page.keyboard.press('Shift'); // the last input was a key: focus() now shows :focus-visible
  await selector.focus();
  return selector.evaluate((el) => {
    const style = getComputedStyle(el);
    const rgb = (c: string) => (c.match(/\d+(\.\d+)?/g) ?? ['0', '0', '0']).slice(0, 3).map(Number);
    const lum = (c: number[]) => {
      const [r, g, b] = c.map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const ring = lum(rgb(style.outlineColor));
    const ground = lum(rgb(getComputedStyle(document.body).backgroundColor));
    return {
      width: style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth),
      contrast: (Math.max(ring, ground) + 0.05) / (Math.min(ring, ground) + 0.05),
    };
  });
}

const mainAdd = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Add to Cart' });
const buyBar = (page: Page) => page.getByRole('complementary', { name: 'Quick buy' });

async function openProduct(page: Page, product: PickedProduct) {
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible(SLOW);
}

test.describe('phone polish', () => {
  test('a visitor sees Login in the header bar; the brand link is named by its visible text @phone', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    const login = header.getByRole('link', { name: 'Login' });
    await expect(login).toBeVisible(SLOW);
    await login.click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible(SLOW);
    const brand = header.getByRole('link').first();
    await expect(brand).toHaveAccessibleName('VF Fashion');
    expect(await brand.innerText(), 'the text the brand link shows').toBe('VF Fashion');
  });

  test('every tap target on the storefront pages is at least 44 × 44 px @phone', async ({ page, request }) => {
    test.setTimeout(180_000);
    const product = await pickProduct(request, { skip: 3 });
    for (const path of ['/shop', '/', '/contact', '/about', '/account', '/faq', '/track-order']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SLOW);
      await page.waitForLoadState('networkidle');
      await expectBigTapTargets(page, path);
    }
    await page.goto('/shop');
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    await expectBigTapTargets(page, 'the shop filter drawer');
    await page.getByRole('button', { name: 'Close filters' }).click();

    await openProduct(page, product);
    await page.waitForLoadState('networkidle');
    await expectBigTapTargets(page, 'the product page');

    await page.goto(`/shop?search=${encodeURIComponent(product.name)}`);
    await productCard(page, product.name).getByRole('button', { name: 'Add to Cart' }).click(SLOW);
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectBigTapTargets(page, 'the Select Options dialog');
    await page.keyboard.press('Escape');

    await seedGuestCart(page, [lineOf(product)]);
    await page.goto('/cart');
    await expect(page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem')).toHaveCount(1, SLOW);
    await expectBigTapTargets(page, '/cart');
    await page.goto('/checkout');
    await expect(page.getByRole('button', { name: 'Complete Order' })).toBeEnabled(SLOW);
    await expectBigTapTargets(page, '/checkout');
  });

  test('buttons, icon buttons and chips show a focus ring of at least 2 px with 3:1 contrast @phone', async ({ page, request }) => {
    const product = await pickProduct(request, { skip: 4 });
    await openProduct(page, product);
    const controls = {
      'Add to Cart': mainAdd(page),
      'the wishlist icon button': page.getByRole('main').getByRole('button', { name: 'Add to wishlist' }),
      'a size chip': page.getByRole('group', { name: /^Size/ }).getByRole('button', { name: product.variant.size!, exact: true }),
      'the header cart icon': cartButton(page),
    };
    for (const [name, control] of Object.entries(controls)) {
      const ring = await focusRing(page, control);
      expect(ring.width, `${name}: outline width`).toBeGreaterThanOrEqual(2);
      expect(ring.contrast, `${name}: ring contrast`).toBeGreaterThanOrEqual(3);
    }
  });

  test('the product page shows a bottom buy bar once Add to Cart scrolls away, and it adds to the cart @phone', async ({ page, request }) => {
    const product = await pickProduct(request, { skip: 5 });
    await openProduct(page, product);
    await expect(buyBar(page)).toHaveCount(0);
    // one long fling from the top of the page straight past the button
    await page.mouse.wheel(0, 4000);
    await expect(buyBar(page)).toBeVisible();
    await expect(buyBar(page)).toContainText(product.name);
    await expect(buyBar(page)).toContainText(/₹/);
    await expect(mainAdd(page)).not.toBeInViewport();

    // with the button in view there is no bar; choose the options there, then scroll away and buy from the bar
    await mainAdd(page).scrollIntoViewIfNeeded();
    await expect(buyBar(page)).toHaveCount(0);
    await page.getByRole('group', { name: /^Size/ }).getByRole('button', { name: product.variant.size!, exact: true }).click();
    await page
      .getByRole('group', { name: /^Color/ })
      .getByRole('button', { name: product.variant.color!, exact: true })
      .click();
    await page.mouse.wheel(0, 4000);
    await buyBar(page).getByRole('button', { name: 'Add to Cart' }).click();
    await expectCartCount(page, 1);
  });

  test('the error toast at checkout leaves Complete Order uncovered @phone', async ({ page, request }) => {
    const product = await pickProduct(request, { skip: 6 });
    await seedGuestCart(page, [lineOf(product)]);
    await page.goto('/checkout');
    const complete = page.getByRole('button', { name: 'Complete Order' });
    await expect(complete).toBeEnabled(SLOW);
    await complete.scrollIntoViewIfNeeded();
    await complete.click();
    const error = toast(page, 'Error').first();
    await expect(error).toBeVisible();
    await complete.scrollIntoViewIfNeeded();
    const [t, c] = [await error.boundingBox(), await complete.boundingBox()];
    expect(t && c, 'both on screen').toBeTruthy();
    const overlap = t!.x < c!.x + c!.width && c!.x < t!.x + t!.width && t!.y < c!.y + c!.height && c!.y < t!.y + t!.height;
    expect(overlap, 'the toast covers Complete Order').toBe(false);
  });

  test('a signed-in customer finds the last shipping address already filled in at checkout @phone', async ({ page, request }) => {
    const customer = await registerCustomer(request);
    const product = await pickProduct(request, { skip: 7 });
    await placeCodOrder(request, customer, [lineOf(product)]);
    await addToServerCart(request, customer.token, lineOf(product));
    await signInBrowser(page, customer.token);
    await page.goto('/checkout');
    const form = page.getByRole('form', { name: 'Checkout' });
    await expect(form.getByLabel(/^Address/)).not.toHaveValue('', SLOW);
    const last = addressOf(customer);
    await expect(form.getByLabel(/^Address/)).toHaveValue(last.address);
    await expect(form.getByLabel(/^ZIP/)).toHaveValue(last.zipCode);
    await expect(form.getByLabel(/^First name/)).toHaveValue(customer.firstName);
  });
});
