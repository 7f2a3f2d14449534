// Review rules on a real database: who may review, one per product, fit, hiding, and the rating the
// trigger keeps on products equal to a fresh computation.
// @postgres: runs on both databases — SQL triggers and notifications.
import { adminSession, createCustomer, createTestServices, failure, type TestServices } from '../../test/harness';
import { createProduct } from '../../test/fixtures';
import type { RequestContext } from '../../platform/common/context';
import { fitVerdict } from './review.service';
import { orderFor } from './review.test-helpers';

let shop: TestServices;
let admin: RequestContext;
beforeAll(async () => {
  shop = await createTestServices();
  admin = (await adminSession(shop)).ctx;
});
afterAll(async () => {
  await shop.close();
});

/** A sized product, and a customer with a delivered order of size M. */
async function buyer(product?: { id: string; name: string; variants: Array<{ id: string; size: string; color: string }> }) {
  const p = product ?? (await createProduct(shop, { sizes: ['S', 'M', 'L'], colors: ['Teal'], stock: 30 }));
  const customer = await createCustomer(shop);
  const m = p.variants.find((v) => v.size === 'M')!;
  await orderFor(shop, customer.ctx, [{ variantId: m.id, quantity: 1 }]);
  return { product: p, customer };
}

const freshRating = async (productId: string) => {
  const rows = await shop.db.prisma.review.findMany({ where: { productId, status: 'published' }, select: { rating: true } });
  return { ratingCount: rows.length, ratingSum: rows.reduce((a, r) => a + r.rating, 0) };
};
const storedRating = (productId: string) =>
  shop.db.prisma.product.findUniqueOrThrow({ where: { id: productId }, select: { ratingCount: true, ratingSum: true } });

