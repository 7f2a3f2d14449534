// Reviews through both APIs: GraphQL and the /api REST shim.
import { adminSession, createCustomer, createTestShop, gql, verifyByEmailLink, type TestShop } from '../../test/harness';
import { createProduct } from '../../test/fixtures';
import { bearer, createKey } from '../api-keys/api-key.test-helpers';
import { orderFor } from './review.test-helpers';

let shop: TestShop;
let adminToken: string;
beforeAll(async () => {
  shop = await createTestShop();
  adminToken = (await adminSession(shop)).token;
});
afterAll(async () => {
  await shop.close();
});

const REVIEW = 'id rating title body fit size color author verifiedBuyer status reply';
const ERRORS = 'errors { field code message }';
const CREATE = `mutation C($input: CreateReviewInput!) { createReview(input: $input) { review { ${REVIEW} } ${ERRORS} } }`;
const UPDATE = `mutation U($input: UpdateReviewInput!) { updateReview(input: $input) { review { ${REVIEW} } ${ERRORS} } }`;
const PRODUCT = `query P($id: ID!) { product(id: $id) { rating { average count } reviewSummary { average count distribution { stars count } fit { runsSmall trueToSize runsLarge verdict } } reviews(limit: 2) { total items { ${REVIEW} } } } }`;
const ELIGIBILITY = 'query E($id: ID!) { reviewEligibility(productId: $id) { canReview message size color review { id } } }';
const HIDE = `mutation H($input: HideReviewInput!) { hideReview(input: $input) { review { id status hiddenReason customerEmail productName } ${ERRORS} } }`;
const ADMIN_LIST =
  'query A($rating: Int, $status: ReviewStatus, $productId: ID) { adminReviews(rating: $rating, status: $status, productId: $productId) { total items { id rating status } } }';

async function deliveredBuyer(product: { variants: Array<{ id: string; size: string }> }) {
  const customer = await createCustomer(shop, { firstName: 'Meera' });
  await orderFor(shop, customer.ctx, [{ variantId: product.variants.find((v) => v.size === 'L')!.id, quantity: 1 }]);
  return customer;
}

