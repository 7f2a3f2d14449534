// Razorpay (https://razorpay.com/docs/api/orders/): used when RAZORPAY_KEY_ID/SECRET are set.
import { AppError } from '../../platform/common/errors';
import { signatureMatches, type PaymentProvider } from './payment-provider';

export const RAZORPAY_ORDERS_URL = 'https://api.razorpay.com/v1/orders';

export class PaymentProviderError extends AppError {
  constructor(message = 'We could not start the payment. Please try again in a moment.') {
    super(502, 'PAYMENT_PROVIDER_ERROR', message);
  }
}

export class RazorpayProvider implements PaymentProvider {
  readonly name = 'razorpay';

  constructor(
    readonly keyId: string,
    private readonly keySecret: string,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly timeoutMs = 10_000,
  ) {}

  async createOrder(amountPaise: number, receipt: string): Promise<string> {
    const auth = Buffer.from(`${this.keyId}:${this.keySecret}`).toString('base64');
    let response: Response;
    try {
      response = await this.fetchImpl(RAZORPAY_ORDERS_URL, {
        method: 'POST',
        headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json' },
        body: JSON.stringify({ amount: amountPaise, currency: 'INR', receipt }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch {
      throw new PaymentProviderError();
    }
    const body = (await response.json().catch(() => null)) as { id?: unknown } | null;
    if (!response.ok || typeof body?.id !== 'string') throw new PaymentProviderError();
    return body.id;
  }

  verifySignature(orderId: string, paymentId: string, signature: string): boolean {
    return signatureMatches(this.keySecret, orderId, paymentId, signature);
  }
}
