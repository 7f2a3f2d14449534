// How the shop words a fit answer and the buyers' verdict.
import type { Fit } from '@/graphql/graphql';

export const FIT_LABELS: Record<Fit, string> = {
  RUNS_SMALL: 'Runs small',
  TRUE_TO_SIZE: 'True to size',
  RUNS_LARGE: 'Runs large',
};

/** The order the choices are offered in: small → large. */
export const FITS: readonly Fit[] = ['RUNS_SMALL', 'TRUE_TO_SIZE', 'RUNS_LARGE'];

export const FIT_VERDICTS: Record<Fit, string> = {
  RUNS_SMALL: 'Most buyers say: runs small — consider one size up',
  TRUE_TO_SIZE: 'Most buyers say: true to size',
  RUNS_LARGE: 'Most buyers say: runs large — consider one size down',
};

/** 'Size bought: M · Color: Red' (either part left out when unknown). */
export const boughtLine = (size: string | null, color: string | null) =>
  [size && `Size bought: ${size}`, color && `Color: ${color}`].filter(Boolean).join(' · ');