describe('who may review', () => {
  it('a buyer with a delivered order reviews once, with the size bought; a second review is a 409', async () => {
    const { product, customer } = await buyer();
    const eligible = await shop.services.reviews.eligibility(customer.ctx, product.id);
    expect(eligible).toEqual({ canReview: true, message: null, review: null, size: 'M', color: 'Teal' });

    const review = await shop.services.reviews.create(customer.ctx, {
      productId: product.id,
      rating: 4,
      title: ' Lovely ',
      body: 'Soft cotton',
      fit: 'runs_small',
    });
    expect(review).toMatchObject({
      rating: 4,
      title: 'Lovely',
      body: 'Soft cotton',
      fit: 'runs_small',
      size: 'M',
      color: 'Teal',
      status: 'published',
      author: 'Asha P.',
      verifiedBuyer: true,
    });

    const again = await failure(shop.services.reviews.create(customer.ctx, { productId: product.id, rating: 5 }));
    expect(again).toMatchObject({ status: 409, code: 'ALREADY_REVIEWED', message: 'You have already reviewed this product — edit your review instead' });
    expect(await shop.services.reviews.eligibility(customer.ctx, product.id)).toMatchObject({ canReview: false, message: null, review: { id: review.id } });
  });

  it('not bought, not yet delivered, a guest: refused with the reason', async () => {
    const product = await createProduct(shop, { sizes: ['M'], stock: 10 });
    const stranger = await createCustomer(shop);
    expect(await failure(shop.services.reviews.create(stranger.ctx, { productId: product.id, rating: 5 }))).toMatchObject({
      status: 403,
      message: 'You can review products you have bought and received',
    });

    const waiting = await createCustomer(shop);
    await orderFor(shop, waiting.ctx, [{ variantId: product.variants[0].id, quantity: 1 }], 'shipped');
    expect(await failure(shop.services.reviews.create(waiting.ctx, { productId: product.id, rating: 5 }))).toMatchObject({
      status: 403,
      message: 'You can review this product once your order has been delivered',
    });
    expect(await shop.services.reviews.eligibility(waiting.ctx, product.id)).toMatchObject({
      canReview: false,
      message: 'You can review this product once your order has been delivered',
    });

    const guest = { user: null, ip: '10.0.0.9', requestId: 't' };
    expect(await shop.services.reviews.eligibility(guest, product.id)).toMatchObject({ canReview: false, message: 'Sign in to write a review' });
    expect(await failure(shop.services.reviews.create(guest, { productId: product.id, rating: 5 }))).toMatchObject({ status: 401 });
    expect(await failure(shop.services.reviews.create(stranger.ctx, { productId: '00000000-0000-4000-8000-000000000000', rating: 5 }))).toMatchObject({
      status: 404,
      message: 'Product not found',
    });
  });

  it('bad input: stars outside 1–5, overlong text, fit on a product without sizes', async () => {
    const { product, customer } = await buyer();
    for (const rating of [0, 6, 3.5, '5', null]) {
      expect(await failure(shop.services.reviews.create(customer.ctx, { productId: product.id, rating }))).toMatchObject({
        status: 400,
        fields: { rating: 'Rating must be a whole number from 1 to 5' },
      });
    }
    expect(await failure(shop.services.reviews.create(customer.ctx, { productId: product.id, rating: 5, body: 'x'.repeat(4001) }))).toMatchObject({
      fields: { body: 'Review must be at most 4000 characters' },
    });
    expect(await failure(shop.services.reviews.create(customer.ctx, { productId: product.id, rating: 5, title: 'x'.repeat(121) }))).toMatchObject({
      fields: { title: 'Title must be at most 120 characters' },
    });
    expect(await failure(shop.services.reviews.create(customer.ctx, { productId: product.id, rating: 5, fit: 'baggy' }))).toMatchObject({ status: 400 });

    const scarf = await createProduct(shop, { stock: 5 });
    const s = await createCustomer(shop);
    await orderFor(shop, s.ctx, [{ variantId: scarf.variants[0].id, quantity: 1 }]);
    expect(await failure(shop.services.reviews.create(s.ctx, { productId: scarf.id, rating: 5, fit: 'runs_large' }))).toMatchObject({
      fields: { fit: 'Fit applies only to products sold in sizes' },
    });
    expect(await shop.services.reviews.create(s.ctx, { productId: scarf.id, rating: 5, body: '<script>alert(1)</script>' })).toMatchObject({
      size: null,
      fit: null,
      body: '<script>alert(1)</script>',
    });
  });

  it('the author edits their own review; someone else’s is not found', async () => {
    const { product, customer } = await buyer();
    const review = await shop.services.reviews.create(customer.ctx, { productId: product.id, rating: 2, body: 'Tight' });
    const edited = await shop.services.reviews.update(customer.ctx, { id: review.id, rating: 3, body: 'Fine after a wash', fit: 'true_to_size' });
    expect(edited).toMatchObject({ id: review.id, rating: 3, title: '', body: 'Fine after a wash', fit: 'true_to_size', size: 'M' });
    const other = await createCustomer(shop);
    expect(await failure(shop.services.reviews.update(other.ctx, { id: review.id, rating: 5 }))).toMatchObject({ status: 404, message: 'Review not found' });
  });
});

