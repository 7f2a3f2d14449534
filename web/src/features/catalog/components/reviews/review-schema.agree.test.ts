// The review form's yup rules against the server's (createReviewSchema, updateReviewSchema): the same
// inputs accepted and refused, with the same words wherever the form shows the server's text.
import {
  createReviewSchema,
  FITS as SERVER_FITS,
  REVIEW_BODY_MAX,
  REVIEW_TITLE_MAX,
  updateReviewSchema,
} from '../../../../../../api/src/modules/reviews/review.schemas';
import { agreement, differ, expectVerdicts, type Row } from '@/test/schema-agreement';
import { FITS } from './fit-labels';
import { BODY_MAX, reviewSchema, TITLE_MAX, type ReviewValues } from './review-schema';

const id = '6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const base: ReviewValues = { rating: 4, title: 'Soft cotton', body: 'Washed well twice.', fit: 'TRUE_TO_SIZE' };

// What useSaveReview sends (for a product sold in sizes); GraphQL turns the Fit name into the stored value.
const sent = (v: ReviewValues) => ({
  productId: id,
  id,
  rating: v.rating,
  title: v.title.trim() || null,
  body: v.body.trim() || null,
  fit: v.fit ? v.fit.toLowerCase() : null,
});

const x = (n: number) => 'x'.repeat(n);

describe.each([
  ['createReview', createReviewSchema],
  ['updateReview', updateReviewSchema],
])('review form and server (%s) agree', (_name, server) => {
  const verdicts = agreement(reviewSchema, server, base, sent);

  it('accept the base review on both sides', async () => {
    expect(await reviewSchema.isValid(base)).toBe(true);
    expect(server.safeParse(sent(base)).success).toBe(true);
  });

  describe('rating', () => {
    // The form asks for a star; the server's text is for callers of the API, who send a number.
    const outside = differ('Please choose a rating', 'Rating must be a whole number from 1 to 5');
    it.each<Row>([
      ['1 star', 1, null],
      ['5 stars', 5, null],
      ['no star chosen (0)', 0, outside],
      ['6', 6, outside],
      ['half a star', 2.5, outside],
    ])('%s', async (_label, value, expected) => expectVerdicts(await verdicts('rating', value), expected));
  });

  describe.each([
    ['title', TITLE_MAX, REVIEW_TITLE_MAX, 'Title'],
    ['body', BODY_MAX, REVIEW_BODY_MAX, 'Review'],
  ] as const)('%s (optional)', (field, max, serverMax, label) => {
    it('has the server’s limit', () => expect(max).toBe(serverMax));

    it.each<Row>([
      ['empty', '', null],
      ['only spaces and line breaks', '  \n ', null],
      [`${max} characters`, x(max), null],
      [`${max} characters between spaces`, `  ${x(max)}  `, null],
      [`${max + 1} characters`, x(max + 1), `${label} must be at most ${max} characters`],
    ])('%s', async (_label, value, expected) => expectVerdicts(await verdicts(field, value), expected));
  });

  describe('fit (optional)', () => {
    it('offers the server’s answers', () => expect(FITS.map((f) => f.toLowerCase())).toEqual([...SERVER_FITS]));

    it.each<Row>([['not answered', '', null], ...FITS.map((fit): Row => [fit, fit, null])])('%s', async (_label, value, expected) =>
      expectVerdicts(await verdicts('fit', value), expected),
    );

    // The radio group cannot send another value (GraphQL's Fit enum would refuse it first); both refuse it, in yup's default words on the web.
    it('refuses an answer that is not offered', async () =>
      expectVerdicts(await verdicts('fit', 'TOO_TIGHT'), differ(expect.any(String) as string, 'Fit must be runs_small, true_to_size or runs_large')));
  });
});
