// Razorpay Checkout (docs/decisions/0006-payments-through-a-provider-seam.md): the provider's script from
// its site, then its window for the provider order the server created. Razorpay lets the shopper retry
// inside its window after a failed attempt, so a failure is reported only when the window is dismissed.
import type { PaymentSessionFieldsFragment } from '@/graphql/graphql';
import { PaymentWindowError, type PaymentOutcome, type PaymentPrefill } from './payment-outcome';

export const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';
export const SHOP_NAME = 'Vadodara Family Fashion';
export const THEME_COLOR = '#DC3545';

interface RazorpaySuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}
interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description?: string;
  theme: { color: string };
  prefill: PaymentPrefill;
  handler(response: RazorpaySuccess): void;
  modal: { ondismiss(): void };
}
interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', listener: (response: { error?: { description?: string } }) => void): void;
}
declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
  }
}

let loading: Promise<void> | null = null;

/** Loads the provider script once; a failed load can be retried. */
export function loadRazorpay(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_SCRIPT;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new PaymentWindowError());
    };
    document.head.appendChild(script);
  });
  return loading;
}

export async function openRazorpay(session: PaymentSessionFieldsFragment, prefill: PaymentPrefill): Promise<PaymentOutcome> {
  await loadRazorpay();
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new PaymentWindowError();
  return new Promise<PaymentOutcome>((resolve, reject) => {
    let lastFailure: string | null = null;
    try {
      const rzp = new Razorpay({
        key: session.keyId,
        amount: session.amountPaise,
        currency: session.currency,
        order_id: session.providerOrderId,
        name: SHOP_NAME,
        description: 'Order payment',
        theme: { color: THEME_COLOR },
        prefill,
        handler: (r) => resolve({ status: 'paid', proof: { providerOrderId: r.razorpay_order_id, paymentId: r.razorpay_payment_id, signature: r.razorpay_signature } }),
        modal: { ondismiss: () => resolve(lastFailure ? { status: 'failed', reason: lastFailure } : { status: 'cancelled' }) },
      });
      rzp.on('payment.failed', (r) => (lastFailure = r.error?.description ?? 'The payment was declined'));
      rzp.open();
    } catch {
      reject(new PaymentWindowError());
    }
  });
}
