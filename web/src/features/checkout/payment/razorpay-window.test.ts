import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRazorpay, openRazorpay, RAZORPAY_SCRIPT } from './razorpay-window';
import { PaymentWindowError } from './payment-outcome';

const session = { __typename: 'PaymentSession' as const, provider: 'razorpay', providerOrderId: 'order_Rz1', amountPaise: 2_398_00, currency: 'INR', keyId: 'rzp_test_key', checkoutUrl: null };
const prefill = { name: 'Asha Patel', email: 'asha@example.in', contact: '9876543210' };

type Options = ConstructorParameters<NonNullable<Window['Razorpay']>>[0];
function fakeRazorpay(script: (options: Options, failed: (description: string) => void) => void) {
  const seen: Options[] = [];
  window.Razorpay = vi.fn(function (this: unknown, options: Options) {
    seen.push(options);
    let onFailed: (r: { error: { description: string } }) => void = () => undefined;
    return {
      on: (_event: string, listener: typeof onFailed) => (onFailed = listener),
      open: () => script(options, (description) => onFailed({ error: { description } })),
    };
  });
  return seen;
}

afterEach(() => {
  delete window.Razorpay;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

describe('Razorpay window', () => {
  it("says 'Failed to initiate payment' when the provider script does not load, and tries again next time", async () => {
    const loading = loadRazorpay();
    const script = document.head.querySelector<HTMLScriptElement>(`script[src="${RAZORPAY_SCRIPT}"]`);
    expect(script).not.toBeNull();
    script!.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow(new PaymentWindowError().message);
    void loadRazorpay().catch(() => undefined);
    expect(document.head.querySelectorAll(`script[src="${RAZORPAY_SCRIPT}"]`)).toHaveLength(1);
  });

  it("opens the provider's window for the server's order in rupees and answers its signed payment", async () => {
    const seen = fakeRazorpay((o) => o.handler({ razorpay_order_id: 'order_Rz1', razorpay_payment_id: 'pay_1', razorpay_signature: 'sig' }));
    await expect(openRazorpay(session, prefill)).resolves.toEqual({ status: 'paid', proof: { providerOrderId: 'order_Rz1', paymentId: 'pay_1', signature: 'sig' } });
    expect(seen[0]).toMatchObject({ key: 'rzp_test_key', amount: 239800, currency: 'INR', order_id: 'order_Rz1', name: 'Vadodara Family Fashion', theme: { color: '#DC3545' }, prefill });
  });

  it('reports a declined attempt when the shopper closes the window, and a plain close as cancelled', async () => {
    fakeRazorpay((o, failed) => {
      failed('Card declined by bank');
      o.modal.ondismiss();
    });
    await expect(openRazorpay(session, prefill)).resolves.toEqual({ status: 'failed', reason: 'Card declined by bank' });
    fakeRazorpay((o) => o.modal.ondismiss());
    await expect(openRazorpay(session, prefill)).resolves.toEqual({ status: 'cancelled' });
  });
});
