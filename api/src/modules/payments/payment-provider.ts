// The payment provider seam (docs/decisions/0006-payments-through-a-provider-seam.md): Razorpay when keys
// are configured, the local sandbox otherwise. Both speak Razorpay's protocol: a provider order for an
// amount in paise, then a payment whose signature is HMAC-SHA256("order_id|payment_id") with the secret.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface PaymentProvider {
  /** "razorpay" | "sandbox" */
  readonly name: string;
  /** What the browser needs to open the provider window: the Razorpay key id, or "sandbox". */
  readonly keyId: string;
  /** Creates the provider's order for an amount in paise (INR) and answers its id. */
  createOrder(amountPaise: number, receipt: string): Promise<string>;
  /** Whether `signature` is the provider's signature of this order and payment. */
  verifySignature(orderId: string, paymentId: string, signature: string): boolean;
}

/** Razorpay's payment signature: hex HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export function paymentSignature(secret: string | Buffer, orderId: string, paymentId: string): string {
  return createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');
}

/** Constant-time comparison of a received signature with the expected one. */
export function signatureMatches(secret: string | Buffer, orderId: string, paymentId: string, signature: string): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(paymentSignature(secret, orderId, paymentId), 'hex');
  const received = Buffer.from(signature, 'hex');
  return expected.length === received.length && timingSafeEqual(expected, received);
}