describe('the rating', () => {
  it('the product’s count and sum equal a fresh computation after creates, edits, hides, shows and deletes', async () => {
    const product = await createProduct(shop, { sizes: ['S', 'M', 'L'], stock: 60 });
    const reviews = [];
    for (const rating of [5, 4, 4, 1]) {
      const { customer } = await buyer(product);
      reviews.push({
        customer,
        review: await shop.services.reviews.create(customer.ctx, { productId: product.id, rating, fit: rating > 3 ? 'runs_small' : 'true_to_size' }),
      });
      expect(await storedRating(product.id)).toEqual(await freshRating(product.id));
    }
    expect(await storedRating(product.id)).toEqual({ ratingCount: 4, ratingSum: 14 });
    expect((await shop.services.products.get(admin, product.id)).rating).toEqual({ average: 3.5, count: 4 });

    await shop.services.reviews.update(reviews[3].customer.ctx, { id: reviews[3].review.id, rating: 2 });
    expect(await storedRating(product.id)).toEqual({ ratingCount: 4, ratingSum: 15 });

    const hidden = await shop.services.reviews.hide(admin, { id: reviews[0].review.id, reason: 'Not about the product' });
    expect(hidden).toMatchObject({ status: 'hidden', hiddenReason: 'Not about the product', hiddenAt: expect.any(Date) });
    expect(await storedRating(product.id)).toEqual(await freshRating(product.id));
    expect(await storedRating(product.id)).toEqual({ ratingCount: 3, ratingSum: 10 });

    const summary = await shop.services.reviews.summary(product.id);
    expect(summary).toEqual({
      average: 3.3,
      count: 3,
      distribution: [
        { stars: 5, count: 0 },
        { stars: 4, count: 2 },
        { stars: 3, count: 0 },
        { stars: 2, count: 1 },
        { stars: 1, count: 0 },
      ],
      // the edit to 2 stars sent no fit: every field is set again, so its 'true_to_size' went
      fit: { runsSmall: 2, trueToSize: 0, runsLarge: 0, verdict: 'runs_small' },
    });
    const page = await shop.services.reviews.forProduct(admin, product.id, {});
    expect(page.total).toBe(3);
    expect(page.items.map((r) => r.id)).not.toContain(reviews[0].review.id);

    const shown = await shop.services.reviews.publish(admin, { id: reviews[0].review.id });
    expect(shown).toMatchObject({ status: 'published', hiddenReason: 'Not about the product', hiddenAt: null });
    expect(await storedRating(product.id)).toEqual({ ratingCount: 4, ratingSum: 15 });

    await shop.db.prisma.user.delete({ where: { id: reviews[1].customer.user.id } });
    expect(await storedRating(product.id)).toEqual(await freshRating(product.id));
    expect(await storedRating(product.id)).toEqual({ ratingCount: 3, ratingSum: 11 });
  });

  it('a product without reviews has no average, never an invented one', async () => {
    const product = await createProduct(shop, { stock: 1 });
    expect((await shop.services.products.get(admin, product.id)).rating).toEqual({ average: null, count: 0 });
    expect(await shop.services.reviews.summary(product.id)).toMatchObject({ average: null, count: 0, fit: { verdict: null } });
  });

  it('the fit verdict needs a clear majority of at least two answers', () => {
    expect(fitVerdict({ runsSmall: 1, trueToSize: 0, runsLarge: 0 })).toBeNull();
    expect(fitVerdict({ runsSmall: 2, trueToSize: 0, runsLarge: 0 })).toBe('runs_small');
    expect(fitVerdict({ runsSmall: 2, trueToSize: 2, runsLarge: 0 })).toBeNull();
    expect(fitVerdict({ runsSmall: 1, trueToSize: 1, runsLarge: 3 })).toBe('runs_large');
  });
});

describe('the shop’s side', () => {
  it('replies, lists with filters, and refuses customers', async () => {
    const { product, customer } = await buyer();
    const review = await shop.services.reviews.create(customer.ctx, { productId: product.id, rating: 1, body: 'Seam came apart' });
    const replied = await shop.services.reviews.reply(admin, { id: review.id, reply: 'Sorry! Please bring it in for a free repair.' });
    expect(replied).toMatchObject({
      reply: 'Sorry! Please bring it in for a free repair.',
      repliedAt: expect.any(Date),
      customerEmail: customer.user.email,
      productName: product.name,
    });
    expect(await shop.services.reviews.reply(admin, { id: review.id, reply: '' })).toMatchObject({ reply: null, repliedAt: null });

    const ones = await shop.services.reviews.adminList(admin, { rating: '1', productId: product.id });
    expect(ones.items.map((r) => r.id)).toEqual([review.id]);
    expect((await shop.services.reviews.adminList(admin, { rating: 5, productId: product.id })).total).toBe(0);
    expect(await failure(shop.services.reviews.adminList(admin, { rating: 9 }))).toMatchObject({ status: 400 });
    expect(await failure(shop.services.reviews.hide(customer.ctx, { id: review.id, reason: 'x' }))).toMatchObject({ status: 403 });
    expect(await failure(shop.services.reviews.hide(admin, { id: review.id, reason: ' ' }))).toMatchObject({
      status: 400,
      fields: { reason: 'A reason is required' },
    });
    expect(await failure(shop.services.reviews.hide(admin, { id: '00000000-0000-4000-8000-000000000000', reason: 'x' }))).toMatchObject({ status: 404 });
  });
});
