// The local payment sandbox (docs/decisions/0006-payments-through-a-provider-seam.md): our own provider
// window at checkoutUrl, which answers with window.postMessage({ type: 'sandbox-payment', status, razorpay_* })
// from the shop's origin and closes. A window closed without an answer means the shopper cancelled.
import type { PaymentOutcome } from './payment-outcome';
import { PaymentWindowError } from './payment-outcome';

export const SANDBOX_WINDOW = { width: 420, height: 600 };

interface SandboxMessage {
  type: 'sandbox-payment';
  status: 'paid' | 'failed';
  razorpay_order_id?: unknown;
  razorpay_payment_id?: unknown;
  razorpay_signature?: unknown;
  reason?: unknown;
}

const isSandboxMessage = (data: unknown): data is SandboxMessage =>
  typeof data === 'object' && data !== null && (data as SandboxMessage).type === 'sandbox-payment';

const text = (v: unknown) => (typeof v === 'string' && v ? v : null);

function popupFeatures({ width, height }: typeof SANDBOX_WINDOW): string {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}

export interface SandboxOptions {
  /** how often to look whether the window was closed */
  pollMs?: number;
  /** after the window closes, how long an answer it sent may still arrive */
  graceMs?: number;
}

/** Opens the sandbox window for a provider order and waits for its answer. */
export function openSandboxWindow(url: string, providerOrderId: string, { pollMs = 500, graceMs = 1000 }: SandboxOptions = {}): Promise<PaymentOutcome> {
  const popup = window.open(url, 'sandbox-payment', popupFeatures(SANDBOX_WINDOW));
  if (!popup) return Promise.reject(new PaymentWindowError());
  popup.focus?.();

  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: PaymentOutcome) => {
      if (settled) return;
      settled = true;
      window.removeEventListener('message', onMessage);
      clearInterval(timer);
      resolve(outcome);
    };
    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin || !isSandboxMessage(event.data)) return;
      const data = event.data;
      if (data.status === 'failed') return finish({ status: 'failed', reason: text(data.reason) });
      if (data.status !== 'paid' || data.razorpay_order_id !== providerOrderId) return;
      const paymentId = text(data.razorpay_payment_id);
      const signature = text(data.razorpay_signature);
      if (!paymentId || !signature) return finish({ status: 'failed', reason: 'The payment window sent an incomplete answer' });
      finish({ status: 'paid', proof: { providerOrderId, paymentId, signature } });
    }
    window.addEventListener('message', onMessage);
    const timer = setInterval(() => {
      if (!popup.closed) return;
      clearInterval(timer);
      setTimeout(() => finish({ status: 'cancelled' }), graceMs);
    }, pollMs);
  });
}
