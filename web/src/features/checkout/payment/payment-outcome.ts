// What a provider window answers: a signed payment, a failure, or a window closed without paying.
import type { PaymentProof } from '@/graphql/graphql';

export type PaymentOutcome =
  | { status: 'paid'; proof: PaymentProof }
  | { status: 'failed'; reason: string | null }
  | { status: 'cancelled' };

/** The provider window could not be opened (popup blocked, provider script not loaded). */
export class PaymentWindowError extends Error {
  constructor(message = 'Failed to initiate payment') {
    super(message);
    this.name = 'PaymentWindowError';
  }
}

export interface PaymentPrefill {
  name: string;
  email: string;
  contact: string;
}
