// Named reviews and summaries for the reviews section's tests.
import type { ReviewItemFragment, ReviewSummaryFragment } from '@/graphql/graphql';

export const review = (n: number, fields: Partial<ReviewItemFragment> = {}): ReviewItemFragment => ({
  __typename: 'Review',
  id: `r${n}`,
  rating: 4,
  title: `Review ${n}`,
  body: 'Comfortable for the whole day.',
  fit: null,
  size: null,
  color: null,
  author: 'Priya S.',
  verifiedBuyer: true,
  status: 'PUBLISHED',
  reply: null,
  repliedAt: null,
  createdAt: '2026-11-20T06:30:00.000Z',
  updatedAt: '2026-11-20T06:30:00.000Z',
  ...fields,
});

export const summary = (fields: Partial<ReviewSummaryFragment> = {}): ReviewSummaryFragment => ({
  __typename: 'ReviewSummary',
  average: 4.2,
  count: 7,
  distribution: [
    { __typename: 'StarCount', stars: 5, count: 4 },
    { __typename: 'StarCount', stars: 4, count: 1 },
    { __typename: 'StarCount', stars: 3, count: 1 },
    { __typename: 'StarCount', stars: 2, count: 0 },
    { __typename: 'StarCount', stars: 1, count: 1 },
  ],
  fit: { __typename: 'FitSummary', runsSmall: 3, trueToSize: 1, runsLarge: 0, verdict: 'RUNS_SMALL' },
  ...fields,
});

export const noReviews = summary({
  average: null,
  count: 0,
  distribution: [5, 4, 3, 2, 1].map((stars) => ({ __typename: 'StarCount' as const, stars, count: 0 })),
  fit: { __typename: 'FitSummary', runsSmall: 0, trueToSize: 0, runsLarge: 0, verdict: null },
});
