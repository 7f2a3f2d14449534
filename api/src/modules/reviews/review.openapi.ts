// /api/products/:id/reviews and /api/reviews in the OpenAPI document (platform/rest/openapi.ts).
import { z } from '../../platform/input/validate';
import { pageQuerySchema, timestamp, type RestTag } from '../../platform/rest/openapi';
import { adminReviewListSchema, createReviewSchema, FITS, hideReviewSchema, REVIEW_STATUSES, replyReviewSchema, updateReviewSchema } from './review.schemas';

const reviewSchema = z
  .object({
    id: z.uuid(),
    productId: z.uuid(),
    rating: z.number().int().min(1).max(5),
    title: z.string(),
    body: z.string().describe('Plain text: show it as text, never as HTML.'),
    fit: z.enum(FITS).nullable(),
    size: z.string().nullable().describe('The size bought, from the delivered order.'),
    color: z.string().nullable(),
    author: z.string().describe('First name and last initial, e.g. "Priya S."'),
    verifiedBuyer: z.literal(true),
    status: z.enum(REVIEW_STATUSES),
    reply: z.string().nullable().describe('The shop’s public reply.'),
    repliedAt: timestamp.nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'Review' });

const adminReviewSchema = reviewSchema
  .extend({
    hiddenReason: z.string().nullable(),
    hiddenAt: timestamp.nullable(),
    customerId: z.uuid().nullable().describe('Null for an API key without the orders_read scope.'),
    customerName: z.string().nullable().describe('Null for an API key without the orders_read scope; `author` is the name shoppers see.'),
    customerEmail: z.string().nullable().describe('Null for an API key without the orders_read scope.'),
    productName: z.string(),
  })
  .meta({ id: 'AdminReview' });

const summarySchema = z
  .object({
    average: z.number().nullable().describe('Average stars to one decimal; null without reviews.'),
    count: z.number().int(),
    distribution: z.array(z.object({ stars: z.number().int(), count: z.number().int() })).describe('5 stars down to 1.'),
    fit: z.object({
      runsSmall: z.number().int(),
      trueToSize: z.number().int(),
      runsLarge: z.number().int(),
      verdict: z.enum(FITS).nullable().describe('The answer of more than half of at least 2 fit answers.'),
    }),
  })
  .meta({ id: 'ReviewSummary' });

const idOnly = { id: true } as const;

export const reviewTag: RestTag = {
  name: 'Reviews',
  description: 'Verified-buyer reviews: anyone reads them; a customer with a delivered order writes one per product and edits it; admins hide and reply.',
  operations: [
    {
      method: 'get',
      path: '/products/:id/reviews',
      summary: 'A product’s reviews',
      description: 'Published reviews, newest first (limit default 5), with the summary (average, distribution, fit).',
      access: 'public',
      query: pageQuerySchema,
      ok: {
        schema: z.object({ summary: summarySchema, items: z.array(reviewSchema), total: z.number().int(), limit: z.number().int(), offset: z.number().int() }),
      },
      errors: [404],
    },
    {
      method: 'get',
      path: '/products/:id/reviews/eligibility',
      summary: 'May I review it?',
      description:
        'For a guest: canReview false with "Sign in to write a review". Signed in: whether a delivered order allows a first review, and the caller’s own review to edit.',
      access: 'optional',
      ok: {
        schema: z.object({
          canReview: z.boolean(),
          message: z.string().nullable(),
          review: reviewSchema.nullable(),
          size: z.string().nullable(),
          color: z.string().nullable(),
        }),
      },
      errors: [404],
    },
    {
      method: 'post',
      path: '/products/:id/reviews',
      summary: 'Review a product',
      description: '403 when the product was not bought or not delivered yet; 409 when the customer already reviewed it (PUT /reviews/{id} instead).',
      access: 'customer',
      body: createReviewSchema.omit({ productId: true }),
      ok: { status: 201, schema: reviewSchema },
      errors: [403, 404, 409],
    },
    {
      method: 'put',
      path: '/reviews/:id',
      summary: 'Edit my review',
      description: 'Every field is set again; someone else’s review is a 404.',
      access: 'customer',
      body: updateReviewSchema.omit(idOnly),
      ok: { schema: reviewSchema },
      errors: [404],
    },
    {
      method: 'get',
      path: '/reviews',
      summary: 'List reviews (admin)',
      description:
        'Newest first; filter by stars, status and product. The customer’s id, name and e-mail are for admins and keys with orders_read; other keys get null there.',
      access: 'admin',
      scope: 'catalogue_read',
      query: pageQuerySchema.extend(adminReviewListSchema.shape),
      ok: { schema: z.array(adminReviewSchema), headers: ['X-Total-Count'] },
    },
    {
      method: 'post',
      path: '/reviews/:id/hide',
      summary: 'Hide a review',
      description: 'Keeps the reason; the review leaves the product page and its rating at once.',
      access: 'admin',
      scope: 'catalogue_write',
      body: hideReviewSchema.omit(idOnly),
      ok: { schema: adminReviewSchema },
      errors: [404],
    },
    {
      method: 'post',
      path: '/reviews/:id/publish',
      summary: 'Show a hidden review again',
      access: 'admin',
      scope: 'catalogue_write',
      ok: { schema: adminReviewSchema },
      errors: [404],
    },
    {
      method: 'put',
      path: '/reviews/:id/reply',
      summary: 'Reply to a review',
      description: 'The shop’s public reply; an empty reply removes it.',
      access: 'admin',
      scope: 'catalogue_write',
      body: replyReviewSchema.omit(idOnly),
      ok: { schema: adminReviewSchema },
      errors: [404],
    },
  ],
};
