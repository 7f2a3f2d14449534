// Product photos: the admin uploads a real JPEG (and is told why a fake one is
// refused), moves it first with the keyboard, gives it alt text and saves; the product page then
// shows it as a <picture> with AVIF and WebP widths, served with long cache headers.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { expect, test, type Page } from './support/test';
import { adminToken, pickProduct } from './support/api';
import { createProduct } from './support/catalog-api';
import { SLOW, uniqueSuffix } from './support/constants';
import { adminSignIn, expectToast, openAdminTab } from './support/ui';

const SHOTS = join(process.cwd(), 'test-results', 'screenshots');

/** A 900×1125 JPEG: a warm gradient with a stripe, like a real photo enough for sharp. */
async function jpeg(): Promise<Buffer> {
  const width = 900;
  const height = 1125;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = 180 + Math.round((x / width) * 60);
      pixels[i + 1] = Math.abs(y - height / 2) < 60 ? 40 : 90 + Math.round((y / height) * 80);
      pixels[i + 2] = 70;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

async function openEditDialog(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Search products by name or SKU' }).fill(name);
  const rows = page
    .getByRole('grid', { name: 'Products' })
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') });
  await expect(rows).toHaveCount(1, SLOW);
  await rows
    .first()
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('admin uploads a photo with alt text; the product page serves it as AVIF/WebP widths', async ({ page, request }) => {
  test.setTimeout(180_000);
  const seeded = (await pickProduct(request)).images[0];
  const name = `E2E Photo Kurta ${uniqueSuffix()}`;
  const product = await createProduct(request, await adminToken(request), {
    name,
    category: 'Men',
    price: '999.00',
    images: [seeded],
    sizes: [],
    colors: [],
    stock: 5,
  });
  const alt = 'Rust kurta with a dark stripe, front view';

  await adminSignIn(page);
  await openAdminTab(page, 'Products');
  const dialog = await openEditDialog(page, name);
  const upload = dialog.getByLabel('Upload photos');

  await test.step('a file that is not a picture is refused with the server’s message', async () => {
    await upload.setInputFiles({ name: 'fake.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('this is not a photo at all') });
    await expect(dialog.getByRole('alert').filter({ hasText: 'fake.jpg: This file is not a picture we can read' })).toBeVisible(SLOW);
    await dialog.getByRole('button', { name: 'Dismiss the error about fake.jpg' }).click();
  });

  await test.step('a real JPEG is uploaded, moved first with the keyboard, and given alt text', async () => {
    await upload.setInputFiles({ name: 'kurta-front.jpg', mimeType: 'image/jpeg', buffer: await jpeg() });
    await expect(dialog.getByLabel(/^Image URLs/)).toHaveValue(/\n\/media\/images\/[0-9a-f-]{36}\.webp$/, SLOW);
    const handle = dialog.getByRole('button', { name: 'Drag picture 2 to reorder' });
    await handle.focus();
    // each key once the live region says the previous one took effect
    await page.keyboard.press('Space');
    // (picked up, then at once 'over' its own place)
    await expect(page.getByText('Picture 2 is over position 2')).toBeAttached();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText('Picture 2 is over position 1')).toBeAttached();
    await page.keyboard.press('Space');
    await expect(dialog.getByLabel(/^Image URLs/)).toHaveValue(/^\/media\/images\/[0-9a-f-]{36}\.webp\n/);
    const items = dialog.getByRole('list', { name: 'Pictures, main first' }).getByRole('listitem');
    await expect(items.first()).toContainText('Main picture');
    await dialog.getByLabel('Alt text, picture 1').fill(alt);
  });

  await test.step('the dialog at 1440×900 and 390×844', async () => {
    mkdirSync(SHOTS, { recursive: true });
    await dialog.getByRole('list', { name: 'Pictures, main first' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'product-photos-dialog-1440.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await dialog.getByRole('list', { name: 'Pictures, main first' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'product-photos-dialog-390.png') });
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Product updated successfully');

  await test.step('the product page shows a <picture> with AVIF and WebP widths and the alt text', async () => {
    await page.goto(`/product/${product.id}`);
    const img = page.getByRole('img', { name: alt });
    await expect(img).toBeVisible(SLOW);
    const picture = page.locator('picture').filter({ has: img });
    const avif = picture.locator('source[type="image/avif"]');
    await expect(avif).toHaveAttribute('srcset', /\/media\/images\/[0-9a-f-]{36}\/320\.avif 320w, .*1600\.avif 1600w$/);
    await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /\/960\.webp 960w/);
    // the browser fetched one of the AVIF widths
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.currentSrc), SLOW).toMatch(/\/media\/images\/[0-9a-f-]{36}\/\d+\.avif$/);
    expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    const url = (await avif.getAttribute('srcset'))!.split(' ')[0];
    const res = await request.get(url);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/avif');
    expect(res.headers()['cache-control']).toContain('immutable');
  });
});
