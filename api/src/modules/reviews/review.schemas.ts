// Review input rules and messages; the same path for GraphQL and REST.
import { z, uuid } from '../../platform/input/validate';

export const FITS = ['runs_small', 'true_to_size', 'runs_large'] as const;
export const REVIEW_STATUSES = ['published', 'hidden'] as const;
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_BODY_MAX = 4000;
export const REVIEW_REPLY_MAX = 2000;
export const HIDE_REASON_MAX = 500;

export const REVIEW_MESSAGES = {
  notFound: 'Review not found',
  notBought: 'You can review products you have bought and received',
  verifyEmail: 'Verify your e-mail address to write a review',
  notDelivered: 'You can review this product once your order has been delivered',
  alreadyReviewed: 'You have already reviewed this product — edit your review instead',
  fitWithoutSize: 'Fit applies only to products sold in sizes',
  signIn: 'Sign in to write a review',
} as const;

const rating = z
  .number({ error: 'Rating must be a whole number from 1 to 5' })
  .int('Rating must be a whole number from 1 to 5')
  .min(1, 'Rating must be a whole number from 1 to 5')
  .max(5, 'Rating must be a whole number from 1 to 5');

/** Optional text: trimmed, '' when left out or null. Markup is kept as typed and always shown as text. */
const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => v ?? '');

const fit = z.enum(FITS, { error: 'Fit must be runs_small, true_to_size or runs_large' }).nullish();

const fields = {
  rating,
  title: text('Title', REVIEW_TITLE_MAX),
  body: text('Review', REVIEW_BODY_MAX),
  fit,
};

export const createReviewSchema = z.object({ productId: uuid('Product not found'), ...fields }, { error: 'Request body must be a JSON object' });
export const updateReviewSchema = z.object({ id: uuid(REVIEW_MESSAGES.notFound), ...fields }, { error: 'Request body must be a JSON object' });
export type ReviewFields = z.output<typeof updateReviewSchema>;

export const hideReviewSchema = z.object(
  {
    id: uuid(REVIEW_MESSAGES.notFound),
    reason: z
      .string({ error: 'A reason is required' })
      .trim()
      .min(1, 'A reason is required')
      .max(HIDE_REASON_MAX, `Reason must be at most ${HIDE_REASON_MAX} characters`),
  },
  { error: 'Request body must be a JSON object' },
);

/** An empty reply removes the shop's answer. */
export const replyReviewSchema = z.object(
  { id: uuid(REVIEW_MESSAGES.notFound), reply: text('Reply', REVIEW_REPLY_MAX) },
  { error: 'Request body must be a JSON object' },
);

const stars = z.coerce
  .number({ error: 'Rating must be a whole number from 1 to 5' })
  .int('Rating must be a whole number from 1 to 5')
  .min(1, 'Rating must be a whole number from 1 to 5')
  .max(5, 'Rating must be a whole number from 1 to 5')
  .nullish();

/** The admin's grid: filters by stars and status, and by product. */
export const adminReviewListSchema = z.object({
  rating: stars,
  status: z.enum(REVIEW_STATUSES, { error: 'Status must be published or hidden' }).nullish(),
  productId: uuid('Product not found').nullish(),
});
