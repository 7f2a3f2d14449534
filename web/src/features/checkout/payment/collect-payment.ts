// Opens the provider window the server's payment session names and waits for its outcome.
import type { PaymentSessionFieldsFragment } from '@/graphql/graphql';
import { PaymentWindowError, type PaymentOutcome, type PaymentPrefill } from './payment-outcome';
import { openRazorpay } from './razorpay-window';
import { openSandboxWindow } from './sandbox-window';

export function collectPayment(session: PaymentSessionFieldsFragment, prefill: PaymentPrefill): Promise<PaymentOutcome> {
  if (session.provider === 'sandbox' && session.checkoutUrl) return openSandboxWindow(session.checkoutUrl, session.providerOrderId);
  if (session.provider === 'razorpay') return openRazorpay(session, prefill);
  return Promise.reject(new PaymentWindowError());
}