describe('GraphQL', () => {
  it('a verified buyer reviews; the product shows the real rating, summary and reviews', async () => {
    const product = await createProduct(shop, { sizes: ['M', 'L'], stock: 20 });
    let res = await gql(shop, PRODUCT, { id: product.id });
    expect(res.body.data.product).toMatchObject({
      rating: { average: null, count: 0 },
      reviews: { total: 0, items: [] },
      reviewSummary: { average: null, count: 0 },
    });

    const buyer = await deliveredBuyer(product);
    res = await gql(shop, ELIGIBILITY, { id: product.id }, buyer.token);
    expect(res.body.data.reviewEligibility).toEqual({ canReview: true, message: null, size: 'L', color: null, review: null });
    res = await gql(shop, ELIGIBILITY, { id: product.id });
    expect(res.body.data.reviewEligibility).toMatchObject({ canReview: false, message: 'Sign in to write a review' });

    res = await gql(shop, CREATE, { input: { productId: product.id, rating: 4, title: 'Good', body: '<b>nice</b>', fit: 'RUNS_LARGE' } }, buyer.token);
    expect(res.body.data.createReview.errors).toEqual([]);
    const review = res.body.data.createReview.review;
    expect(review).toMatchObject({
      rating: 4,
      body: '<b>nice</b>',
      fit: 'RUNS_LARGE',
      size: 'L',
      author: 'Meera P.',
      verifiedBuyer: true,
      status: 'PUBLISHED',
    });

    res = await gql(shop, CREATE, { input: { productId: product.id, rating: 5 } }, buyer.token);
    expect(res.body.data.createReview).toEqual({
      review: null,
      errors: [{ field: null, code: 'ALREADY_REVIEWED', message: 'You have already reviewed this product — edit your review instead' }],
    });
    res = await gql(shop, CREATE, { input: { productId: product.id, rating: 7 } }, buyer.token);
    expect(res.body.data.createReview.errors).toEqual([{ field: 'rating', code: 'INVALID', message: 'Rating must be a whole number from 1 to 5' }]);

    res = await gql(shop, UPDATE, { input: { id: review.id, rating: 5, body: 'Even better' } }, buyer.token);
    expect(res.body.data.updateReview.review).toMatchObject({ rating: 5, body: 'Even better', fit: null });

    res = await gql(shop, PRODUCT, { id: product.id });
    expect(res.body.data.product).toMatchObject({
      rating: { average: 5, count: 1 },
      reviewSummary: {
        average: 5,
        count: 1,
        distribution: [
          { stars: 5, count: 1 },
          { stars: 4, count: 0 },
          { stars: 3, count: 0 },
          { stars: 2, count: 0 },
          { stars: 1, count: 0 },
        ],
      },
      reviews: { total: 1, items: [{ id: review.id, body: 'Even better' }] },
    });
  });

  it('a delivered buyer whose e-mail is not verified is refused (403, EMAIL_NOT_VERIFIED) until they follow the e-mailed link', async () => {
    const product = await createProduct(shop, { sizes: ['M', 'L'], stock: 20 });
    const buyer = await createCustomer(shop, { firstName: 'Neha', verified: false });
    await orderFor(shop, buyer.ctx, [{ variantId: product.variants.find((v) => v.size === 'L')!.id, quantity: 1 }]);
    const message = 'Verify your e-mail address to write a review';
    let res = await gql(shop, ELIGIBILITY, { id: product.id }, buyer.token);
    expect(res.body.data.reviewEligibility).toEqual({ canReview: false, message, size: 'L', color: null, review: null });
    res = await gql(shop, CREATE, { input: { productId: product.id, rating: 5 } }, buyer.token);
    expect(res.body.data.createReview).toEqual({ review: null, errors: [{ field: null, code: 'EMAIL_NOT_VERIFIED', message }] });
    const rest = await shop.http.post(`/api/products/${product.id}/reviews`).set('authorization', `Bearer ${buyer.token}`).send({ rating: 5 });
    expect([rest.status, rest.body]).toEqual([403, { message }]);
    expect(await shop.db.prisma.review.count({ where: { productId: product.id } })).toBe(0);

    await verifyByEmailLink(shop, buyer.user.email);
    res = await gql(shop, CREATE, { input: { productId: product.id, rating: 5 } }, buyer.token);
    expect(res.body.data.createReview).toMatchObject({ review: { rating: 5, author: 'Neha P.' }, errors: [] });
  });

  it('a customer who has not received it gets NOT_A_VERIFIED_BUYER; a guest is asked to sign in', async () => {
    const product = await createProduct(shop, { sizes: ['L'], stock: 5 });
    const customer = await createCustomer(shop);
    let res = await gql(shop, CREATE, { input: { productId: product.id, rating: 5 } }, customer.token);
    expect(res.body.data.createReview.errors).toEqual([
      { field: null, code: 'NOT_A_VERIFIED_BUYER', message: 'You can review products you have bought and received' },
    ]);
    res = await gql(shop, CREATE, { input: { productId: product.id, rating: 5 } });
    expect(res.body.errors[0]).toMatchObject({ message: 'Please sign in to continue', extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('admins list, filter and hide; customers cannot', async () => {
    const product = await createProduct(shop, { sizes: ['L'], stock: 5 });
    const buyer = await deliveredBuyer(product);
    const created = await gql(shop, CREATE, { input: { productId: product.id, rating: 2 } }, buyer.token);
    const id = created.body.data.createReview.review.id;

    let res = await gql(shop, ADMIN_LIST, { rating: 2, productId: product.id }, adminToken);
    expect(res.body.data.adminReviews).toEqual({ total: 1, items: [{ id, rating: 2, status: 'PUBLISHED' }] });
    res = await gql(shop, HIDE, { input: { id, reason: 'Spam' } }, adminToken);
    expect(res.body.data.hideReview.review).toEqual({ id, status: 'HIDDEN', hiddenReason: 'Spam', customerEmail: buyer.user.email, productName: product.name });
    res = await gql(shop, ADMIN_LIST, { status: 'HIDDEN', productId: product.id }, adminToken);
    expect(res.body.data.adminReviews.total).toBe(1);
    res = await gql(shop, PRODUCT, { id: product.id });
    expect(res.body.data.product).toMatchObject({ rating: { average: null, count: 0 }, reviews: { total: 0 } });

    res = await gql(shop, HIDE, { input: { id, reason: 'x' } }, buyer.token);
    expect(res.body.errors[0].extensions.code).toBe('FORBIDDEN');
    res = await gql(shop, ADMIN_LIST, {}, buyer.token);
    expect(res.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('customer personal data', () => {
  const WHO = 'id author customerId customerName customerEmail';
  const LIST = `query L($productId: ID) { adminReviews(productId: $productId) { total items { ${WHO} } } }`;
  const REPLY = `mutation R($input: ReplyToReviewInput!) { replyToReview(input: $input) { review { ${WHO} } ${ERRORS} } }`;

  async function reviewed() {
    const product = await createProduct(shop, { sizes: ['L'], stock: 5 });
    const buyer = await deliveredBuyer(product);
    const created = await gql(shop, CREATE, { input: { productId: product.id, rating: 4 } }, buyer.token);
    return { product, buyer, id: created.body.data.createReview.review.id as string };
  }

  it('a catalogue key sees the author as shoppers do; an admin or an orders_read key sees the customer (GraphQL)', async () => {
    const { product, buyer, id } = await reviewed();
    const catalogue = await createKey(shop, adminToken, ['CATALOGUE_WRITE']);
    const orders = await createKey(shop, adminToken, ['CATALOGUE_READ', 'ORDERS_READ']);
    const hidden = { id, author: 'Meera P.', customerId: null, customerName: null, customerEmail: null };
    const shown = { id, author: 'Meera P.', customerId: buyer.user.id, customerName: `Meera ${buyer.input.lastName}`, customerEmail: buyer.user.email };

    let res = await gql(shop, LIST, { productId: product.id }, catalogue.secret);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.adminReviews).toEqual({ total: 1, items: [hidden] });
    res = await gql(shop, REPLY, { input: { id, reply: 'Thanks' } }, catalogue.secret);
    expect(res.body.data.replyToReview).toEqual({ review: hidden, errors: [] });

    res = await gql(shop, LIST, { productId: product.id }, orders.secret);
    expect(res.body.data.adminReviews.items).toEqual([shown]);
    res = await gql(shop, LIST, { productId: product.id }, adminToken);
    expect(res.body.data.adminReviews.items).toEqual([shown]);
  });

  it('a catalogue key sees the author as shoppers do; an admin or an orders_read key sees the customer (REST)', async () => {
    const { product, buyer, id } = await reviewed();
    const catalogue = await createKey(shop, adminToken, ['CATALOGUE_WRITE']);
    const orders = await createKey(shop, adminToken, ['ORDERS_WRITE', 'CATALOGUE_READ']);

    let res = await shop.http.get(`/api/reviews?productId=${product.id}`).set(bearer(catalogue.secret));
    expect(res.status).toBe(200);
    expect(res.body).toEqual([expect.objectContaining({ id, author: 'Meera P.', customerId: null, customerName: null, customerEmail: null })]);
    expect(JSON.stringify(res.body)).not.toContain(buyer.user.email);
    res = await shop.http.post(`/api/reviews/${id}/hide`).set(bearer(catalogue.secret)).send({ reason: 'Spam' });
    expect(res.body).toMatchObject({ status: 'hidden', customerId: null, customerName: null, customerEmail: null });

    res = await shop.http.get(`/api/reviews?productId=${product.id}`).set(bearer(orders.secret));
    expect(res.body).toEqual([expect.objectContaining({ id, customerId: buyer.user.id, customerEmail: buyer.user.email })]);
    res = await shop.http.get(`/api/reviews?productId=${product.id}`).set(bearer(adminToken));
    expect(res.body).toEqual([expect.objectContaining({ id, customerId: buyer.user.id, customerEmail: buyer.user.email })]);
  });
});

describe('REST', () => {
  it('reads, writes, edits and moderates with the right statuses', async () => {
    const product = await createProduct(shop, { sizes: ['M', 'L'], stock: 20 });
    const buyer = await deliveredBuyer(product);
    const stranger = await createCustomer(shop);

    let res = await shop.http.get(`/api/products/${product.id}/reviews`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ summary: { average: null, count: 0 }, items: [], total: 0, limit: 5, offset: 0 });
    expect((await shop.http.get('/api/products/00000000-0000-4000-8000-000000000000/reviews')).status).toBe(404);
    expect((await shop.http.get('/api/products/nope/reviews')).status).toBe(404);

    res = await shop.http.post(`/api/products/${product.id}/reviews`).set(bearer(stranger.token)).send({ rating: 5 });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You can review products you have bought and received');
    res = await shop.http.post(`/api/products/${product.id}/reviews`).send({ rating: 5 });
    expect(res.status).toBe(401);
    res = await shop.http.post(`/api/products/${product.id}/reviews`).set(bearer(buyer.token)).send({ rating: 0 });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ rating: 'Rating must be a whole number from 1 to 5' });
    res = await shop.http.post(`/api/products/${product.id}/reviews`).set(bearer(buyer.token)).send('"five"').type('json');
    expect(res.status).toBe(400);

    res = await shop.http.post(`/api/products/${product.id}/reviews`).set(bearer(buyer.token)).send({ rating: 3, fit: 'runs_small', title: 'Snug' });
    expect(res.status).toBe(201);
    const id = res.body.id;
    expect(res.body).toMatchObject({ rating: 3, fit: 'runs_small', size: 'L', title: 'Snug', verifiedBuyer: true });
    res = await shop.http.post(`/api/products/${product.id}/reviews`).set(bearer(buyer.token)).send({ rating: 3 });
    expect(res.status).toBe(409);

    res = await shop.http.get(`/api/products/${product.id}/reviews/eligibility`).set(bearer(buyer.token));
    expect(res.body).toMatchObject({ canReview: false, message: null, review: { id } });
    res = await shop.http.put(`/api/reviews/${id}`).set(bearer(stranger.token)).send({ rating: 1 });
    expect(res.status).toBe(404);
    res = await shop.http.put(`/api/reviews/${id}`).set(bearer(buyer.token)).send({ rating: 4, fit: 'runs_small' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ rating: 4, title: '' });

    res = await shop.http.get(`/api/products/${product.id}`);
    expect(res.body.rating).toEqual({ average: 4, count: 1 });

    res = await shop.http.put(`/api/reviews/${id}/reply`).set(bearer(adminToken)).send({ reply: 'Thank you!' });
    expect(res.body).toMatchObject({ reply: 'Thank you!' });
    res = await shop.http.post(`/api/reviews/${id}/hide`).set(bearer(adminToken)).send({});
    expect(res.status).toBe(400);
    res = await shop.http.post(`/api/reviews/${id}/hide`).set(bearer(adminToken)).send({ reason: 'Duplicate' });
    expect(res.body).toMatchObject({ status: 'hidden', hiddenReason: 'Duplicate' });
    res = await shop.http.get(`/api/reviews?status=hidden&productId=${product.id}`).set(bearer(adminToken));
    expect(res.headers['x-total-count']).toBe('1');
    expect(res.body.map((r: { id: string }) => r.id)).toEqual([id]);
    res = await shop.http.post(`/api/reviews/${id}/publish`).set(bearer(adminToken));
    expect(res.body.status).toBe('published');
    expect((await shop.http.get('/api/reviews').set(bearer(buyer.token))).status).toBe(403);
    expect((await shop.http.get('/api/reviews?rating=6').set(bearer(adminToken))).status).toBe(400);
  });
});
