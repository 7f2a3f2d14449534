// Reviews: a customer whose order was delivered follows 'Write a review' from My Orders,
// reviews the product with 4 stars and a fit answer, reads it on the product page (markup shown as
// typed), and the shop's cards show the real rating; the product page carries it in its JSON-LD.
// The admin then hides it (a reason is required) and the rating leaves the card.
import { expect, test } from './support/test';
import { adminToken, gql, pickProduct, placeCodOrder, registerCustomer, signInBrowser } from './support/api';
import { createProduct } from './support/catalog-api';
import { SLOW, uniqueSuffix } from './support/constants';
import { adminSignIn, expectToast, openAdminTab, productCard } from './support/ui';

const UPDATE_STATUS = /* GraphQL */ `
  mutation E2eUpdateOrderStatus($input: UpdateOrderStatusInput!) {
    updateOrderStatus(input: $input) {
      order {
        id
        status
      }
      errors {
        field
        code
        message
      }
    }
  }
`;

const shortId = (id: string) => id.slice(0, 8).toUpperCase();

test.describe('reviews', () => {
  test('a customer with a delivered order reviews the product and sees the rating on its card', async ({ page, request }) => {
    test.setTimeout(240_000);
    const admin = await adminToken(request);
    const image = (await pickProduct(request)).images[0] ?? '/media/placeholder.svg';
    // a product of its own, so no other journey's review counts in its rating
    const product = await createProduct(request, admin, {
      name: `E2E Review Kurta ${uniqueSuffix()}`,
      category: 'Men',
      price: '899.00',
      images: [image],
      sizes: ['M', 'L'],
      colors: ['Teal'],
      stock: 10,
    });
    const customer = await registerCustomer(request, { firstName: 'Priya', lastName: 'Shah' });
    const order = await placeCodOrder(request, customer, [{ productId: product.id, quantity: 1, size: 'M', color: 'Teal' }]);
    for (const status of ['PROCESSING', 'SHIPPED', 'DELIVERED']) await gql(request, UPDATE_STATUS, { input: { id: order.id, status } }, admin);

    await test.step('before any review the card says so, without stars', async () => {
      await page.goto(`/shop?search=${encodeURIComponent(product.name)}`);
      const card = productCard(page, product.name);
      await expect(card.getByText('No reviews yet')).toBeVisible(SLOW);
      await expect(card.getByRole('img', { name: /^Rated/ })).toHaveCount(0);
    });

    await test.step('My Orders links the delivered product to its review dialog', async () => {
      await signInBrowser(page, customer.token);
      await page.goto('/account');
      const card = page.getByRole('article', { name: `Order #${shortId(order.id)}` });
      await card.getByRole('button', { name: 'View Details' }).click(SLOW);
      await page
        .getByRole('dialog', { name: `Order #${shortId(order.id)}` })
        .getByRole('link', { name: `Write a review of ${product.name}` })
        .click();
      await expect(page).toHaveURL(new RegExp(`/product/${product.id}\\?review=1`));
    });

    const dialog = page.getByRole('dialog', { name: 'Write a review' });
    await test.step('the dialog asks for stars, records the size bought and the fit', async () => {
      await expect(dialog).toBeVisible(SLOW);
      await expect(dialog.getByText('Size bought: M · Color: Teal')).toBeVisible();
      await dialog.getByRole('button', { name: 'Submit review' }).click();
      await expect(dialog.getByText('Please choose a rating')).toBeVisible();
      // the star is the label of a visually hidden radio
      const fourStars = dialog.getByRole('radio', { name: '4 Stars' });
      await dialog.locator(`label[for="${await fourStars.getAttribute('id')}"]`).click();
      await expect(fourStars).toBeChecked();
      await dialog.getByLabel('Title (optional)').fill('Lovely colour');
      await dialog.getByLabel('Your review (optional)').fill('<b>Soft</b> cotton, a little snug.');
      await dialog.getByRole('radio', { name: 'Runs small' }).check();
      await dialog.getByRole('button', { name: 'Submit review' }).click();
      await expectToast(page, 'Thank you for your review!');
      await expect(dialog).toBeHidden();
    });

    await test.step('the review is on the product page, its text shown as typed', async () => {
      const section = page.locator('section#reviews');
      const review = section.getByRole('list', { name: 'Reviews', exact: true }).getByRole('listitem');
      await expect(review).toHaveCount(1, SLOW);
      await expect(review.getByRole('heading', { name: 'Lovely colour' })).toBeVisible();
      await expect(review.getByText('<b>Soft</b> cotton, a little snug.')).toBeVisible();
      await expect(review.getByText('Verified buyer')).toBeVisible();
      await expect(review.getByText('Size bought: M · Color: Teal · Fit: Runs small')).toBeVisible();
      await expect(review.getByText('Priya S.', { exact: false })).toBeVisible();
      await expect(section.getByRole('img', { name: 'Rated 4.0 out of 5, 1 review' })).toBeVisible();
      await expect(section.getByRole('button', { name: 'Edit your review' })).toBeVisible();
      // the rating near the price, refreshed without a reload
      await expect(page.getByRole('link', { name: '1 review' })).toHaveAttribute('href', '#reviews');
      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as Record<string, unknown>;
      expect(ld).toMatchObject({
        '@type': 'Product',
        name: product.name,
        aggregateRating: { ratingValue: 4, reviewCount: 1 },
        offers: { priceCurrency: 'INR' },
      });
    });

    await test.step("the shop's card shows the real rating", async () => {
      await page.goto(`/shop?search=${encodeURIComponent(product.name)}`);
      const card = productCard(page, product.name);
      await expect(card.getByRole('img', { name: 'Rated 4.0 out of 5, 1 review' })).toBeVisible(SLOW);
      await expect(card.getByText('4.0')).toBeVisible();
      await expect(card.getByText('(1)')).toBeVisible();
      await expect(card.getByText('No reviews yet')).toHaveCount(0);
    });

    await test.step('the admin hides it with a reason: the card has no rating again', async () => {
      await page.evaluate(() => localStorage.clear()); // the customer signs out
      await adminSignIn(page);
      await openAdminTab(page, 'Reviews');
      const row = page.getByRole('grid', { name: 'Reviews' }).getByRole('row').filter({ hasText: product.name });
      await row.getByRole('button', { name: 'Hide the review by Priya Shah' }).click(SLOW);
      const hide = page.getByRole('dialog', { name: 'Hide review' });
      await hide.getByRole('button', { name: 'Hide' }).click();
      await expect(hide.getByText('A reason is required')).toBeVisible();
      await hide.getByLabel(/^Why hide it/).fill('Test of the moderation');
      await hide.getByRole('button', { name: 'Hide' }).click();
      await expectToast(page, 'Review hidden');
      await expect(row.getByText('Hidden')).toBeVisible(SLOW);
      await page.goto(`/shop?search=${encodeURIComponent(product.name)}`);
      await expect(productCard(page, product.name).getByText('No reviews yet')).toBeVisible(SLOW);
    });
  });
});
