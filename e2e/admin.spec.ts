// Admin journeys: products with validation, the stock grid seen on the product page,
// coupons a shopper uses, the order status workflow seen by the customer, SEO titles,
// and a customer kept out of /admin.
import { expect, test, type Locator, type Page } from './support/test';
import { adminToken, gql, lineOf, myOrders, pickProduct, placeCodOrder, placeOnlineOrder, registerCustomer, seedGuestCart, seoOf, signInBrowser, updateSeo } from './support/api';
import { createProduct, variantsOf } from './support/catalog-api';
import { SLOW, inr, uniqueSuffix } from './support/constants';
import { adminSignIn, chooseOption, expectToast, openAdminTab, productCard } from './support/ui';

/** Forget who is signed in (the token and carts live in the browser's storage). */
async function signOutBrowser(page: Page) {
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

/** Whether an element or anything in it is drawn with a line through it. */
const struckThrough = (el: Locator) =>
  el.evaluate((root) => [root, ...root.querySelectorAll('*')].some((e) => getComputedStyle(e).textDecorationLine.includes('line-through')));

const grid = (page: Page, name: string) => page.getByRole('grid', { name });
const productSearch = (page: Page) => page.getByRole('searchbox', { name: 'Search products by name or SKU' });

/**
 * Types into the dashboard search and waits until the grid shows only the one matching row: the
 * search commits after a pause and the grid then re-renders, so a click on a row seen before that
 * could land on a row that is about to be replaced.
 */
async function searchGrid(page: Page, text: string, gridName: 'Products' | 'Orders', rowText: string) {
  await (gridName === 'Products' ? productSearch(page) : page.getByRole('searchbox', { name: 'Search orders by id' })).fill(text);
  const rows = grid(page, gridName).getByRole('row').filter({ has: page.getByRole('gridcell') });
  await expect(rows).toHaveCount(1, SLOW);
  await expect(rows.filter({ hasText: rowText })).toHaveCount(1);
  return rows.first();
}

test.describe('admin', () => {
  test('Add Product validates, the product is in the shop, a price edit shows on its page', async ({ page, request }) => {
    test.setTimeout(240_000);
    const name = `E2E Chikankari Kurta ${uniqueSuffix()}`;
    const image = (await pickProduct(request)).images[0];
    expect(image, 'a seeded product has an image URL to reuse').toBeTruthy();

    await adminSignIn(page);
    await openAdminTab(page, 'Products');
    await page.getByRole('button', { name: 'Add Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Product' });
    await expect(dialog).toBeVisible();

    await test.step('an empty form names every required field', async () => {
      await dialog.getByRole('button', { name: 'Add Product' }).click();
      await expect(dialog.getByText('Name is required')).toBeVisible();
      await expect(dialog.getByText('Price must be greater than 0')).toBeVisible();
      await expect(dialog.getByText('Category is required')).toBeVisible();
      await expect(dialog.getByText('At least one image is required')).toBeVisible();
    });

    await test.step('bad values are refused', async () => {
      await dialog.getByLabel(/^Price/).fill('0');
      await dialog.getByLabel(/^Image URLs/).fill('not a url');
      // a product without sizes or colours has a single stock cell
      await dialog.getByLabel('Stock', { exact: true }).fill('-2');
      await dialog.getByRole('button', { name: 'Add Product' }).click();
      await expect(dialog.getByText('Price must be greater than 0')).toBeVisible();
      await expect(dialog.getByText('Invalid URL format')).toBeVisible();
      await expect(dialog.getByText('Stock cannot be negative')).toBeVisible();
      await expect(dialog).toBeVisible();
    });

    await test.step('a valid product is created', async () => {
      await dialog.getByLabel(/^Name/).fill(name);
      await dialog.getByLabel(/^Description/).fill('Hand-embroidered Lucknowi chikankari on soft cotton. Made for the e2e journey.');
      await dialog.getByLabel(/^Price/).fill('1249');
      await dialog.getByLabel(/^Original price/).fill('1599');
      await chooseOption(page, dialog.getByRole('combobox', { name: /^Category/ }), 'Women');
      await dialog.getByLabel(/^Image URLs/).fill(`${image}\n\n`);
      await dialog.getByLabel(/^Sizes/).fill('S, M, , L');
      await dialog.getByLabel(/^Colors/).fill('White, Peach');
      // the single cell became 3 sizes × 2 colours, each at 0
      await expect(dialog.getByRole('table', { name: 'Stock per size and color' }).getByRole('textbox')).toHaveCount(6);
      await dialog.getByLabel('Stock (M, White)').fill('4');
      await dialog.getByLabel('Stock (L, Peach)').fill('3');
      await expect(dialog.getByText('Total stock: 7')).toBeVisible();
      await dialog.getByRole('button', { name: 'Add Product' }).click();
      await expectToast(page, 'Product created successfully');
      await expect(dialog).toBeHidden();

      const row = await searchGrid(page, name.toLowerCase(), 'Products', name);
      await expect(row.getByText(inr(1249))).toBeVisible();
      await expect(row.getByText('In Stock')).toBeVisible();
    });

    let productUrl = '';
    await test.step('the shop finds it by search', async () => {
      await page.goto('/shop');
      await page.getByRole('complementary', { name: 'Filters' }).getByRole('searchbox', { name: 'Search products' }).fill(name);
      await expect(page).toHaveURL(/[?&]search=/, SLOW);
      const card = productCard(page, name);
      await expect(card).toBeVisible(SLOW);
      await expect(card.getByText(inr(1249))).toBeVisible();
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
      await card.getByRole('link', { name }).click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(SLOW);
      await expect(page.getByText(inr(1249)).first()).toBeVisible();
      await expect(page.getByText('22% OFF')).toBeVisible();
      productUrl = page.url();
    });

    await test.step('the admin edits the price', async () => {
      await page.goto('/admin?tab=products');
      await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible(SLOW);
      const row = await searchGrid(page, name, 'Products', name);
      await row.getByRole('button', { name: `Edit ${name}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Product' });
      await expect(edit.getByLabel(/^Name/)).toHaveValue(name);
      await expect(edit.getByLabel(/^Price/)).toHaveValue('1249');
      await edit.getByLabel(/^Price/).fill('999');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(page, 'Product updated successfully');
      await expect(edit).toBeHidden();
      await expect(grid(page, 'Products').getByRole('row').filter({ hasText: name }).getByText(inr(999))).toBeVisible(SLOW);
    });

    await test.step('the product page shows the new price', async () => {
      await page.goto(productUrl);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(SLOW);
      await expect(page.getByText(inr(999)).first()).toBeVisible();
      await expect(page.getByText(inr(1249))).toHaveCount(0);
      await expect(page.getByText('38% OFF')).toBeVisible();
    });
  });

  test('the admin sets a kurta to 3 in L and none in XL; the product page shows XL sold out and L available', { tag: '@postgres' }, async ({ page, request }) => {
    test.setTimeout(240_000);
    const suffix = uniqueSuffix();
    const name = `E2E Teal Kurta ${suffix}`;
    const sku = `E2E-${suffix}-L`;
    const image = (await pickProduct(request)).images[0];
    // a kurta of its own, 2 in every size × colour, so no other journey's product changes
    const kurta = await createProduct(request, await adminToken(request), { name, category: 'Men', price: '1299.00', images: [image], sizes: ['M', 'L', 'XL'], colors: ['Teal', 'Maroon'], stock: 12 });

    await adminSignIn(page);
    await openAdminTab(page, 'Products');
    await (await searchGrid(page, name, 'Products', name)).getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Product' });
    const stock = dialog.getByRole('table', { name: 'Stock per size and color' });
    await expect(stock.getByLabel('Stock (XL, Maroon)')).toHaveValue('2');
    await expect(dialog.getByText('Total stock: 12')).toBeVisible();

    await test.step('a SKU another product uses is refused on its cell', async () => {
      const other = await pickProduct(request, { skip: 3 });
      const taken = (await variantsOf(request, other.id)).variants[0].sku;
      await dialog.getByRole('switch', { name: 'Edit SKUs' }).check();
      await stock.getByLabel('SKU (M, Maroon)').fill(taken);
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      const message = `SKU ${taken} is already used by another product`;
      // the error toast (outside the modal dialog, so hidden from the accessibility tree while it is open)
      await expect(page.getByRole('alert', { includeHidden: true }).filter({ hasText: message })).toBeVisible(SLOW);
      await expect(stock.getByLabel('SKU (M, Maroon)')).toHaveAccessibleDescription(message);
      await expect(stock.getByLabel('SKU (M, Teal)')).not.toHaveAttribute('aria-invalid', 'true');
      // emptied, the cell keeps the SKU it had
      await stock.getByLabel('SKU (M, Maroon)').fill('');
      await dialog.getByRole('switch', { name: 'Edit SKUs' }).uncheck();
    });

    await test.step('fill the L and XL rows from the keyboard, and give L in Teal its own SKU', async () => {
      await stock.getByLabel('Stock (L, Teal)').click();
      // tab walks the row, then the next row; each number is selected, so typing replaces it
      for (const value of ['3', '3', '0', '0']) {
        await page.keyboard.type(value);
        await page.keyboard.press('Tab');
      }
      await expect(dialog.getByText('Total stock: 10')).toBeVisible();
      await dialog.getByRole('switch', { name: 'Edit SKUs' }).check();
      await stock.getByLabel('SKU (L, Teal)').fill(sku.toLowerCase());
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(page, 'Product updated successfully');
      await expect(dialog).toBeHidden();
    });

    await test.step('the server has the numbers, cell by cell', async () => {
      const saved = await variantsOf(request, kurta.id);
      expect(saved.stock).toBe(10);
      expect(saved.variants.map((v) => [v.size, v.color, v.stock])).toEqual([
        ['M', 'Teal', 2],
        ['M', 'Maroon', 2],
        ['L', 'Teal', 3],
        ['L', 'Maroon', 3],
        ['XL', 'Teal', 0],
        ['XL', 'Maroon', 0],
      ]);
      expect(saved.variants[2].sku).toBe(sku);
    });

    await test.step('the table shows the total, the sold-out cells and Low stock; SKU search and the low-stock filter find it', async () => {
      const row = await searchGrid(page, sku, 'Products', name);
      await expect(row.getByRole('gridcell', { name: '10', exact: true })).toBeVisible();
      await expect(row.getByLabel('2 of 6 sold out')).toBeVisible();
      await expect(row.getByText('Low stock')).toBeVisible();
      await page.getByRole('switch', { name: 'Low stock only' }).check();
      await expect(row).toBeVisible(SLOW);
    });

    await test.step('the product page: XL struck through and not selectable, L available', async () => {
      await page.goto(`/product/${kurta.id}`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(SLOW);
      const sizes = page.getByRole('group', { name: /^Size/ });
      const xl = sizes.getByRole('button', { name: /^XL\b/ });
      const l = sizes.getByRole('button', { name: /^L\b/ });
      await expect(xl).toBeVisible();
      await expect(xl).toBeDisabled();
      expect(await struckThrough(xl), 'XL is struck through').toBe(true);
      await expect(l).toBeEnabled();
      expect(await struckThrough(l), 'L is not struck through').toBe(false);
      await l.click();
      await expect(l).toHaveAttribute('aria-pressed', 'true');
    });
  });

  test('a coupon the admin creates works in a shopper’s cart', async ({ page, request }) => {
    test.setTimeout(180_000);
    const code = `E2E${uniqueSuffix()}`;
    await adminSignIn(page);
    await openAdminTab(page, 'Coupons');
    await page.getByRole('button', { name: 'Add Coupon' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Coupon' });
    await dialog.getByRole('button', { name: 'Add Coupon' }).click();
    await expect(dialog.getByText('Code is required')).toBeVisible();
    await expect(dialog.getByText('Value must be greater than 0')).toBeVisible();

    await dialog.getByLabel(/^Code/).fill(code);
    await dialog.getByLabel(/^Value/).fill('15');
    await dialog.getByLabel(/^Usage limit/).fill('50');
    await dialog.getByRole('button', { name: 'Add Coupon' }).click();
    await expectToast(page, 'Coupon created successfully');
    await expect(dialog).toBeHidden();
    const row = grid(page, 'Coupons').getByRole('row').filter({ hasText: code });
    await expect(row).toBeVisible(SLOW);
    await expect(row.getByText('15%')).toBeVisible();
    await expect(row.getByText('Active')).toBeVisible();
    await expect(row.getByText('Never')).toBeVisible();
    await expect(row.getByText('0 / 50')).toBeVisible();

    // a shopper (the admin signs out first)
    await signOutBrowser(page);
    const product = await pickProduct(request, { skip: 8 });
    await seedGuestCart(page, [lineOf(product)]);
    await page.goto('/cart');
    await expect(page.getByRole('list', { name: 'Items in your cart' }).getByRole('link', { name: product.name })).toBeVisible(SLOW);
    await page.getByLabel('Coupon code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    const summary = page.getByRole('region', { name: 'Order Summary' });
    const discount = Math.round(Number(product.price) * 15) / 100;
    await expect(summary.getByText(`Discount (${code})`)).toBeVisible(SLOW);
    await expect(summary.getByText(`−${inr(discount)}`)).toBeVisible();
    await expect(summary.getByText(inr(Number(product.price) - discount), { exact: true })).toBeVisible();
  });

  test('an order moves pending → processing → shipped, and the customer then sees Track Order', { tag: '@postgres' }, async ({ page, request }) => {
    test.setTimeout(180_000);
    const customer = await registerCustomer(request, { firstName: 'Harsh', lastName: 'Parikh' });
    const product = await pickProduct(request, { skip: 9 });
    const order = await placeCodOrder(request, customer, [lineOf(product)]);
    expect(order.status).toBe('PENDING');
    const short = order.id.slice(0, 8).toUpperCase();

    await adminSignIn(page);
    await openAdminTab(page, 'Orders');
    // customers quote the id as the shop shows it to them (upper case)
    const row = await searchGrid(page, short.toUpperCase(), 'Orders', `#${short}`);
    await expect(row.getByText('Harsh Parikh')).toBeVisible();
    await expect(row.getByText('Pending')).toBeVisible();

    for (const next of ['Processing', 'Shipped']) {
      await row.getByRole('button', { name: `Update status of order ${short}` }).click();
      const dialog = page.getByRole('dialog', { name: `Update Order #${short}` });
      await expect(dialog).toBeVisible();
      await chooseOption(page, dialog.getByRole('combobox', { name: 'New status' }), next);
      await expectToast(page, 'Order status updated successfully');
      await expect(dialog).toBeHidden(SLOW);
      await expect(row.getByText(next, { exact: true })).toBeVisible(SLOW);
    }

    await signOutBrowser(page);
    await signInBrowser(page, customer.token);
    await page.goto('/account?tab=orders');
    const card = page.getByRole('article', { name: `Order #${short.toUpperCase()}` });
    await expect(card).toBeVisible(SLOW);
    await expect(card.getByText('Shipped', { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Track Order' })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Return' })).toHaveCount(0);

    // Track Order carries the order number to the tracking page; with the e-mail it shows the status
    await card.getByRole('link', { name: 'Track Order' }).click();
    await expect(page).toHaveURL(/\/track-order\?/);
    const form = page.getByRole('form', { name: 'Track your order' });
    await expect(form.getByLabel(/^Order ID/)).toHaveValue(order.id, SLOW);
    await form.getByLabel(/^Email/).fill(customer.email);
    await form.getByRole('button', { name: 'Track Order' }).click();
    const result = page.getByRole('region', { name: `Order #${short.toUpperCase()}` });
    await expect(result).toBeVisible(SLOW);
    await expect(result.getByText('Shipped', { exact: true })).toBeVisible();
    await expect(result.getByText('Your order is on its way to you.')).toBeVisible();
  });

  test('the admin marks a pay-on-delivery order paid once it is shipped; the customer sees it paid', { tag: '@postgres' }, async ({ page, request }) => {
    test.setTimeout(180_000);
    const customer = await registerCustomer(request, { firstName: 'Meera', lastName: 'Desai' });
    const product = await pickProduct(request, { skip: 10 });
    const order = await placeCodOrder(request, customer, [lineOf(product)]);
    const short = order.id.slice(0, 8).toUpperCase();

    await adminSignIn(page);
    await openAdminTab(page, 'Orders');
    let row = await searchGrid(page, short, 'Orders', `#${short}`);
    await expect(row.getByText('Pay on delivery — unpaid')).toBeVisible();
    const view = async () => {
      await row.getByRole('button', { name: `View order ${short}` }).click();
      const dialog = page.getByRole('dialog', { name: `Order #${short}` });
      await expect(dialog.getByRole('heading', { name: 'Payments' })).toBeVisible(SLOW);
      return dialog;
    };
    // Pending: the courier has not collected anything yet.
    let details = await view();
    await expect(details.getByText('No payment recorded yet.')).toBeVisible();
    await expect(details.getByRole('button', { name: 'Mark as paid' })).toHaveCount(0);
    await details.getByRole('button', { name: 'Close' }).click();

    const token = await adminToken(request);
    for (const status of ['PROCESSING', 'SHIPPED'])
      await gql(request, `mutation ($input: UpdateOrderStatusInput!) { updateOrderStatus(input: $input) { errors { code } } }`, { input: { id: order.id, status } }, token);
    await page.reload();
    await openAdminTab(page, 'Orders');
    row = await searchGrid(page, short, 'Orders', `#${short}`);
    details = await view();
    await details.getByRole('button', { name: 'Mark as paid' }).click();
    const markPaid = page.getByRole('dialog', { name: `Mark Order #${short} as Paid` });
    await expect(markPaid.getByLabel(/Amount received/)).toHaveValue(String(Number(order.total)));
    await markPaid.getByLabel(/Note/).fill('Cash to the courier');
    await markPaid.getByRole('button', { name: 'Mark as paid' }).click();
    // (the toast is there, but outside the View dialog that stays open, so hidden from the accessibility tree)
    await expect(markPaid).toBeHidden(SLOW);
    await expect(details.getByText('Paid on delivery')).toBeVisible(SLOW);
    await expect(details.getByRole('button', { name: 'Mark as paid' })).toHaveCount(0);
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(row.getByText('Paid on delivery')).toBeVisible(SLOW);

    await signOutBrowser(page);
    await signInBrowser(page, customer.token);
    await page.goto('/account?tab=orders');
    await expect(page.getByRole('article', { name: `Order #${short}` }).getByText('Paid on delivery')).toBeVisible(SLOW);
  });

  test('an order paid online and cancelled: the admin records a refund of part of it and the ledger shows it', async ({ page, request }) => {
    test.setTimeout(180_000);
    const customer = await registerCustomer(request, { firstName: 'Ritu', lastName: 'Desai' });
    const product = await pickProduct(request, { skip: 12 });
    const order = await placeOnlineOrder(request, customer, [lineOf(product)]);
    const short = order.id.slice(0, 8).toUpperCase();
    await gql(request, `mutation ($input: UpdateOrderStatusInput!) { updateOrderStatus(input: $input) { errors { code } } }`, { input: { id: order.id, status: 'CANCELLED' } }, await adminToken(request));

    await adminSignIn(page);
    await openAdminTab(page, 'Orders');
    const row = await searchGrid(page, short, 'Orders', `#${short}`);
    await row.getByRole('button', { name: `View order ${short}` }).click();
    const details = page.getByRole('dialog', { name: `Order #${short}` });
    await expect(details.getByRole('heading', { name: 'Payments' })).toBeVisible(SLOW);
    await expect(details.getByRole('button', { name: 'Mark as paid' })).toHaveCount(0);
    await details.getByRole('button', { name: 'Record refund' }).click();
    const refund = page.getByRole('dialog', { name: `Record Refund for Order #${short}` });
    await refund.getByLabel(/Refund amount/).fill('100');
    await refund.getByLabel(/Note/).fill('Returned by UPI');
    await refund.getByRole('button', { name: 'Record refund' }).click();
    await expect(refund).toBeHidden(SLOW);
    await expect(details.getByText(/^Refund ₹100\.00 · .* · Returned by UPI$/)).toBeVisible(SLOW);
    await expect(details.getByRole('button', { name: 'Record refund' })).toBeVisible(); // the rest can still be given back
  });

  test('the dashboard has its own frame; cancelling an order asks first and names the restock and refund', async ({ page, request }) => {
    const customer = await registerCustomer(request, { firstName: 'Nisha', lastName: 'Desai' });
    const product = await pickProduct(request, { skip: 11 });
    const order = await placeCodOrder(request, customer, [lineOf(product)]);
    const short = order.id.slice(0, 8).toUpperCase();

    await adminSignIn(page);
    // no storefront navigation, newsletter or social links around the dashboard
    await expect(page.getByRole('banner').getByRole('link', { name: 'View shop' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByText('Newsletter')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Instagram' })).toHaveCount(0);

    await openAdminTab(page, 'Orders');
    const row = await searchGrid(page, short, 'Orders', `#${short}`);
    await row.getByRole('button', { name: `Update status of order ${short}` }).click();
    const dialog = page.getByRole('dialog', { name: `Update Order #${short}` });
    await expect(dialog.getByText('Every item goes back into stock. Final: cannot be undone. A paid order needs a refund.')).toBeVisible();
    await chooseOption(page, dialog.getByRole('combobox', { name: 'New status' }), 'Cancelled');
    const warning = dialog.getByRole('alert');
    await expect(warning).toContainText(`Cancel order #${short}?`);
    await expect(warning).toContainText('Nothing has been paid yet (pay on delivery), so there is nothing to refund.');
    // nothing is sent before the confirmation
    expect((await myOrders(request, customer.token)).items.find((o) => o.id === order.id)?.status).toBe('PENDING');
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expectToast(page, 'Order status updated successfully');
    await expect(dialog).toBeHidden(SLOW);
    await expect(row.getByText('Cancelled', { exact: true })).toBeVisible(SLOW);
  });

  test('editing the home SEO title changes the home page’s document title', async ({ page, request }) => {
    test.setTimeout(150_000);
    const original = await seoOf(request, 'home');
    expect(original, 'the seed has an SEO record for home').toBeTruthy();
    const title = `Family Fashion in Vadodara ${uniqueSuffix()}`;
    try {
      await adminSignIn(page);
      await openAdminTab(page, 'SEO');
      await grid(page, 'SEO meta tags').getByRole('button', { name: 'Edit SEO meta of home' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit SEO Meta' });
      await expect(dialog.getByLabel(/^Title/)).toHaveValue(original!.title);
      await dialog.getByLabel(/^Title/).fill(title);
      await expect(dialog.getByText(`${title.length}/60`)).toBeVisible();
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(page, 'SEO meta updated successfully');
      await expect(dialog).toBeHidden();
      await expect(grid(page, 'SEO meta tags').getByText(title)).toBeVisible(SLOW);

      await page.goto('/');
      await expect(page).toHaveTitle(title, SLOW);
    } finally {
      await updateSeo(request, await adminToken(request), original!.id, {
        pageName: 'home',
        title: original!.title,
        description: original!.description,
        keywords: original!.keywords,
      });
    }
  });

  test('a customer who opens /admin sees the login form and no admin data', async ({ page, request }) => {
    const customer = await registerCustomer(request, { firstName: 'Curious', lastName: 'Customer' });
    await signInBrowser(page, customer.token);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible(SLOW);
    await expect(page.getByText('This account does not have admin access')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
    await expect(page.getByRole('tablist', { name: 'Admin sections' })).toHaveCount(0);
    await expect(page.getByRole('grid')).toHaveCount(0);
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByText('Total Revenue')).toHaveCount(0);
    await expect(page.getByText('Total Orders')).toHaveCount(0);

    // and the server refuses the data itself
    const refused = await gql(request, '{ adminStats { totalOrders } }', {}, customer.token).then(
      () => null,
      (e: Error) => e.message,
    );
    expect(refused).toMatch(/FORBIDDEN/);
  });
});
