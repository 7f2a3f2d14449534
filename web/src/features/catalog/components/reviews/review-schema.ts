// Mirrors the server's review rules (api/src/modules/reviews/review.schemas.ts): 1–5 stars, a title of at
// most 120 characters, a text of at most 4000, an optional fit answer. review-schema.agree.test.ts runs
// both on the same inputs, so a rule changed on one side alone fails there.
import * as yup from 'yup';
import type { Fit } from '@/graphql/graphql';

export const TITLE_MAX = 120;
export const BODY_MAX = 4000;

export interface ReviewValues {
  /** 0 until a star is chosen */
  rating: number;
  title: string;
  body: string;
  /** '' when not answered */
  fit: Fit | '';
}

export const EMPTY_REVIEW: ReviewValues = { rating: 0, title: '', body: '', fit: '' };

export const reviewSchema = yup.object({
  rating: yup.number().required('Please choose a rating').integer('Please choose a rating').min(1, 'Please choose a rating').max(5, 'Please choose a rating'),
  title: yup.string().trim().max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters`),
  body: yup.string().trim().max(BODY_MAX, `Review must be at most ${BODY_MAX} characters`),
  fit: yup.string().oneOf(['', 'RUNS_SMALL', 'TRUE_TO_SIZE', 'RUNS_LARGE']),
});
